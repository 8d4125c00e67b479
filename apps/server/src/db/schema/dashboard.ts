import { bigint, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/** Report requests, candidates and consumption rows by owner and status; written only by triggers (0021, 0022). */
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
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.kind, t.status] })],
);
