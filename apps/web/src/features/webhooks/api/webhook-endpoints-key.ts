/** The query key of the caller's endpoints: every change of an endpoint reloads them. */
export const WEBHOOK_ENDPOINTS_KEY = ['webhooks', 'endpoints'] as const;
