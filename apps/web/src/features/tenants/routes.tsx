import type { FeatureRoutes } from '@/app/feature-routes';
import { RequireRole } from '@/app/guards/require-role';

const list = () => import('./components/tenant-list-page').then((m) => ({ Component: m.TenantListPage }));

/** Tenant administration: platform administrators only. */
export const tenantsRoutes: FeatureRoutes = {
  dashboard: [
    {
      element: <RequireRole platformAdmin />,
      children: [
        { path: 'tenant', lazy: list },
        { path: 'tenant/lista-tenant', lazy: list },
        {
          path: 'tenant/create-tenant',
          lazy: () =>
            import('./components/tenant-create-page').then((m) => ({ Component: m.TenantCreatePage })),
        },
        {
          path: 'tenant/manage-tenant/:id',
          lazy: () =>
            import('./components/tenant-manage-page').then((m) => ({ Component: m.TenantManagePage })),
        },
      ],
    },
  ],
};
