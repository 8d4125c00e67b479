import type { PurposeCategory, PurposeCategoryInput } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { purposesUrl, tenantPurposesKey } from './get-tenant-purposes';

/** POST /api/rights/purposes/tenant/{tenant}: a new purpose category (its code is the server's). */
export const createPurpose = (tenant: string, body: PurposeCategoryInput) =>
  api<PurposeCategory>(purposesUrl(tenant), { body });

export function useCreatePurpose(tenant: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: { body: PurposeCategoryInput }) => createPurpose(tenant, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: tenantPurposesKey(tenant) }),
  });
}
