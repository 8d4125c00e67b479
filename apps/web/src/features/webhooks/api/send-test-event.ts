import { webhookOperations } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { deliveriesKey } from './get-webhook-deliveries';

/** A `webhook.test` event to this endpoint only. */
export const sendTestEvent = (id: string) => call(webhookOperations.test, { params: { id } });

export function useSendTestEvent(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => sendTestEvent(id),
    onSuccess: () => qc.invalidateQueries({ queryKey: deliveriesKey(id) }),
  });
}
