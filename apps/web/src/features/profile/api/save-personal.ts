import { type BodyIn, profileOperations } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { PERSONAL_KEY } from './get-personal';

export const savePersonal = (body: BodyIn<typeof profileOperations.savePersonal>) =>
  call(profileOperations.savePersonal, { body });

export function useSavePersonal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePersonal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PERSONAL_KEY }),
  });
}
