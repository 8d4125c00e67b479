import { profileOperations } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';

export const COMPANY_KEY = ['profile', 'company'] as const;

/** The signed-in HR user's company detail. */
export const companyQuery = queryOptions({
  queryKey: COMPANY_KEY,
  queryFn: ({ signal }) => call(profileOperations.company, { signal }),
});

export function useCompany() {
  return useQuery(companyQuery);
}
