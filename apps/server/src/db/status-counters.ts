import { sql } from 'drizzle-orm';
import type { Caller } from '../platform/auth/caller';
import type { Db } from './client';

/**
 * Report requests, candidates or consumption rows by status, from status_counters and tenant_status_counts (kept
 * exact by the same triggers): a few rows per owner or tenant instead of counting a tenant's rows. Statuses without rows are absent.
 */
export async function statusCounts(
  db: Pick<Db, 'execute'>,
  scope: Caller,
  kind: 'report' | 'candidate' | 'payment',
): Promise<Record<string, number>> {
  // An administrator's figures are the tenant's (its totals: a few rows, not one per HR user), an HR user's their own.
  const { rows } = await db.execute<{ status: string; n: number }>(
    scope.admin
      ? sql`select status, sum(n)::int as n from tenant_status_counts
             where tenant_id = ${scope.tenantId} and kind = ${kind} group by status`
      : sql`select status, sum(n)::int as n from status_counters
             where tenant_id = ${scope.tenantId} and kind = ${kind} and user_id = ${scope.userId} group by status`,
  );
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

/** The total of one status, or of all statuses. */
export const totalOf = (counts: Record<string, number>, status?: string) =>
  status ? (counts[status] ?? 0) : Object.values(counts).reduce((a, n) => a + n, 0);

export const COMPACT_COUNTERS = 'status_counters.compact';

/**
 * Folds the counter deltas the triggers append (migration 0030) into one row per owner and status, and the tenant
 * totals' (0007) into one per tenant and status, so reads stay a few rows; the sums never change. Returns how many
 * rows were folded.
 */
export async function compactStatusCounters(db: Pick<Db, 'execute'>): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`select status_counters_compact() + tenant_status_counts_compact() as n`,
  );
  return Number(rows[0]?.n ?? 0);
}
