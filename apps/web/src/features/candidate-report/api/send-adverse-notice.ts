import { reportRightsOperations } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { hiringKey } from './get-hiring';

/** The report's summary and the window to contest, by e-mail. */
export const sendAdverseNotice = (uuid: string) =>
  call(reportRightsOperations.adverseNotice, { params: { uuid } });

export function useSendAdverseNotice(uuid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => sendAdverseNotice(uuid),
    onSuccess: () => qc.invalidateQueries({ queryKey: hiringKey(uuid) }),
  });
}
