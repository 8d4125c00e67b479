import type { CreateApiKeyInput, CreatedApiKey } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { apiKeysQuery } from './get-api-keys';

/** POST /api/profile/api-keys: the answer holds the secret, shown once. */
export const createApiKey = (input: CreateApiKeyInput) =>
  api<CreatedApiKey>('/api/profile/api-keys', { body: input });

export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeysQuery.queryKey }),
  });
}
