import { webhookOperations } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { WEBHOOK_ENDPOINTS_KEY } from './webhook-endpoints-key';

/** The caller's endpoints (never their secrets). */
export const getWebhookEndpoints = () => call(webhookOperations.endpoints).then((r) => r.data);

export const webhookEndpointsQuery = queryOptions({
  queryKey: WEBHOOK_ENDPOINTS_KEY,
  queryFn: getWebhookEndpoints,
});

export const useWebhookEndpoints = () => useQuery(webhookEndpointsQuery);
