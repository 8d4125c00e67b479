import { type WebhookDeliveryDetail, webhookOperations } from '@hrwe/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';

/** One delivery with every attempt. */
export const getWebhookDelivery = (id: number) => call(webhookOperations.delivery, { params: { id } });

/** An attempt is settled once it has an outcome; the delivery's first attempt says what a test event did. */
const firstSettled = (d: WebhookDeliveryDetail | undefined) => d?.attemptLog.find((a) => a.outcome !== null);

/**
 * A delivery with its attempts, read afresh whenever it is shown (attempts keep coming): `follow` polls it every
 * second until its first attempt is settled (the outcome of "send test event"); otherwise every 3 s, as the log.
 */
export function useWebhookDelivery(id: number | null, { follow = false } = {}) {
  return useQuery({
    queryKey: ['webhook-delivery', id],
    queryFn: () => getWebhookDelivery(id!),
    enabled: id !== null,
    staleTime: 0,
    refetchOnMount: 'always',
    refetchInterval: (q) => (follow ? (firstSettled(q.state.data) ? false : 1_000) : 3_000),
  });
}
export { firstSettled };
