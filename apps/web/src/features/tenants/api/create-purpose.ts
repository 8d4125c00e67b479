import { type PurposeCategoryInput, purposeOperations } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { tenantPurposesKey } from './get-tenant-purposes';

/** A new purpose category (its code is the server's). */
export const createPurpose = (tenant: string, body: PurposeCategoryInput) =>
  call(purposeOperations.create, { params: { tenant }, body });

export function useCreatePurpose(tenant: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: { body: PurposeCategoryInput }) => createPurpose(tenant, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: tenantPurposesKey(tenant) }),
  });
}
