import { purposeOperations } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';

export const tenantPurposesKey = (tenant: string) => ['tenants', 'purposes', tenant] as const;

/** A tenant's purpose categories, active or not (platform admin). */
export const tenantPurposesQuery = (tenant: string) =>
  queryOptions({
    queryKey: tenantPurposesKey(tenant),
    queryFn: ({ signal }) => call(purposeOperations.ofTenant, { params: { tenant }, signal }),
  });

export const useTenantPurposes = (tenant: string) => useQuery(tenantPurposesQuery(tenant));
