import type { FeatureRoutes } from '@/app/feature-routes';
import { RequireRole } from '@/app/guards/require-role';
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
  dashboard: [
    // Every signed-in user: their second factor and their sessions (the user menu's "Sicurezza dell'account").
    {
      path: 'account/security',
      lazy: () =>
        Promise.all([import('./components/account-security-page'), loadNamespaces('session', 'errors')]).then(
          ([m]) => ({ Component: m.AccountSecurityPage }),
        ),
    },
    {
      element: <RequireRole admin />,
      children: [
        {
          path: 'admin/settings',
          lazy: () =>
            Promise.all([
              import('./components/tenant-settings-page'),
              loadNamespaces('session', 'errors'),
            ]).then(([m]) => ({ Component: m.TenantSettingsPage })),
        },
      ],
    },
  ],
};
