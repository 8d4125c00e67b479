import { z } from 'zod';
import { type Operation, operation } from '../api/operation';
import { PdfLanguageQuery } from '../checks/checks.operations';
import type { ErrorKey } from '../common/error-keys';
import {
  V1Cancelled,
  V1Candidate,
  V1CandidateId,
  V1CandidateListQuery,
  V1CandidatePageQuery,
  V1CandidateResult,
  V1CreateRequestBody,
  V1CreateVisuraBody,
  V1IdempotencyHeaders,
  V1Page,
  V1Request,
  V1RequestListQuery,
  V1RequestNumber,
  V1Resent,
  V1VisuraCreated,
  v1ErrorAnswers,
} from './v1.schemas';

/** How a caller of the public API signs in: an API key as a bearer token (platform/auth/api-key-auth.ts). */
export const V1_SECURITY_SCHEMES = {
  apiKey: { type: 'http', scheme: 'bearer', description: 'An API key from Profile → API keys (hrwe_…)' },
} as const;

/**
 * A call of the public API: signed in by its key, and every error status it may answer documented with its keys
 * (the API's own, v1ErrorAnswers, and the call's `errors`).
 */
const v1 = <const O extends Omit<Operation, 'errorAnswers' | 'security'> & { errors: readonly ErrorKey[] }>(
  o: O,
) => operation({ ...o, errorAnswers: v1ErrorAnswers(o.errors), security: [{ apiKey: [] }] });

const requestParams = z.object({ requestNumber: V1RequestNumber });
const candidateParams = z.object({ uuid: V1CandidateId });
const listErrors = ['VALIDATION_FAILED', 'SORT_NOT_VALID'] as const;
/** A create by Idempotency-Key (a request, a visura): ordering is an HR user's, an administrator oversees. */
const creation = {
  access: 'hrUser',
  forbiddenKey: 'ADMIN_CANNOT_CREATE_REPORT',
  headers: V1IdempotencyHeaders,
  errors: [
    'VALIDATION_FAILED',
    'IDEMPOTENCY_KEY_NOT_VALID',
    'IDEMPOTENCY_KEY_REUSED',
    'ADMIN_CANNOT_CREATE_REPORT',
  ],
} as const;

/**
 * Each call's `operationId` is its name here (clients and the SDK know it by it: renaming one changes the published
 * contract, and v1-sdk.test.ts fails until the SDK is regenerated).
 */
const named = <const T extends Record<string, Operation>>(ops: T) =>
  Object.fromEntries(Object.entries(ops).map(([name, op]) => [name, { ...op, operationId: name }])) as {
    [K in keyof T]: T[K] & { operationId: K };
  };

/** The public API v1 (/api/v1): report requests and their candidates, for the clients' own systems. */
export const v1Operations = named({
  createRequest: v1({
    method: 'POST',
    path: '/api/v1/requests',
    ...creation,
    tags: ['requests'],
    summary: 'Create a report request and invite its candidates',
    description:
      'Each candidate gets one invitation e-mail. Send an Idempotency-Key so that a retry after a lost answer creates nothing more.',
    body: V1CreateRequestBody,
    responses: { 201: V1Request },
  }),
  listRequests: v1({
    method: 'GET',
    path: '/api/v1/requests',
    access: 'activeUser',
    tags: ['requests'],
    summary: 'Report requests, newest first (listing protocol: page, pageSize, sort=field:asc|desc)',
    query: V1RequestListQuery,
    responses: { 200: V1Page(V1Request) },
    errors: listErrors,
  }),
  getRequest: v1({
    method: 'GET',
    path: '/api/v1/requests/:requestNumber',
    access: 'activeUser',
    tags: ['requests'],
    summary: 'One report request',
    params: requestParams,
    responses: { 200: V1Request },
    errors: ['NOT_FOUND'],
  }),
  listRequestCandidates: v1({
    method: 'GET',
    path: '/api/v1/requests/:requestNumber/candidates',
    access: 'activeUser',
    tags: ['requests'],
    summary: 'The candidates of a request, in the order they were entered (listing protocol)',
    params: requestParams,
    query: V1CandidatePageQuery,
    responses: { 200: V1Page(V1Candidate) },
    errors: ['NOT_FOUND', ...listErrors],
  }),
  cancelRequest: v1({
    method: 'POST',
    path: '/api/v1/requests/:requestNumber/cancel',
    access: 'activeUser',
    tags: ['requests'],
    summary: 'Cancel a pending request',
    description:
      'Only while the request is open and no candidate has entered their data. Every candidate link stops working and invitations not yet sent are withdrawn.',
    params: requestParams,
    responses: { 200: V1Cancelled },
    errors: ['NOT_FOUND', 'REQUEST_NOT_CANCELLABLE'],
  }),
  listCandidates: v1({
    method: 'GET',
    path: '/api/v1/candidates',
    access: 'activeUser',
    tags: ['candidates'],
    summary: 'Every candidate, newest request first (listing protocol)',
    query: V1CandidateListQuery,
    responses: { 200: V1Page(V1Candidate) },
    errors: listErrors,
  }),
  getCandidate: v1({
    method: 'GET',
    path: '/api/v1/candidates/:uuid',
    access: 'activeUser',
    tags: ['candidates'],
    summary: 'One candidate',
    params: candidateParams,
    responses: { 200: V1Candidate },
    errors: ['NOT_FOUND'],
  }),
  getCandidateResult: v1({
    method: 'GET',
    path: '/api/v1/candidates/:uuid/result',
    access: 'activeUser',
    tags: ['candidates'],
    summary: "A candidate's result and score (a reading is audited, as on the screen)",
    params: candidateParams,
    responses: { 200: V1CandidateResult },
    errors: ['NOT_FOUND'],
  }),
  getCandidatePdf: v1({
    method: 'GET',
    path: '/api/v1/candidates/:uuid/pdf',
    access: 'activeUser',
    tags: ['candidates'],
    summary: "The candidate's report as PDF ('Report candidato')",
    params: candidateParams,
    query: PdfLanguageQuery,
    produces: ['application/pdf'],
    responses: { 200: z.string().meta({ format: 'binary', description: 'The PDF file' }) },
    errors: ['NOT_FOUND', 'CONSENT_REFUSED', 'CONSENT_WITHDRAWN'],
  }),
  resendInvitation: v1({
    method: 'POST',
    path: '/api/v1/candidates/:uuid/resend-invitation',
    access: 'activeUser',
    tags: ['candidates'],
    summary: "Re-send a candidate's invitation e-mail",
    params: candidateParams,
    responses: { 200: V1Resent },
    errors: ['NOT_FOUND', 'NO_INVITATION', 'REPORT_NOT_OPEN', 'ALREADY_SUBMITTED', 'CONSENT_REFUSED'],
  }),
  createVisura: v1({
    method: 'POST',
    path: '/api/v1/visure',
    ...creation,
    tags: ['candidates'],
    summary: 'Create a single visura and run its checks',
    body: V1CreateVisuraBody,
    responses: { 201: V1VisuraCreated },
  }),
});
