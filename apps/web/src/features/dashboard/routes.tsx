import type { FeatureRoutes } from '@/app/feature-routes';
import { loadNamespaces } from '@/lib/i18n';

export const dashboardRoutes: FeatureRoutes = {
  dashboard: [
    {
      path: 'home',
      lazy: () =>
        Promise.all([import('./components/home-page'), loadNamespaces('dashboard')]).then(([m]) => ({
          Component: m.HomePage,
        })),
    },
  ],
};
