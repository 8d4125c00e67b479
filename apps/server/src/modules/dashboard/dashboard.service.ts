import {
  adhesionPercent,
  type DashboardCounts,
  type DashboardGraph,
  type DashboardGraphInput,
  type DashboardWaiting,
} from '@hrwe/domain';
import type { AppDeps } from '../../deps';
import type { AdminCaller, Caller } from '../../platform/auth/caller';
import { dashboardCounts, reportSeries, waitingCounts } from './dashboard.repository';

/** The caller's report and candidate figures (an HR user's own, an administrator's tenant). */
export async function dashboardFigures(deps: AppDeps, caller: Caller): Promise<DashboardCounts> {
  const { reports, candidates } = await dashboardCounts(deps.db, caller);
  return {
    totalReports: reports.total,
    openedReports: reports.open,
    expiredReports: reports.expired,
    closedReports: reports.closed,
    allCandidates: candidates.total,
    completedCandidates: candidates.completed,
    notCompletedCandidates: candidates.total - candidates.completed - candidates.refused,
    refusedCandidates: candidates.refused,
    adhesion: adhesionPercent(candidates.completed, candidates.total),
  };
}

/** One series (the state asked) of reports created per bucket of the range. */
export async function dashboardGraph(
  deps: AppDeps,
  caller: Caller,
  input: DashboardGraphInput,
): Promise<DashboardGraph> {
  const { frequency, state, range } = input;
  const series = await reportSeries(deps.db, caller, {
    frequency,
    state,
    from: range.rangeFrom,
    to: range.rangeTo,
  });
  return { multi: [{ name: state, series }] };
}

/** What waits for the administrator in the tenant (the dashboard's links to the filtered lists). */
export function waitingForAdmin(deps: AppDeps, caller: AdminCaller): Promise<DashboardWaiting> {
  return waitingCounts(deps.db, caller.tenantId);
}
