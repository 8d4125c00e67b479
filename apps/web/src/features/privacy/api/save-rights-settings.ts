import { purposeOperations, type RightsSettings } from '@hrwe/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { RIGHTS_SETTINGS_KEY } from './get-rights-settings';

/** Answers the settings saved. */
export const saveRightsSettings = (body: RightsSettings) => call(purposeOperations.saveSettings, { body });

export function useSaveRightsSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveRightsSettings,
    onSuccess: (saved) => qc.setQueryData(RIGHTS_SETTINGS_KEY, saved),
  });
}
