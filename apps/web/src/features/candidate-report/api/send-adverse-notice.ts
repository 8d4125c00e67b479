import type { AdverseNotice } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { candidatePath } from './candidate-path';
import { hiringKey } from './get-hiring';

/** POST /api/report/candidate/{uuid}/adverse-notice: the report's summary and the window to contest, by e-mail. */
export const sendAdverseNotice = (uuid: string) =>
  api<AdverseNotice>(`${candidatePath(uuid)}/adverse-notice`, { method: 'POST' });

export function useSendAdverseNotice(uuid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => sendAdverseNotice(uuid),
    onSuccess: () => qc.invalidateQueries({ queryKey: hiringKey(uuid) }),
  });
}
