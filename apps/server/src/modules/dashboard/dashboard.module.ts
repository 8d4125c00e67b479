import type { FastifyPluginAsync } from 'fastify';
import { compactRollups } from '../../db/rollups';
import { COMPACT_COUNTERS, compactStatusCounters } from '../../db/status-counters';
import { dashboardRoutes } from './dashboard.routes';

/** The dashboard's routes, and the job that keeps its counters compact. */
export const dashboardModule: FastifyPluginAsync = async (app) => {
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
  await app.register(dashboardRoutes);
};
