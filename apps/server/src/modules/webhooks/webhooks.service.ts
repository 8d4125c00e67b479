import { randomBytes } from 'node:crypto';
import {
  badRequest,
  conflict,
  MAX_WEBHOOK_ENDPOINTS,
  notFound,
  PAGE_SIZE,
  type WebhookDeliveryListQuery,
  type WebhookEndpointInput,
  type WebhookEndpointPatch,
} from '@hrwe/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  auditLog,
  webhookDeliveries,
  webhookDeliveryAttempts,
  webhookEndpoints,
  webhookEvents,
} from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import type { Caller } from '../../platform/auth/caller';
import { countAll, pageOf, type SortSpec, sortOf } from '../../platform/listing';
import {
  checkUrl,
  OutboundRefused,
  outboundPolicyOf,
  portOf,
  resolveChecked,
} from '../../platform/outbound/outbound-policy';
import { configKeyOf, encrypt } from '../tenants';
import { DELIVER_WEBHOOK, deliveryJobKey, newEventId, queueDeliveries } from './webhooks.events';
import { SECRET_GRACE_HOURS } from './webhooks.signing';

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

/** An endpoint's row as it is answered: its dates as ISO strings (what JSON made of them). */
const isoOrNull = (d: Date | null) => d?.toISOString() ?? null;
const endpointView = <
  E extends { createdAt: Date; pausedUntil: Date | null; previousSecretExpiresAt: Date | null },
>(
  e: E,
  now = new Date(),
) => ({
  ...e,
  createdAt: e.createdAt.toISOString(),
  // A pause that has ended is not shown; nor a previous secret past its grace.
  pausedUntil: e.pausedUntil && e.pausedUntil > now ? e.pausedUntil.toISOString() : null,
  previousSecretExpiresAt:
    e.previousSecretExpiresAt && e.previousSecretExpiresAt > now
      ? e.previousSecretExpiresAt.toISOString()
      : null,
});

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/**
 * The outbound guard's rules, checked when the URL is saved as they are at each send: the scheme (https, or http to
 * an allowed host and port) and the addresses the host resolves to (public, unless allowed). A name that does not
 * resolve is saved (it may be created later) and refused at each send until it does.
 */
async function checkEndpointUrl(deps: AppDeps, url: string) {
  const policy = outboundPolicyOf(deps.config);
  try {
    const u = checkUrl(url, policy);
    await resolveChecked(u.hostname, policy, portOf(u)).catch((err: unknown) => {
      if (err instanceof OutboundRefused && err.reason.startsWith('host not found')) return;
      throw err;
    });
  } catch (err) {
    if (err instanceof OutboundRefused)
      throw badRequest('WEBHOOK_URL_REFUSED', { url: 'WEBHOOK_URL_REFUSED' });
    throw err;
  }
}

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
export async function listEndpoints(deps: AppDeps, o: Caller) {
  const rows = await deps.db
    .select(endpointColumns)
    .from(webhookEndpoints)
    .where(mine(o))
    .orderBy(desc(webhookEndpoints.createdAt));
  return rows.map((e) => endpointView(e));
}

async function oneEndpoint(deps: AppDeps, o: Caller, id: string) {
  const [e] = await deps.db
    .select(endpointColumns)
    .from(webhookEndpoints)
    .where(and(mine(o), eq(webhookEndpoints.id, id)));
  if (!e) throw notFound();
  return e;
}

/** Registers an endpoint; the answer carries its secret, which is never shown again. */
export async function createEndpoint(deps: AppDeps, o: Caller, input: WebhookEndpointInput) {
  await checkEndpointUrl(deps, input.url);
  const [{ n } = { n: 0 }] = await deps.db.select({ n: count() }).from(webhookEndpoints).where(mine(o));
  if (n >= MAX_WEBHOOK_ENDPOINTS) throw conflict('WEBHOOK_ENDPOINTS_TOO_MANY');
  const secret = newSecret();
  const key = await configKeyOf(deps.db, deps.config.CONFIG_ENCRYPTION_KEY);
  const [e] = await deps.db
    .insert(webhookEndpoints)
    .values({ ...o, ...input, secret: encrypt(key, secret) })
    .returning(endpointColumns);
  return { ...endpointView(e!), secret };
}

/** Changes an endpoint's URL, events or description, or enables/disables it (re-enabling clears the failure streak). */
export async function updateEndpoint(deps: AppDeps, o: Caller, id: string, patch: WebhookEndpointPatch) {
  await oneEndpoint(deps, o, id);
  if (patch.url !== undefined) await checkEndpointUrl(deps, patch.url);
  const { enabled, ...rest } = patch;
  const [e] = await deps.db
    .update(webhookEndpoints)
    .set({
      ...rest,
      ...(enabled === undefined
        ? {}
        : enabled
          ? { enabled: true, disabledReason: null, failureStreak: 0, pausedUntil: null }
          : { enabled: false, disabledReason: 'OWNER' }),
    })
    .where(and(mine(o), eq(webhookEndpoints.id, id)))
    .returning(endpointColumns);
  return endpointView(e!);
}

