import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listQueryKey } from '@/components/data-table';
import { api } from '@/lib/api';
import { CLIENT_LIST_URL, type UserActionName } from './client-list';

/** POST /api/user/update/status: one transition of the status table (409 when not allowed). */
export const updateStatus = (body: { id: string; action: UserActionName }) =>
  api<{ id: string; status: string; allowedActions: UserActionName[] }>('/api/user/update/status', {
    method: 'POST',
    body,
  });

export function useUpdateStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStatus,
    onSettled: async (_data, _error, vars) => {
      await queryClient.invalidateQueries({ queryKey: listQueryKey(CLIENT_LIST_URL) });
      await queryClient.invalidateQueries({ queryKey: ['users', 'detail', vars.id] });
    },
  });
}
