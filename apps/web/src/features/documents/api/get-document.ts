import type { DocumentDetail } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/document/upload/get/{id}: the request (HR user: with the last upload). */
export const getDocument = (id: string, signal?: AbortSignal) =>
  api<DocumentDetail>(`/api/document/upload/get/${encodeURIComponent(id)}`, { signal });

export const documentQuery = (id: string) =>
  queryOptions({ queryKey: ['documents', 'detail', id], queryFn: ({ signal }) => getDocument(id, signal) });

export const useDocument = (id: string) => useQuery(documentQuery(id));
