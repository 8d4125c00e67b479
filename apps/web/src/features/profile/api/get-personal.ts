import type { PersonalAnswer } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const PERSONAL_KEY = ['profile', 'personal'] as const;

/** GET /api/user/private/personal: the signed-in HR user's personal detail. */
export const getPersonal = () => api<PersonalAnswer>('/api/user/private/personal');

export const personalQuery = queryOptions({ queryKey: PERSONAL_KEY, queryFn: getPersonal });

export function usePersonal() {
  return useQuery(personalQuery);
}
