import type { RightsSettings } from '@hrwe/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const RIGHTS_SETTINGS_KEY = ['privacy', 'settings'] as const;

/** GET /api/rights/settings: the tenant's retention (months) and contest window (working days). */
export const getRightsSettings = () => api<RightsSettings>('/api/rights/settings');

export const rightsSettingsQuery = () =>
  queryOptions({ queryKey: RIGHTS_SETTINGS_KEY, queryFn: getRightsSettings });

export const useRightsSettings = () => useQuery(rightsSettingsQuery());
