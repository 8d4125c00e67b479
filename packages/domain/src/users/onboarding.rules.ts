import type { RegistrationProgress } from '../registration/registration-answers.schemas';

/** The steps of the registration progress (as the status call answers it) that onboarding looks at. */
type OnboardingProgress = Pick<
  RegistrationProgress,
  'completedEmailVerification' | 'completedProfileDetail' | 'completedCompanyDetail' | 'completedContractSign'
>;

export const ONBOARDING_STEPS = ['personalDetail', 'companyDetail', 'contract'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** The first missing onboarding step (personal, then company, then contract), or null when complete. */
export function firstMissingStep(p: OnboardingProgress): OnboardingStep | null {
  if (!p.completedProfileDetail) return 'personalDetail';
  if (!p.completedCompanyDetail) return 'companyDetail';
  if (!p.completedContractSign) return 'contract';
  return null;
}
