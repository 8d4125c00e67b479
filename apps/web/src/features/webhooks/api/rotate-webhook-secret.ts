import type { CreatedWebhookEndpoint } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { WEBHOOK_ENDPOINTS_KEY } from './webhook-endpoints-key';

/** POST /api/webhooks/endpoints/{id}/rotate-secret: a new secret (shown once); the old one signs for 24 h more. */
export const rotateWebhookSecret = (id: string) =>
  api<CreatedWebhookEndpoint>(`/api/webhooks/endpoints/${id}/rotate-secret`, { method: 'POST' });

export function useRotateWebhookSecret() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: rotateWebhookSecret,
    onSuccess: () => qc.invalidateQueries({ queryKey: WEBHOOK_ENDPOINTS_KEY }),
  });
}