/** Removes an endpoint with its delivery log (events stay: other endpoints may share them). */
export async function deleteEndpoint(deps: AppDeps, o: Caller, id: string) {
  await oneEndpoint(deps, o, id);
  await deps.db.delete(webhookEndpoints).where(and(mine(o), eq(webhookEndpoints.id, id)));
}

/** Queues a `webhook.test` event to this endpoint only (enabled or not: the owner is checking it). */
export async function sendTestEvent(deps: AppDeps, o: Caller, id: string, now = new Date()) {
  const e = await oneEndpoint(deps, o, id);
  const eventId = newEventId();
  const deliveryId = await deps.db.transaction(async (tx) => {
    const [d] = await queueDeliveries(
      deps,
      tx,
      [
        {
          id: eventId,
          tenantId: o.tenantId,
          type: 'webhook.test',
          payload: { type: 'webhook.test', timestamp: now.toISOString(), data: { endpointId: e.id } },
          createdAt: now,
        },
      ],
      [{ tenantId: o.tenantId, endpointId: e.id, eventId }],
    );
    return d!;
  });
  return { eventId, deliveryId };
}

/**
 * A new signing secret for an endpoint, shown this once; the previous one keeps signing beside it for
 * SECRET_GRACE_HOURS (both signatures in `webhook-signature`), so the receiver can switch without losing a message.
 * A rotation during a grace period drops the older secret. Audited.
 */
export async function rotateSecret(deps: AppDeps, o: Caller, id: string) {
  await oneEndpoint(deps, o, id);
  const secret = newSecret();
  const key = await configKeyOf(deps.db, deps.config.CONFIG_ENCRYPTION_KEY);
  const e = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        previousSecret: sql`${webhookEndpoints.secret}`,
        previousSecretExpiresAt: sql`now() + make_interval(hours => ${SECRET_GRACE_HOURS})`,
        secret: encrypt(key, secret),
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
  return { ...endpointView(e), secret };
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

/** The delivery log of an endpoint: the listing protocol (page, pageSize, sort) with a status filter. */
export async function listDeliveries(
  deps: AppDeps,
  o: Caller,
  endpointId: string,
  query: WebhookDeliveryListQuery,
) {
  await oneEndpoint(deps, o, endpointId);
  const where = and(
    eq(webhookDeliveries.endpointId, endpointId),
    eq(webhookDeliveries.tenantId, o.tenantId),
    query.status ? eq(webhookDeliveries.status, query.status) : undefined,
  );
  const sort = sortOf(query, deliverySort);
  const page = await pageOf(
    query,
    PAGE_SIZE.webhookDeliveries,
    (limit, offset) =>
      deps.db
        .select({
          ...deliveryColumns,
          cursor: sort.cursor,
        })
        .from(webhookDeliveries)
        .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
        .where(and(where, sort.seek))
        .orderBy(...sort.pageOrderBy)
        .limit(limit)
        .offset(offset),
    async () => {
      const [r] = await deps.db.select({ n: countAll }).from(webhookDeliveries).where(where);
      return r?.n ?? 0;
    },
  );
  const data = page.data.map((d) => ({
    ...d,
    createdAt: d.createdAt.toISOString(),
    lastAttemptAt: isoOrNull(d.lastAttemptAt),
    deliveredAt: isoOrNull(d.deliveredAt),
  }));
  return { ...page, data };
}

/**
 * Sends a delivery again, on the owner's request (a failed one, or a succeeded one the receiver lost): the same
 * event id and body, a fresh round of attempts. A delivery still pending or in flight is left to its retries; an
 * unconfirmed one is sent again only here, by the owner's decision (docs/decisions/webhooks-exactly-once.md).
 */
export async function resendDelivery(deps: AppDeps, o: Caller, deliveryId: number) {
  return deps.db.transaction(async (tx) => {
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
    if (!d) {
      const [exists] = await tx
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(and(eq(webhookDeliveries.id, deliveryId), mine(o)));
      if (!exists) throw notFound();
      return { queued: false };
    }
    await deps.jobs.send(DELIVER_WEBHOOK, { deliveryId }, deliveryJobKey(deliveryId, d.resends), tx, {
      group: d.endpointId,
    });
    return { queued: true };
  });
}

/** One delivery of the caller's endpoints with every attempt, oldest first (the log's detail, the test's outcome). */
export async function deliveryDetail(deps: AppDeps, o: Caller, deliveryId: number) {
  const [d] = await deps.db
    .select({ ...deliveryColumns, endpointId: webhookDeliveries.endpointId })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(and(eq(webhookDeliveries.id, deliveryId), mine(o)));
  if (!d) throw notFound();
  const attempts = await deps.db
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
  return {
    ...d,
    createdAt: d.createdAt.toISOString(),
    lastAttemptAt: isoOrNull(d.lastAttemptAt),
    deliveredAt: isoOrNull(d.deliveredAt),
    attemptLog: attempts.map((a) => ({ ...a, startedAt: a.startedAt.toISOString() })),
  };
}
