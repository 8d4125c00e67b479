import type { RegistrationCompleteAnswer } from '@hrwe/domain';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { SESSION_QUERY_KEY } from '@/lib/use-session';
import { COMPLETE_CHECK_KEY } from './complete-check';
import { REGISTRATION_KEY } from './registration-data';

/** POST /api/user/register/complete/{registerId}: ends onboarding (the server signs the user out). */
export const completeRegistration = (registerId: string) =>
  api<RegistrationCompleteAnswer>(`/api/user/register/complete/${encodeURIComponent(registerId)}`, {
    method: 'POST',
  });

/** After completion: the session and the wizard's cached answers are gone. */
export function useForgetSession() {
  const queryClient = useQueryClient();
  return () => {
    queryClient.removeQueries({ queryKey: COMPLETE_CHECK_KEY });
    queryClient.removeQueries({ queryKey: REGISTRATION_KEY });
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
  };
}
