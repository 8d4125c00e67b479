import type { ContractAnswer } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/user/private/contract: the signed contract of the signed-in HR user (or null). */
export const getContract = () => api<ContractAnswer>('/api/user/private/contract');

export const contractQuery = queryOptions({ queryKey: ['profile', 'contract'], queryFn: getContract });

export function useContract() {
  return useQuery(contractQuery);
}
