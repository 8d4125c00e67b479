import { dashboardOperations } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';

/** What waits for the administrator (administrators only). */
export const dashboardWaitingQuery = () =>
  queryOptions({
    queryKey: ['dashboard', 'waiting'],
    queryFn: ({ signal }) => call(dashboardOperations.waiting, { signal }),
  });

export const useDashboardWaiting = () => useQuery(dashboardWaitingQuery());
