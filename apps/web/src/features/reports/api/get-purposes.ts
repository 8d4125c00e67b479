import type { PurposeList } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/rights/purposes: the tenant's active purpose categories and the caller's default provider family. */
export const getPurposes = (signal?: AbortSignal) => api<PurposeList>('/api/rights/purposes', { signal });

export const purposesQuery = () =>
  queryOptions({
    queryKey: ['rights-purposes'],
    queryFn: ({ signal }) => getPurposes(signal),
  });

export const usePurposes = () => useQuery(purposesQuery());
