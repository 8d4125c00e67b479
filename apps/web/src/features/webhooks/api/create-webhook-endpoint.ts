import { type WebhookEndpointInput, webhookOperations } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { WEBHOOK_ENDPOINTS_KEY } from './webhook-endpoints-key';

/** The answer carries the secret, shown once. */
export const createWebhookEndpoint = (body: WebhookEndpointInput) => call(webhookOperations.create, { body });

export function useCreateWebhookEndpoint() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createWebhookEndpoint,
    onSuccess: () => qc.invalidateQueries({ queryKey: WEBHOOK_ENDPOINTS_KEY }),
  });
}
