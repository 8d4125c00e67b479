import { MonthOptionSchema, monthOptions } from '@hrwe/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/auth/caller';
import { defineIssueBillsJob } from './bills.issue';
import { billRoutes } from './bills.routes';
import { consumptionRoutes } from './consumption.routes';

/** Consumption rows, bills and invoices, the payments dashboard figures, and the monthly bills job. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  defineIssueBillsJob(app.deps.jobs, app.deps);
  await app.register(consumptionRoutes);
  await app.register(billRoutes);
  // The month picker of both lists: the specification names one URL per list for the same 24 months.
  for (const url of ['/payment/register/month/options', '/payment/bill/month/options'])
    app.get(
      url,
      {
        config: { access: 'activeUser' },
        schema: {
          tags: ['payments'],
          summary: 'The 12 months of last year and the 12 of this year',
          response: { 200: z.array(MonthOptionSchema) },
        },
      },
      async (request) => {
        callerOf(request);
        return monthOptions(new Date());
      },
    );
};
