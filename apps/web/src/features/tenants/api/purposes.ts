import type { PurposeCategory, PurposeCategoryInput } from '@hrwe/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

const url = (tenant: string) => `/api/rights/purposes/tenant/${encodeURIComponent(tenant)}`;
const key = (tenant: string) => ['tenants', 'purposes', tenant] as const;

/** GET /api/rights/purposes/tenant/{tenant}: a tenant's purpose categories, active or not (platform admin). */
export const useTenantPurposes = (tenant: string) =>
  useQuery({ queryKey: key(tenant), queryFn: () => api<PurposeCategory[]>(url(tenant)) });

/** POST a new category, or PUT one by its code; the list reloads either way. */
export function useSavePurpose(tenant: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ code, body }: { code: string | null; body: PurposeCategoryInput }) =>
      code
        ? api<PurposeCategory>(`${url(tenant)}/${encodeURIComponent(code)}`, { method: 'PUT', body })
        : api<PurposeCategory>(url(tenant), { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: key(tenant) }),
  });
}
