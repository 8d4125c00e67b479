import type { PersonalAnswer, StoredDetail } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { PERSONAL_KEY } from './get-personal';

/** POST /api/user/private/personal. */
export const savePersonal = (body: StoredDetail) =>
  api<PersonalAnswer>('/api/user/private/personal', { method: 'POST', body });

export function useSavePersonal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePersonal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PERSONAL_KEY }),
  });
}
