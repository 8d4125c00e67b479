import { checkOperations } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';

/** Runs a candidate's failed checks again (administrator). */
export const retryChecks = (uuid: string) => call(checkOperations.retry, { params: { uuid } });

export function useRetryChecks() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: retryChecks,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['candidate-report'] }),
  });
}
