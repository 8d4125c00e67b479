import { z } from 'zod';
import { operation } from '../api/operation';
import { FileDownloadSchema, NoContentSchema } from '../common/answers.schemas';
import { listResultSchema } from '../common/listing';
import { UuidSchema, uuidParams } from '../common/params.schemas';
import {
  ConsentWithdrawnSchema,
  ContestCreatedSchema,
  ContestListSchema,
  ContestReviewResultSchema,
  ContestReviewSchema,
  DataExportRequestSchema,
  RightsStatusSchema,
} from './candidate-rights.schemas';
import {
  AdverseNoticeSchema,
  HiringOutcomeInputSchema,
  HiringOutcomeRecordSchema,
  HiringSchema,
  LegalHoldInputSchema,
  LegalHoldStateSchema,
  PurposeCategoryInputSchema,
  PurposeCategorySchema,
  PurposeListSchema,
  RightsSettingsSchema,
  SubjectRequestCloseSchema,
  SubjectRequestInputSchema,
  SubjectRequestListQuerySchema,
  SubjectRequestRowSchema,
} from './rights.schemas';

const tenantParams = z.object({ tenant: z.string().min(1).max(100) });
const rightsTags = ['rights'] as const;

/**
 * Purpose categories (the pertinence gate) and the tenant's rights settings: the HR user reads the active categories
 * of their tenant; the platform administrator maintains each tenant's list; a tenant's administrator sets its
 * retention and contest window.
 */
export const purposeOperations = {
  active: operation({
    method: 'GET',
    path: '/api/rights/purposes',
    access: 'activeUser',
    tags: rightsTags,
    summary:
      "The tenant's active purpose categories and the caller's default provider family (request forms)",
    responses: { 200: PurposeListSchema },
  }),
  ofTenant: operation({
    method: 'GET',
    path: '/api/rights/purposes/tenant/:tenant',
    access: 'platformAdmin',
    tags: rightsTags,
    summary: "A tenant's purpose categories, active or not",
    params: tenantParams,
    responses: { 200: z.array(PurposeCategorySchema) },
  }),
  create: operation({
    method: 'POST',
    path: '/api/rights/purposes/tenant/:tenant',
    access: 'platformAdmin',
    tags: rightsTags,
    summary: 'Add a purpose category',
    params: tenantParams,
    body: PurposeCategoryInputSchema,
    responses: { 201: PurposeCategorySchema },
    errors: ['VALIDATION_FAILED'],
  }),
  update: operation({
    method: 'PUT',
    path: '/api/rights/purposes/tenant/:tenant/:code',
    access: 'platformAdmin',
    tags: rightsTags,
    summary: 'Change a purpose category',
    params: tenantParams.extend({ code: z.string().min(1).max(40) }),
    body: PurposeCategoryInputSchema,
    responses: { 200: PurposeCategorySchema },
    errors: ['VALIDATION_FAILED'],
  }),
  settings: operation({
    method: 'GET',
    path: '/api/rights/settings',
    access: 'admin',
    tags: rightsTags,
    summary: "The tenant's retention and contest window",
    responses: { 200: RightsSettingsSchema },
  }),
  saveSettings: operation({
    method: 'PUT',
    path: '/api/rights/settings',
    access: 'admin',
    tags: rightsTags,
    summary: "Set the tenant's retention and contest window",
    body: RightsSettingsSchema,
    responses: { 200: RightsSettingsSchema },
    errors: ['VALIDATION_FAILED'],
  }),
};

/**
 * The two parts of the candidate's e-mailed link, as loose strings: the link service answers 404 LINK_INVALID for a
 * malformed, unknown or expired link alike (one answer, which tells the three apart to nobody).
 */
const linkParams = z.object({ requestNumber: z.string().max(20), uuid: z.string().max(64) });
const CANDIDATE_BASE = '/api/report/candidate/rights';
const candidateTags = ['candidate'] as const;

/**
 * The candidate's page after the data entry, on the same e-mailed link (access `candidateLink`: the link is the
 * credential): where the checks are, withdrawal of consent, a copy of their data, a contest.
 */
