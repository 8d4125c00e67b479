import { type BodyIn, profileOperations } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { COMPANY_KEY } from './get-company';

export const saveCompany = (body: BodyIn<typeof profileOperations.saveCompany>) =>
  call(profileOperations.saveCompany, { body });

export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_KEY }),
  });
}
