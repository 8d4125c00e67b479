import { apiKeyOperations } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { apiKeysQuery } from './get-api-keys';

/** Refused by the server from the next call on. */
export const revokeApiKey = (keyId: string) => call(apiKeyOperations.revoke, { params: { keyId } });

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeysQuery.queryKey }),
  });
}
