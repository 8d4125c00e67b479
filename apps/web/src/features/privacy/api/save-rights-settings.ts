import type { RightsSettings } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { RIGHTS_SETTINGS_KEY } from './get-rights-settings';

/** PUT /api/rights/settings: answers the settings saved. */
export const saveRightsSettings = (body: RightsSettings) =>
  api<RightsSettings>('/api/rights/settings', { method: 'PUT', body });

export function useSaveRightsSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveRightsSettings,
    onSuccess: (saved) => qc.setQueryData(RIGHTS_SETTINGS_KEY, saved),
  });
}
