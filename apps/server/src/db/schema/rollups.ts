import { bigint, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { checkIn, fkey } from './constraints';
import { COUNTER_KINDS } from './dashboard';
import { tenants } from './tenants';

/**
 * Tenant-wide rollups read by the administrator's screens (docs/decisions/scale-rollups.md): written only by
 * statement-level triggers (custom migration 0004_rollups_triggers) in the same transaction as the rows they
 * count, as append-only deltas like status_counters: several rows per group until `rollups_compact()` folds them,
 * so readers sum. No primary key (deltas repeat a group). `rollups_rebuild()` recounts them from the tables.
 */

/** Report requests per tenant, day of creation (Europe/Rome) and current status: the dashboard chart. */
export const reportDayCounts = pgTable(
  'report_day_counts',
  {
    tenantId: integer('tenant_id').notNull(),
    /** (created_at at time zone 'Europe/Rome')::date */
    day: date('day').notNull(),
    status: text('status').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [fkey(t.tenantId, tenants.id), index('report_day_counts_tenant_day_idx').on(t.tenantId, t.day)],
);

/** Consumption rows and their price per tenant, month ('YYYY-MM', Rome) and status: the payment dashboard. */
export const paymentMonthSums = pgTable(
  'payment_month_sums',
  {
    tenantId: integer('tenant_id').notNull(),
    month: text('month').notNull(),
    status: text('status').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
  },
  (t) => [fkey(t.tenantId, tenants.id), index('payment_month_sums_tenant_month_idx').on(t.tenantId, t.month)],
);

/** Bills per tenant and status: the payment dashboard's invoice counts and the bill list's total. */
export const billStatusCounts = pgTable(
  'bill_status_counts',
  {
    tenantId: integer('tenant_id').notNull(),
    status: text('status').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [fkey(t.tenantId, tenants.id), index('bill_status_counts_tenant_idx').on(t.tenantId, t.status)],
);

/**
 * Report requests, candidates and consumption rows per tenant and status: the tenant's totals of status_counters
 * (its per-owner rows summed), fed by the same triggers (`status_counters_apply`, custom migration 0007) and folded
 * with them (`tenant_status_counts_compact()`), read by the administrator's counts instead of summing one row per HR
 * user.
 */
export const tenantStatusCounts = pgTable(
  'tenant_status_counts',
  {
    tenantId: integer('tenant_id').notNull(),
    kind: text('kind', { enum: COUNTER_KINDS }).notNull(),
    status: text('status').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [
    fkey(t.tenantId, tenants.id),
    checkIn(t.kind, COUNTER_KINDS),
    index('tenant_status_counts_tenant_kind_idx').on(t.tenantId, t.kind, t.status, t.n),
  ],
);
