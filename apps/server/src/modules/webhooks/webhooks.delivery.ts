import { randomUUID } from 'node:crypto';
import { WEBHOOK_FIRST_RETRY_SECONDS, WEBHOOK_MAX_ATTEMPTS } from '@hrwe/domain';
import type { Executor } from '../../db/executor';
import type { AppDeps } from '../../deps';
import { guardedFetch } from '../../platform/outbound/guarded-fetch';
import { outboundPolicyOf } from '../../platform/outbound/outbound-policy';
import { publicBaseUrl } from '../../platform/public-url';
import { tenantOf } from '../reports';
import { configKeyOf } from '../tenants';
import {
  claimPendingDelivery,
  closeAttempt,
  deliveryStatus,
  disableFailingEndpoint,
  failPendingDelivery,
  loadDelivery,
  lockTenantDeliveries,
  openAttempt,
  pauseEndpoint,
  recordEndpointResult,
  releaseStaleClaim,
  sendingCounts,
  settleDelivery,
  type WebhookEndpointRow,
} from './webhooks.delivery.repository';
import { DELIVER_WEBHOOK, type DeliverWebhookData, deliveryJobKey } from './webhooks.events';
import {
  breakerPauseSeconds,
  busyWaitSeconds,
  WEBHOOK_CONCURRENCY,
  WEBHOOK_ENDPOINT_CONCURRENCY,
  WEBHOOK_TENANT_CONCURRENCY,
} from './webhooks.fairness';
import { endpointDisabledMail } from './webhooks.mails';
import { signatureHeader } from './webhooks.signing';

/** One attempt's answer body is not needed beyond a few kB; its time limit is WEBHOOKS_TIMEOUT_MS (15 s). */
const ANSWER_MAX_BYTES = 64 * 1024;

/**
 * A delivery found `sending` this long after its claim was left by a process that stopped mid-request (a live one
 * ends its attempt within WEBHOOKS_TIMEOUT_MS, then writes its outcome): twice the attempt's limit, 30 s by default.
 * Its attempt is closed as interrupted and it is sent again.
 */
const staleMs = (deps: AppDeps) => 2 * deps.config.WEBHOOKS_TIMEOUT_MS;
const INTERRUPTED = 'the sending process stopped during the request; sent again';

type Row = NonNullable<Awaited<ReturnType<typeof loadDelivery>>>;

async function load(deps: AppDeps, deliveryId: number): Promise<Row | undefined> {
  return loadDelivery(deps.db, deliveryId);
}

/** Queues this delivery's job again to start later (a paused endpoint, a busy tenant): no attempt is used. */
async function putBack(deps: AppDeps, row: Row, seconds: number) {
  await deps.jobs.send(
    DELIVER_WEBHOOK,
    { deliveryId: row.d.id },
    deliveryJobKey(row.d.id, row.d.resends),
    undefined,
    { group: row.e.id, startAfterSeconds: Math.max(1, Math.ceil(seconds)) },
  );
}

/**
 * Sends one delivery (an event to an endpoint), signed per Standard Webhooks: the webhook-id is the event id, the
 * same on every attempt, so a receiver de-duplicates. At least once (docs/decisions/webhooks-exactly-once.md): each
 * attempt is claimed and logged (`webhook_delivery_attempts`) before the request leaves; a delivery whose sender
 * died mid-request is sent again when its job is taken over. A paused endpoint (circuit breaker) or a tenant using
 * its share of the workers puts the delivery back for later without using an attempt (webhooks-fairness.md). A 2xx
 * answer ends it; another answer, a timeout or a refused address records the attempt and throws, so the queue
 * retries it with back-off. After the last attempt the delivery is failed and, when the endpoint has had no
 * success since, the endpoint is disabled and its owner told.
 */
export async function deliverWebhook(deps: AppDeps, { deliveryId }: DeliverWebhookData): Promise<void> {
  let row = await load(deps, deliveryId);
  if (row?.d.status === 'sending') {
    await resumeWhenAbandoned(deps, deliveryId);
    row = await load(deps, deliveryId);
  }
  if (row?.d.status !== 'pending') return;
  if (!row.e.enabled) {
    await failPendingDelivery(deps.db, deliveryId, 'endpoint disabled');
    return;
  }
  const key = await configKeyOf(deps.db, deps.config.CONFIG_ENCRYPTION_KEY);
  const body = JSON.stringify(row.ev.payload);
  const sentAt = new Date();
  const signature = signatureHeader(key, row.e, { id: row.ev.id, at: sentAt, body }, sentAt);
  const claim = await claimAttempt(deps, row, sentAt);
  if (claim === 'busy') return putBack(deps, row, busyWaitSeconds());
  // The endpoint's breaker is open: back when it closes (spread), unsent.
  if (claim?.pausedSeconds !== undefined) return putBack(deps, row, claim.pausedSeconds + Math.random() * 2);
  if (!claim) return;
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
      timeoutMs: deps.config.WEBHOOKS_TIMEOUT_MS,
      maxBytes: ANSWER_MAX_BYTES,
      maxRedirects: 0,
    });
    status = res.status;
    if (!res.ok) error = `HTTP ${res.status}`;
  } catch (err) {
    error = (err as Error).message.slice(0, 300);
  }
  const latency = Math.round(performance.now() - started);
  const outcome = await recordOutcome(deps, row, claim, { status, error, latency });
  deps.metrics.webhookDeliveries.inc({ outcome: outcome === 'done' ? 'succeeded' : outcome });
  if (outcome === 'retry') throw new Error(`WEBHOOK_ATTEMPT_FAILED: ${error}`);
}

