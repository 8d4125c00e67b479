/**
 * Fairness of webhook deliveries (docs/decisions/webhooks-fairness.md): one slow or failing endpoint, or one busy
 * tenant, cannot hold the workers that every other endpoint's deliveries need.
 */

/** Deliveries one server sends at once (independent workers: a slow one holds one worker only). */
export const WEBHOOK_CONCURRENCY = 10;
/** Deliveries of one endpoint in flight at once, across all servers (pg-boss group concurrency). */
export const WEBHOOK_ENDPOINT_CONCURRENCY = 2;
/** Deliveries of one tenant in flight at once, across all servers: below WEBHOOK_CONCURRENCY, so others get room. */
export const WEBHOOK_TENANT_CONCURRENCY = 6;
/** Consecutive failed attempts of an endpoint that open its circuit breaker (pause it). */
export const WEBHOOK_BREAKER_THRESHOLD = 5;
/** The longest pause of an open breaker. */
export const WEBHOOK_BREAKER_MAX_PAUSE_SECONDS = 15 * 60;

/**
 * How long an endpoint is paused after `streak` consecutive failures: nothing below the threshold, then the queue's
 * first retry delay (30 s; 0 in tests, where retries are immediate) doubling with each further failure, at most
 * 15 minutes. After the pause the endpoint gets attempts again (at most WEBHOOK_ENDPOINT_CONCURRENCY at once):
 * one success closes the breaker, another failure pauses it for longer.
 */
export function breakerPauseSeconds(streak: number, firstDelaySeconds: number): number {
  if (streak < WEBHOOK_BREAKER_THRESHOLD) return 0;
  const doubling = Math.min(streak - WEBHOOK_BREAKER_THRESHOLD, 10);
  return Math.min(WEBHOOK_BREAKER_MAX_PAUSE_SECONDS, firstDelaySeconds * 2 ** doubling);
}

/** A delivery put back because its endpoint's or tenant's share is in use: tried again after 1–3 s (spread). */
export const busyWaitSeconds = () => 1 + Math.round(Math.random() * 2);
