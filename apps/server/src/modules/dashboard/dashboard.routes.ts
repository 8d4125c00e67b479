import {
  adhesionPercent,
  DashboardCountsSchema,
  DashboardGraphInputSchema,
  DashboardGraphSchema,
} from '@hrwe/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { compactRollups } from '../../db/rollups';
import { COMPACT_COUNTERS, compactStatusCounters } from '../../db/status-counters';
import { callerOf } from '../../platform/auth/caller';
import { dashboardCounts, reportSeries } from './dashboard.repository';

/** The original's admin flag: accepted and ignored, the scope comes from the session. */
const AdminFlag = z.object({ admin: z.string().optional() });

/** The dashboard's report and candidate figures and the reports chart (aggregates only, no rows). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  // One job a minute folds the appended deltas: the status counters', then the tenant-wide rollups' (chart,
  // payment dashboard, bill list).
  app.deps.jobs.define(
    COMPACT_COUNTERS,
    async () => {
      await compactStatusCounters(app.deps.db);
      await compactRollups(app.deps.db);
    },
    { cron: '* * * * *' },
  );
  app.get(
    '/report/dashboard/count',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['dashboard'],
        summary: "Report and candidate counts: the HR user's own, the administrator's whole tenant",
        querystring: AdminFlag,
        response: { 200: DashboardCountsSchema },
      },
    },
    async (request) => {
      const { reports, candidates } = await dashboardCounts(app.deps.db, callerOf(request));
      return {
        totalReports: reports.total,
        openedReports: reports.open,
        expiredReports: reports.expired,
        closedReports: reports.closed,
        allCandidates: candidates.total,
        completedCandidates: candidates.completed,
        notCompletedCandidates: candidates.total - candidates.completed,
        adhesion: adhesionPercent(candidates.completed, candidates.total),
      };
    },
  );

  app.post(
    '/report/dashboard/graph',
    {
      config: { access: 'activeUser', readsOnly: true },
      schema: {
        tags: ['dashboard'],
        summary: 'Reports created per day or month of a range (Europe/Rome), by status; empty buckets are 0',
        querystring: AdminFlag,
        body: DashboardGraphInputSchema,
        response: { 200: DashboardGraphSchema },
      },
    },
    async (request) => {
      const { frequency, state, range } = request.body;
      const series = await reportSeries(app.deps.db, callerOf(request), {
        frequency,
        state,
        from: range.rangeFrom,
        to: range.rangeTo,
      });
      return { multi: [{ name: state, series }] };
    },
  );
};
