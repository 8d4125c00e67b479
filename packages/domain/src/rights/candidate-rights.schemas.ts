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
export const DataExportRequestSchema = z.object({
  format: z.enum(DATA_EXPORT_FORMATS, { error: 'BAD_REQUEST' }),
});

/** A check's state as the candidate reads it ('cancelled' after a withdrawal of consent). */
export const CANDIDATE_CHECK_STATES = ['pending', 'running', 'done', 'failed', 'cancelled'] as const;
export type CandidateCheckState = (typeof CANDIDATE_CHECK_STATES)[number];
