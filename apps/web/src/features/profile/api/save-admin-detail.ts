import { type BodyIn, profileOperations } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { SESSION_QUERY_KEY } from '@/lib/use-session';
import { ADMIN_DETAIL_KEY } from './get-admin-detail';

export const saveAdminDetail = (body: BodyIn<typeof profileOperations.saveAdminDetail>) =>
  call(profileOperations.saveAdminDetail, { body });

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
