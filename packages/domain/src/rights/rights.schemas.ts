import { z } from 'zod';
import { PROVIDERS } from '../checks/check.schemas';
import { ListQuerySchema } from '../common/listing';
import { isoDateSchema, requiredText } from '../validation/fields.schemas';
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
export const PurposeCategorySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  labelIt: z.string(),
  labelEn: z.string(),
  checks: z.array(z.string()),
  active: z.boolean(),
});
export type PurposeCategory = z.infer<typeof PurposeCategorySchema>;

/** The request forms' list: the tenant's active categories and the caller's default provider family. */
export const PurposeListSchema = z.object({
  purposes: z.array(PurposeCategorySchema),
  family: z.enum(PROVIDERS).nullable(),
});
export type PurposeList = z.infer<typeof PurposeListSchema>;

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

/** The pre-adverse notice sent to the candidate: when, and the end of the window to contest. */
export const AdverseNoticeSchema = z.object({ sentAt: z.string(), windowEndsAt: z.string() });
export type AdverseNotice = z.infer<typeof AdverseNoticeSchema>;

/** A recorded hiring outcome (the latest recorded is the current one). */
export const HiringOutcomeRecordSchema = z.object({
  outcome: z.enum(HIRING_OUTCOMES),
  becauseOfReport: z.boolean(),
  decidedAt: z.string(),
});
export type HiringOutcomeRecord = z.infer<typeof HiringOutcomeRecordSchema>;

/** A candidate's pre-adverse notice sent, if any, and current hiring outcome. */
export const HiringSchema = z.object({
  adverseNotice: AdverseNoticeSchema.nullable(),
  outcome: HiringOutcomeRecordSchema.nullable(),
});
export type Hiring = z.infer<typeof HiringSchema>;

export const LegalHoldInputSchema = z.object({ reason: requiredText('LEGAL_HOLD_REASON_REQUIRED', 500) });
export type LegalHoldInput = z.infer<typeof LegalHoldInputSchema>;

/** A candidate's active legal hold, if any, and when their data was erased (null while kept). */
export const LegalHoldStateSchema = z.object({
  hold: z.object({ reason: z.string(), placedAt: z.string() }).nullable(),
  anonymisedAt: z.string().nullable(),
});
export type LegalHoldState = z.infer<typeof LegalHoldStateSchema>;

export const SUBJECT_REQUEST_KINDS = ['ACCESS', 'ERASURE', 'CONTEST'] as const;
export type SubjectRequestKind = (typeof SUBJECT_REQUEST_KINDS)[number];
export const SUBJECT_REQUEST_STATES = ['OPEN', 'DONE', 'REJECTED'] as const;
export type SubjectRequestState = (typeof SUBJECT_REQUEST_STATES)[number];
/** GDPR art. 12(3): a request is answered within one month of receipt. */
export const SUBJECT_REQUEST_DEADLINE_MONTHS = 1;

/** The register of data-subject requests: the listing protocol with state and kind filters. */
export const SubjectRequestListQuerySchema = ListQuerySchema.extend({
  state: z.enum(SUBJECT_REQUEST_STATES, { error: 'SUBJECT_REQUEST_STATE_NOT_VALID' }).optional(),
  kind: z.enum(SUBJECT_REQUEST_KINDS, { error: 'SUBJECT_REQUEST_KIND_NOT_VALID' }).optional(),
  /** 'overdue': only the requests still open past their deadline (the dashboard's link). */
  due: z.enum(['overdue'], { error: 'SUBJECT_REQUEST_DUE_NOT_VALID' }).optional(),
});
export type SubjectRequestListQuery = z.infer<typeof SubjectRequestListQuerySchema>;

/** A register row as the server answers it; `handledBy` is null for what the candidate's link did by itself. */
export const SubjectRequestRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SUBJECT_REQUEST_KINDS),
  state: z.enum(SUBJECT_REQUEST_STATES),
  source: z.enum(['candidate', 'admin']),
  detail: z.string().nullable(),
  note: z.string().nullable(),
  receivedAt: z.string(),
  dueAt: z.string(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
  overdue: z.boolean(),
  candidateId: z.string(),
  candidateName: z.string().nullable(),
  requestNumber: z.string(),
  company: z.string().nullable(),
});
export type SubjectRequestRow = z.infer<typeof SubjectRequestRowSchema>;

/**
 * A request the administrator received by another channel (letter, e-mail, phone) and records for a candidate:
 * access or erasure (contests come through the candidate's link), with the day it arrived (never in the future).
 */
export const SubjectRequestInputSchema = z.object({
  kind: z.enum(['ACCESS', 'ERASURE'], { error: 'SUBJECT_REQUEST_KIND_NOT_VALID' }),
  receivedOn: isoDateSchema('SUBJECT_REQUEST_DATE_REQUIRED'),
  detail: requiredText('SUBJECT_REQUEST_DETAIL_REQUIRED', 1000),
});
export type SubjectRequestInput = z.infer<typeof SubjectRequestInputSchema>;

/** Closing a request: answered (for an erasure: the data is erased then) or rejected with the reason (art. 12(4)). */
export const SubjectRequestCloseSchema = z
  .object({
    state: z.enum(['DONE', 'REJECTED'], { error: 'SUBJECT_REQUEST_STATE_NOT_VALID' }),
    note: z.string().trim().max(1000, 'TEXT_TOO_LONG').optional().default(''),
  })
  .refine((v) => v.state !== 'REJECTED' || v.note.length > 0, {
    path: ['note'],
    message: 'SUBJECT_REQUEST_REASON_REQUIRED',
  });
export type SubjectRequestClose = z.infer<typeof SubjectRequestCloseSchema>;
