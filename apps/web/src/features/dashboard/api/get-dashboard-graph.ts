import type { DashboardGraph, DashboardGraphInput } from '@hrwe/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** POST /api/report/dashboard/graph: reports created per day or month of a range, by status. */
export const getDashboardGraph = (input: DashboardGraphInput, signal?: AbortSignal) =>
  api<DashboardGraph>('/api/report/dashboard/graph', { body: input, signal });

/** Reloaded on every change of frequency, state or range (the last chart stays meanwhile). */
export const dashboardGraphQuery = (input: DashboardGraphInput, enabled: boolean) =>
  queryOptions({
    queryKey: ['dashboard', 'graph', input],
    queryFn: ({ signal }) => getDashboardGraph(input, signal),
    enabled,
    placeholderData: keepPreviousData,
  });

export const useDashboardGraph = (input: DashboardGraphInput, enabled: boolean) =>
  useQuery(dashboardGraphQuery(input, enabled));
