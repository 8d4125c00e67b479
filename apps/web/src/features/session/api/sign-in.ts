import type { SignInInput } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { SESSION_QUERY_KEY, type Session } from '@/lib/use-session';

/** POST /api/session: signs in and sets the session cookie. */
export const signIn = (input: SignInInput) => api<Session>('/api/session', { method: 'POST', body: input });

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => queryClient.setQueryData(SESSION_QUERY_KEY, session),
  });
}
