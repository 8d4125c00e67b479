import { webhookOperations } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { deliveriesKey } from './get-webhook-deliveries';

/** The same event again, a fresh round of attempts. */
export const resendDelivery = (deliveryId: number) =>
  call(webhookOperations.resend, { params: { id: deliveryId } });

export function useResendDelivery(endpointId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: resendDelivery,
    onSuccess: () => qc.invalidateQueries({ queryKey: deliveriesKey(endpointId) }),
  });
}
