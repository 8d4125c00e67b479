import type { FeatureRoutes } from '@/app/feature-routes';
import type { RouteHandle } from '@/app/layouts/public-layout';

const logout = {
  handle: { hideLogout: true } satisfies RouteHandle,
  lazy: () => import('./components/logout-page').then((m) => ({ Component: m.LogoutPage })),
};

export const sessionRoutes: FeatureRoutes = {
  public: [
    {
      path: 'sso',
      lazy: () => import('./components/sign-in-page').then((m) => ({ Component: m.SignInPage })),
    },
    { path: 'logout', ...logout },
    { path: 'cas/logout', ...logout },
  ],
};
