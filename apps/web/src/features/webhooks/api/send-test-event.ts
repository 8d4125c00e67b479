import type { WebhookTestAnswer } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { deliveriesKey } from './get-webhook-deliveries';

/** POST /api/webhooks/endpoints/{id}/test: a `webhook.test` event to this endpoint only. */
export const sendTestEvent = (id: string) =>
  api<WebhookTestAnswer>(`/api/webhooks/endpoints/${id}/test`, { method: 'POST' });

export function useSendTestEvent(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => sendTestEvent(id),
    onSuccess: () => qc.invalidateQueries({ queryKey: deliveriesKey(id) }),
  });
}
