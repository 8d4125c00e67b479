import type { RetryChecksResult } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { candidatePath } from './candidate-path';

/** POST /api/report/candidate/{uuid}/checks/retry (administrator). */
export const retryChecks = (uuid: string) =>
  api<RetryChecksResult>(`${candidatePath(uuid)}/checks/retry`, { method: 'POST' });

export function useRetryChecks() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: retryChecks,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['candidate-report'] }),
  });
}
