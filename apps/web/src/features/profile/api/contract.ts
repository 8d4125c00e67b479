import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type Contract = { name: string; fileId: string; signer: string | null; signedAt: string | null };

/** GET /api/user/private/contract: the signed contract of the signed-in HR user (or null). */
export const fetchContract = () => api<{ contract: Contract | null }>('/api/user/private/contract');

export const contractOptions = queryOptions({ queryKey: ['profile', 'contract'], queryFn: fetchContract });

export function useContract() {
  return useQuery(contractOptions);
}

/** The download address of the own contract (a plain link: the browser saves the attachment). */
export const CONTRACT_DOWNLOAD_URL = '/api/user/private/contract/download';
