import { type WebhookEndpointPatch, webhookOperations } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { WEBHOOK_ENDPOINTS_KEY } from './webhook-endpoints-key';

/** Its URL, events or description, or enabled/disabled. */
export const updateWebhookEndpoint = ({ id, patch }: { id: string; patch: WebhookEndpointPatch }) =>
  call(webhookOperations.update, { params: { id }, body: patch });

export function useUpdateWebhookEndpoint() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateWebhookEndpoint,
    onSuccess: () => qc.invalidateQueries({ queryKey: WEBHOOK_ENDPOINTS_KEY }),
  });
}
