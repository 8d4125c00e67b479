import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type Detail = Record<string, string>;
export const PERSONAL_KEY = ['profile', 'personal'] as const;

/** GET /api/user/private/personal: the signed-in HR user's personal detail. */
export const fetchPersonal = () =>
  api<{ email: string; personalDetail: Detail | null }>('/api/user/private/personal');

export const personalOptions = queryOptions({ queryKey: PERSONAL_KEY, queryFn: fetchPersonal });

export function usePersonal() {
  return useQuery(personalOptions);
}

/** POST /api/user/private/personal. */
export const savePersonal = (body: Detail) =>
  api<{ personalDetail: Detail }>('/api/user/private/personal', { method: 'POST', body });

export function useSavePersonal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePersonal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PERSONAL_KEY }),
  });
}
