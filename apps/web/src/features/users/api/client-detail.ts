import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { UserActionName } from './client-list';

export type ClientDetail = {
  id: string;
  email: string;
  status: string;
  fullName: string;
  companyName: string;
  registrationDate: string;
  allowedActions: UserActionName[];
  personalDetail: Record<string, string> | null;
  companyDetail: Record<string, string> | null;
  contract: { name: string; fileId: string; signer: string | null; signedAt: string | null } | null;
  singleUserReportCost: number | null;
  reportDefault: 'cc' | 'ce' | null;
};

export const clientDetailKey = (id: string) => ['users', 'detail', id] as const;

/** GET /api/user/client/{id} (administrator). */
export const fetchClientDetail = (id: string) =>
  api<ClientDetail>(`/api/user/client/${encodeURIComponent(id)}`);

export const clientDetailOptions = (id: string) =>
  queryOptions({ queryKey: clientDetailKey(id), queryFn: () => fetchClientDetail(id) });

export function useClientDetail(id: string) {
  return useQuery(clientDetailOptions(id));
}

/** The download address of a client's signed contract. */
export const clientContractUrl = (id: string) => `/api/user/client/${encodeURIComponent(id)}/contract`;
