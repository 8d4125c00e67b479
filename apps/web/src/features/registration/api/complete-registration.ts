import { registrationOperations } from '@hrwe/domain';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { SESSION_QUERY_KEY } from '@/lib/use-session';
import { COMPLETE_CHECK_KEY } from './complete-check';
import { REGISTRATION_KEY } from './registration-data';

/** Ends onboarding (the server signs the user out). */
export const completeRegistration = (registerId: string) =>
  call(registrationOperations.complete, { params: { registerId } });

/** After completion: the session and the wizard's cached answers are gone. */
export function useForgetSession() {
  const queryClient = useQueryClient();
  return () => {
    queryClient.removeQueries({ queryKey: COMPLETE_CHECK_KEY });
    queryClient.removeQueries({ queryKey: REGISTRATION_KEY });
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
  };
}
