import type { LegalHoldInput } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { candidatePath } from './candidate-path';

/** POST /api/report/candidate/{uuid}/hold (administrators): the retention job keeps the candidate. */
export const placeHold = (uuid: string, body: LegalHoldInput) =>
  api(`${candidatePath(uuid)}/hold`, { method: 'POST', body });

/** Reloads the whole report, as the release and the erasure do. */
export function usePlaceHold(uuid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: LegalHoldInput) => placeHold(uuid, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['candidate-report'] }),
  });
}
