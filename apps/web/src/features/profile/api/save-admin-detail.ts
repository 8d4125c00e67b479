import type { AdminDetail, StoredDetail } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { SESSION_QUERY_KEY } from '@/lib/use-session';
import { ADMIN_DETAIL_KEY } from './get-admin-detail';

/** POST /api/user/admin/update/personal/detail. */
export const saveAdminDetail = (body: StoredDetail) =>
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
