import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { insertMany } from '../../db/insert-many';
import {
  users,
  webhookDeliveries,
  webhookDeliveryAttempts,
  webhookEndpoints,
  webhookEvents,
} from '../../db/schema/index';

/** The statements of emitting events and of the delivery job (webhooks.events, webhooks.delivery). */

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookEventRow = typeof webhookEvents.$inferInsert;

/** The enabled endpoints of these tenants, with their owner's role and the event types they listen to. */
export async function enabledListeners(tx: Executor, tenantIds: number[]) {
  const listeners = await tx.execute<{
    id: string;
    tenant_id: number;
    user_id: string;
    role: string;
    events: string[];
  }>(sql`
    select e.id, e.tenant_id, e.user_id, u.role, e.events from webhook_endpoints e join users u on u.id = e.user_id
     where e.tenant_id in (${sql.join(
       tenantIds.map((t) => sql`${t}`),
       sql`, `,
     )}) and e.enabled`);
  return listeners.rows;
}

/** Events and their deliveries, one statement each; the deliveries' ids and endpoints. */
export async function insertEventsAndDeliveries(
  tx: Executor,
  events: WebhookEventRow[],
  deliveries: { tenantId: number; endpointId: string; eventId: string }[],
) {
  await insertMany(tx, webhookEvents, events);
  return insertMany(tx, webhookDeliveries, deliveries, { returning: ['id', 'endpoint_id'] });
}

/** A delivery with its endpoint and its event. */
export async function loadDelivery(db: Executor, deliveryId: number) {
  const [row] = await db
    .select({ d: webhookDeliveries, e: webhookEndpoints, ev: webhookEvents })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.id, deliveryId));
  return row;
}

/** A pending delivery fails with `error`, without an attempt. */
export async function failPendingDelivery(db: Executor, deliveryId: number, error: string) {
  await db
    .update(webhookDeliveries)
    .set({ status: 'failed', lastError: error })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.status, 'pending')));
}

