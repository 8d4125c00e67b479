import { z } from 'zod';

/**
 * Version of the privacy notice text shown to candidates. The consent evidence stores the version the candidate
 * read; change it whenever the notice's wording changes (older versions stay accepted for evidence only).
 */
export const PRIVACY_NOTICE_VERSION = 'privacy-candidato-2026-11';
/** 2026-11: the notice names the role, the purpose, the exact checks and the tenant's retention (issue 15). */
export const PRIVACY_NOTICE_VERSIONS = [PRIVACY_NOTICE_VERSION, 'privacy-candidato-2026-01'] as const;

/** The candidate's choice on the notice: true = Acconsento, false = Non Acconsento (stored too, ends the flow). */
export const CandidateConsentChoiceSchema = z.object({
  choice: z.boolean({ error: 'CONSENT_REQUIRED' }),
  textVersion: z.enum(PRIVACY_NOTICE_VERSIONS, { error: 'PRIVACY_VERSION_NOT_VALID' }),
});
export type CandidateConsentChoice = z.infer<typeof CandidateConsentChoiceSchema>;

/** The consent screen: a choice, and for a consent the box saying the notice was read. */
export const CandidateConsentFormSchema = z
  .object({
    choice: z.enum(['yes', 'no'], { error: 'CONSENT_REQUIRED' }),
    read: z.boolean(),
  })
  .refine((v) => v.choice !== 'yes' || v.read, { path: ['read'], message: 'PRIVACY_READ_REQUIRED' });

/** The link of a candidate: request number and the random UUID (v4) of the candidate. */
export const CandidateLinkSchema = z.object({
  requestNumber: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{6}$/, 'LINK_INVALID'),
  uuid: z.guid({ error: 'LINK_INVALID' }),
});
export type CandidateLink = z.infer<typeof CandidateLinkSchema>;
