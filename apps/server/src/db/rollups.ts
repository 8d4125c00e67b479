import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Tenant-wide rollups (docs/decisions/scale-rollups.md): report_day_counts, payment_month_sums and
 * bill_status_counts, kept exact by the triggers of migration 0004 as append-only deltas. Readers sum the deltas of
 * a group; the counters' compaction job (status-counters.ts) folds them too, so a group stays one row.
 */

/** Folds the rollups' deltas (a bounded batch per call); returns how many rows were folded. */
export async function compactRollups(db: Pick<Db, 'execute'>): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`select rollups_compact() as n`);
  return Number(rows[0]?.n ?? 0);
}

/** A tenant's bills by status, from bill_status_counts (statuses without bills are absent). */
export async function tenantBillCounts(db: Pick<Db, 'execute'>, tenantId: number) {
  const { rows } = await db.execute<{ status: string; n: number }>(sql`
    select status, sum(n)::int as n from bill_status_counts where tenant_id = ${tenantId} group by status`);
  return Object.fromEntries(rows.map((r) => [r.status, r.n])) as Record<string, number>;
}

/** A tenant's consumption rows of one month ('YYYY-MM'): how many, and their taxable cents. */
export async function tenantMonthConsumption(db: Pick<Db, 'execute'>, tenantId: number, month: string) {
  const { rows } = await db.execute<{ n: number; cents: number }>(sql`
    select coalesce(sum(n), 0)::int as n, coalesce(sum(price_cents), 0)::int as cents
      from payment_month_sums where tenant_id = ${tenantId} and month = ${month}`);
  return { n: rows[0]?.n ?? 0, cents: rows[0]?.cents ?? 0 };
}
