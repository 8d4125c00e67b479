import { Navigate, type RouteObject } from 'react-router';
import { FullPageLoader } from '@/components/feedback/full-page-loader';
import { apiKeysRoutes } from '@/features/api-keys/routes';
import { candidateRoutes } from '@/features/candidate/routes';
import { candidateReportRoutes } from '@/features/candidate-report/routes';
import { dashboardRoutes } from '@/features/dashboard/routes';
import { documentsRoutes } from '@/features/documents/routes';
import { passwordsRoutes } from '@/features/passwords/routes';
import { paymentsRoutes } from '@/features/payments/routes';
import { privacyRoutes } from '@/features/privacy/routes';
import { profileRoutes } from '@/features/profile/routes';
import { registrationRoutes } from '@/features/registration/routes';
import { reportsRoutes } from '@/features/reports/routes';
import { sessionRoutes } from '@/features/session/routes';
import { tenantsRoutes } from '@/features/tenants/routes';
import { ticketsRoutes } from '@/features/tickets/routes';
import { usersRoutes } from '@/features/users/routes';
import { webhooksRoutes } from '@/features/webhooks/routes';
import { loadNamespaces } from '@/lib/i18n';
import type { FeatureRoutes } from './feature-routes';
import { RootLayout } from './layouts/root-layout';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';

/**
 * Layouts and guards are lazy like the pages: the entry holds only the router, the providers and the root
 * layout, so a public candidate page loads neither the dashboard shell nor the public header it does not show.
 */
const publicLayout = {
  lazy: () => import('./layouts/public-layout').then((m) => ({ Component: m.PublicLayout })),
} satisfies RouteObject;
const requireAuth = {
  lazy: () => import('./guards/require-auth').then((m) => ({ Component: m.RequireAuth })),
} satisfies RouteObject;
const dashboardLayout = {
  lazy: () =>
    Promise.all([import('./layouts/dashboard-layout'), loadNamespaces('menu', 'errors')]).then(([m]) => ({
      Component: m.DashboardLayout,
    })),
} satisfies RouteObject;

/** Every feature's routes. Adding a feature = one import above and one line here. */
const FEATURES: FeatureRoutes[] = [
  sessionRoutes,
  dashboardRoutes,
  candidateReportRoutes,
  paymentsRoutes,
  registrationRoutes,
  documentsRoutes,
  ticketsRoutes,
  usersRoutes,
  profileRoutes,
  webhooksRoutes,
  passwordsRoutes,
  reportsRoutes,
  candidateRoutes,
  tenantsRoutes,
  apiKeysRoutes,
  privacyRoutes,
];

const collect = (part: keyof FeatureRoutes): RouteObject[] => FEATURES.flatMap((f) => f[part] ?? []);

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: FullPageLoader,
    children: [
      {
        ...publicLayout,
        children: [
          // The landing page belongs to the registration feature; until it exists, '/' goes to sign-in.
          ...(collect('public').some((r) => r.index)
            ? []
            : [{ index: true, element: <Navigate to="/sso" replace /> }]),
          ...collect('public'),
        ],
      },
      ...collect('standalone'),
      {
        ...requireAuth,
        children: [{ ...dashboardLayout, ErrorBoundary: RouteErrorPage, children: collect('dashboard') }],
      },
      {
        ...publicLayout,
        children: [{ path: '*', Component: NotFoundPage }],
      },
    ],
  },
];
