import { type SessionAnswer, sessionOperations } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from './api';
import { call } from './call';

/** The signed-in person, as GET /api/session answers it (the domain's SessionSchema). */
export type Session = SessionAnswer;

export const SESSION_QUERY_KEY = ['session'] as const;

/** GET /api/session: the signed-in user, or null when signed out (401). */
export async function fetchSession(): Promise<Session | null> {
  try {
    return await call(sessionOperations.current);
  } catch (e) {
    if (isApiError(e) && e.status === 401) return null;
    throw e;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: fetchSession,
  staleTime: 60_000,
  retry: false,
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}

export const isAdminSession = (s: Session | null | undefined): boolean => s?.role === 'ROLE_ADMIN';

export const fullName = (s: Pick<Session, 'firstName' | 'lastName' | 'email'>): string =>
  [s.firstName, s.lastName].filter(Boolean).join(' ').trim() || s.email;
