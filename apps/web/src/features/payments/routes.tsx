import type { FeatureRoutes } from '@/app/feature-routes';
import { RequireRole } from '@/app/guards/require-role';

const consumptionList = () =>
  import('./components/consumption-list-page').then((m) => ({ Component: m.ConsumptionListPage }));

/** Consumption (register payments), bills and invoices. */
export const paymentsRoutes: FeatureRoutes = {
  dashboard: [
    { path: 'consumption/month', lazy: consumptionList },
    { path: 'consumption/unpaid', lazy: consumptionList },
    { path: 'consumption/all', lazy: consumptionList },
    {
      path: 'consumption/bill',
      lazy: () => import('./components/bill-list-page').then((m) => ({ Component: m.BillListPage })),
    },
    {
      path: 'consumption/bill/detail/:id',
      lazy: () => import('./components/bill-detail-page').then((m) => ({ Component: m.BillDetailPage })),
    },
    {
      element: <RequireRole admin />,
      children: [
        {
          path: 'consumption/issuer',
          lazy: () => import('./components/issuer-page').then((m) => ({ Component: m.IssuerPage })),
        },
      ],
    },
  ],
};
