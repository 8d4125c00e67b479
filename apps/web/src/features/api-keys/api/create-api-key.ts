import { apiKeyOperations, type CreateApiKeyInput } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { apiKeysQuery } from './get-api-keys';

/** The answer holds the secret, shown once. */
export const createApiKey = (body: CreateApiKeyInput) => call(apiKeyOperations.create, { body });

export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeysQuery.queryKey }),
  });
}
