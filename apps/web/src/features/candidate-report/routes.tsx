import type { FeatureRoutes } from '@/app/feature-routes';

/** The candidate report (HR owner and administrators). */
export const candidateReportRoutes: FeatureRoutes = {
  dashboard: [
    {
      path: 'report/:requestNumber/candidate/detail/:uuid',
      lazy: () =>
        import('./components/candidate-report-page').then((m) => ({ Component: m.CandidateReportPage })),
    },
  ],
};
