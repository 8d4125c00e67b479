import { profileOperations } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';

export const PERSONAL_KEY = ['profile', 'personal'] as const;

/** The signed-in HR user's personal detail. */
export const personalQuery = queryOptions({
  queryKey: PERSONAL_KEY,
  queryFn: ({ signal }) => call(profileOperations.personal, { signal }),
});

export function usePersonal() {
  return useQuery(personalQuery);
}
