import { randomUUID } from 'node:crypto';
import { WEBHOOK_FIRST_RETRY_SECONDS, WEBHOOK_MAX_ATTEMPTS } from '@hrwe/domain';
import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { users, webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import { guardedFetch } from '../../platform/outbound/guarded-fetch';
import { outboundPolicyOf } from '../../platform/outbound/outbound-policy';
import { publicBaseUrl } from '../../platform/public-url';
import { tenantOf } from '../reports';
import { configKeyOf, decrypt } from '../tenants';
import { DELIVER_WEBHOOK, type DeliverWebhookData } from './webhooks.events';
import { endpointDisabledMail } from './webhooks.mails';

/** One attempt's limits: an endpoint answers within 15 s; its answer body is not needed beyond a few kB. */
const ATTEMPT_TIMEOUT_MS = 15_000;
const ANSWER_MAX_BYTES = 64 * 1024;

/**
 * A delivery found `sending` this long after its claim was left by a process that stopped mid-request (a live one
 * ends its attempt within ATTEMPT_TIMEOUT_MS): it is settled as unconfirmed, never sent again.
 */
const SENDING_SETTLED_AFTER_MS = 30_000;

/**
 * Sends one delivery (an event to an endpoint), signed per Standard Webhooks with the endpoint's secret: the
 * webhook-id is the event id, the same on every attempt. Each attempt is claimed (`sending`, committed) before the
 * request leaves, so a sender killed mid-request leaves a delivery that is settled `unconfirmed`, never re-sent
 * blindly (docs/decisions/webhooks-exactly-once.md). A 2xx answer ends it; another answer, a timeout or a refused
 * address records the attempt and throws, so the queue retries it with back-off. After the last attempt the
 * delivery is failed and, when the endpoint has had no success since, the endpoint is disabled and its owner told.
 */
export async function deliverWebhook(deps: AppDeps, { deliveryId }: DeliverWebhookData): Promise<void> {
  const [row] = await deps.db
    .select({ d: webhookDeliveries, e: webhookEndpoints, ev: webhookEvents })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.id, deliveryId));
  if (row?.d.status === 'sending') return settleWhenAbandoned(deps, deliveryId);
  if (row?.d.status !== 'pending') return;
  if (!row.e.enabled) {
    await deps.db
      .update(webhookDeliveries)
      .set({ status: 'failed', lastError: 'endpoint disabled' })
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.status, 'pending')));
    return;
  }
  const secret = decrypt(await configKeyOf(deps.db, deps.config.CONFIG_ENCRYPTION_KEY), row.e.secret);
  const body = JSON.stringify(row.ev.payload);
  const sentAt = new Date();
  const signature = new Webhook(secret).sign(row.ev.id, sentAt, body);
  // The claim commits before the request leaves: from here on the delivery is never sent again by a job.
  const token = randomUUID();
  const [claimed] = await deps.db
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
  if (!claimed) return;
  const started = performance.now();
  let status: number | null = null;
  let error: string | null = null;
  try {
    const res = await guardedFetch(outboundPolicyOf(deps.config), row.e.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'HR.We-Webhooks/1',
        'webhook-id': row.ev.id,
        'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
        'webhook-signature': signature,
      },
      body,
      timeoutMs: ATTEMPT_TIMEOUT_MS,
      maxBytes: ANSWER_MAX_BYTES,
      maxRedirects: 0,
    });
    status = res.status;
    if (!res.ok) error = `HTTP ${res.status}`;
  } catch (err) {
    error = (err as Error).message.slice(0, 300);
  }
  const latency = Math.round(performance.now() - started);
  const ok = error === null;
  const last = claimed.attempts >= WEBHOOK_MAX_ATTEMPTS;
  const outcome = await deps.db.transaction(async (tx) => {
    const [d] = await tx
      .update(webhookDeliveries)
      .set({
        status: ok ? 'succeeded' : last ? 'failed' : 'pending',
        claimToken: null,
        lastStatusCode: status,
        lastLatencyMs: latency,
        lastError: error,
        ...(ok ? { deliveredAt: new Date() } : {}),
      })
      .where(
        and(
          eq(webhookDeliveries.id, deliveryId),
          eq(webhookDeliveries.status, 'sending'),
          eq(webhookDeliveries.claimToken, token),
        ),
      )
      .returning({ id: webhookDeliveries.id });
    if (!d) return 'settled' as const; // presumed dead and settled as unconfirmed meanwhile
    const [e] = await tx
      .update(webhookEndpoints)
      .set({ failureStreak: ok ? 0 : sql`${webhookEndpoints.failureStreak} + 1` })
      .where(eq(webhookEndpoints.id, row.e.id))
      .returning({ streak: webhookEndpoints.failureStreak, enabled: webhookEndpoints.enabled });
    if (ok) return 'done' as const;
    if (!last) return 'retry' as const;
    // Every attempt of this delivery failed (about 34 hours) and nothing reached the endpoint in between.
    if (e?.enabled && e.streak >= WEBHOOK_MAX_ATTEMPTS) await disableEndpoint(deps, tx, row.e, deliveryId);
    return 'failed' as const;
  });
  deps.metrics.webhookDeliveries.inc({ outcome: outcome === 'done' ? 'succeeded' : outcome });
  if (outcome === 'retry') throw new Error(`WEBHOOK_ATTEMPT_FAILED: ${error}`);
}

