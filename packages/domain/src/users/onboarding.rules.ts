/** Registration progress as the status call answers it. */
export type RegistrationProgress = {
  completedEmailVerification: boolean;
  completedProfileDetail: boolean;
  completedCompanyDetail: boolean;
  completedContractSign: boolean;
};

export const ONBOARDING_STEPS = ['personalDetail', 'companyDetail', 'contract'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** The first missing onboarding step (personal, then company, then contract), or null when complete. */
export function firstMissingStep(p: RegistrationProgress): OnboardingStep | null {
  if (!p.completedProfileDetail) return 'personalDetail';
  if (!p.completedCompanyDetail) return 'companyDetail';
  if (!p.completedContractSign) return 'contract';
  return null;
}
