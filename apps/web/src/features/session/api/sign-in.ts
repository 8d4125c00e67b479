import { type SignInInput, sessionOperations } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { SESSION_QUERY_KEY } from '@/lib/use-session';

/** The sign-in form's schema is the operation's body: what the form accepts, the server accepts. */
export const signInSchema = sessionOperations.signIn.body;

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignInInput) => call(sessionOperations.signIn, { body }),
    // A second step to take ({ mfa }) is not a session yet.
    onSuccess: (answer) => {
      if (!('mfa' in answer)) queryClient.setQueryData(SESSION_QUERY_KEY, answer);
    },
  });
}
