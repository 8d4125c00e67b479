import { apiKeyOperations } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';

/** My usable keys (an administrator: every key of the tenant). */
export const apiKeysQuery = queryOptions({
  queryKey: ['profile', 'api-keys'],
  queryFn: ({ signal }) => call(apiKeyOperations.list, { signal }),
});

export const useApiKeys = () => useQuery(apiKeysQuery);
