import type { WebhookDeliveryListQuery, WebhookEndpointInput } from '@hrwe/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/executor';
import {
  auditLog,
  webhookDeliveries,
  webhookDeliveryAttempts,
  webhookEndpoints,
  webhookEvents,
} from '../../db/schema/index';
import type { Caller } from '../../platform/auth/caller';
import { countAll, listCount, listReads, type SortSpec, sortOf } from '../../platform/listing';
import { SECRET_GRACE_HOURS } from './webhooks.signing';

/** The caller's own endpoints. */
const mine = (o: Caller) =>
  and(eq(webhookEndpoints.tenantId, o.tenantId), eq(webhookEndpoints.userId, o.userId));

/** What the screens and the API show of an endpoint: never its secret. */
const endpointColumns = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  description: webhookEndpoints.description,
  events: webhookEndpoints.events,
  enabled: webhookEndpoints.enabled,
  disabledReason: webhookEndpoints.disabledReason,
  pausedUntil: webhookEndpoints.pausedUntil,
  failureStreak: webhookEndpoints.failureStreak,
  previousSecretExpiresAt: webhookEndpoints.previousSecretExpiresAt,
  createdAt: webhookEndpoints.createdAt,
};

/** A delivery as the log and its detail show it. */
const deliveryColumns = {
  id: webhookDeliveries.id,
  eventId: webhookDeliveries.eventId,
  type: webhookEvents.type,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  lastStatusCode: webhookDeliveries.lastStatusCode,
  lastLatencyMs: webhookDeliveries.lastLatencyMs,
  lastError: webhookDeliveries.lastError,
  createdAt: webhookDeliveries.createdAt,
  lastAttemptAt: webhookDeliveries.lastAttemptAt,
  deliveredAt: webhookDeliveries.deliveredAt,
};

export const endpointsOf = (db: Db, o: Caller) =>
  db.select(endpointColumns).from(webhookEndpoints).where(mine(o)).orderBy(desc(webhookEndpoints.createdAt));

export async function findEndpoint(db: Db, o: Caller, id: string) {
  const [e] = await db
    .select(endpointColumns)
    .from(webhookEndpoints)
    .where(and(mine(o), eq(webhookEndpoints.id, id)));
  return e ?? null;
}

export async function countEndpoints(db: Db, o: Caller) {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(webhookEndpoints).where(mine(o));
  return n;
}

/** Saves a new endpoint with its secret already encrypted. */
export async function insertEndpoint(
  db: Db,
  o: Caller,
  input: WebhookEndpointInput,
  encryptedSecret: string,
) {
  const [e] = await db
    .insert(webhookEndpoints)
    .values({ tenantId: o.tenantId, userId: o.userId, ...input, secret: encryptedSecret })
    .returning(endpointColumns);
  return e!;
}

type EndpointChange = Partial<
  Pick<
    typeof webhookEndpoints.$inferInsert,
    'url' | 'events' | 'description' | 'enabled' | 'disabledReason' | 'failureStreak' | 'pausedUntil'
  >
>;

export async function updateEndpointRow(db: Db, o: Caller, id: string, change: EndpointChange) {
  const [e] = await db
    .update(webhookEndpoints)
    .set(change)
    .where(and(mine(o), eq(webhookEndpoints.id, id)))
    .returning(endpointColumns);
  return e!;
}

export async function deleteEndpointRow(db: Db, o: Caller, id: string) {
  await db.delete(webhookEndpoints).where(and(mine(o), eq(webhookEndpoints.id, id)));
}

/** The new (encrypted) secret in place, the current one kept as the previous for SECRET_GRACE_HOURS; audited. */
export async function rotateEndpointSecret(db: Db, o: Caller, id: string, encryptedSecret: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        previousSecret: sql`${webhookEndpoints.secret}`,
        previousSecretExpiresAt: sql`now() + make_interval(hours => ${SECRET_GRACE_HOURS})`,
        secret: encryptedSecret,
      })
      .where(and(mine(o), eq(webhookEndpoints.id, id)))
      .returning(endpointColumns);
    await tx.insert(auditLog).values({
      tenantId: o.tenantId,
      userId: o.userId,
      action: 'webhook.secret.rotate',
      subjectType: 'webhook-endpoint',
      subjectId: id,
    });
    return row!;
  });
}

