import { profileOperations } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';

export const ADMIN_DETAIL_KEY = ['profile', 'admin'] as const;

export const adminDetailQuery = queryOptions({
  queryKey: ADMIN_DETAIL_KEY,
  queryFn: ({ signal }) => call(profileOperations.adminDetail, { signal }),
});

export function useAdminDetail() {
  return useQuery(adminDetailQuery);
}
