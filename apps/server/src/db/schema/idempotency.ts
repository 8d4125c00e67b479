import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { fkey } from './constraints';
import { tenants } from './tenants';

/**
 * Request numbers handed out by GET /api/report/init, and the request each one made: a creation that names its
 * reservation is idempotent (the request it made and the hash of the body it was made with answer a repeat).
 */
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
  (t) => [
    primaryKey({ name: 'request_number_reservations_pkey', columns: [t.tenantId, t.requestNumber] }),
    fkey(t.tenantId, tenants.id),
  ],
);

/** The first result of a create sent with an Idempotency-Key, under (tenant, caller, scope, key). */
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
  (t) => [
    primaryKey({ name: 'idempotent_requests_pkey', columns: [t.tenantId, t.userId, t.scope, t.key] }),
    fkey(t.tenantId, tenants.id),
    index('idempotent_requests_created_idx').on(t.createdAt),
  ],
);
