import { type PurposeCategoryInput, purposeOperations } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { tenantPurposesKey } from './get-tenant-purposes';

/** A category changed (requests already made keep their copy). */
export const updatePurpose = (tenant: string, code: string, body: PurposeCategoryInput) =>
  call(purposeOperations.update, { params: { tenant, code }, body });

export function useUpdatePurpose(tenant: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ code, body }: { code: string; body: PurposeCategoryInput }) =>
      updatePurpose(tenant, code, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: tenantPurposesKey(tenant) }),
  });
}
