import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '@hrwe/domain';
import type { Executor } from '../../db/executor';
import type { Jobs } from '../../platform/jobs';
import {
  enabledListeners,
  insertEventsAndDeliveries,
  type WebhookEventRow,
} from './webhooks.delivery.repository';

export const DELIVER_WEBHOOK = 'webhooks.deliver';
export type DeliverWebhookData = { deliveryId: number };

/** One event to emit: `ownerId` is the HR user whose request it concerns (their endpoints and the tenant's admins' hear it). */
export type WebhookEventInput = {
  tenantId: number;
  ownerId: string;
  type: WebhookEventType;
  data: Record<string, unknown>;
};

/** The job key of a delivery's n-th sending (0: the first; each manual re-send adds one). */
export const deliveryJobKey = (deliveryId: number, resend = 0) =>
  resend === 0 ? `webhook:${deliveryId}` : `webhook:${deliveryId}:resend:${resend}`;

/** A Standard Webhooks message id: unique per event, the same on every attempt. */
export const newEventId = () => `msg_${randomUUID().replaceAll('-', '')}`;

/**
 * Writes events and their deliveries (one per enabled endpoint subscribed to the type, owned by the event's owner or
 * by an administrator of the tenant) and queues the delivery jobs, all through `tx`: called in the transaction of
 * the change that causes the events, so they exist if and only if it commits. An event no endpoint listens to is
 * not stored. Returns the ids of the events stored.
 */
export async function emitWebhookEvents(
  deps: { jobs: Jobs },
  tx: Executor,
  events: readonly WebhookEventInput[],
  now: Date = new Date(),
): Promise<string[]> {
  if (events.length === 0) return [];
  const tenantIds = [...new Set(events.map((e) => e.tenantId))];
  const listeners = await enabledListeners(tx, tenantIds);
  if (listeners.length === 0) return [];
  const stored: string[] = [];
  const deliveries: { tenantId: number; endpointId: string; eventId: string }[] = [];
  const rows: WebhookEventRow[] = [];
  for (const ev of events) {
    const targets = listeners.filter(
      (l) =>
        l.tenant_id === ev.tenantId &&
        l.events.includes(ev.type) &&
        (l.user_id === ev.ownerId || l.role === 'ROLE_ADMIN'),
    );
    if (targets.length === 0) continue;
    const id = newEventId();
    rows.push({
      id,
      tenantId: ev.tenantId,
      type: ev.type,
      payload: { type: ev.type, timestamp: now.toISOString(), data: ev.data },
      createdAt: now,
    });
    for (const t of targets) deliveries.push({ tenantId: ev.tenantId, endpointId: t.id, eventId: id });
    stored.push(id);
  }
  await queueDeliveries(deps, tx, rows, deliveries);
  return stored;
}

/**
 * Writes events and deliveries through `tx` and queues one job per delivery: one statement each, thousands at once.
 * Returns the deliveries' ids.
 */
export async function queueDeliveries(
  deps: { jobs: Jobs },
  tx: Executor,
  events: WebhookEventRow[],
  deliveries: { tenantId: number; endpointId: string; eventId: string }[],
) {
  const ids = await insertEventsAndDeliveries(tx, events, deliveries);
  const queued = ids.map((d) => Number(d.id));
  await deps.jobs.sendMany(
    DELIVER_WEBHOOK,
    ids.map((d) => ({
      data: { deliveryId: Number(d.id) } satisfies DeliverWebhookData,
      key: deliveryJobKey(Number(d.id)),
      // The endpoint is the job's group: its deliveries in flight are capped (webhooks-fairness.md).
      group: String(d.endpoint_id),
    })),
    tx,
  );
  return queued;
}
