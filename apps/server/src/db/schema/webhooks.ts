import { WEBHOOK_ATTEMPT_OUTCOMES, WEBHOOK_DELIVERY_STATUSES } from '@hrwe/domain';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { checkIn, fkey } from './constraints';
import { tenants } from './tenants';
import { users } from './users';

/** An HR user's or administrator's webhook endpoint; `secret` (whsec_…) is encrypted with the configuration key. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
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
    /** The circuit breaker: after consecutive failures no attempt is made before this time (webhooks-fairness.md). */
    pausedUntil: timestamp('paused_until', { withTimezone: true }),
    /** The secret before the last rotation, still signing beside the new one until `previousSecretExpiresAt`. */
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    fkey(t.tenantId, tenants.id),
    fkey(t.userId, users.id),
    index('webhook_endpoints_owner_idx').on(t.tenantId, t.userId),
  ],
);

/** An event, written with the change that causes it; its id is the webhook-id of every attempt. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: text('id').primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [fkey(t.tenantId, tenants.id)],
);

/**
 * One event for one endpoint: the delivery log row. `sending`: an attempt is in flight (claimed); `unconfirmed`:
 * its sender died mid-request, not sent again (docs/decisions/webhooks-exactly-once.md).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    endpointId: uuid('endpoint_id').notNull(),
    eventId: text('event_id').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastLatencyMs: integer('last_latency_ms'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    resends: integer('resends').notNull().default(0),
    /** The attempt in flight: only its holder records its outcome. */
    claimToken: text('claim_token'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    fkey(t.endpointId, webhookEndpoints.id, 'cascade'),
    fkey(t.eventId, webhookEvents.id),
    unique('webhook_deliveries_endpoint_id_event_id_key').on(t.endpointId, t.eventId),
    checkIn(t.status, WEBHOOK_DELIVERY_STATUSES),
    index('webhook_deliveries_log_idx').on(
      t.endpointId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The delivery log filtered by status, newest first (the listing's keyset order).
    index('webhook_deliveries_status_idx').on(t.endpointId, t.status, t.id.desc().nullsFirst()),
  ],
);

/**
 * One attempt of a delivery, as it went: when it left, how long it took, the answer's status or the error. An
 * attempt whose sender died is closed as `interrupted` when the delivery is taken over (webhooks-delivery-log.md).
 */
export const webhookDeliveryAttempts = pgTable(
  'webhook_delivery_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: bigint('delivery_id', { mode: 'number' }).notNull(),
    tenantId: integer('tenant_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    outcome: text('outcome', { enum: WEBHOOK_ATTEMPT_OUTCOMES }),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms'),
    error: text('error'),
  },
  (t) => [
    fkey(t.deliveryId, webhookDeliveries.id, 'cascade'),
    checkIn(t.outcome, WEBHOOK_ATTEMPT_OUTCOMES),
    index('webhook_delivery_attempts_delivery_idx').on(t.deliveryId, t.id),
  ],
);
