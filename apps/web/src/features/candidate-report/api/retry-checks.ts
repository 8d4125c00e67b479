import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /api/report/candidate/{uuid}/checks/retry (administrator). */
export const retryChecks = (uuid: string) =>
  api<{ queued: boolean }>(`/api/report/candidate/${encodeURIComponent(uuid)}/checks/retry`, {
    method: 'POST',
  });

export function useRetryChecks() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: retryChecks,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['candidate-report'] }),
  });
}
