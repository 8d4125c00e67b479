import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { WEBHOOK_ENDPOINTS_KEY } from './webhook-endpoints-key';

/** DELETE /api/webhooks/endpoints/{id}: the endpoint and its delivery log. */
export const deleteWebhookEndpoint = (id: string) =>
  api(`/api/webhooks/endpoints/${id}`, { method: 'DELETE' });

export function useDeleteWebhookEndpoint() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhookEndpoint,
    onSuccess: () => qc.invalidateQueries({ queryKey: WEBHOOK_ENDPOINTS_KEY }),
  });
}
