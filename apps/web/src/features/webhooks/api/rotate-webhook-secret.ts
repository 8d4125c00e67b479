import { webhookOperations } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { WEBHOOK_ENDPOINTS_KEY } from './webhook-endpoints-key';

/** A new secret (shown once); the old one signs for 24 h more. */
export const rotateWebhookSecret = (id: string) => call(webhookOperations.rotateSecret, { params: { id } });

export function useRotateWebhookSecret() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: rotateWebhookSecret,
    onSuccess: () => qc.invalidateQueries({ queryKey: WEBHOOK_ENDPOINTS_KEY }),
  });
}
