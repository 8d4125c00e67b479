import { userOperations } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';

export const clientDetailKey = (id: string) => ['users', 'detail', id] as const;

/** One client in full (administrator). */
export const getClientDetail = (id: string) => call(userOperations.client, { params: { id } });

export const clientDetailQuery = (id: string) =>
  queryOptions({ queryKey: clientDetailKey(id), queryFn: () => getClientDetail(id) });

export function useClientDetail(id: string) {
  return useQuery(clientDetailQuery(id));
}
