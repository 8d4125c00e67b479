import type { WebhookResendAnswer } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { deliveriesKey } from './get-webhook-deliveries';

/** POST /api/webhooks/deliveries/{id}/resend: the same event again, a fresh round of attempts. */
export const resendDelivery = (deliveryId: number) =>
  api<WebhookResendAnswer>(`/api/webhooks/deliveries/${deliveryId}/resend`, { method: 'POST' });

export function useResendDelivery(endpointId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: resendDelivery,
    onSuccess: () => qc.invalidateQueries({ queryKey: deliveriesKey(endpointId) }),
  });
}
