import type { FeatureRoutes } from '@/app/feature-routes';
import { RequireRole } from '@/app/guards/require-role';

export const usersRoutes: FeatureRoutes = {
  dashboard: [
    {
      element: <RequireRole admin />,
      children: [
        {
          path: 'user',
          lazy: () => import('./components/user-list-page').then((m) => ({ Component: m.UserListPage })),
        },
        {
          path: 'user/detail/:clientId',
          lazy: () => import('./components/user-detail-page').then((m) => ({ Component: m.UserDetailPage })),
        },
      ],
    },
  ],
};
