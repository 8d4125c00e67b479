import { bigint, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/**
 * Report requests, candidates and consumption rows by owner and status; written only by triggers (0021, 0022) as
 * append-only deltas (0030): several rows per group until the compact job folds them, so readers sum `n`.
 */
export const statusCounters = pgTable(
  'status_counters',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: uuid('user_id').notNull(),
    kind: text('kind', { enum: ['report', 'candidate', 'payment'] }).notNull(),
    status: text('status').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [index('status_counters_owner_idx').on(t.tenantId, t.userId, t.kind, t.status)],
);
