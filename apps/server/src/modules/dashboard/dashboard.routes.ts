import { dashboardOperations } from '@hrwe/domain';
import { operationRoutes } from '../../platform/operations';
import { dashboardFigures, dashboardGraph, waitingForAdmin } from './dashboard.service';

/** The dashboard's figures and the reports chart (/api/report/dashboard/…). */
export const dashboardRoutes = operationRoutes(dashboardOperations, {
  counts: ({ caller, deps }) => dashboardFigures(deps, caller),
  graph: ({ caller, deps, body }) => dashboardGraph(deps, caller, body),
  waiting: ({ caller, deps }) => waitingForAdmin(deps, caller),
});
