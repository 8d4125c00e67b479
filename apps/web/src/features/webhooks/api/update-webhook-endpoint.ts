import type { WebhookEndpoint, WebhookEndpointPatch } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { WEBHOOK_ENDPOINTS_KEY } from './webhook-endpoints-key';

/** PATCH /api/webhooks/endpoints/{id}: its URL, events or description, or enabled/disabled. */
export const updateWebhookEndpoint = ({ id, patch }: { id: string; patch: WebhookEndpointPatch }) =>
  api<WebhookEndpoint>(`/api/webhooks/endpoints/${id}`, { method: 'PATCH', body: patch });

export function useUpdateWebhookEndpoint() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateWebhookEndpoint,
    onSuccess: () => qc.invalidateQueries({ queryKey: WEBHOOK_ENDPOINTS_KEY }),
  });
}
