import type { FeatureRoutes } from '@/app/feature-routes';
import { RequireRole } from '@/app/guards/require-role';

const page = {
  lazy: () => import('./components/api-keys-page').then((m) => ({ Component: m.ApiKeysPage })),
};

/** API keys on the profile: the HR user's menu and the administrator's. */
export const apiKeysRoutes: FeatureRoutes = {
  dashboard: [
    { element: <RequireRole hrUser />, children: [{ path: 'profile/api-keys', ...page }] },
    { element: <RequireRole admin />, children: [{ path: 'admin/api-keys', ...page }] },
  ],
};