/**
 * Claims the next attempt, committed before the request leaves: the delivery becomes `sending` with a fresh token
 * and an attempt row is opened, unless its endpoint or its tenant already has its share of deliveries in flight
 * (counted under a per-tenant lock, across servers): then 'busy'. Null when the delivery is no longer pending.
 */
async function claimAttempt(deps: AppDeps, row: Row, sentAt: Date) {
  return deps.db.transaction(async (tx) => {
    await lockTenantDeliveries(tx, row.d.tenantId);
    // pg-boss's group cap keeps most of an endpoint's surplus jobs from being fetched; this count, under the lock,
    // is the exact one (workers fetching at the same moment may take more than the cap between them).
    const busy = await sendingCounts(tx, row.d.tenantId, row.e.id, staleMs(deps) / 1000);
    if ((busy?.tenant ?? 0) >= WEBHOOK_TENANT_CONCURRENCY) return 'busy' as const;
    if ((busy?.endpoint ?? 0) >= WEBHOOK_ENDPOINT_CONCURRENCY) return 'busy' as const;
    // Read here, not from the endpoint the job loaded: another attempt's failure may have opened it since.
    if ((busy?.pausedSeconds ?? 0) > 0) return { pausedSeconds: busy!.pausedSeconds };
    const token = randomUUID();
    const claimed = await claimPendingDelivery(tx, row.d.id, token, sentAt);
    if (!claimed) return null;
    const attemptId = await openAttempt(tx, row.d.id, row.d.tenantId, sentAt);
    return { token, attempts: claimed.attempts, attemptId };
  });
}

/** Writes an attempt's outcome (only while its claim holds), the endpoint's failure streak and its breaker. */
async function recordOutcome(
  deps: AppDeps,
  row: Row,
  claim: { token: string; attempts: number; attemptId: number },
  r: { status: number | null; error: string | null; latency: number },
) {
  const ok = r.error === null;
  const last = claim.attempts >= WEBHOOK_MAX_ATTEMPTS;
  return deps.db.transaction(async (tx) => {
    await closeAttempt(tx, claim.attemptId, { ok, status: r.status, error: r.error, latency: r.latency });
    const settled = await settleDelivery(tx, row.d.id, claim.token, {
      ok,
      status: ok ? 'succeeded' : last ? 'failed' : 'pending',
      statusCode: r.status,
      latency: r.latency,
      error: r.error,
    });
    if (!settled) return 'settled' as const; // presumed dead and taken over meanwhile
    const e = await recordEndpointResult(tx, row.e.id, ok);
    // The circuit breaker opens on the streak the database holds (every server's attempts count).
    const pause = ok
      ? 0
      : breakerPauseSeconds(e?.streak ?? 0, deps.jobs.firstRetryDelaySeconds(DELIVER_WEBHOOK));
    if (pause > 0) await pauseEndpoint(tx, row.e.id, pause);
    if (ok) return 'done' as const;
    if (!last) return 'retry' as const;
    // Every attempt of this delivery failed (about 34 hours) and nothing reached the endpoint in between.
    if (e?.enabled && e.streak >= WEBHOOK_MAX_ATTEMPTS) await disableEndpoint(deps, tx, row.e, row.d.id);
    return 'failed' as const;
  });
}

/**
 * A job found its delivery `sending`: the attempt of a process that died mid-request (its job was taken over).
 * Waits until the claim is older than a live attempt can be, then closes that attempt as interrupted and puts the
 * delivery back to pending, to be sent again under the same webhook-id (the receiver de-duplicates by it).
 */
async function resumeWhenAbandoned(deps: AppDeps, deliveryId: number): Promise<void> {
  const deadline = Date.now() + staleMs(deps) + 5_000;
  for (;;) {
    const resumed = await deps.db.transaction((tx) =>
      releaseStaleClaim(tx, deliveryId, staleMs(deps) / 1000, INTERRUPTED),
    );
    if (resumed) return;
    const status = await deliveryStatus(deps.db, deliveryId);
    if (status !== 'sending') return;
    if (Date.now() > deadline)
      throw new Error(`webhook delivery ${deliveryId} is being sent by another process`);
    await new Promise((r) => setTimeout(r, 1_000));
  }
}

async function disableEndpoint(
  deps: AppDeps,
  tx: Executor,
  endpoint: WebhookEndpointRow,
  deliveryId: number,
) {
  const ownerEmail = await disableFailingEndpoint(tx, endpoint);
  const tenant = await tenantOf(deps.db, endpoint.tenantId);
  if (!ownerEmail || !tenant) return;
  await deps.mailer.send(
    {
      tenantId: endpoint.tenantId,
      key: `webhook-disabled:${endpoint.id}:${deliveryId}`,
      to: ownerEmail,
      message: endpointDisabledMail({
        url: endpoint.url,
        attempts: WEBHOOK_MAX_ATTEMPTS,
        screen: `${publicBaseUrl(deps.config, tenant)}/profile/webhooks`,
      }),
    },
    tx,
  );
}

/**
 * The delivery job: retried with doubling delays from 30 s (tests: no delay), as many times as attempts. Each
 * server runs WEBHOOK_CONCURRENCY deliveries at once, at most WEBHOOK_ENDPOINT_CONCURRENCY of one endpoint across
 * all servers (the job's group is its endpoint).
 */
export function defineWebhookJobs(deps: AppDeps) {
  deps.jobs.define<DeliverWebhookData>(DELIVER_WEBHOOK, (data) => deliverWebhook(deps, data), {
    retryLimit: WEBHOOK_MAX_ATTEMPTS + 2,
    retryDelaySeconds: WEBHOOK_FIRST_RETRY_SECONDS,
    concurrency: WEBHOOK_CONCURRENCY,
    groupConcurrency: WEBHOOK_ENDPOINT_CONCURRENCY,
    expireInSeconds: 60,
  });
}
