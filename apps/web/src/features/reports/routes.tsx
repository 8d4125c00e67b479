import type { FeatureRoutes } from '@/app/feature-routes';
import { RequireRole } from '@/app/guards/require-role';

/** The HR user's and administrator's report screens (the candidate report detail belongs to the checks). */
export const reportsRoutes: FeatureRoutes = {
  dashboard: [
    {
      element: <RequireRole hrUser />,
      children: [
        {
          path: 'report/create-new-report',
          lazy: () =>
            import('./components/create-report-page').then((m) => ({ Component: m.CreateReportPage })),
        },
        {
          path: 'report/create-new-visura',
          lazy: () =>
            import('./components/create-visura-page').then((m) => ({ Component: m.CreateVisuraPage })),
        },
      ],
    },
    {
      path: 'report/report-history',
      lazy: () =>
        import('./components/report-history-page').then((m) => ({ Component: m.ReportHistoryPage })),
    },
    {
      path: 'report/detail/view/:requestNumber',
      lazy: () => import('./components/report-detail-page').then((m) => ({ Component: m.ReportDetailPage })),
    },
    {
      path: 'report/candidate-list',
      lazy: () =>
        import('./components/candidate-list-page').then((m) => ({ Component: m.CandidateListPage })),
    },
  ],
};