/** Takes the tenant's delivery lock until `tx` ends (its deliveries in flight are counted under it, across servers). */
export async function lockTenantDeliveries(tx: Executor, tenantId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('webhooks.tenant'), ${tenantId})`);
}

/**
 * The tenant's deliveries in flight (claimed less than `staleSeconds` ago), how many of them go to the endpoint, and
 * how long the endpoint's breaker stays open (0: closed): one statement, one snapshot, so an attempt whose failure
 * opens the breaker is seen either still in flight or settled with the pause, never settled without it.
 */
export async function sendingCounts(
  tx: Executor,
  tenantId: number,
  endpointId: string,
  staleSeconds: number,
) {
  const [busy] = await tx
    .execute<{ tenant: number; endpoint: number; pausedSeconds: number }>(sql`
        select count(*)::int as tenant, (count(*) filter (where endpoint_id = ${endpointId}))::int as endpoint,
               coalesce((select greatest(0, extract(epoch from paused_until - now())) from webhook_endpoints
                          where id = ${endpointId}), 0)::float8 as "pausedSeconds"
          from webhook_deliveries
         where tenant_id = ${tenantId} and status = 'sending'
           and claimed_at > now() - make_interval(secs => ${staleSeconds})`)
    .then((r) => r.rows);
  return busy;
}

/** A pending delivery becomes `sending` under `token` with one more attempt; its attempts, or null when not pending. */
export async function claimPendingDelivery(tx: Executor, deliveryId: number, token: string, sentAt: Date) {
  const [claimed] = await tx
    .update(webhookDeliveries)
    .set({
      status: 'sending',
      claimToken: token,
      claimedAt: sql`now()`,
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastAttemptAt: sentAt,
    })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.status, 'pending')))
    .returning({ attempts: webhookDeliveries.attempts });
  return claimed ?? null;
}

/** An attempt opened at `sentAt`; its id. */
export async function openAttempt(tx: Executor, deliveryId: number, tenantId: number, sentAt: Date) {
  const [attempt] = await tx
    .insert(webhookDeliveryAttempts)
    .values({ deliveryId, tenantId, startedAt: sentAt })
    .returning({ id: webhookDeliveryAttempts.id });
  return attempt!.id;
}

/** An open attempt's outcome. */
export async function closeAttempt(
  tx: Executor,
  attemptId: number,
  r: { ok: boolean; status: number | null; error: string | null; latency: number },
) {
  await tx
    .update(webhookDeliveryAttempts)
    .set({
      outcome: r.ok ? 'succeeded' : 'failed',
      statusCode: r.status,
      durationMs: r.latency,
      error: r.error,
    })
    .where(and(eq(webhookDeliveryAttempts.id, attemptId), isNull(webhookDeliveryAttempts.outcome)));
}

/** A delivery's state after its attempt, only while its claim `token` holds; false when it was taken over. */
export async function settleDelivery(
  tx: Executor,
  deliveryId: number,
  token: string,
  r: {
    ok: boolean;
    status: 'succeeded' | 'failed' | 'pending';
    statusCode: number | null;
    latency: number;
    error: string | null;
  },
) {
  const [d] = await tx
    .update(webhookDeliveries)
    .set({
      status: r.status,
      claimToken: null,
      lastStatusCode: r.statusCode,
      lastLatencyMs: r.latency,
      lastError: r.error,
      ...(r.ok ? { deliveredAt: new Date() } : {}),
    })
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.status, 'sending'),
        eq(webhookDeliveries.claimToken, token),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return Boolean(d);
}

/** The endpoint's failure streak after an attempt (a success resets it and the pause); its streak and whether enabled. */
export async function recordEndpointResult(tx: Executor, endpointId: string, ok: boolean) {
  const [e] = await tx
    .update(webhookEndpoints)
    .set(
      ok
        ? { failureStreak: 0, pausedUntil: null }
        : { failureStreak: sql`${webhookEndpoints.failureStreak} + 1` },
    )
    .where(eq(webhookEndpoints.id, endpointId))
    .returning({ streak: webhookEndpoints.failureStreak, enabled: webhookEndpoints.enabled });
  return e;
}

/** Pauses the endpoint for `seconds` from the database's now (the circuit breaker). */
export async function pauseEndpoint(tx: Executor, endpointId: string, seconds: number) {
  await tx
    .update(webhookEndpoints)
    .set({ pausedUntil: sql`now() + make_interval(secs => ${seconds})` })
    .where(eq(webhookEndpoints.id, endpointId));
}

/**
 * A delivery `sending` under a claim older than `staleSeconds` goes back to pending with `error`, and its open
 * attempt is closed as interrupted; false when there is no such claim.
 */
export async function releaseStaleClaim(
  tx: Executor,
  deliveryId: number,
  staleSeconds: number,
  error: string,
) {
  const [d] = await tx
    .update(webhookDeliveries)
    .set({ status: 'pending', claimToken: null, lastError: error })
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.status, 'sending'),
        sql`${webhookDeliveries.claimedAt} < now() - make_interval(secs => ${staleSeconds})`,
      ),
    )
    .returning({ id: webhookDeliveries.id });
  if (!d) return false;
  await tx
    .update(webhookDeliveryAttempts)
    .set({ outcome: 'interrupted', error })
    .where(and(eq(webhookDeliveryAttempts.deliveryId, deliveryId), isNull(webhookDeliveryAttempts.outcome)));
  return true;
}

/** A delivery's status; undefined when absent. */
export async function deliveryStatus(db: Executor, deliveryId: number) {
  const [d] = await db
    .select({ status: webhookDeliveries.status })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.id, deliveryId));
  return d?.status;
}

/** The endpoint is disabled after failing every attempt; its owner's e-mail (undefined when the owner is gone). */
export async function disableFailingEndpoint(
  tx: Executor,
  endpoint: Pick<WebhookEndpointRow, 'id' | 'userId'>,
) {
  await tx
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: 'FAILURES' })
    .where(eq(webhookEndpoints.id, endpoint.id));
  const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, endpoint.userId));
  return owner?.email;
}
