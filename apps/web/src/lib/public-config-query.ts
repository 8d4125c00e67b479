import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchPublicConfig, type PublicConfig } from './public-config';

/** The signed-in app's query of the public configuration (fetched once per page load). */
export const publicConfigQueryOptions = queryOptions({
  queryKey: ['config', 'public'],
  queryFn: fetchPublicConfig,
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

/** The public configuration from the query cache; an empty object while loading or when the call fails. */
export function usePublicConfigQuery(): PublicConfig {
  const { data } = useQuery(publicConfigQueryOptions);
  return data ?? {};
}
