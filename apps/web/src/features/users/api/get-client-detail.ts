import type { ClientDetail } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const clientDetailKey = (id: string) => ['users', 'detail', id] as const;

/** GET /api/user/client/{id} (administrator). */
export const getClientDetail = (id: string) =>
  api<ClientDetail>(`/api/user/client/${encodeURIComponent(id)}`);

export const clientDetailQuery = (id: string) =>
  queryOptions({ queryKey: clientDetailKey(id), queryFn: () => getClientDetail(id) });

export function useClientDetail(id: string) {
  return useQuery(clientDetailQuery(id));
}
