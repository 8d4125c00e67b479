import type { ClientStatusAnswer, UserAction } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listQueryKey } from '@/components/data-table';
import { api } from '@/lib/api';
import { clientDetailKey } from './get-client-detail';
import { CLIENT_LIST_URL } from './get-clients';

/** POST /api/user/update/status: one transition of the status table (409 when not allowed). */
export const updateStatus = (body: { id: string; action: UserAction }) =>
  api<ClientStatusAnswer>('/api/user/update/status', { method: 'POST', body });

export function useUpdateStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStatus,
    onSettled: async (_data, _error, vars) => {
      await queryClient.invalidateQueries({ queryKey: listQueryKey(CLIENT_LIST_URL) });
      await queryClient.invalidateQueries({ queryKey: clientDetailKey(vars.id) });
    },
  });
}
