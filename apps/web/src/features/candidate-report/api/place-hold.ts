import { type LegalHoldInput, reportRightsOperations } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';

/** Administrators: the retention job keeps the candidate. */
export const placeHold = (uuid: string, body: LegalHoldInput) =>
  call(reportRightsOperations.placeHold, { params: { uuid }, body });

/** Reloads the whole report, as the release and the erasure do. */
export function usePlaceHold(uuid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: LegalHoldInput) => placeHold(uuid, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['candidate-report'] }),
  });
}
