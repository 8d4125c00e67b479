import { purposeOperations } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';

export const tenantPurposesKey = (tenant: string) => ['tenants', 'purposes', tenant] as const;

/** A tenant's purpose categories, active or not (platform admin). */
export const getTenantPurposes = (tenant: string) => call(purposeOperations.ofTenant, { params: { tenant } });

export const tenantPurposesQuery = (tenant: string) =>
  queryOptions({ queryKey: tenantPurposesKey(tenant), queryFn: () => getTenantPurposes(tenant) });

export const useTenantPurposes = (tenant: string) => useQuery(tenantPurposesQuery(tenant));
