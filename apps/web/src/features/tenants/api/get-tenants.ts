import { pathOf, tenantOperations } from '@hrwe/domain';
import { listQueryKey } from '@/components/data-table';

/** The cache key of the tenant list (platform administrators), read through the shared DataTable. */
export const TENANT_LIST_KEY = listQueryKey(pathOf(tenantOperations.list));
