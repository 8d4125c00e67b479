import { type CreateTenantWithAdminInput, tenantOperations } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { TENANT_LIST_KEY } from './get-tenants';

/** The tenant, its host name and (optionally) its first administrator. */
export const createTenant = (body: CreateTenantWithAdminInput) => call(tenantOperations.create, { body });

export function useCreateTenant() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createTenant,
    onSuccess: () => qc.invalidateQueries({ queryKey: TENANT_LIST_KEY }),
  });
}
