import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Request numbers handed out by GET /api/report/init, and the request each one made (0030). */
export const requestNumberReservations = pgTable(
  'request_number_reservations',
  {
    tenantId: integer('tenant_id').notNull(),
    requestNumber: text('request_number').notNull(),
    userId: uuid('user_id').notNull(),
    reservedAt: timestamp('reserved_at', { withTimezone: true }).notNull().defaultNow(),
    requestId: uuid('request_id'),
    payloadHash: text('payload_hash'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.requestNumber] })],
);

/** The first result of a create sent with an Idempotency-Key (0030). */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    tenantId: integer('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    payloadHash: text('payload_hash').notNull(),
    resultId: text('result_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.scope, t.key] })],
);
