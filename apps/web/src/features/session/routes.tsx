import type { FeatureRoutes } from '@/app/feature-routes';
import type { RouteHandle } from '@/app/layouts/public-layout';
import { loadNamespaces } from '@/lib/i18n';

const logout = {
  handle: { hideLogout: true } satisfies RouteHandle,
  lazy: () => import('./components/logout-page').then((m) => ({ Component: m.LogoutPage })),
};

export const sessionRoutes: FeatureRoutes = {
  public: [
    {
      path: 'sso',
      lazy: () =>
        Promise.all([import('./components/sign-in-page'), loadNamespaces('session', 'errors')]).then(
          ([m]) => ({
            Component: m.SignInPage,
          }),
        ),
    },
    { path: 'logout', ...logout },
    { path: 'cas/logout', ...logout },
  ],
};
