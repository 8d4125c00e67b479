import type { RightsSettings } from '@hrwe/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

const KEY = ['privacy', 'settings'] as const;

/** GET /api/rights/settings: the tenant's retention (months) and contest window (working days). */
export const useRightsSettings = () =>
  useQuery({ queryKey: KEY, queryFn: () => api<RightsSettings>('/api/rights/settings') });

/** PUT /api/rights/settings. */
export function useSaveRightsSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: RightsSettings) =>
      api<RightsSettings>('/api/rights/settings', { method: 'PUT', body }),
    onSuccess: (saved) => qc.setQueryData(KEY, saved),
  });
}
