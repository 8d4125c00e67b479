import type { BusinessPlan, ConfigKind, CreateTenantWithAdminInput } from '@hrwe/domain';
import { SAVE_RETRIES } from '@hrwe/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listQueryKey } from '@/components/data-table';
import { ApiError, api } from '@/lib/api';

/** GET /api/config/admin/all (listing protocol, 10 per page). */
export const TENANT_LIST_URL = '/api/config/admin/all';

export type TenantRow = {
  id: number;
  name: string;
  dns: string;
  businessPlan: BusinessPlan;
  created: string;
};

export type TenantDetail = {
  id: number;
  tenant: string;
  dns: string;
  businessPlan: BusinessPlan;
  isPlatform: boolean;
  created: string;
  emailConfig: Record<string, string>;
  publicConfig: Record<string, string>;
  privateConfig: Record<string, string>;
};

/** GET /api/config/admin/check: the live duplicate flags of the create form. */
export function useTenantTaken(name: string, dns: string) {
  return useQuery({
    queryKey: ['tenants', 'check', name, dns],
    queryFn: ({ signal }) =>
      api<{ nameTaken: boolean; dnsTaken: boolean }>('/api/config/admin/check', {
        query: { name, dns },
        signal,
      }),
    enabled: name.trim() !== '' || dns.trim() !== '',
    placeholderData: (prev) => prev,
  });
}

/** POST /api/config/admin: the tenant, its host name and (optionally) its first administrator. */
export function useCreateTenant() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTenantWithAdminInput) => api<TenantRow>('/api/config/admin', { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: listQueryKey(TENANT_LIST_URL) }),
  });
}

export const tenantDetailQuery = (name: string) =>
  queryOptions({
    queryKey: ['tenants', 'detail', name],
    queryFn: ({ signal }) =>
      api<TenantDetail>(`/api/config/admin/get/${encodeURIComponent(name)}`, { signal }),
  });

export const useTenantDetail = (name: string) => useQuery(tenantDetailQuery(name));

/** Retries a call up to `tries` times in all, when the failure is not the caller's (network or server error). */
export async function withRetry<T>(call: () => Promise<T>, tries = SAVE_RETRIES): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (e) {
      const retryable = !(e instanceof ApiError) || e.status === 0 || e.status >= 500;
      if (!retryable || attempt >= tries) throw e;
    }
  }
}

export const SAVE_PARTS = ['basic', 'email', 'public', 'private'] as const;
export type SavePart = (typeof SAVE_PARTS)[number];

export type TenantSave = {
  id: number;
  tenantName: string;
  dns: string;
  businessPlan: BusinessPlan;
  config: Record<ConfigKind, { key: string; val: string }[]>;
};

/**
 * Saves the manage screen: the basic fields and the three configuration tables in parallel, each retried up
 * to 3 times. Answers the parts that finally failed (empty when all succeeded).
 */
export async function saveTenant(save: TenantSave): Promise<{ part: SavePart; error: unknown }[]> {
  const path = encodeURIComponent(save.tenantName);
  const calls: Record<SavePart, () => Promise<unknown>> = {
    basic: () =>
      api('/api/config/update', {
        body: { id: save.id, tenantName: save.tenantName, dns: save.dns, businessPlan: save.businessPlan },
      }),
    email: () => api(`/api/config/email/list/add/${path}`, { body: { configPairs: save.config.email } }),
    public: () => api(`/api/config/public/list/add/${path}`, { body: { configPairs: save.config.public } }),
    private: () =>
      api(`/api/config/private/list/add/${path}`, { body: { configPairs: save.config.private } }),
  };
  const results = await Promise.allSettled(SAVE_PARTS.map((p) => withRetry(calls[p])));
  return results.flatMap((r, i) =>
    r.status === 'rejected' ? [{ part: SAVE_PARTS[i] as SavePart, error: r.reason }] : [],
  );
}

export function useSaveTenant() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveTenant,
    onSettled: async (_d, _e, save) => {
      await qc.invalidateQueries({ queryKey: ['tenants', 'detail', save.tenantName] });
      await qc.invalidateQueries({ queryKey: listQueryKey(TENANT_LIST_URL) });
      await qc.invalidateQueries({ queryKey: ['config', 'public'] });
    },
  });
}
