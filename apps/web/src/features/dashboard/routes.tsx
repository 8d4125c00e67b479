import type { FeatureRoutes } from '@/app/feature-routes';

export const dashboardRoutes: FeatureRoutes = {
  dashboard: [
    { path: 'home', lazy: () => import('./components/home-page').then((m) => ({ Component: m.HomePage })) },
  ],
};
