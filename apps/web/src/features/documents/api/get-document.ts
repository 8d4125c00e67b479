import { documentOperations } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';

/** The request (HR user: with the last upload). */
export const getDocument = (id: string, signal?: AbortSignal) =>
  call(documentOperations.get, { params: { id }, signal });

export const documentQuery = (id: string) =>
  queryOptions({ queryKey: ['documents', 'detail', id], queryFn: ({ signal }) => getDocument(id, signal) });

export const useDocument = (id: string) => useQuery(documentQuery(id));
