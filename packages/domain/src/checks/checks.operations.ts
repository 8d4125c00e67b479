import { z } from 'zod';
import { operation } from '../api/operation';
import { FileDownloadSchema } from '../common/answers.schemas';
import { RequestNumberSchema, UuidSchema, uuidParams } from '../common/params.schemas';
import {
  CandidateAuditSchema,
  CandidateReportSchema,
  RetryChecksResultSchema,
} from './candidate-report.schemas';

const tags = ['report'] as const;
/** A candidate of a request: the report screen's address (request number and candidate UUID). */
const ReportParams = z.object({ requestNumber: RequestNumberSchema, uuid: UuidSchema });
/** The PDF's language: the reader's interface language (Italian unless asked). */
export const PdfLanguageQuery = z.object({ lang: z.enum(['it', 'en']).default('it') });

/** The candidate report (screen and PDF), its audit log and the administrator's re-run of failed checks. */
export const checkOperations = {
  report: operation({
    method: 'GET',
    path: '/api/report/candidate/get/:requestNumber/:uuid',
    access: 'activeUser',
    tags,
    summary: 'Candidate report detail',
    params: ReportParams,
    responses: { 200: CandidateReportSchema },
  }),
  pdf: operation({
    method: 'GET',
    path: '/api/report/candidate/pdf/:requestNumber/:uuid',
    access: 'activeUser',
    tags,
    summary: "Candidate report PDF ('Report candidato')",
    params: ReportParams,
    query: PdfLanguageQuery,
    responses: { 200: FileDownloadSchema },
    errors: ['CONSENT_REFUSED', 'CONSENT_WITHDRAWN', 'REPORT_PDF_NOT_READY'],
  }),
  retry: operation({
    method: 'POST',
    path: '/api/report/candidate/:uuid/checks/retry',
    access: 'admin',
    tags,
    summary: 'Run the failed checks of a candidate again (administrator)',
    params: uuidParams('uuid'),
    responses: { 202: RetryChecksResultSchema },
    errors: ['CHECKS_NOTHING_TO_RETRY'],
  }),
  audit: operation({
    method: 'GET',
    path: '/api/report/candidate/:uuid/audit',
    access: 'admin',
    tags,
    summary: 'Who opened a candidate report (administrator)',
    params: uuidParams('uuid'),
    responses: { 200: CandidateAuditSchema },
  }),
};
