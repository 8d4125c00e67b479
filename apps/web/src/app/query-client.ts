import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api';
import { SESSION_QUERY_KEY } from '@/lib/use-session';

/**
 * One client for the app. A 401 from any call other than the session itself (or a refused password or code)
 * means the session has ended: the cached session becomes null and the guard sends the user to /sso.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.queryKey) }),
    mutationCache: new MutationCache({ onError: (error) => onError(error) }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => !(isApiError(error) && error.status > 0 && error.status < 500) && count < 2,
      },
    },
  });
  function onError(error: unknown, queryKey?: readonly unknown[]) {
    if (!isApiError(error) || error.status !== 401) return;
    if (queryKey?.[0] === SESSION_QUERY_KEY[0]) return;
    // A wrong password or second-factor code (the account page asks for one) is no ended session.
    if (error.key.startsWith('LOGIN_') || error.key.startsWith('MFA_')) return;
    client.setQueryData(SESSION_QUERY_KEY, null);
  }
  return client;
}

/**
 * The app's one client. Route loaders use it to start a page's calls while its code is still downloading
 * (see features/candidate/routes.tsx); the providers hand it to React.
 */
export const queryClient = createQueryClient();
