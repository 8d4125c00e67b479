import type { CreatedWebhookEndpoint, WebhookEndpointInput } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { WEBHOOK_ENDPOINTS_KEY } from './webhook-endpoints-key';

/** POST /api/webhooks/endpoints: the answer carries the secret, shown once. */
export const createWebhookEndpoint = (body: WebhookEndpointInput) =>
  api<CreatedWebhookEndpoint>('/api/webhooks/endpoints', { body });

export function useCreateWebhookEndpoint() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createWebhookEndpoint,
    onSuccess: () => qc.invalidateQueries({ queryKey: WEBHOOK_ENDPOINTS_KEY }),
  });
}
