import type { TenantDetail } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const tenantDetailKey = (name: string) => ['tenants', 'detail', name] as const;

/** GET /api/config/admin/get/{tenant}: the tenant with its e-mail, public and private configuration. */
export const getTenant = (name: string, signal?: AbortSignal) =>
  api<TenantDetail>(`/api/config/admin/get/${encodeURIComponent(name)}`, { signal });

export const tenantDetailQuery = (name: string) =>
  queryOptions({ queryKey: tenantDetailKey(name), queryFn: ({ signal }) => getTenant(name, signal) });

export const useTenantDetail = (name: string) => useQuery(tenantDetailQuery(name));