export const candidateRightsOperations = {
  status: operation({
    method: 'GET',
    path: `${CANDIDATE_BASE}/:requestNumber/:uuid`,
    access: 'candidateLink',
    tags: candidateTags,
    summary: "The candidate's page: checks, erasure date, contact",
    params: linkParams,
    responses: { 200: RightsStatusSchema },
    errors: ['LINK_INVALID', 'RATE_LIMITED'],
  }),
  withdraw: operation({
    method: 'POST',
    path: `${CANDIDATE_BASE}/withdraw/:requestNumber/:uuid`,
    access: 'candidateLink',
    tags: candidateTags,
    summary: 'Withdraw consent (GDPR art. 7(3))',
    params: linkParams,
    responses: { 200: ConsentWithdrawnSchema },
    errors: ['LINK_INVALID', 'CONSENT_WITHDRAWN', 'RATE_LIMITED'],
  }),
  contest: operation({
    method: 'POST',
    path: `${CANDIDATE_BASE}/contest/:requestNumber/:uuid`,
    access: 'candidateLink',
    tags: candidateTags,
    summary: 'Contest a result (GDPR arts. 16, 22): message and an optional document (multipart or JSON)',
    params: linkParams,
    multipart: true,
    responses: { 201: ContestCreatedSchema },
    errors: [
      'LINK_INVALID',
      'VALIDATION_FAILED',
      'CONTEST_NO_RESULT',
      'CONTEST_OPEN',
      'FILE_WRONG_TYPE',
      'FILE_TOO_LARGE',
      'RATE_LIMITED',
    ],
  }),
  export: operation({
    method: 'POST',
    path: `${CANDIDATE_BASE}/export/:requestNumber/:uuid`,
    access: 'candidateLink',
    tags: candidateTags,
    summary: 'A copy of my data (GDPR art. 15): PDF or JSON',
    params: linkParams,
    body: DataExportRequestSchema,
    responses: { 200: FileDownloadSchema },
    errors: ['LINK_INVALID', 'VALIDATION_FAILED', 'RATE_LIMITED'],
  }),
};

const CANDIDATE = '/api/report/candidate/:uuid';
const reportTags = ['report'] as const;
const candidateParams = uuidParams('uuid');

/**
 * One candidate of a report, the HR side of their rights: a contest and its human review, the pre-adverse notice and
 * the hiring outcome (the owner HR user or the tenant's administrators); the legal hold and erasure on request
 * (administrators).
 */
