import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { DocumentDetail } from './types';

/** GET /api/document/upload/get/{id}: the request (HR user: with the last upload). */
export const documentQuery = (id: string) =>
  queryOptions({
    queryKey: ['documents', 'detail', id],
    queryFn: ({ signal }) =>
      api<DocumentDetail>(`/api/document/upload/get/${encodeURIComponent(id)}`, { signal }),
  });

export const useDocument = (id: string) => useQuery(documentQuery(id));
