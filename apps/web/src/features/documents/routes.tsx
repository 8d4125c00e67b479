import type { FeatureRoutes } from '@/app/feature-routes';
import { RequireRole } from '@/app/guards/require-role';

export const documentsRoutes: FeatureRoutes = {
  dashboard: [
    {
      path: 'file/list',
      lazy: () => import('./components/document-list-page').then((m) => ({ Component: m.DocumentListPage })),
    },
    {
      path: 'file/detail/:id',
      lazy: () =>
        import('./components/document-detail-page').then((m) => ({ Component: m.DocumentDetailPage })),
    },
    {
      element: <RequireRole admin />,
      children: [
        {
          path: 'file/create',
          lazy: () =>
            import('./components/document-create-page').then((m) => ({ Component: m.DocumentCreatePage })),
        },
      ],
    },
  ],
};
