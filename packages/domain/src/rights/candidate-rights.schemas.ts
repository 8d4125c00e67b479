import { z } from 'zod';
import { requiredText } from '../validation/fields.schemas';

/** What the candidate writes when contesting a result (GDPR arts. 16 and 22(3)). */
export const CONTEST_MESSAGE_MAX = 4000;
export const ContestInputSchema = z.object({
  message: requiredText('MESSAGE_REQUIRED', CONTEST_MESSAGE_MAX),
});
export type ContestInput = z.infer<typeof ContestInputSchema>;

/** The HR user's human review of a contest: the result is kept, corrected, or withdrawn (not used). */
export const CONTEST_OUTCOMES = ['KEPT', 'CORRECTED', 'WITHDRAWN'] as const;
export type ContestOutcome = (typeof CONTEST_OUTCOMES)[number];
export const CONTEST_REVIEW_NOTE_MAX = 2000;
export const ContestReviewSchema = z.object({
  outcome: z.enum(CONTEST_OUTCOMES, { error: 'CONTEST_OUTCOME_REQUIRED' }),
  note: requiredText('REVIEW_NOTE_REQUIRED', CONTEST_REVIEW_NOTE_MAX),
});
export type ContestReviewInput = z.infer<typeof ContestReviewSchema>;

/** The copy of their data the candidate downloads (art. 15(3)): a PDF to read, JSON for machines (art. 20). */
export const DATA_EXPORT_FORMATS = ['pdf', 'json'] as const;
export type DataExportFormat = (typeof DATA_EXPORT_FORMATS)[number];
export const DataExportRequestSchema = z.object({
  format: z.enum(DATA_EXPORT_FORMATS, { error: 'BAD_REQUEST' }),
});

/** A check's state as the candidate reads it ('cancelled' after a withdrawal of consent). */
export const CANDIDATE_CHECK_STATES = ['pending', 'running', 'done', 'failed', 'cancelled'] as const;
export type CandidateCheckState = (typeof CANDIDATE_CHECK_STATES)[number];

/** A contest as the HR user reads it on the report, with its human review once done. */
export const ContestRowSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  message: z.string(),
  fileName: z.string().nullable(),
  hasFile: z.boolean(),
  reviewOutcome: z.enum(CONTEST_OUTCOMES).nullable(),
  reviewNote: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewerEmail: z.string().nullable(),
});
export type ContestRow = z.infer<typeof ContestRowSchema>;

/** A candidate's contests, newest first; `contested` while one waits for its review ("contestato"). */
export const ContestListSchema = z.object({ contested: z.boolean(), data: z.array(ContestRowSchema) });
export type ContestList = z.infer<typeof ContestListSchema>;

/** The review just recorded. */
export const ContestReviewResultSchema = z.object({
  id: z.number().int(),
  reviewOutcome: z.enum(CONTEST_OUTCOMES),
  reviewedAt: z.string(),
});
export type ContestReviewResult = z.infer<typeof ContestReviewResultSchema>;

/** The contest the candidate just opened. */
export const ContestCreatedSchema = z.object({ id: z.number().int(), createdAt: z.string() });
export type ContestCreated = z.infer<typeof ContestCreatedSchema>;

/** When consent was withdrawn (the first withdrawal's time when asked again). */
export const ConsentWithdrawnSchema = z.object({ withdrawnAt: z.string() });
export type ConsentWithdrawn = z.infer<typeof ConsentWithdrawnSchema>;

/**
 * The candidate's page on their link: where each check is, the erasure date, the company to write to, their
 * contests and what they may do now. An unusable link answers `valid: false` (not an error).
 */
export const RightsStatusSchema = z.discriminatedUnion('valid', [
  z.object({ valid: z.literal(false) }),
  z.object({
    valid: z.literal(true),
    controller: z.object({ companyName: z.string(), companyAddress: z.string(), contactEmail: z.string() }),
    requestName: z.string(),
    submittedAt: z.string(),
    consentAt: z.string().nullable(),
    /** The Rome day (yyyy-MM-dd) from which the data is erased. */
    erasureDate: z.string(),
    withdrawnAt: z.string().nullable(),
    completed: z.boolean(),
    checks: z.array(
      z.object({
        check: z.string(),
        status: z.enum(CANDIDATE_CHECK_STATES),
        updatedAt: z.string().nullable(),
      }),
    ),
    contests: z.array(
      z.object({
        id: z.number().int(),
        createdAt: z.string(),
        message: z.string(),
        fileName: z.string().nullable(),
        reviewOutcome: z.enum(CONTEST_OUTCOMES).nullable(),
        reviewedAt: z.string().nullable(),
      }),
    ),
    canWithdraw: z.boolean(),
    canContest: z.boolean(),
  }),
]);
export type RightsStatus = z.infer<typeof RightsStatusSchema>;
