import type { PurposeCategory } from '@hrwe/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type PurposeList = { purposes: PurposeCategory[]; family: 'cc' | 'ce' | null };

/** GET /api/rights/purposes: the tenant's active purpose categories and the caller's default provider family. */
export const usePurposes = () =>
  useQuery({
    queryKey: ['rights-purposes'],
    queryFn: ({ signal }) => api<PurposeList>('/api/rights/purposes', { signal }),
  });
