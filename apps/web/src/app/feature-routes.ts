import type { RouteObject } from 'react-router';

/**
 * What a feature contributes to the router (in `src/features/<feature>/routes.tsx`). Paths are relative
 * to the site root ('sso', 'report/report-history'). Prefer `lazy` so each page is its own chunk:
 *   { path: 'user', lazy: () => import('./components/user-list').then((m) => ({ Component: m.UserList })) }
 */
export type FeatureRoutes = {
  /** Inside PublicLayout (header, footer), no sign-in needed. */
  public?: RouteObject[];
  /** Inside RequireAuth + DashboardLayout (sidebar and menus). */
  dashboard?: RouteObject[];
  /** At the root with no layout: the feature brings its own layout or guard (wizard, candidate pages). */
  standalone?: RouteObject[];
};
