import { z } from 'zod';
import { operation } from '../api/operation';
import { ListQuerySchema } from '../common/listing';
import { RequestNumberSchema, uuidParams } from '../common/params.schemas';
import { BulkPreviewBodySchema, BulkPreviewSchema, InvitationProgressSchema } from './bulk-invitations.rules';
import { createReportSchema, visuraSchema } from './report.schemas';
import {
  CandidateListSchema,
  CandidatePageSchema,
  InvitationResentSchema,
  ReportDetailSchema,
  ReportListSchema,
  RequestNumberAnswerSchema,
  VisuraCreatedSchema,
} from './report-answers.schemas';
import { CandidateListQuerySchema, ReportListQuerySchema } from './report-list.schemas';

const tags = ['reports'] as const;
const RequestParams = z.object({ requestNumber: RequestNumberSchema });
/** Only HR users order reports and visure: administrators oversee them (and are told so). */
const hrOnly = { access: 'hrUser', forbiddenKey: 'ADMIN_CANNOT_CREATE_REPORT' } as const;

/** The HR user's and administrator's report calls: numbers, creation, single visura, lists, detail, re-send. */
export const reportOperations = {
  init: operation({
    method: 'GET',
    path: '/api/report/init',
    ...hrOnly,
    tags,
    summary: 'A request number reserved for the caller (creation with it is idempotent)',
    responses: { 200: RequestNumberAnswerSchema },
  }),
  create: operation({
    method: 'POST',
    path: '/api/report/create',
    ...hrOnly,
    tags,
    summary: 'Create a report request and invite its candidates',
    body: createReportSchema(),
    responses: { 201: RequestNumberAnswerSchema },
    errors: ['VALIDATION_FAILED', 'REQUEST_NUMBER_USED'],
  }),
  visura: operation({
    method: 'POST',
    path: '/api/report/candidate/visura',
    ...hrOnly,
    tags,
    summary: 'Create a single visura and run its checks',
    body: visuraSchema(),
    responses: { 201: VisuraCreatedSchema },
    errors: ['VALIDATION_FAILED', 'REQUEST_NUMBER_USED'],
  }),
  resend: operation({
    method: 'POST',
    path: '/api/report/candidate/:uuid/resend',
    access: 'activeUser',
    tags,
    summary: "Re-send a candidate's invitation",
    params: uuidParams('uuid'),
    responses: { 200: InvitationResentSchema },
    errors: ['NO_INVITATION', 'REPORT_NOT_OPEN', 'ALREADY_SUBMITTED', 'CONSENT_REFUSED'],
  }),
  list: operation({
    method: 'GET',
    path: '/api/report/list',
    access: 'activeUser',
    tags,
    summary: 'Report history (or its export: ?format=xlsx|pdf)',
    query: ReportListQuerySchema,
    responses: { 200: ReportListSchema },
  }),
  detail: operation({
    method: 'GET',
    path: '/api/report/detail/:requestNumber',
    access: 'activeUser',
    tags,
    summary: 'A report request and a page of its candidates',
    params: RequestParams,
    query: ListQuerySchema,
    responses: { 200: ReportDetailSchema },
  }),
  candidates: operation({
    method: 'GET',
    path: '/api/report/detail/:requestNumber/candidates',
    access: 'activeUser',
    tags,
    summary: 'The candidates of a request (listing protocol; or their export: ?format=xlsx|pdf)',
    params: RequestParams,
    query: ListQuerySchema,
    responses: { 200: CandidatePageSchema },
  }),
  candidateList: operation({
    method: 'GET',
    path: '/api/report/candidate/list',
    access: 'activeUser',
    tags,
    summary: 'All candidates (or their export: ?format=xlsx|pdf)',
    query: CandidateListQuerySchema,
    responses: { 200: CandidateListSchema },
  }),
  /** The preview of a bulk invitation on the new-request screen (the request itself is created by `create`). */
  bulkPreview: operation({
    method: 'POST',
    path: '/api/report/bulk/preview',
    ...hrOnly,
    tags,
    summary:
      'Check a list of candidate e-mails (pasted, uploaded as CSV or xlsx in the multipart field `file`, or as fixed on the screen)',
    multipart: true,
    // JSON when not a file; none (null) for a multipart form, whose file the server's upload rule reads.
    body: BulkPreviewBodySchema.nullish(),
    responses: { 200: BulkPreviewSchema },
    errors: [
      'VALIDATION_FAILED',
      'FILE_REQUIRED',
      'BULK_FILE_NO_EMAILS',
      'BULK_FILE_NOT_READABLE',
      'BULK_FILE_TOO_LARGE',
    ],
  }),
  invitations: operation({
    method: 'GET',
    path: '/api/report/detail/:requestNumber/invitations',
    access: 'activeUser',
    tags,
    summary: "How many of a request's invitations are queued, sent and failed",
    params: RequestParams,
    responses: { 200: InvitationProgressSchema },
  }),
};
