import type { FeatureRoutes } from '@/app/feature-routes';
import { RequireRole } from '@/app/guards/require-role';

export const ticketsRoutes: FeatureRoutes = {
  dashboard: [
    {
      path: 'help',
      lazy: () => import('./components/ticket-list-page').then((m) => ({ Component: m.TicketListPage })),
    },
    {
      path: 'help/detail/:id',
      lazy: () => import('./components/ticket-detail-page').then((m) => ({ Component: m.TicketDetailPage })),
    },
    {
      element: <RequireRole hrUser />,
      children: [
        {
          path: 'help/create',
          lazy: () =>
            import('./components/ticket-create-page').then((m) => ({ Component: m.TicketCreatePage })),
        },
      ],
    },
  ],
};
