import {
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/** An HR user's or administrator's webhook endpoint (0060); `secret` is encrypted with the configuration key. */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: integer('tenant_id').notNull(),
  userId: uuid('user_id').notNull(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  events: text('events').array().notNull(),
  secret: text('secret').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  disabledReason: text('disabled_reason'),
  failureStreak: integer('failure_streak').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An event, written with the change that causes it; its id is the webhook-id of every attempt (0060). */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  type: text('type').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** `sending`: an attempt is in flight (claimed); `unconfirmed`: its sender died mid-request, not sent again (0061). */
export type WebhookDeliveryStatus = 'pending' | 'sending' | 'succeeded' | 'failed' | 'unconfirmed';

/** One event for one endpoint: the delivery log row (0060). */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    endpointId: uuid('endpoint_id').notNull(),
    eventId: text('event_id').notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastLatencyMs: integer('last_latency_ms'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    resends: integer('resends').notNull().default(0),
    /** The attempt in flight: only its holder records its outcome (0061). */
    claimToken: text('claim_token'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [unique().on(t.endpointId, t.eventId)],
);
