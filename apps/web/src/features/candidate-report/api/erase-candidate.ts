import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { candidatePath } from './candidate-path';

/** POST /api/report/candidate/{uuid}/erase (administrators): the personal data erased now, on request. */
export const eraseCandidate = (uuid: string) => api(`${candidatePath(uuid)}/erase`, { method: 'POST' });

/** Reloads the whole report: its data is gone. */
export function useEraseCandidate(uuid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => eraseCandidate(uuid),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['candidate-report'] }),
  });
}
