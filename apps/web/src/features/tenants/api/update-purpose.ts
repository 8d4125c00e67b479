import type { PurposeCategory, PurposeCategoryInput } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { purposesUrl, tenantPurposesKey } from './get-tenant-purposes';

/** PUT /api/rights/purposes/tenant/{tenant}/{code}: a category changed (requests already made keep their copy). */
export const updatePurpose = (tenant: string, code: string, body: PurposeCategoryInput) =>
  api<PurposeCategory>(`${purposesUrl(tenant)}/${encodeURIComponent(code)}`, { method: 'PUT', body });

export function useUpdatePurpose(tenant: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ code, body }: { code: string; body: PurposeCategoryInput }) =>
      updatePurpose(tenant, code, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: tenantPurposesKey(tenant) }),
  });
}