const deliverySort: SortSpec = {
  sortable: {
    createdAt: webhookDeliveries.createdAt,
    lastAttemptAt: webhookDeliveries.lastAttemptAt,
    status: webhookDeliveries.status,
    attempts: webhookDeliveries.attempts,
    type: webhookEvents.type,
  },
  default: { field: 'createdAt', dir: 'desc' },
  // The newest delivery first among equals (events written together share their created_at).
  tiebreakers: [[webhookDeliveries.id, 'desc']],
};

/** The delivery log of an endpoint (its owner checked by the caller): the listing's reads and count. */
export function deliveryListQueries(db: Db, o: Caller, endpointId: string, q: WebhookDeliveryListQuery) {
  const where = and(
    eq(webhookDeliveries.endpointId, endpointId),
    eq(webhookDeliveries.tenantId, o.tenantId),
    q.status ? eq(webhookDeliveries.status, q.status) : undefined,
  );
  const sort = sortOf(q, deliverySort);
  const from = () =>
    db
      .select({ ...deliveryColumns, cursor: sort.cursor })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .$dynamic();
  return {
    ...listReads(db, 'webhooks.deliveries', from, where, sort),
    count: () =>
      listCount(db, 'webhooks.deliveries', where, (w) =>
        db.select({ n: countAll }).from(webhookDeliveries).where(w),
      ),
  };
}

/**
 * Puts a finished delivery of the caller's endpoints back to pending for a fresh round (one more re-send); null when
 * it is not theirs or still pending or in flight.
 */
export async function requeueDelivery(tx: Executor, o: Caller, deliveryId: number) {
  const [d] = await tx
    .update(webhookDeliveries)
    .set({ status: 'pending', attempts: 0, resends: sql`${webhookDeliveries.resends} + 1` })
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.tenantId, o.tenantId),
        sql`${webhookDeliveries.status} not in ('pending', 'sending')`,
        sql`exists (select 1 from webhook_endpoints e where e.id = ${webhookDeliveries.endpointId}
                     and e.tenant_id = ${o.tenantId} and e.user_id = ${o.userId})`,
      ),
    )
    .returning({
      id: webhookDeliveries.id,
      resends: webhookDeliveries.resends,
      endpointId: webhookDeliveries.endpointId,
    });
  return d ?? null;
}

/** Whether the delivery belongs to one of the caller's endpoints. */
export async function deliveryIsMine(tx: Executor, o: Caller, deliveryId: number) {
  const [exists] = await tx
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.id, deliveryId), mine(o)));
  return exists !== undefined;
}

export async function findDelivery(db: Db, o: Caller, deliveryId: number) {
  const [d] = await db
    .select({ ...deliveryColumns, endpointId: webhookDeliveries.endpointId })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(and(eq(webhookDeliveries.id, deliveryId), mine(o)));
  return d ?? null;
}

/** Every attempt of a delivery, oldest first. */
export const attemptsOf = (db: Db, deliveryId: number) =>
  db
    .select({
      id: webhookDeliveryAttempts.id,
      startedAt: webhookDeliveryAttempts.startedAt,
      outcome: webhookDeliveryAttempts.outcome,
      statusCode: webhookDeliveryAttempts.statusCode,
      durationMs: webhookDeliveryAttempts.durationMs,
      error: webhookDeliveryAttempts.error,
    })
    .from(webhookDeliveryAttempts)
    .where(eq(webhookDeliveryAttempts.deliveryId, deliveryId))
    .orderBy(webhookDeliveryAttempts.id);
