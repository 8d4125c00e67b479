import type { DashboardFrequency, DashboardState } from '@hrwe/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dataSubjectRequests, tickets, users } from '../../db/schema/index';
import { statusCounts, totalOf } from '../../db/status-counters';
import type { Caller } from '../../platform/auth/caller';
import { countAll } from '../../platform/listing';
import { overdueRequest } from '../rights';

/** Whose figures: an administrator the tenant's, an HR user their own. */
const owner = (scope: Caller, column: string) =>
  scope.admin ? sql`` : sql`and ${sql.raw(column)} = ${scope.userId}`;

/** Report and candidate counts by status, from the counters the triggers keep (no rows counted). */
export async function dashboardCounts(db: Db, scope: Caller) {
  const [reports, candidates] = await Promise.all([
    statusCounts(db, scope, 'report'),
    statusCounts(db, scope, 'candidate'),
  ]);
  return {
    reports: {
      total: totalOf(reports),
      open: totalOf(reports, 'OPEN'),
      expired: totalOf(reports, 'EXPIRE'),
      closed: totalOf(reports, 'CLOSE'),
    },
    candidates: {
      total: totalOf(candidates),
      completed: totalOf(candidates, 'COMPLETE'),
      // Refused consent: counted apart by the counters (candidate_count_status, migration 0023).
      refused: totalOf(candidates, 'REFUSED'),
    },
  };
}

/**
 * Reports created per day or month of a range (yyyy-MM-dd, both included, Europe/Rome), filtered by their
 * current status; generate_series gives every bucket, so days or months without reports count 0.
 * An administrator's figures come from report_day_counts (a few rows per day of the tenant, kept by triggers); an
 * HR user's own reports are counted from report_requests by report_requests_user_created_idx, already cheap
 * (docs/decisions/scale-rollups.md).
 */
export async function reportSeries(
  db: Db,
  scope: Caller,
  input: { frequency: DashboardFrequency; state: DashboardState; from: string; to: string },
) {
  const unit = input.frequency === 'DAILY' ? 'day' : 'month';
  const label = input.frequency === 'DAILY' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const state = input.state === 'ALL' ? sql`` : sql`and r.status = ${input.state}`;
  const counted = scope.admin
    ? sql`
      select date_trunc(${unit}, r.day::timestamp)::date as bucket, sum(r.n)::int as n
        from report_day_counts r
       where r.tenant_id = ${scope.tenantId} ${state}
         and r.day >= ${input.from}::date and r.day <= ${input.to}::date
       group by 1`
    : sql`
      select date_trunc(${unit}, r.created_at at time zone 'Europe/Rome')::date as bucket, count(*)::int as n
        from report_requests r
       where r.tenant_id = ${scope.tenantId} ${owner(scope, 'r.user_id')} ${state}
         and r.created_at >= (${input.from}::date)::timestamp at time zone 'Europe/Rome'
         and r.created_at < (${input.to}::date + 1)::timestamp at time zone 'Europe/Rome'
       group by 1`;
  const { rows } = await db.execute<{ name: string; value: number }>(sql`
    with buckets as (
      select generate_series(
               date_trunc(${unit}, ${input.from}::date::timestamp),
               date_trunc(${unit}, ${input.to}::date::timestamp),
               ${`1 ${unit}`}::interval)::date as bucket
    ),
    counted as (${counted})
    select to_char(b.bucket, ${label}) as name, coalesce(c.n, 0)::int as value
      from buckets b left join counted c on c.bucket = b.bucket
     order by b.bucket`);
  return rows;
}

/**
 * What waits for the tenant's administrator, counted with the filters of the lists the dashboard links to: HR users
 * awaiting approval, tickets still OPEN, data-subject requests open past their deadline.
 */
export async function waitingCounts(db: Db, tenantId: number) {
  const [[registrations], [openTickets], [overdue]] = await Promise.all([
    db
      .select({ n: countAll })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.role, 'ROLE_USER'), eq(users.status, 'DA_ATTIVARE'))),
    db
      .select({ n: countAll })
      .from(tickets)
      .where(and(eq(tickets.tenantId, tenantId), eq(tickets.status, 'OPEN'))),
    db
      .select({ n: countAll })
      .from(dataSubjectRequests)
      .where(and(eq(dataSubjectRequests.tenantId, tenantId), overdueRequest)),
  ]);
  return {
    registrations: registrations?.n ?? 0,
    openTickets: openTickets?.n ?? 0,
    overdueRequests: overdue?.n ?? 0,
  };
}
