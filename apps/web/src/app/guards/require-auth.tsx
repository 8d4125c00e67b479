import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '@/components/feedback/full-page-loader';
import { OnboardingRedirect } from '@/features/registration/components/onboarding-redirect';
import { useSession } from '@/lib/use-session';

/** Signed-in users only: no session sends the visitor to /sso (remembering where they were going). */
export function RequireAuth() {
  const { data: session, isPending, isError } = useSession();
  const location = useLocation();
  if (isPending) return <FullPageLoader />;
  if (isError || !session) return <Navigate to="/sso" replace state={{ from: location }} />;
  if (session.role !== 'ROLE_ADMIN' && !session.verified) return <Navigate to="/logout" replace />;
  if (session.role !== 'ROLE_ADMIN' && session.status === 'IN_REGISTRAZIONE') return <OnboardingRedirect />;
  return <Outlet />;
}
