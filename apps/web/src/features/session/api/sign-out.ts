import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { SESSION_QUERY_KEY } from '@/lib/use-session';

/** DELETE /api/session: ends the session server-side. */
export const signOut = () => api<void>('/api/session', { method: 'DELETE' });

/** Signs out and forgets every cached answer (they belonged to the user), even when the call fails. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'config' });
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
    },
  });
}
