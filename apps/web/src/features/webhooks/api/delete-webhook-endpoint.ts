import { webhookOperations } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { WEBHOOK_ENDPOINTS_KEY } from './webhook-endpoints-key';

/** The endpoint and its delivery log. */
export const deleteWebhookEndpoint = (id: string) => call(webhookOperations.remove, { params: { id } });

export function useDeleteWebhookEndpoint() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhookEndpoint,
    onSuccess: () => qc.invalidateQueries({ queryKey: WEBHOOK_ENDPOINTS_KEY }),
  });
}
