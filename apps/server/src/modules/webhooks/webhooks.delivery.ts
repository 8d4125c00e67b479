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
 * Sends one delivery (an event to an endpoint), signed per Standard Webhooks with the endpoint's secret: the
 * webhook-id is the event id, the same on every attempt, so a receiver recognises a repeat. A 2xx answer ends it;
 * another answer, a timeout or a refused address records the attempt and throws, so the queue retries it with
 * back-off (docs/decisions/webhooks-delivery.md). After the last attempt the delivery is failed and, when the
 * endpoint has had no success since, the endpoint is disabled and its owner told by e-mail.
 */
export async function deliverWebhook(deps: AppDeps, { deliveryId }: DeliverWebhookData): Promise<void> {
  const [row] = await deps.db
    .select({ d: webhookDeliveries, e: webhookEndpoints, ev: webhookEvents })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.id, deliveryId));
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
  const outcome = await deps.db.transaction(async (tx) => {
    const [d] = await tx
      .update(webhookDeliveries)
      .set({
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        lastStatusCode: status,
        lastLatencyMs: latency,
        lastError: error,
        lastAttemptAt: sentAt,
        ...(ok ? { status: 'succeeded' as const, deliveredAt: new Date() } : {}),
      })
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.status, 'pending')))
      .returning({ attempts: webhookDeliveries.attempts });
    if (!d) return 'settled' as const;
    const [e] = await tx
      .update(webhookEndpoints)
      .set({ failureStreak: ok ? 0 : sql`${webhookEndpoints.failureStreak} + 1` })
      .where(eq(webhookEndpoints.id, row.e.id))
      .returning({ streak: webhookEndpoints.failureStreak, enabled: webhookEndpoints.enabled });
    if (ok) return 'done' as const;
    if (d.attempts < WEBHOOK_MAX_ATTEMPTS) return 'retry' as const;
    await tx.update(webhookDeliveries).set({ status: 'failed' }).where(eq(webhookDeliveries.id, deliveryId));
    // Every attempt of this delivery failed (about 34 hours) and nothing reached the endpoint in between.
    if (e?.enabled && e.streak >= WEBHOOK_MAX_ATTEMPTS) await disableEndpoint(deps, tx, row.e, deliveryId);
    return 'failed' as const;
  });
  if (outcome === 'retry') throw new Error(`WEBHOOK_ATTEMPT_FAILED: ${error}`);
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
