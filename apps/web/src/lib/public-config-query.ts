import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchPublicConfig, type PublicConfig } from './public-config';

/** The query key of the public configuration (a tenant's save reloads it). */
export const PUBLIC_CONFIG_KEY = ['config', 'public'] as const;

/** The signed-in app's query of the public configuration (fetched once per page load). */
export const publicConfigQueryOptions = queryOptions({
  queryKey: PUBLIC_CONFIG_KEY,
  queryFn: fetchPublicConfig,
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

/** The public configuration from the query cache; an empty object while loading or when the call fails. */
export function usePublicConfigQuery(): PublicConfig {
  const { data } = useQuery(publicConfigQueryOptions);
  return data ?? {};
}
