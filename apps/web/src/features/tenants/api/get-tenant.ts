import { tenantOperations } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';

export const tenantDetailKey = (name: string) => ['tenants', 'detail', name] as const;

/** The tenant with its e-mail, public and private configuration. */
export const getTenant = (name: string, signal?: AbortSignal) =>
  call(tenantOperations.get, { params: { tenant: name }, signal });

export const tenantDetailQuery = (name: string) =>
  queryOptions({ queryKey: tenantDetailKey(name), queryFn: ({ signal }) => getTenant(name, signal) });

export const useTenantDetail = (name: string) => useQuery(tenantDetailQuery(name));
