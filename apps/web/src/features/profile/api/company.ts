import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Detail } from './personal';

export const COMPANY_KEY = ['profile', 'company'] as const;

/** GET /api/user/private/company: the signed-in HR user's company detail. */
export const fetchCompany = () =>
  api<{ email: string; companyDetail: Detail | null }>('/api/user/private/company');

export const companyOptions = queryOptions({ queryKey: COMPANY_KEY, queryFn: fetchCompany });

export function useCompany() {
  return useQuery(companyOptions);
}

/** POST /api/user/private/company. */
export const saveCompany = (body: Detail) =>
  api<{ companyDetail: Detail }>('/api/user/private/company', { method: 'POST', body });

export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_KEY }),
  });
}
