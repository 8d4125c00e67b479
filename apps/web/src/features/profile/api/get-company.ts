import type { CompanyAnswer } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const COMPANY_KEY = ['profile', 'company'] as const;

/** GET /api/user/private/company: the signed-in HR user's company detail. */
export const getCompany = () => api<CompanyAnswer>('/api/user/private/company');

export const companyQuery = queryOptions({ queryKey: COMPANY_KEY, queryFn: getCompany });

export function useCompany() {
  return useQuery(companyQuery);
}
