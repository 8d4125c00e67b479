import { z } from 'zod';
import { ListQuerySchema } from '../common/listing';

/** The events an endpoint may subscribe to (issue 16); `webhook.test` is sent only by the "send test event" button. */
export const WEBHOOK_EVENTS = [
  'candidate.invited',
  'candidate.consented',
  'candidate.refused',
  'candidate.completed',
  'candidate.check_failed',
  'request.completed',
  'request.expired',
  'invitation.failed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number] | 'webhook.test';

/** Endpoints a user may register (a runaway script is stopped, a real integration never needs more). */
export const MAX_WEBHOOK_ENDPOINTS = 10;
/** Delivery attempts of one event to one endpoint; with the back-off they span more than 24 hours. */
export const WEBHOOK_MAX_ATTEMPTS = 13;
/** First retry after this many seconds, then doubling (with jitter): 30–60 s, 1–2 min … 17–34 h; 34 hours at least. */
export const WEBHOOK_FIRST_RETRY_SECONDS = 30;

/**
 * The URL of an endpoint: http(s), no credentials in it, at most 2,000 characters. Whether its host may be
 * reached (public address, or allowed by the operator) is checked by the server's outbound guard.
 */
export const webhookUrlSchema = z
  .string({ error: 'WEBHOOK_URL_REQUIRED' })
  .trim()
  .min(1, 'WEBHOOK_URL_REQUIRED')
  .max(2000, 'WEBHOOK_URL_NOT_VALID')
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'https:' || u.protocol === 'http:') && !u.username && !u.password;
    } catch {
      return false;
    }
  }, 'WEBHOOK_URL_NOT_VALID');

export const WebhookEndpointInputSchema = z.object({
  url: webhookUrlSchema,
  description: z.string().trim().max(200, 'WEBHOOK_DESCRIPTION_TOO_LONG').default(''),
  events: z
    .array(z.enum(WEBHOOK_EVENTS), { error: 'WEBHOOK_EVENTS_REQUIRED' })
    .min(1, 'WEBHOOK_EVENTS_REQUIRED')
    .transform((list) => [...new Set(list)]),
});
export type WebhookEndpointInput = z.infer<typeof WebhookEndpointInputSchema>;

export const WebhookEndpointPatchSchema = WebhookEndpointInputSchema.partial().extend({
  enabled: z.boolean().optional(),
});
export type WebhookEndpointPatch = z.infer<typeof WebhookEndpointPatchSchema>;

/**
 * The shortest time between a delivery's first and last attempt: the job queue (pg-boss, exponential back-off with
 * jitter) waits at least `first · 2^(n-1)` seconds before retry n, so 12 retries from 30 s span ≥ 34 hours.
 */
export function webhookRetryWindowSeconds(
  attempts = WEBHOOK_MAX_ATTEMPTS,
  first = WEBHOOK_FIRST_RETRY_SECONDS,
): number {
  let total = 0;
  for (let n = 1; n < attempts; n++) total += first * 2 ** (n - 1);
  return total;
}

/** A delivery's state in the log: `sending` while an attempt is in flight, `unconfirmed` when its sender died then. */
export const WEBHOOK_DELIVERY_STATUSES = [
  'pending',
  'sending',
  'succeeded',
  'failed',
  'unconfirmed',
] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** How one attempt ended; null while it is in flight. `interrupted`: its sender stopped mid-request. */
export const WEBHOOK_ATTEMPT_OUTCOMES = ['succeeded', 'failed', 'interrupted'] as const;
export type WebhookAttemptOutcome = (typeof WEBHOOK_ATTEMPT_OUTCOMES)[number];

/** An endpoint's delivery log: the listing protocol (page, pageSize, sort) and a status filter. */
export const WebhookDeliveryListQuerySchema = ListQuerySchema.extend({
  status: z.enum(WEBHOOK_DELIVERY_STATUSES, { error: 'WEBHOOK_DELIVERY_STATUS_NOT_VALID' }).optional(),
});
export type WebhookDeliveryListQuery = z.infer<typeof WebhookDeliveryListQuerySchema>;

/** An endpoint as the screens and the API show it: never its secret. */
export const WebhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  /** FAILURES (turned off after failing) or OWNER; null while enabled. */
  disabledReason: z.string().nullable(),
  /** Set while the circuit breaker pauses the endpoint after consecutive failures: no attempt before it. */
  pausedUntil: z.string().nullable(),
  /** Attempts failed in a row (reset by any success). */
  failureStreak: z.number().int(),
  /** Set during the grace period after a secret rotation: until then the previous secret signs too. */
  previousSecretExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

export const WebhookEndpointListSchema = z.object({ data: z.array(WebhookEndpointSchema) });

/** The answer of an endpoint's registration: its secret, shown this once. */
export const CreatedWebhookEndpointSchema = WebhookEndpointSchema.extend({ secret: z.string() });
export type CreatedWebhookEndpoint = z.infer<typeof CreatedWebhookEndpointSchema>;

/** A row of an endpoint's delivery log. */
export const WebhookDeliverySchema = z.object({
  id: z.number().int(),
  eventId: z.string(),
  type: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastLatencyMs: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

/** One attempt of a delivery; `outcome` null while it is in flight. */
export const WebhookAttemptSchema = z.object({
  id: z.number().int(),
  startedAt: z.string(),
  outcome: z.enum(WEBHOOK_ATTEMPT_OUTCOMES).nullable(),
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type WebhookAttempt = z.infer<typeof WebhookAttemptSchema>;

/** A delivery with every attempt, oldest first. */
export const WebhookDeliveryDetailSchema = WebhookDeliverySchema.extend({
  endpointId: z.string(),
  attemptLog: z.array(WebhookAttemptSchema),
});
export type WebhookDeliveryDetail = z.infer<typeof WebhookDeliveryDetailSchema>;

/** The answer of a rotation: the endpoint and its new secret, shown this once. */
export const RotatedWebhookSecretSchema = CreatedWebhookEndpointSchema;

/** The answer of a test event: the queued event's id and its delivery (to follow what happened). */
export const WebhookTestAnswerSchema = z.object({ eventId: z.string(), deliveryId: z.number().int() });
export type WebhookTestAnswer = z.infer<typeof WebhookTestAnswerSchema>;
/** The answer of a re-send: false when the delivery was still pending or being sent. */
export const WebhookResendAnswerSchema = z.object({ queued: z.boolean() });
export type WebhookResendAnswer = z.infer<typeof WebhookResendAnswerSchema>;
