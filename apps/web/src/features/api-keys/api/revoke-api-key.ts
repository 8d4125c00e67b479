import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { apiKeysQuery } from './get-api-keys';

/** DELETE /api/profile/api-keys/{id}: refused by the server from the next call on. */
export const revokeApiKey = (id: string) => api(`/api/profile/api-keys/${id}`, { method: 'DELETE' });

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeysQuery.queryKey }),
  });
}
