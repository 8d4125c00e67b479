import type { PurposeCategory } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const purposesUrl = (tenant: string) => `/api/rights/purposes/tenant/${encodeURIComponent(tenant)}`;
export const tenantPurposesKey = (tenant: string) => ['tenants', 'purposes', tenant] as const;

/** GET /api/rights/purposes/tenant/{tenant}: a tenant's purpose categories, active or not (platform admin). */
export const getTenantPurposes = (tenant: string) => api<PurposeCategory[]>(purposesUrl(tenant));

export const tenantPurposesQuery = (tenant: string) =>
  queryOptions({ queryKey: tenantPurposesKey(tenant), queryFn: () => getTenantPurposes(tenant) });

export const useTenantPurposes = (tenant: string) => useQuery(tenantPurposesQuery(tenant));
