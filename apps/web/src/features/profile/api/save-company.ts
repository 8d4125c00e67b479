import type { CompanyAnswer, StoredDetail } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { COMPANY_KEY } from './get-company';

/** POST /api/user/private/company. */
export const saveCompany = (body: StoredDetail) =>
  api<CompanyAnswer>('/api/user/private/company', { method: 'POST', body });

export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_KEY }),
  });
}
