import type { FeatureRoutes } from '@/app/feature-routes';
import { RequireRole } from '@/app/guards/require-role';

export const profileRoutes: FeatureRoutes = {
  dashboard: [
    {
      element: <RequireRole hrUser />,
      children: [
        {
          path: 'profile/personal',
          lazy: () =>
            import('./components/personal-page').then((m) => ({ Component: m.ProfilePersonalPage })),
        },
        {
          path: 'profile/company',
          lazy: () => import('./components/company-page').then((m) => ({ Component: m.ProfileCompanyPage })),
        },
        {
          path: 'profile/contract',
          lazy: () =>
            import('./components/contract-page').then((m) => ({ Component: m.ProfileContractPage })),
        },
      ],
    },
    {
      element: <RequireRole admin />,
      children: [
        {
          path: 'admin/personal',
          lazy: () =>
            import('./components/admin-personal-page').then((m) => ({ Component: m.AdminPersonalPage })),
        },
      ],
    },
  ],
};
