import { z } from 'zod';
import { CandidateAddressSchema } from '../candidate/candidate-address.schemas';
import { listResultSchema } from '../common/listing';
import { CANDIDATE_STATUSES, REPORT_STATUSES } from './report.states';

/**
 * The answers of the HR user's and administrator's report calls (/api/report/…), as the server sends them: the
 * web app infers its types from these. Instants are ISO strings (UTC), days yyyy-MM-dd.
 */

export const REPORT_KINDS = ['INVITATION', 'VISURA'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const INVITATION_STATES = ['none', 'queued', 'sent', 'failed'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** GET /api/report/init, and POST /api/report/create: the request's number. */
export const RequestNumberAnswerSchema = z.object({ requestNumber: z.string() });
export type RequestNumberAnswer = z.infer<typeof RequestNumberAnswerSchema>;

/** POST /api/report/candidate/visura: the request and its one candidate. */
export const VisuraCreatedSchema = z.object({
  requestNumber: z.string(),
  candidates: z.array(z.object({ uuid: z.string() })),
});
export type VisuraCreated = z.infer<typeof VisuraCreatedSchema>;

/** POST /api/report/candidate/{uuid}/resend: how many invitations the candidate has had. */
export const InvitationResentSchema = z.object({ invitationCount: z.number().int() });
export type InvitationResent = z.infer<typeof InvitationResentSchema>;

/** A request as the report history and its detail show it. */
const reportShape = {
  requestNumber: z.string(),
  referencePerson: z.string(),
  dateCreated: z.string(),
  status: z.enum(REPORT_STATUSES),
  kind: z.enum(REPORT_KINDS),
  validEndDate: z.string(),
  completedCandidates: z.number().int(),
  noOfCandidates: z.number().int(),
  /** Set when the owner cancelled the pending request (its status is then EXPIRE). */
  cancelledAt: z.string().nullable(),
};

/** One row of GET /api/report/list (the owner's e-mail in `client`). */
export const ReportRowSchema = z.object({ ...reportShape, client: z.string() });
export type ReportRow = z.infer<typeof ReportRowSchema>;
export const ReportListSchema = listResultSchema(ReportRowSchema);

/** The request of GET /api/report/detail/{requestNumber}; `client` only for an administrator. */
export const ReportHeadSchema = z.object({ ...reportShape, client: z.string().optional() });
export type ReportHead = z.infer<typeof ReportHeadSchema>;

/** A candidate of a request (GET /api/report/detail/{requestNumber}/candidates). */
export const CandidateRowSchema = z.object({
  uuid: z.string(),
  email: z.string(),
  status: z.enum(CANDIDATE_STATUSES),
  invitationStatus: z.enum(INVITATION_STATES),
  invitationSentAt: z.string().nullable(),
  invitationCount: z.number().int(),
  insertedDate: z.string(),
  /** null until the candidate answers the privacy notice; false is a recorded refusal. */
  consentGiven: z.boolean().nullable(),
  /** The candidate withdrew consent after the data entry (their data is erased). */
  consentWithdrawn: z.boolean(),
  /** The candidate's data was erased (on request, by withdrawal or by the retention): no result is shown. */
  erased: z.boolean(),
  dataSubmittedAt: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  ...CandidateAddressSchema.shape,
  codiceFiscale: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  degradationScore: z.number().int().nullable(),
  worstFlag: z.string().nullable(),
  incomeEstimate: z.number().nullable(),
  negativeEvents: z.boolean().nullable(),
  hrweScore: z.number().int().nullable(),
  trafficLight: z.string().nullable(),
});
export type CandidateRow = z.infer<typeof CandidateRowSchema>;
export const CandidatePageSchema = listResultSchema(CandidateRowSchema);

/** GET /api/report/detail/{requestNumber}: the request and a page of its candidates. */
export const ReportDetailSchema = ReportHeadSchema.extend({ candidates: CandidatePageSchema });
export type ReportDetail = z.infer<typeof ReportDetailSchema>;

/** One row of GET /api/report/candidate/list: a candidate with its request and owner. */
export const CandidateListRowSchema = CandidateRowSchema.extend({
  requestNumber: z.string(),
  referencePerson: z.string(),
  reportDate: z.string(),
  fullName: z.string(),
  fiscalCode: z.string().nullable(),
  client: z.string(),
});
export type CandidateListRow = z.infer<typeof CandidateListRowSchema>;
export const CandidateListSchema = listResultSchema(CandidateListRowSchema);
