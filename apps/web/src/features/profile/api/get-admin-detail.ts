import type { AdminDetail } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const ADMIN_DETAIL_KEY = ['profile', 'admin'] as const;

/** GET /api/user/admin/get/detail. */
export const getAdminDetail = () => api<AdminDetail>('/api/user/admin/get/detail');

export const adminDetailQuery = queryOptions({ queryKey: ADMIN_DETAIL_KEY, queryFn: getAdminDetail });

export function useAdminDetail() {
  return useQuery(adminDetailQuery);
}
