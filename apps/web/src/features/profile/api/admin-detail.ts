import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { SESSION_QUERY_KEY } from '@/lib/use-session';
import type { Detail } from './personal';

export type AdminDetail = {
  email: string;
  firstName: string | null;
  lastName: string | null;
  personalDetail: Detail | null;
};
export const ADMIN_DETAIL_KEY = ['profile', 'admin'] as const;

/** GET /api/user/admin/get/detail. */
export const fetchAdminDetail = () => api<AdminDetail>('/api/user/admin/get/detail');

export const adminDetailOptions = queryOptions({ queryKey: ADMIN_DETAIL_KEY, queryFn: fetchAdminDetail });

export function useAdminDetail() {
  return useQuery(adminDetailOptions);
}

/** POST /api/user/admin/update/personal/detail. */
export const saveAdminDetail = (body: Detail) =>
  api<AdminDetail>('/api/user/admin/update/personal/detail', { method: 'POST', body });

export function useSaveAdminDetail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAdminDetail,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ADMIN_DETAIL_KEY });
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
