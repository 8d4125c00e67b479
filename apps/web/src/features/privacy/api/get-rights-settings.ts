import { purposeOperations } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';

export const RIGHTS_SETTINGS_KEY = ['privacy', 'settings'] as const;

/** The tenant's retention (months) and contest window (working days). */
export const rightsSettingsQuery = () =>
  queryOptions({
    queryKey: RIGHTS_SETTINGS_KEY,
    queryFn: ({ signal }) => call(purposeOperations.settings, { signal }),
  });

export const useRightsSettings = () => useQuery(rightsSettingsQuery());
