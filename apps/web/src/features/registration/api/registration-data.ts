import type { RegistrationData } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const REGISTRATION_KEY = ['registration', 'get'] as const;

/** GET /api/user/register/get: the registering user's saved data (forms, summary, contract). */
export const getRegistrationData = () => api<RegistrationData>('/api/user/register/get');

export const registrationQueryOptions = queryOptions({
  queryKey: REGISTRATION_KEY,
  queryFn: getRegistrationData,
  staleTime: 0,
});

export const useRegistrationData = () => useQuery(registrationQueryOptions);
