import type { ConfigKind, TenantUpdateRequest } from '@hrwe/domain';
import { SAVE_RETRIES } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';
import { PUBLIC_CONFIG_KEY } from '@/lib/public-config-query';
import { tenantDetailKey } from './get-tenant';
import { TENANT_LIST_KEY } from './get-tenants';
import { replaceTenantConfig } from './replace-tenant-config';
import { updateTenant } from './update-tenant';

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

export type TenantSave = TenantUpdateRequest & { config: Record<ConfigKind, { key: string; val: string }[]> };

/**
 * Saves the manage screen: the basic fields (update-tenant) and the three configuration tables
 * (replace-tenant-config) in parallel, each retried up to 3 times. Answers the parts that finally failed (empty when
 * all succeeded).
 */
export async function saveTenant(save: TenantSave): Promise<{ part: SavePart; error: unknown }[]> {
  const calls: Record<SavePart, () => Promise<unknown>> = {
    basic: () =>
      updateTenant({
        id: save.id,
        tenantName: save.tenantName,
        dns: save.dns,
        businessPlan: save.businessPlan,
      }),
    email: () => replaceTenantConfig(save.tenantName, 'email', save.config.email),
    public: () => replaceTenantConfig(save.tenantName, 'public', save.config.public),
    private: () => replaceTenantConfig(save.tenantName, 'private', save.config.private),
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
      await qc.invalidateQueries({ queryKey: tenantDetailKey(save.tenantName) });
      await qc.invalidateQueries({ queryKey: TENANT_LIST_KEY });
      await qc.invalidateQueries({ queryKey: PUBLIC_CONFIG_KEY });
    },
  });
}
