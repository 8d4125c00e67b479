import type { WebhookDeliveryStatus, WebhookEndpointInput, WebhookEndpointPatch } from '@hrwe/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listQueryKey } from '@/components/data-table';
import { api } from '@/lib/api';

export type WebhookEndpoint = {
  id: string;
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
  disabledReason: 'FAILURES' | 'OWNER' | null;
  createdAt: string;
};
export type WebhookDelivery = {
  id: number;
  eventId: string;
  type: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastStatusCode: number | null;
  lastLatencyMs: number | null;
  lastError: string | null;
  createdAt: string;
  lastAttemptAt: string | null;
  deliveredAt: string | null;
};

const ENDPOINTS = ['webhooks', 'endpoints'] as const;
/** An endpoint's delivery log, a list of the listing protocol. */
export const deliveriesUrl = (id: string) => `/api/webhooks/endpoints/${id}/deliveries`;
const deliveriesKey = (id: string) => listQueryKey(deliveriesUrl(id));

/** GET /api/webhooks/endpoints: the caller's endpoints (never their secrets). */
export const useWebhookEndpoints = () =>
  useQuery({
    queryKey: ENDPOINTS,
    queryFn: () => api<{ data: WebhookEndpoint[] }>('/api/webhooks/endpoints').then((r) => r.data),
  });

/** POST /api/webhooks/endpoints: the answer carries the secret, shown once. */
export function useCreateWebhookEndpoint() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookEndpointInput) =>
      api<WebhookEndpoint & { secret: string }>('/api/webhooks/endpoints', { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ENDPOINTS }),
  });
}

export function useUpdateWebhookEndpoint() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: WebhookEndpointPatch }) =>
      api<WebhookEndpoint>(`/api/webhooks/endpoints/${id}`, { method: 'PATCH', body: patch }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ENDPOINTS }),
  });
}

export function useDeleteWebhookEndpoint() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/api/webhooks/endpoints/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ENDPOINTS }),
  });
}

export function useSendTestEvent(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api(`/api/webhooks/endpoints/${id}/test`, { method: 'POST' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: deliveriesKey(id) }),
  });
}

export function useResendDelivery(endpointId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) =>
      api(`/api/webhooks/deliveries/${deliveryId}/resend`, { method: 'POST' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: deliveriesKey(endpointId) }),
  });
}
