import type { RegistrationProgress } from '@hrwe/domain';
import { firstMissingStep } from '@hrwe/domain';

export const wizardPath = (registerId: string, step: string) =>
  `/registrazione/${encodeURIComponent(registerId)}/${step}`;

/**
 * Where an HR user in onboarding must go: the first missing step (personal detail, company detail, then the
 * contract intro), or null when onboarding is complete.
 */
export function onboardingTarget(p: RegistrationProgress): string | null {
  if (p.adminUser || p.completedRegistration) return null;
  const step = firstMissingStep(p);
  if (step === 'personalDetail') return wizardPath(p.registerId, 'personalDetail');
  if (step === 'companyDetail') return wizardPath(p.registerId, 'companyDetail');
  if (step === 'contract') return wizardPath(p.registerId, 'contract/intro');
  // Contract uploaded but onboarding not closed (the completion call failed): sign again.
  return wizardPath(p.registerId, 'contract/sign');
}

/** The stepper's position for a wizard path segment. */
export const STEP_INDEX: Record<string, number> = {
  personalDetail: 0,
  companyDetail: 1,
  summary: 2,
  'contract/intro': 3,
  'contract/sign': 3,
  'contract/success': 4,
};
