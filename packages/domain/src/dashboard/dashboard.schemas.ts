import { z } from 'zod';
import { isIsoDate } from '../common/dates';

export const DASHBOARD_FREQUENCIES = ['DAILY', 'MONTHLY'] as const;
export const DASHBOARD_STATES = ['OPEN', 'EXPIRE', 'CLOSE', 'ALL'] as const;
export type DashboardFrequency = (typeof DASHBOARD_FREQUENCIES)[number];
export type DashboardState = (typeof DASHBOARD_STATES)[number];

/** Default chart range: the last 30 days up to today. */
export const DASHBOARD_DEFAULT_DAYS = 30;
/** The longest range the chart accepts (about ten years), so a request cannot ask for millions of buckets. */
export const DASHBOARD_MAX_DAYS = 3700;

const day = z.string({ error: 'DATE_REQUIRED' }).refine(isIsoDate, 'DATE_NOT_VALID');

export const DashboardGraphInputSchema = z.object({
  frequency: z.enum(DASHBOARD_FREQUENCIES, { error: 'FREQUENCY_NOT_VALID' }).default('DAILY'),
  state: z.enum(DASHBOARD_STATES, { error: 'STATE_NOT_VALID' }).default('ALL'),
  range: z
    .object({ rangeFrom: day, rangeTo: day })
    .refine((r) => r.rangeFrom <= r.rangeTo, { message: 'RANGE_NOT_VALID', path: ['rangeTo'] })
    .refine((r) => daysBetween(r.rangeFrom, r.rangeTo) <= DASHBOARD_MAX_DAYS, {
      message: 'RANGE_TOO_LONG',
      path: ['rangeTo'],
    }),
});
export type DashboardGraphInput = z.infer<typeof DashboardGraphInputSchema>;

/** GET /api/report/dashboard/count: the caller's report and candidate figures. */
export const DashboardCountsSchema = z.object({
  totalReports: z.number().int(),
  openedReports: z.number().int(),
  expiredReports: z.number().int(),
  closedReports: z.number().int(),
  allCandidates: z.number().int(),
  completedCandidates: z.number().int(),
  /** Still to complete: invited or entered, not refused. */
  notCompletedCandidates: z.number().int(),
  /** Refused consent (never completes). */
  refusedCandidates: z.number().int(),
  adhesion: z.number().int(),
});
export type DashboardCounts = z.infer<typeof DashboardCountsSchema>;

/** POST /api/report/dashboard/graph: one series (the state asked) of buckets labelled by day or month. */
export const DashboardGraphSchema = z.object({
  multi: z.array(
    z.object({ name: z.string(), series: z.array(z.object({ name: z.string(), value: z.number().int() })) }),
  ),
});
export type DashboardGraph = z.infer<typeof DashboardGraphSchema>;

/** Whole days from one yyyy-MM-dd to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Adhesion percentage: completed / all × 100, rounded; 0 when there are no candidates. */
export function adhesionPercent(completed: number, all: number): number {
  return all > 0 ? Math.round((completed / all) * 100) : 0;
}

/** Every bucket label of a range: 'yyyy-MM-dd' per day or 'yyyy-MM' per month, in order. */
export function bucketLabels(from: string, to: string, frequency: DashboardFrequency): string[] {
  const out: string[] = [];
  if (frequency === 'DAILY') {
    for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000)
      out.push(new Date(t).toISOString().slice(0, 10));
    return out;
  }
  let [y, m] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  while (y < ty || (y === ty && m <= tm)) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m++;
    if (m > 12) {
      m = 1;
      y++;
    }
  }
  return out;
}

/**
 * GET /api/report/dashboard/waiting: what waits for the tenant's administrator, each a count whose list the screen
 * links to with the same filter: registrations to approve (HR users DA_ATTIVARE), tickets nobody has taken in hand
 * (OPEN), data-subject requests still open past their legal deadline (the register's `due=overdue`).
 */
export const DashboardWaitingSchema = z.object({
  registrations: z.number().int(),
  openTickets: z.number().int(),
  overdueRequests: z.number().int(),
});
export type DashboardWaiting = z.infer<typeof DashboardWaitingSchema>;
