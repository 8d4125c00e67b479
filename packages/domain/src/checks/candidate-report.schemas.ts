import { z } from 'zod';
import type { CandidateAuditAction } from '../audit/audit-actions';
import { CandidateAddressSchema } from '../candidate/candidate-address.schemas';
import { CANDIDATE_STATUSES, REPORT_STATUSES } from '../reports/report.states';
import { CANDIDATE_CHECK_STATES } from '../rights/candidate-rights.schemas';
import { RELEVANCES, SCORE_BANDS, WORST_CASES } from '../scoring/score.rules';
import {
  CensusCellSchema,
  CHECK_NAMES,
  type CheckName,
  CribisResultSchema,
  CrifResultSchema,
  EstimationSchema,
  NegativeDetailsSchema,
  NegativeFlagsSchema,
  PersonScoreSchema,
  PROVIDERS,
  TraversalSchema,
} from './check.schemas';
import { CHECK_ERROR_KEYS } from './check-errors';

/**
 * The candidate report as the server answers it (GET /api/report/candidate/get/{requestNumber}/{uuid}): the screen
 * and the PDF are built from it. The answer is serialized through these schemas, so they describe exactly what the
 * report holds (the providers' results keep the shapes their answers were checked against).
 */

/** One consent evidence row: when, which choice, the notice's version and what it stated (no IP, no browser). */
export const ConsentEvidenceSchema = z.object({
  at: z.string(),
  choice: z.enum(['given', 'refused', 'withdrawn']),
  noticeVersion: z.string(),
  role: z.string().nullable(),
  purpose: z.string().nullable(),
  checks: z.array(z.string()),
});
export type ConsentEvidence = z.infer<typeof ConsentEvidenceSchema>;

/** The negative-event flags: Cerved's own answer (with its subject), or those implied by its details or CRIF's. */
const DerivedNegativeFlagsSchema = z.object({
  protests: z.boolean().nullish(),
  prejudicialEvents: z.boolean().nullish(),
  crisisEvents: z.boolean().nullish(),
  cigs: z.boolean().nullish(),
  personalBankruptcies: z.boolean().nullish(),
});
export const NegativeFlagsViewSchema = z.union([NegativeFlagsSchema, DerivedNegativeFlagsSchema]);
export type NegativeFlagsView = z.infer<typeof NegativeFlagsViewSchema>;

/** The product's own result: CRIF's indices with CRIBIS' relevance, else Cerved's census cell. */
export const HrweResultSchema = z.object({
  degradationScore: z.number(),
  degradationScoreFlag5percentage: z.enum(WORST_CASES).nullable(),
  degradationScoreProvinceIndex: z.number().nullable(),
  averageIncome: z.number().nullable(),
  averageIncomeProvinceIndex: z.number().nullable(),
  relevanceNegativity: z.enum(RELEVANCES),
  protest: z.boolean().nullable(),
  boardEvents: z.boolean().nullable(),
  procedure: z.boolean().nullable(),
});
export type HrweResult = z.infer<typeof HrweResultSchema>;

/** One selected check: its state, and why it failed (translated under checkErrors; the provider's text is logged). */
export const ReportCheckSchema = z.object({
  check: z.enum(CHECK_NAMES as [CheckName, ...CheckName[]]),
  provider: z.enum(PROVIDERS),
  status: z.enum(CANDIDATE_CHECK_STATES),
  attempts: z.number().int(),
  errorKey: z.enum(CHECK_ERROR_KEYS).nullable(),
  updatedAt: z.string().nullable(),
});

export const CandidateReportSchema = z.object({
  consents: z.array(ConsentEvidenceSchema),
  candidate: z.object({
    uuid: z.string(),
    email: z.string(),
    status: z.enum(CANDIDATE_STATUSES),
    /** REFUSED when the candidate refused consent, WITHDRAWN once withdrawn: no report, no PDF. */
    shownStatus: z.enum([...CANDIDATE_STATUSES, 'REFUSED', 'WITHDRAWN', 'ERASED']),
    statusLabel: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    codiceFiscale: z.string().nullable(),
    dateOfBirth: z.string().nullable(),
    ...CandidateAddressSchema.shape,
    insertedDate: z.string(),
    sendDate: z.string(),
    completedAt: z.string().nullable(),
  }),
  request: z.object({
    requestNumber: z.string(),
    referencePerson: z.string(),
    status: z.enum(REPORT_STATUSES),
    statusLabel: z.string(),
    kind: z.string(),
    /** What the request was ordered for (null on requests older than the pertinence gate). */
    role: z.string().nullable(),
    purposeLabelIt: z.string().nullable(),
    purposeLabelEn: z.string().nullable(),
  }),
  /** The request's provider switches, as stored on it. */
  providers: z.record(z.string(), z.boolean()),
  score: z
    .object({ value: z.number(), band: z.enum(SCORE_BANDS), bandLabel: z.string(), needle: z.number() })
    .nullable(),
  summary: z.object({
    degradationScore: z.number().nullable(),
    worstFlag: z.enum(WORST_CASES).nullable(),
    incomeEstimate: z.number().nullable(),
    negativeEvents: z.boolean().nullable(),
    hrweScore: z.number().nullable(),
    trafficLight: z.enum(['red', 'yellow', 'green']).nullable(),
    worstDisplay: z.enum(['SI', 'NO']).nullable(),
  }),
  hrweResult: HrweResultSchema.nullable(),
  crifResult: CrifResultSchema.nullable(),
  cribisResult: CribisResultSchema.nullable(),
  cervedResult: z
    .object({
      personScore: PersonScoreSchema.nullable(),
      censusCell: CensusCellSchema.nullable(),
      estimation: EstimationSchema.nullable(),
      negativeFlags: NegativeFlagsViewSchema.nullable(),
      negativeDetails: NegativeDetailsSchema.nullable(),
      traversal: TraversalSchema.nullable(),
    })
    .nullable(),
  checks: z.array(ReportCheckSchema),
  /** The job still has automatic attempts queued: a failure is temporary. */
  retryPending: z.boolean(),
  canRetry: z.boolean(),
});
export type CandidateReport = z.infer<typeof CandidateReportSchema>;

/** POST /api/report/candidate/{uuid}/checks/retry (administrator): whether a new run was queued. */
export const RetryChecksResultSchema = z.object({ queued: z.boolean() });
export type RetryChecksResult = z.infer<typeof RetryChecksResultSchema>;

/**
 * One row of a candidate's audit log: who opened the report, downloaded its PDF or re-ran its checks. The log only
 * holds a candidate's AuditActions (audit() takes nothing else about a candidate); it is read as a string so that no
 * older row fails the answer.
 */
export const CandidateAuditRowSchema = z.object({
  id: z.number().int(),
  action: z.string() as unknown as z.ZodType<CandidateAuditAction, string>,
  at: z.string(),
  userId: z.string().nullable(),
  userEmail: z.string().nullable(),
});
export type CandidateAuditRow = z.infer<typeof CandidateAuditRowSchema>;
export const CandidateAuditSchema = z.object({ data: z.array(CandidateAuditRowSchema) });
