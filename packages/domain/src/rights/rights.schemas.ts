import { z } from 'zod';
import { requiredText } from '../validation/fields.schemas';
import { CHECK_GROUPS } from './pertinence.rules';
import { MAX_RETENTION_MONTHS } from './retention.rules';

/** The role the candidate is considered for (free text) and the purpose category's code, on every request. */
export const roleSchema = requiredText('ROLE_REQUIRED', 200);
export const purposeSchema = z
  .string({ error: 'PURPOSE_REQUIRED' })
  .trim()
  .min(1, 'PURPOSE_REQUIRED')
  .max(40, 'PURPOSE_NOT_VALID');

/** A purpose category as the platform administrator edits it. */
export const PurposeCategoryInputSchema = z.object({
  labelIt: requiredText('PURPOSE_LABEL_REQUIRED', 120),
  labelEn: requiredText('PURPOSE_LABEL_REQUIRED', 120),
  checks: z
    .array(z.enum(CHECK_GROUPS, { error: 'PURPOSE_CHECKS_REQUIRED' }), { error: 'PURPOSE_CHECKS_REQUIRED' })
    .min(1, 'PURPOSE_CHECKS_REQUIRED')
    .refine((a) => new Set(a).size === a.length, 'PURPOSE_CHECKS_REQUIRED'),
  active: z.boolean().default(true),
});
export type PurposeCategoryInput = z.infer<typeof PurposeCategoryInputSchema>;

/** A purpose category as the server answers it. */
export type PurposeCategory = {
  id: number;
  code: string;
  labelIt: string;
  labelEn: string;
  checks: string[];
  active: boolean;
};

export const DEFAULT_CONTEST_WINDOW_DAYS = 5;
export const MAX_CONTEST_WINDOW_DAYS = 30;

/** The tenant's retention (1–12 months) and window to contest before an adverse outcome (1–30 working days). */
export const RightsSettingsSchema = z.object({
  retentionMonths: z
    .number({ error: 'RETENTION_MONTHS_NOT_VALID' })
    .int('RETENTION_MONTHS_NOT_VALID')
    .min(1, 'RETENTION_MONTHS_NOT_VALID')
    .max(MAX_RETENTION_MONTHS, 'RETENTION_MONTHS_NOT_VALID'),
  contestWindowDays: z
    .number({ error: 'CONTEST_WINDOW_NOT_VALID' })
    .int('CONTEST_WINDOW_NOT_VALID')
    .min(1, 'CONTEST_WINDOW_NOT_VALID')
    .max(MAX_CONTEST_WINDOW_DAYS, 'CONTEST_WINDOW_NOT_VALID'),
});
export type RightsSettings = z.infer<typeof RightsSettingsSchema>;

export const HIRING_OUTCOMES = ['PROCEED', 'NOT_PROCEED', 'WITHDRAWN'] as const;
export type HiringOutcome = (typeof HIRING_OUTCOMES)[number];

/** The HR user's outcome for a candidate; "because of the report" only qualifies a NOT_PROCEED. */
export const HiringOutcomeInputSchema = z
  .object({
    outcome: z.enum(HIRING_OUTCOMES, { error: 'OUTCOME_REQUIRED' }),
    becauseOfReport: z.boolean().default(false),
  })
  .refine((v) => !v.becauseOfReport || v.outcome === 'NOT_PROCEED', {
    path: ['becauseOfReport'],
    message: 'OUTCOME_REQUIRED',
  });
export type HiringOutcomeInput = z.infer<typeof HiringOutcomeInputSchema>;

export const LegalHoldInputSchema = z.object({ reason: requiredText('LEGAL_HOLD_REASON_REQUIRED', 500) });
export type LegalHoldInput = z.infer<typeof LegalHoldInputSchema>;

export const SUBJECT_REQUEST_KINDS = ['ACCESS', 'ERASURE', 'CONTEST'] as const;
export type SubjectRequestKind = (typeof SUBJECT_REQUEST_KINDS)[number];
export const SUBJECT_REQUEST_STATES = ['OPEN', 'DONE', 'REJECTED'] as const;
export type SubjectRequestState = (typeof SUBJECT_REQUEST_STATES)[number];
/** GDPR art. 12(3): a request is answered within one month of receipt. */
export const SUBJECT_REQUEST_DEADLINE_MONTHS = 1;
