import type { CreateTenantWithAdminInput, TenantRow } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listQueryKey } from '@/components/data-table';
import { api } from '@/lib/api';
import { TENANT_LIST_URL } from './get-tenants';

/** POST /api/config/admin: the tenant, its host name and (optionally) its first administrator. */
export const createTenant = (body: CreateTenantWithAdminInput) =>
  api<TenantRow>('/api/config/admin', { body });

export function useCreateTenant() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createTenant,
    onSuccess: () => qc.invalidateQueries({ queryKey: listQueryKey(TENANT_LIST_URL) }),
  });
}
