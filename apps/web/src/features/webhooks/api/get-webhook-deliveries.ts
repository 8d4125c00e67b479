import { pathOf, webhookOperations } from '@hrwe/domain';
import { listQueryKey } from '@/components/data-table';

/** The cache key of an endpoint's delivery log (every page and filter of it), read through the shared DataTable. */
export const deliveriesKey = (id: string) => listQueryKey(pathOf(webhookOperations.deliveries, { id }));