export const reportRightsOperations = {
  contests: operation({
    method: 'GET',
    path: `${CANDIDATE}/contests`,
    access: 'activeUser',
    tags: reportTags,
    summary: "A candidate's contests and their reviews",
    params: candidateParams,
    responses: { 200: ContestListSchema },
  }),
  contestFile: operation({
    method: 'GET',
    path: `${CANDIDATE}/contest/:contestId/file`,
    access: 'activeUser',
    tags: reportTags,
    summary: 'The document attached to a contest',
    params: z.object({
      uuid: UuidSchema,
      contestId: z.coerce
        .number()
        .int()
        .positive()
        .max(2 ** 53),
    }),
    responses: { 200: FileDownloadSchema },
  }),
  reviewContest: operation({
    method: 'POST',
    path: `${CANDIDATE}/contest/review`,
    access: 'activeUser',
    tags: reportTags,
    summary:
      'Record the human review of the open contest (kept, corrected, withdrawn); the candidate is told',
    params: candidateParams,
    body: ContestReviewSchema,
    responses: { 200: ContestReviewResultSchema },
    errors: ['VALIDATION_FAILED', 'CONTEST_NOT_OPEN'],
  }),
  hiring: operation({
    method: 'GET',
    path: `${CANDIDATE}/hiring`,
    access: 'activeUser',
    tags: reportTags,
    summary: "A candidate's pre-adverse notice and hiring outcome",
    params: candidateParams,
    responses: { 200: HiringSchema },
  }),
  adverseNotice: operation({
    method: 'POST',
    path: `${CANDIDATE}/adverse-notice`,
    access: 'activeUser',
    tags: reportTags,
    summary: "E-mail the candidate the report's summary and the window to contest it (pre-adverse notice)",
    params: candidateParams,
    responses: { 201: AdverseNoticeSchema },
    errors: ['ADVERSE_NOTICE_NEEDS_REPORT', 'ADVERSE_NOTICE_ALREADY_SENT'],
  }),
  outcome: operation({
    method: 'POST',
    path: `${CANDIDATE}/outcome`,
    access: 'activeUser',
    tags: reportTags,
    summary: 'Record the hiring outcome (proceed, not proceed, withdrawn)',
    params: candidateParams,
    body: HiringOutcomeInputSchema,
    responses: { 201: HiringOutcomeRecordSchema },
    errors: [
      'VALIDATION_FAILED',
      'OUTCOME_NEEDS_ADVERSE_NOTICE',
      'OUTCOME_CONTEST_WINDOW_OPEN',
      'OUTCOME_CONTEST_OPEN',
      'OUTCOME_CANDIDATE_WITHDRAWN',
      'CONTEST_REVIEW_REQUIRED',
    ],
  }),
  hold: operation({
    method: 'GET',
    path: `${CANDIDATE}/hold`,
    access: 'admin',
    tags: reportTags,
    summary: "A candidate's legal hold and erasure state",
    params: candidateParams,
    responses: { 200: LegalHoldStateSchema },
  }),
  placeHold: operation({
    method: 'POST',
    path: `${CANDIDATE}/hold`,
    access: 'admin',
    tags: reportTags,
    summary: 'Place a legal hold (the retention job keeps the candidate)',
    params: candidateParams,
    body: LegalHoldInputSchema,
    responses: { 204: NoContentSchema },
    errors: ['VALIDATION_FAILED', 'LEGAL_HOLD_ACTIVE', 'ALREADY_ANONYMISED'],
  }),
  releaseHold: operation({
    method: 'DELETE',
    path: `${CANDIDATE}/hold`,
    access: 'admin',
    tags: reportTags,
    summary: 'Release the legal hold',
    params: candidateParams,
    responses: { 204: NoContentSchema },
    errors: ['LEGAL_HOLD_NONE'],
  }),
  erase: operation({
    method: 'POST',
    path: `${CANDIDATE}/erase`,
    access: 'admin',
    tags: reportTags,
    summary: "Erase the candidate's personal data now, on request (as the retention job does)",
    params: candidateParams,
    responses: { 204: NoContentSchema },
    errors: ['LEGAL_HOLD_ACTIVE', 'ALREADY_ANONYMISED'],
  }),
};

/**
 * Administrators of a tenant: the register of data-subject requests (GDPR arts. 12(3), 15, 16, 17, 22) and the register
 * of processing activities (art. 30). Every call is scoped to the caller's tenant.
 */
export const subjectRequestOperations = {
  list: operation({
    method: 'GET',
    path: '/api/rights/subject-requests',
    access: 'admin',
    tags: rightsTags,
    summary: 'The register of data-subject requests (listing protocol; filters: state, kind)',
    query: SubjectRequestListQuerySchema,
    responses: { 200: listResultSchema(SubjectRequestRowSchema) },
    errors: ['SORT_NOT_VALID', 'CURSOR_NOT_VALID'],
  }),
  register: operation({
    method: 'POST',
    path: `${CANDIDATE}/subject-request`,
    access: 'admin',
    tags: rightsTags,
    summary: 'Record an access or erasure request received by another channel',
    params: candidateParams,
    body: SubjectRequestInputSchema,
    responses: { 204: NoContentSchema },
    errors: ['VALIDATION_FAILED', 'SUBJECT_REQUEST_DATE_IN_FUTURE'],
  }),
  close: operation({
    method: 'POST',
    path: '/api/rights/subject-requests/:id/close',
    access: 'admin',
    tags: rightsTags,
    summary: 'Answer (an erasure erases the data then) or reject a request with its reason',
    params: z.object({
      id: z.coerce
        .number()
        .int()
        .positive()
        .max(2 ** 53),
    }),
    body: SubjectRequestCloseSchema,
    responses: { 204: NoContentSchema },
    errors: ['VALIDATION_FAILED', 'SUBJECT_REQUEST_CLOSED', 'SUBJECT_REQUEST_BY_REVIEW', 'LEGAL_HOLD_ACTIVE'],
  }),
  processingRegister: operation({
    method: 'GET',
    path: '/api/rights/processing-register.pdf',
    access: 'admin',
    tags: rightsTags,
    summary: 'The register of processing activities (GDPR art. 30), from the configuration',
    responses: { 200: FileDownloadSchema },
  }),
};
