import type { RegistrationProgress } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const COMPLETE_CHECK_KEY = ['registration', 'complete-check'] as const;

/** GET /api/user/register/complete/check: the onboarding progress of the signed-in user. */
export const getCompleteCheck = () => api<RegistrationProgress>('/api/user/register/complete/check');

export const completeCheckQueryOptions = queryOptions({
  queryKey: COMPLETE_CHECK_KEY,
  queryFn: getCompleteCheck,
  staleTime: 0,
});

export const useCompleteCheck = () => useQuery(completeCheckQueryOptions);
