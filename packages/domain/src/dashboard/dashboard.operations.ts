import { z } from 'zod';
import { operation } from '../api/operation';
import {
  DashboardCountsSchema,
  DashboardGraphInputSchema,
  DashboardGraphSchema,
  DashboardWaitingSchema,
} from './dashboard.schemas';

const tags = ['dashboard'] as const;
/** The original's admin flag: accepted and ignored, the scope comes from the session. */
const AdminFlag = z.object({ admin: z.string().optional() });

/** The dashboard's report and candidate figures and the reports chart (aggregates only, no rows). */
export const dashboardOperations = {
  counts: operation({
    method: 'GET',
    path: '/api/report/dashboard/count',
    access: 'activeUser',
    tags,
    summary: "Report and candidate counts: the HR user's own, the administrator's whole tenant",
    query: AdminFlag,
    responses: { 200: DashboardCountsSchema },
  }),
  graph: operation({
    method: 'POST',
    path: '/api/report/dashboard/graph',
    access: 'activeUser',
    tags,
    summary: 'Reports created per day or month of a range (Europe/Rome), by status; empty buckets are 0',
    query: AdminFlag,
    body: DashboardGraphInputSchema,
    responses: { 200: DashboardGraphSchema },
    errors: ['VALIDATION_FAILED'],
    readsOnly: true,
  }),
  waiting: operation({
    method: 'GET',
    path: '/api/report/dashboard/waiting',
    access: 'admin',
    tags,
    summary:
      "What waits for the tenant's administrator: registrations to approve, open tickets, overdue data-subject requests",
    responses: { 200: DashboardWaitingSchema },
  }),
};
