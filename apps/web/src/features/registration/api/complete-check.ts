import { registrationOperations } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';

export const COMPLETE_CHECK_KEY = ['registration', 'complete-check'] as const;

/** The onboarding progress of the signed-in user. */
export const getCompleteCheck = (signal?: AbortSignal) => call(registrationOperations.progress, { signal });

export const completeCheckQueryOptions = queryOptions({
  queryKey: COMPLETE_CHECK_KEY,
  queryFn: ({ signal }) => getCompleteCheck(signal),
  staleTime: 0,
});

export const useCompleteCheck = () => useQuery(completeCheckQueryOptions);
