import type { HiringOutcomeInput, HiringOutcomeRecord } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { candidatePath } from './candidate-path';
import { hiringKey } from './get-hiring';

/** POST /api/report/candidate/{uuid}/outcome: the hiring outcome (the latest recorded counts). */
export const recordOutcome = (uuid: string, body: HiringOutcomeInput) =>
  api<HiringOutcomeRecord>(`${candidatePath(uuid)}/outcome`, { method: 'POST', body });

export function useRecordOutcome(uuid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: HiringOutcomeInput) => recordOutcome(uuid, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: hiringKey(uuid) }),
  });
}
