import { Navigate, Outlet } from 'react-router';
import { useSession } from '@/lib/use-session';

type Props = { admin?: boolean; platformAdmin?: boolean; hrUser?: boolean };

/**
 * Inside RequireAuth: lets through only administrators (`admin`), platform administrators (`platformAdmin`)
 * or HR users (`hrUser`); others go to /home. The server enforces the same rules; this only hides screens.
 * Use as a layout route: `{ element: <RequireRole admin />, children: [...] }`.
 */
export function RequireRole({ admin, platformAdmin, hrUser }: Props) {
  const { data: session } = useSession();
  if (!session) return <Navigate to="/sso" replace />;
  const isAdmin = session.role === 'ROLE_ADMIN';
  const allowed =
    (admin && isAdmin) || (platformAdmin && isAdmin && session.platformAdmin) || (hrUser && !isAdmin);
  return allowed ? <Outlet /> : <Navigate to="/home" replace />;
}
