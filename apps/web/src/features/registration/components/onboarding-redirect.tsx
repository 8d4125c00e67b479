import { Navigate } from 'react-router';
import { FullPageLoader } from '@/components/feedback/full-page-loader';
import { useSession } from '@/lib/use-session';
import { useCompleteCheck } from '../api/complete-check';
import { onboardingTarget } from '../wizard-steps';

/** Sends the signed-in user to the first missing onboarding step (or /home when onboarding is complete). */
export function OnboardingRedirect() {
  const { data, isFetchedAfterMount, isError } = useCompleteCheck();
  if (!isFetchedAfterMount && !isError) return <FullPageLoader />;
  if (isError || !data) return <Navigate to="/sso" replace />;
  return <Navigate to={onboardingTarget(data) ?? '/home'} replace />;
}

/** True when the session belongs to an HR user still in onboarding (they may only use the wizard). */
export function useInOnboarding(): boolean {
  const { data: session } = useSession();
  return !!session && session.role !== 'ROLE_ADMIN' && session.status === 'IN_REGISTRAZIONE';
}

/**
 * For the signed-in area (RequireAuth): an HR user whose onboarding is incomplete is sent to the first missing
 * step; everyone else passes (renders null).
 */
export function OnboardingGate() {
  return useInOnboarding() ? <OnboardingRedirect /> : null;
}
