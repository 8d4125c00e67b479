import { bigint, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { checkIn, fkey } from './constraints';
import { tenants } from './tenants';

/**
 * Report requests, candidates and consumption rows by owner and status; written only by triggers (custom migration)
 * as append-only deltas: several rows per group until the compact job folds them, so readers sum `n`. No primary
 * key (deltas repeat a group). Its two indexes carry INCLUDE (n), which Drizzle cannot say: they are in the custom
 * migration (status_counters_owner_idx, status_counters_tenant_kind_idx).
 */
/** What a counter row counts. */
export const COUNTER_KINDS = ['report', 'candidate', 'payment'] as const;

export const statusCounters = pgTable(
  'status_counters',
  {
    tenantId: integer('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    kind: text('kind', { enum: COUNTER_KINDS }).notNull(),
    status: text('status').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [fkey(t.tenantId, tenants.id), checkIn(t.kind, COUNTER_KINDS)],
);
