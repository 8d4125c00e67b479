import type { ApiKeyView, CreateApiKeyInput } from '@hrwe/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type CreatedApiKey = {
  id: string;
  name: string;
  prefix: string;
  expiresAt: string | null;
  secret: string;
};

/** GET /api/profile/api-keys: my usable keys (an administrator: every key of the tenant). */
export const apiKeysOptions = queryOptions({
  queryKey: ['profile', 'api-keys'],
  queryFn: () => api<{ data: ApiKeyView[] }>('/api/profile/api-keys'),
});

export const useApiKeys = () => useQuery(apiKeysOptions);

/** POST /api/profile/api-keys: the answer holds the secret, shown once. */
export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiKeyInput) => api<CreatedApiKey>('/api/profile/api-keys', { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeysOptions.queryKey }),
  });
}

/** DELETE /api/profile/api-keys/:id: refused by the server from the next call on. */
export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/api/profile/api-keys/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeysOptions.queryKey }),
  });
}
