import { dashboardOperations } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';

/** The caller's scope (own reports, or the tenant's for an administrator). */
export const dashboardCountsQuery = () =>
  queryOptions({
    queryKey: ['dashboard', 'count'],
    queryFn: ({ signal }) => call(dashboardOperations.counts, { signal }),
  });

export const useDashboardCounts = () => useQuery(dashboardCountsQuery());
