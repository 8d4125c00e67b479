import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineIssueBillsJob } from './bills.issue';
import { billRoutes } from './bills.routes';
import { registerPaymentRoutes } from './register-payments.routes';

/** Consumption rows, bills and invoices, the payments dashboard figures, and the monthly bills job. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  defineIssueBillsJob(app.deps.jobs, app.deps);
  await app.register(registerPaymentRoutes);
  await app.register(billRoutes);
};
