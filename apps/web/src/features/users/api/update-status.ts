import { pathOf, type UserAction, userOperations } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listQueryKey } from '@/components/data-table';
import { call } from '@/lib/call';
import { clientDetailKey } from './get-client-detail';

/** One transition of the status table (409 when not allowed; a refusal carries its reason). */
export const updateStatus = (body: { id: string; action: UserAction; reason?: string }) =>
  call(userOperations.changeStatus, { body });

export function useUpdateStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStatus,
    onSettled: async (_data, _error, vars) => {
      await queryClient.invalidateQueries({ queryKey: listQueryKey(pathOf(userOperations.clients)) });
      await queryClient.invalidateQueries({ queryKey: clientDetailKey(vars.id) });
    },
  });
}
