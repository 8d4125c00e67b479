import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineIssueBillsJob } from './bills.issue';
import { billRoutes } from './bills.routes';
import { consumptionRoutes } from './consumption.routes';

/** Consumption rows, bills and invoices, the payments dashboard figures, and the monthly bills job. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  defineIssueBillsJob(app.deps.jobs, app.deps);
  await app.register(consumptionRoutes);
  await app.register(billRoutes);
};
