import { reportRightsOperations } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';

/** Administrators: the personal data erased now, on request. */
export const eraseCandidate = (uuid: string) => call(reportRightsOperations.erase, { params: { uuid } });

/** Reloads the whole report: its data is gone. */
export function useEraseCandidate(uuid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => eraseCandidate(uuid),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['candidate-report'] }),
  });
}
