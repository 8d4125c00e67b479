import { type DashboardGraphInput, dashboardOperations } from '@hrwe/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';

/** Reloaded on every change of frequency, state or range (the last chart stays meanwhile). */
export const dashboardGraphQuery = (input: DashboardGraphInput, enabled: boolean) =>
  queryOptions({
    queryKey: ['dashboard', 'graph', input],
    queryFn: ({ signal }) => call(dashboardOperations.graph, { body: input, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });

export const useDashboardGraph = (input: DashboardGraphInput, enabled: boolean) =>
  useQuery(dashboardGraphQuery(input, enabled));
