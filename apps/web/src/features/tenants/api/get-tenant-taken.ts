import { tenantOperations } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';

/** Whether the name or the host name is already used. */
export const getTenantTaken = (name: string, dns: string, signal?: AbortSignal) =>
  call(tenantOperations.taken, { query: { name, dns }, signal });

export const tenantTakenQuery = (name: string, dns: string) =>
  queryOptions({
    queryKey: ['tenants', 'check', name, dns],
    queryFn: ({ signal }) => getTenantTaken(name, dns, signal),
  });

/** The live duplicate flags of the create form: asked once something is typed; the last answer stays meanwhile. */
export const useTenantTaken = (name: string, dns: string) =>
  useQuery({
    ...tenantTakenQuery(name, dns),
    enabled: name.trim() !== '' || dns.trim() !== '',
    placeholderData: (prev) => prev,
  });
