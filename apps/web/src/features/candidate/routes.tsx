import type { FeatureRoutes } from '@/app/feature-routes';

/** The candidate's public pages (no sign-in, own layout). */
export const candidateRoutes: FeatureRoutes = {
  standalone: [
    {
      path: 'report/:requestNumber/:uuid',
      lazy: () => import('./components/candidate-layout').then((m) => ({ Component: m.CandidateLayout })),
      children: [
        {
          index: true,
          lazy: () => import('./components/privacy-page').then((m) => ({ Component: m.PrivacyPage })),
        },
        {
          path: 'privacy',
          lazy: () => import('./components/privacy-page').then((m) => ({ Component: m.PrivacyPage })),
        },
        {
          path: 'entry',
          lazy: () => import('./components/entry-page').then((m) => ({ Component: m.EntryPage })),
        },
        {
          path: 'success',
          lazy: () => import('./components/success-page').then((m) => ({ Component: m.SuccessPage })),
        },
      ],
    },
  ],
};
