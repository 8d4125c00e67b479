import { conflict, notFound, PAGE_SIZE, visuraSchema } from '@hrwe/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../platform/audit';
import { admittedCaller, type Caller } from '../../platform/auth/caller';
import { contentDisposition } from '../../platform/files/storage';
import { pageOf } from '../../platform/listing';
import { checkedInHandler } from '../../platform/parse-body';
import { candidatePdf, candidatePdfName } from '../checks/checks.pdf';
import { PdfLanguageQuery, pdfBrand } from '../checks/checks.routes';
import { buildReport, viewReport } from '../checks/checks.service';
import { candidateList } from '../reports/reports.lists.repository';
import { createVisura, resendInvitation } from '../reports/reports.service';
import { creationErrors, reserveV1Number } from './v1.idempotent-create';
import { findV1Candidate } from './v1.repository';
import {
  Candidate,
  CandidateId,
  CandidateListQuery,
  CandidateResult,
  CreateVisuraBody,
  errors,
  IdempotencyHeaders,
  Page,
  Resent,
  VisuraCreated,
} from './v1.schemas';
import { candidateView } from './v1.views';

const Params = z.object({ uuid: CandidateId });

/** Candidates through the public API: list, read, result and score, PDF, re-send, single visura. */
export const v1CandidatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  const findOne = (scope: Caller, uuid: string) => findV1Candidate(db, scope, uuid);

  app.get(
    '/candidates',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['candidates'],
        operationId: 'listCandidates',
        summary: 'Every candidate, newest request first (listing protocol)',
        querystring: CandidateListQuery,
        response: { 200: Page(Candidate), ...errors('VALIDATION_FAILED', 'SORT_NOT_VALID') },
      },
    },
    async (request) => {
      const scope = admittedCaller(request);
      const q = request.query;
      const src = candidateList(db, scope, q, q);
      const page = await pageOf(q, PAGE_SIZE.allCandidates, src.rows, src.exactCount);
      return { ...page, data: page.data.map(candidateView) };
    },
  );

  app.get(
    '/candidates/:uuid',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['candidates'],
        operationId: 'getCandidate',
        summary: 'One candidate',
        params: Params,
        response: { 200: Candidate, ...errors('NOT_FOUND') },
      },
    },
    async (request) => {
      const scope = admittedCaller(request);
      return candidateView(await findOne(scope, request.params.uuid));
    },
  );

  app.get(
    '/candidates/:uuid/result',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['candidates'],
        operationId: 'getCandidateResult',
        summary: "A candidate's result and score (a reading is audited, as on the screen)",
        params: Params,
        response: { 200: CandidateResult, ...errors('NOT_FOUND') },
      },
    },
    async (request) => {
      const scope = admittedCaller(request);
      const c = await findOne(scope, request.params.uuid);
      const r = await viewReport(app.deps, scope, c.requestNumber, c.uuid);
      return {
        uuid: r.candidate.uuid,
        requestNumber: r.request.requestNumber,
        status: r.candidate.status,
        shownStatus: r.candidate.shownStatus,
        completedAt: r.candidate.completedAt,
        score: r.score && { value: r.score.value, band: r.score.band, bandLabel: r.score.bandLabel },
        summary: {
          degradationScore: r.summary.degradationScore,
          worstFlag: r.summary.worstFlag,
          incomeEstimate: r.summary.incomeEstimate,
          negativeEvents: r.summary.negativeEvents,
          hrweScore: r.summary.hrweScore,
          trafficLight: r.summary.trafficLight,
        },
        checks: r.checks.map(({ check, provider, status, attempts, errorKey }) => ({
          check,
          provider,
          status,
          attempts,
          errorKey,
        })),
      };
    },
  );

  app.get(
    '/candidates/:uuid/pdf',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['candidates'],
        operationId: 'getCandidatePdf',
        summary: "The candidate's report as PDF ('Report candidato')",
        params: Params,
        querystring: PdfLanguageQuery,
        produces: ['application/pdf'],
        response: {
          200: {
            description: 'The PDF file',
            content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
          },
          ...errors('NOT_FOUND', 'CONSENT_REFUSED', 'CONSENT_WITHDRAWN'),
        },
      },
    },
    async (request, reply) => {
      const scope = admittedCaller(request);
      const c = await findOne(scope, request.params.uuid);
      const report = await buildReport(app.deps, scope, c.requestNumber, c.uuid);
      if (report.candidate.shownStatus === 'REFUSED') throw conflict('CONSENT_REFUSED');
      // Consent withdrawn (GDPR art. 7(3)): the data is erased, there is no report to print.
      if (report.candidate.shownStatus === 'WITHDRAWN') throw conflict('CONSENT_WITHDRAWN');
      const lang = request.query.lang;
      const pdf = await candidatePdf(report, await pdfBrand(app.deps, request.tenant), lang);
      await audit(db, {
        tenantId: scope.tenantId,
        userId: scope.userId,
        action: 'candidate.report.pdf',
        subjectType: 'candidate',
        subjectId: c.uuid,
      });
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', contentDisposition(candidatePdfName(lang)))
        .send(pdf as never);
    },
  );

  app.post(
    '/candidates/:uuid/resend-invitation',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['candidates'],
        operationId: 'resendInvitation',
        summary: "Re-send a candidate's invitation e-mail",
        params: Params,
        response: {
          200: Resent,
          ...errors('NOT_FOUND', 'NO_INVITATION', 'REPORT_NOT_OPEN', 'ALREADY_SUBMITTED', 'CONSENT_REFUSED'),
        },
      },
    },
    async (request) => {
      const scope = admittedCaller(request);
      return resendInvitation(app.deps, request.tenant, scope, request.params.uuid);
    },
  );

  app.post(
    '/visure',
    {
      config: { access: 'hrUser', forbiddenKey: 'ADMIN_CANNOT_CREATE_REPORT' },
      validatorCompiler: checkedInHandler('body', 'headers'),
      schema: {
        tags: ['candidates'],
        operationId: 'createVisura',
        summary: 'Create a single visura and run its checks',
        headers: IdempotencyHeaders,
        body: CreateVisuraBody,
        response: {
          201: VisuraCreated,
          ...creationErrors(),
        },
      },
    },
    async (request, reply) => {
      const { caller, now, input, requestNumber } = await reserveV1Number(request, 'api.v1.visure', (at) =>
        visuraSchema(at).omit({ requestNumber: true }),
      );
      const made = await createVisura(app.deps, request.tenant, caller, { ...input, requestNumber }, now);
      return reply.status(201).send({ requestNumber: made.requestNumber, uuid: made.candidates[0]!.uuid });
    },
  );
};
