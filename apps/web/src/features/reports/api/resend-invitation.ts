import { reportOperations } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { invitationProgressQuery } from './get-invitation-progress';
import { requestCandidatesKey } from './report-lists';

export const resendInvitation = (uuid: string) => call(reportOperations.resend, { params: { uuid } });

/** Re-sends, then reloads the request's candidates and its invitation counts (the new mail is queued). */
export const useResendInvitation = (rn: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: requestCandidatesKey(rn) }),
        client.invalidateQueries({ queryKey: invitationProgressQuery(rn, true).queryKey }),
      ]),
  });
};
