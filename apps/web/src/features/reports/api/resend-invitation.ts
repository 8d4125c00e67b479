import type { InvitationResent } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listQueryKey } from '@/components/data-table';
import { api } from '@/lib/api';
import { candidatesUrl } from './get-report-candidates';

/** POST /api/report/candidate/{uuid}/resend. */
export const resendInvitation = (uuid: string) =>
  api<InvitationResent>(`/api/report/candidate/${encodeURIComponent(uuid)}/resend`, { method: 'POST' });

/** Re-sends and reloads the request's candidates. */
export const useResendInvitation = (rn: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: () => client.invalidateQueries({ queryKey: listQueryKey(candidatesUrl(rn)) }),
  });
};
