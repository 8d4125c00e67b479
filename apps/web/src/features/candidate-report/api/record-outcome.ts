import { type HiringOutcomeInput, reportRightsOperations } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { hiringKey } from './get-hiring';

/** The hiring outcome (the latest recorded counts). */
export const recordOutcome = (uuid: string, body: HiringOutcomeInput) =>
  call(reportRightsOperations.outcome, { params: { uuid }, body });

export function useRecordOutcome(uuid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: HiringOutcomeInput) => recordOutcome(uuid, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: hiringKey(uuid) }),
  });
}
