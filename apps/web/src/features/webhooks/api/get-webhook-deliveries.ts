import { listQueryKey } from '@/components/data-table';

/** GET /api/webhooks/endpoints/{id}/deliveries: an endpoint's delivery log, read through the shared DataTable. */
export const deliveriesUrl = (id: string) => `/api/webhooks/endpoints/${id}/deliveries`;

/** The cache key of an endpoint's delivery log (every page and filter of it). */
export const deliveriesKey = (id: string) => listQueryKey(deliveriesUrl(id));