/**
 * A job found its delivery `sending`: the attempt of a process that died mid-request (its job was taken over).
 * Waits until the claim is older than a live attempt can be, then settles it as unconfirmed: the receiver may have
 * it, so it is not sent again; the owner sees it in the log and may re-send it.
 */
async function settleWhenAbandoned(deps: AppDeps, deliveryId: number): Promise<void> {
  const deadline = Date.now() + SENDING_SETTLED_AFTER_MS + 5_000;
  for (;;) {
    const settled = await deps.db
      .update(webhookDeliveries)
      .set({
        status: 'unconfirmed',
        claimToken: null,
        lastError: 'the sending process stopped during the request; not sent again',
      })
      .where(
        and(
          eq(webhookDeliveries.id, deliveryId),
          eq(webhookDeliveries.status, 'sending'),
          sql`${webhookDeliveries.claimedAt} < now() - make_interval(secs => ${SENDING_SETTLED_AFTER_MS / 1000})`,
        ),
      )
      .returning({ id: webhookDeliveries.id });
    if (settled.length > 0) return;
    const [d] = await deps.db
      .select({ status: webhookDeliveries.status })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, deliveryId));
    if (d?.status !== 'sending') return;
    if (Date.now() > deadline)
      throw new Error(`webhook delivery ${deliveryId} is being sent by another process`);
    await new Promise((r) => setTimeout(r, 1_000));
  }
}

async function disableEndpoint(
  deps: AppDeps,
  tx: Parameters<Parameters<AppDeps['db']['transaction']>[0]>[0],
  endpoint: typeof webhookEndpoints.$inferSelect,
  deliveryId: number,
) {
  await tx
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: 'FAILURES' })
    .where(eq(webhookEndpoints.id, endpoint.id));
  const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, endpoint.userId));
  const tenant = await tenantOf(deps.db, endpoint.tenantId);
  if (!owner || !tenant) return;
  await deps.mailer.send(
    {
      tenantId: endpoint.tenantId,
      key: `webhook-disabled:${endpoint.id}:${deliveryId}`,
      to: owner.email,
      message: endpointDisabledMail({
        url: endpoint.url,
        attempts: WEBHOOK_MAX_ATTEMPTS,
        screen: `${publicBaseUrl(deps.config, tenant)}/profile/webhooks`,
      }),
    },
    tx,
  );
}

/** Deliveries one server sends at once. */
export const WEBHOOK_CONCURRENCY = 10;

/** The delivery job: retried with doubling delays from 30 s (tests: no delay), as many times as attempts. */
export function defineWebhookJobs(deps: AppDeps) {
  deps.jobs.define<DeliverWebhookData>(DELIVER_WEBHOOK, (data) => deliverWebhook(deps, data), {
    retryLimit: WEBHOOK_MAX_ATTEMPTS + 2,
    retryDelaySeconds: WEBHOOK_FIRST_RETRY_SECONDS,
    batchSize: WEBHOOK_CONCURRENCY,
    expireInSeconds: 60,
  });
}
