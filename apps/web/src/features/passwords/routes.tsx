import type { FeatureRoutes } from '@/app/feature-routes';
import { RequireRole } from '@/app/guards/require-role';

const changePassword = () =>
  import('./components/change-password-page').then((m) => ({ Component: m.ChangePasswordPage }));

export const passwordsRoutes: FeatureRoutes = {
  public: [
    {
      path: 'password-dimenticata',
      lazy: () =>
        import('./components/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
    },
    {
      path: 'reset/password/:activationCode',
      lazy: () =>
        import('./components/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
    },
  ],
  dashboard: [
    { element: <RequireRole hrUser />, children: [{ path: 'profile/password', lazy: changePassword }] },
    { element: <RequireRole admin />, children: [{ path: 'admin/password', lazy: changePassword }] },
  ],
};
