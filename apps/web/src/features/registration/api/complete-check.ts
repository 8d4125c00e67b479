import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type RegistrationProgress = {
  registerId: string;
  completedRegistration: boolean;
  completedProfileDetail: boolean;
  completedCompanyDetail: boolean;
  completedContractSign: boolean;
  completedEmailVerification: boolean;
  adminUser: boolean;
  hrweUserStatus: string;
};

export const COMPLETE_CHECK_KEY = ['registration', 'complete-check'] as const;

/** GET /api/user/register/complete/check: the onboarding progress of the signed-in user. */
export const completeCheckQueryOptions = queryOptions({
  queryKey: COMPLETE_CHECK_KEY,
  queryFn: () => api<RegistrationProgress>('/api/user/register/complete/check'),
  staleTime: 0,
});

export const useCompleteCheck = () => useQuery(completeCheckQueryOptions);
