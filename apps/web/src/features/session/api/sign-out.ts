import { sessionOperations } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { SESSION_QUERY_KEY } from '@/lib/use-session';

/** Signs out (the server ends the session) and forgets every cached answer (they belonged to the user), even when the call fails. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(sessionOperations.signOut),
    onSettled: () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'config' });
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
    },
  });
}
