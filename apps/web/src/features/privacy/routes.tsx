import type { FeatureRoutes } from '@/app/feature-routes';
import { RequireRole } from '@/app/guards/require-role';

/** Privacy and the data subjects' rights of the tenant: its administrators. */
export const privacyRoutes: FeatureRoutes = {
  dashboard: [
    {
      element: <RequireRole admin />,
      children: [
        {
          path: 'admin/privacy',
          lazy: () => import('./components/rights-desk-page').then((m) => ({ Component: m.RightsDeskPage })),
        },
      ],
    },
  ],
};
