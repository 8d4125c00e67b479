import { operation } from '../api/operation';
import { candidateEntrySchema } from '../reports/report.schemas';
import { CandidateConsentChoiceSchema, CandidateLinkSchema } from './candidate-consent.schemas';
import {
  CandidateLinkParamsSchema,
  ConsentCheckedSchema,
  ConsentRecordedSchema,
  EntrySubmittedSchema,
  LinkCompanySchema,
  LinkStateSchema,
} from './candidate-link.schemas';

const tags = ['candidate'] as const;

/**
 * The candidate's calls: no sign-in, the link (request number and UUID) is the credential. Rate-limited per
 * address by the server.
 */
export const candidateLinkOperations = {
  state: operation({
    method: 'GET',
    path: '/api/report/valid/:requestNumber/:uuid',
    access: 'candidateLink',
    tags,
    summary: 'Validate a candidate link',
    params: CandidateLinkParamsSchema,
    responses: { 200: LinkStateSchema },
  }),
  company: operation({
    method: 'POST',
    path: '/api/user/client/report/candidate/privacy',
    access: 'candidateLink',
    tags,
    summary: 'The data controller of a link (company of the HR user who sent it)',
    body: CandidateLinkSchema,
    responses: { 200: LinkCompanySchema },
    errors: ['LINK_INVALID'],
  }),
  recordConsent: operation({
    method: 'POST',
    path: '/api/report/candidate/privacy/update/:requestNumber/:uuid',
    access: 'candidateLink',
    tags,
    summary: "Record the candidate's consent choice",
    params: CandidateLinkParamsSchema,
    body: CandidateConsentChoiceSchema,
    responses: { 200: ConsentRecordedSchema },
    errors: ['VALIDATION_FAILED', 'LINK_INVALID', 'ALREADY_SUBMITTED', 'CONSENT_REFUSED'],
  }),
  consentChecked: operation({
    method: 'GET',
    path: '/api/report/candidate/privacy/checked/:requestNumber/:uuid',
    access: 'candidateLink',
    tags,
    summary: 'Has the candidate consented',
    params: CandidateLinkParamsSchema,
    responses: { 200: ConsentCheckedSchema },
    errors: ['LINK_INVALID'],
  }),
  submitEntry: operation({
    method: 'POST',
    path: '/api/report/candidate/update/:requestNumber/:uuid',
    access: 'candidateLink',
    tags,
    summary: "Save the candidate's data",
    params: CandidateLinkParamsSchema,
    body: candidateEntrySchema(),
    responses: { 200: EntrySubmittedSchema },
    errors: ['VALIDATION_FAILED', 'LINK_INVALID', 'ALREADY_SUBMITTED', 'CONSENT_REQUIRED'],
  }),
};
