import { reportOperations } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { requestCandidatesKey } from './report-lists';

export const resendInvitation = (uuid: string) => call(reportOperations.resend, { params: { uuid } });

/** Re-sends and reloads the request's candidates. */
export const useResendInvitation = (rn: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: () => client.invalidateQueries({ queryKey: requestCandidatesKey(rn) }),
  });
};
