import { describe, expect, it } from 'vitest';
import {
  WEBHOOK_FIRST_RETRY_SECONDS,
  WEBHOOK_MAX_ATTEMPTS,
  WebhookEndpointInputSchema,
  webhookRetryWindowSeconds,
} from './webhook.schemas';

describe('webhook endpoint input', () => {
  it('accepts http(s) URLs and removes repeated events', () => {
    const r = WebhookEndpointInputSchema.parse({
      url: ' https://ats.example.com/hooks ',
      events: ['candidate.invited', 'candidate.invited', 'request.expired'],
    });
    expect(r).toEqual({
      url: 'https://ats.example.com/hooks',
      description: '',
      events: ['candidate.invited', 'request.expired'],
    });
  });
  it.each([
    [{ url: '', events: ['candidate.invited'] }, 'WEBHOOK_URL_REQUIRED'],
    [{ url: 'ftp://a.example.com', events: ['candidate.invited'] }, 'WEBHOOK_URL_NOT_VALID'],
    [{ url: 'https://u:p@a.example.com', events: ['candidate.invited'] }, 'WEBHOOK_URL_NOT_VALID'],
    [{ url: 'https://a.example.com', events: [] }, 'WEBHOOK_EVENTS_REQUIRED'],
    [{ url: 'https://a.example.com' }, 'WEBHOOK_EVENTS_REQUIRED'],
  ])('%j is refused with %s', (input, key) => {
    const r = WebhookEndpointInputSchema.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(key);
  });
});

describe('retry schedule', () => {
  it('keeps trying for at least 24 hours (the shortest the jittered back-off can be)', () => {
    // pg-boss waits between retryDelay·2^(n-1) and retryDelay·2^n before retry n.
    expect(webhookRetryWindowSeconds()).toBe(
      WEBHOOK_FIRST_RETRY_SECONDS * (2 ** (WEBHOOK_MAX_ATTEMPTS - 1) - 1),
    );
    expect(webhookRetryWindowSeconds()).toBeGreaterThanOrEqual(24 * 3600);
  });
});
