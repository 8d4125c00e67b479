import type { ConfigKind } from '@hrwe/domain';
import { api } from '@/lib/api';

/**
 * POST /api/config/{kind}/list/add/{tenant}: the tenant's configuration of that kind replaced with these pairs (a part
 * of the manage screen's save).
 */
export const replaceTenantConfig = (
  tenant: string,
  kind: ConfigKind,
  pairs: { key: string; val: string }[],
) => api(`/api/config/${kind}/list/add/${encodeURIComponent(tenant)}`, { body: { configPairs: pairs } });
