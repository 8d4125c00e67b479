import { createReportSchema, PAGE_SIZE } from '@hrwe/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { admittedCaller } from '../../platform/auth/caller';
import { pageOf } from '../../platform/listing';
import { checkedInHandler } from '../../platform/parse-body';
import { cancelRequest } from '../reports/reports.cancel';
import { findRequest, reportList, requestCandidates } from '../reports/reports.lists.repository';
import { createReport } from '../reports/reports.service';
import { creationErrors, reserveV1Number } from './v1.idempotent-create';
import {
  Cancelled,
  Candidate,
  CandidatePageQuery,
  CreateRequestBody,
  errors,
  IdempotencyHeaders,
  Page,
  Request,
  RequestListQuery,
  RequestNumber,
} from './v1.schemas';
import { candidateView, requestView } from './v1.views';

const Params = z.object({ requestNumber: RequestNumber });

/** Report requests through the public API: the screens' services, with the caller's scope. */
export const v1RequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.post(
    '/requests',
    {
      config: { access: 'hrUser', forbiddenKey: 'ADMIN_CANNOT_CREATE_REPORT' },
      validatorCompiler: checkedInHandler('body', 'headers'),
      schema: {
        tags: ['requests'],
        operationId: 'createRequest',
        summary: 'Create a report request and invite its candidates',
        description:
          'Each candidate gets one invitation e-mail. Send an Idempotency-Key so that a retry after a lost answer creates nothing more.',
        headers: IdempotencyHeaders,
        body: CreateRequestBody,
        response: {
          201: Request,
          ...creationErrors(),
        },
      },
    },
    async (request, reply) => {
      const { caller, now, input, requestNumber } = await reserveV1Number(request, 'api.v1.requests', (at) =>
        createReportSchema(at).omit({ requestNumber: true }),
      );
      await createReport(app.deps, request.tenant, caller, { ...input, requestNumber }, now);
      const scope = caller;
      return reply.status(201).send(requestView(await findRequest(db, scope, requestNumber)));
    },
  );

  app.get(
    '/requests',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['requests'],
        operationId: 'listRequests',
        summary: 'Report requests, newest first (listing protocol: page, pageSize, sort=field:asc|desc)',
        querystring: RequestListQuery,
        response: { 200: Page(Request), ...errors('VALIDATION_FAILED', 'SORT_NOT_VALID') },
      },
    },
    async (request) => {
      const scope = admittedCaller(request);
      const q = request.query;
      const src = reportList(db, scope, q, q);
      const page = await pageOf(q, PAGE_SIZE.reportHistory, src.rows, src.count);
      return { ...page, data: page.data.map((r) => requestView(r)) };
    },
  );

  app.get(
    '/requests/:requestNumber',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['requests'],
        operationId: 'getRequest',
        summary: 'One report request',
        params: Params,
        response: { 200: Request, ...errors('NOT_FOUND') },
      },
    },
    async (request) => {
      const scope = admittedCaller(request);
      return requestView(await findRequest(db, scope, request.params.requestNumber));
    },
  );

  app.get(
    '/requests/:requestNumber/candidates',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['requests'],
        operationId: 'listRequestCandidates',
        summary: 'The candidates of a request, in the order they were entered (listing protocol)',
        params: Params,
        querystring: CandidatePageQuery,
        response: { 200: Page(Candidate), ...errors('NOT_FOUND', 'VALIDATION_FAILED', 'SORT_NOT_VALID') },
      },
    },
    async (request) => {
      const scope = admittedCaller(request);
      const req = await findRequest(db, scope, request.params.requestNumber);
      const src = requestCandidates(db, scope, req.id, request.query);
      const page = await pageOf(request.query, PAGE_SIZE.reportCandidates, src.rows, src.count);
      return {
        ...page,
        data: page.data.map((c) => candidateView({ ...c, requestNumber: req.requestNumber })),
      };
    },
  );

  app.post(
    '/requests/:requestNumber/cancel',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['requests'],
        operationId: 'cancelRequest',
        summary: 'Cancel a pending request',
        description:
          'Only while the request is open and no candidate has entered their data. Every candidate link stops working and invitations not yet sent are withdrawn.',
        params: Params,
        response: { 200: Cancelled, ...errors('NOT_FOUND', 'REQUEST_NOT_CANCELLABLE') },
      },
    },
    async (request) => {
      const scope = admittedCaller(request);
      return cancelRequest(app.deps, scope, request.params.requestNumber, new Date());
    },
  );
};
