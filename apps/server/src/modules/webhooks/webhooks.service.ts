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
import type { AppDeps } from '../../deps';
import type { Caller } from '../../platform/auth/caller';
import { pageOf } from '../../platform/listing';
import {
  checkUrl,
  OutboundRefused,
  outboundPolicyOf,
  portOf,
  resolveChecked,
} from '../../platform/outbound/outbound-policy';
import { configKeyOf, encrypt } from '../tenants';
import { DELIVER_WEBHOOK, deliveryJobKey, newEventId, queueDeliveries } from './webhooks.events';
import {
  attemptsOf,
  countEndpoints,
  deleteEndpointRow,
  deliveryIsMine,
  deliveryListQueries,
  endpointsOf,
  findDelivery,
  findEndpoint,
  insertEndpoint,
  requeueDelivery,
  rotateEndpointSecret,
  updateEndpointRow,
} from './webhooks.repository';

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

export async function listEndpoints(deps: AppDeps, o: Caller) {
  const rows = await endpointsOf(deps.db, o);
  return rows.map((e) => endpointView(e));
}

async function oneEndpoint(deps: AppDeps, o: Caller, id: string) {
  const e = await findEndpoint(deps.db, o, id);
  if (!e) throw notFound();
  return e;
}

/** The tenant's key encrypts a secret at rest. */
async function encrypted(deps: AppDeps, secret: string) {
  return encrypt(await configKeyOf(deps.db, deps.config.CONFIG_ENCRYPTION_KEY), secret);
}

/** Registers an endpoint; the answer carries its secret, which is never shown again. */
export async function createEndpoint(deps: AppDeps, o: Caller, input: WebhookEndpointInput) {
  await checkEndpointUrl(deps, input.url);
  if ((await countEndpoints(deps.db, o)) >= MAX_WEBHOOK_ENDPOINTS)
    throw conflict('WEBHOOK_ENDPOINTS_TOO_MANY');
  const secret = newSecret();
  const e = await insertEndpoint(deps.db, o, input, await encrypted(deps, secret));
  return { ...endpointView(e), secret };
}

/** Changes an endpoint's URL, events or description, or enables/disables it (re-enabling clears the failure streak). */
export async function updateEndpoint(deps: AppDeps, o: Caller, id: string, patch: WebhookEndpointPatch) {
  await oneEndpoint(deps, o, id);
  if (patch.url !== undefined) await checkEndpointUrl(deps, patch.url);
  const { enabled, ...rest } = patch;
  const e = await updateEndpointRow(deps.db, o, id, {
    ...rest,
    ...(enabled === undefined
      ? {}
      : enabled
        ? { enabled: true, disabledReason: null, failureStreak: 0, pausedUntil: null }
        : { enabled: false, disabledReason: 'OWNER' }),
  });
  return endpointView(e);
}

/** Removes an endpoint with its delivery log (events stay: other endpoints may share them). */
export async function deleteEndpoint(deps: AppDeps, o: Caller, id: string) {
  await oneEndpoint(deps, o, id);
  await deleteEndpointRow(deps.db, o, id);
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
  const e = await rotateEndpointSecret(deps.db, o, id, await encrypted(deps, secret));
  return { ...endpointView(e), secret };
}

/** The delivery log of an endpoint: the listing protocol (page, pageSize, sort) with a status filter. */
export async function listDeliveries(
  deps: AppDeps,
  o: Caller,
  endpointId: string,
  query: WebhookDeliveryListQuery,
) {
  await oneEndpoint(deps, o, endpointId);
  const { rows, count } = deliveryListQueries(deps.db, o, endpointId, query);
  const page = await pageOf(query, PAGE_SIZE.webhookDeliveries, rows, count);
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
    const d = await requeueDelivery(tx, o, deliveryId);
    if (!d) {
      if (!(await deliveryIsMine(tx, o, deliveryId))) throw notFound();
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
  const d = await findDelivery(deps.db, o, deliveryId);
  if (!d) throw notFound();
  const attempts = await attemptsOf(deps.db, deliveryId);
  return {
    ...d,
    createdAt: d.createdAt.toISOString(),
    lastAttemptAt: isoOrNull(d.lastAttemptAt),
    deliveredAt: isoOrNull(d.deliveredAt),
    attemptLog: attempts.map((a) => ({ ...a, startedAt: a.startedAt.toISOString() })),
  };
}
