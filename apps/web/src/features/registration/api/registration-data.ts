import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type Detail = Record<string, string>;
export type ContractInfo = { name: string; signer: string | null; signedAt: string | null } | null;
export type RegistrationData = {
  registerId: string;
  email: string;
  personalDetail: Detail | null;
  companyDetail: Detail | null;
  contract: ContractInfo;
};

export const REGISTRATION_KEY = ['registration', 'get'] as const;

/** GET /api/user/register/get: the registering user's saved data (forms, summary, contract). */
export const registrationQueryOptions = queryOptions({
  queryKey: REGISTRATION_KEY,
  queryFn: () => api<RegistrationData>('/api/user/register/get'),
  staleTime: 0,
});

export const useRegistrationData = () => useQuery(registrationQueryOptions);
