import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { candidatePath } from './candidate-path';

/** DELETE /api/report/candidate/{uuid}/hold (administrators). */
export const releaseHold = (uuid: string) => api(`${candidatePath(uuid)}/hold`, { method: 'DELETE' });

export function useReleaseHold(uuid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => releaseHold(uuid),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['candidate-report'] }),
  });
}
