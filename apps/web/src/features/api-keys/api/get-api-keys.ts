import type { ApiKeyList } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/profile/api-keys: my usable keys (an administrator: every key of the tenant). */
export const getApiKeys = () => api<ApiKeyList>('/api/profile/api-keys');

export const apiKeysQuery = queryOptions({ queryKey: ['profile', 'api-keys'], queryFn: getApiKeys });

export const useApiKeys = () => useQuery(apiKeysQuery);
