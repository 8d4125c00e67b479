import { reportRightsOperations } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';

/** Administrators: the legal hold released. */
export const releaseHold = (uuid: string) => call(reportRightsOperations.releaseHold, { params: { uuid } });

export function useReleaseHold(uuid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => releaseHold(uuid),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['candidate-report'] }),
  });
}
