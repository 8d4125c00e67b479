import { registrationOperations } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';

export const REGISTRATION_KEY = ['registration', 'get'] as const;

/** The registering user's saved data (forms, summary, contract). */
export const registrationQueryOptions = queryOptions({
  queryKey: REGISTRATION_KEY,
  queryFn: ({ signal }) => call(registrationOperations.data, { signal }),
  staleTime: 0,
});

export const useRegistrationData = () => useQuery(registrationQueryOptions);
