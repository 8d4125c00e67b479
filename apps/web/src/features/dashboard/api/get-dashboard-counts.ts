import type { DashboardCounts } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/report/dashboard/count: the caller's scope (own reports, or the tenant's for an administrator). */
export const getDashboardCounts = (signal?: AbortSignal) =>
  api<DashboardCounts>('/api/report/dashboard/count', { signal });

export const dashboardCountsQuery = () =>
  queryOptions({
    queryKey: ['dashboard', 'count'],
    queryFn: ({ signal }) => getDashboardCounts(signal),
  });

export const useDashboardCounts = () => useQuery(dashboardCountsQuery());
