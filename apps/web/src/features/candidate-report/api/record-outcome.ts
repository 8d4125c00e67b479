import type { HiringOutcome, HiringOutcomeRecord } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { candidatePath } from './candidate-path';
import { hiringKey } from './get-hiring';

export type OutcomeBody = { outcome: HiringOutcome | ''; becauseOfReport: boolean };

/** POST /api/report/candidate/{uuid}/outcome: the hiring outcome (the latest recorded counts). */
export const recordOutcome = (uuid: string, body: OutcomeBody) =>
  api<HiringOutcomeRecord>(`${candidatePath(uuid)}/outcome`, { method: 'POST', body });

export function useRecordOutcome(uuid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: OutcomeBody) => recordOutcome(uuid, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: hiringKey(uuid) }),
  });
}
