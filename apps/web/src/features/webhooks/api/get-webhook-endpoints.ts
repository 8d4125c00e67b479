import type { WebhookEndpoint } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { WEBHOOK_ENDPOINTS_KEY } from './webhook-endpoints-key';

/** GET /api/webhooks/endpoints: the caller's endpoints (never their secrets). */
export const getWebhookEndpoints = () =>
  api<{ data: WebhookEndpoint[] }>('/api/webhooks/endpoints').then((r) => r.data);

export const webhookEndpointsQuery = queryOptions({
  queryKey: WEBHOOK_ENDPOINTS_KEY,
  queryFn: getWebhookEndpoints,
});

export const useWebhookEndpoints = () => useQuery(webhookEndpointsQuery);
