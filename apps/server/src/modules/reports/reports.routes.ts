import {
  CandidateListSchema,
  CandidatePageSchema,
  createReportSchema,
  InvitationResentSchema,
  isIsoDate,
  type ListQuery,
  ListQuerySchema,
  PAGE_SIZE,
  REPORT_STATUS_LABELS,
  REPORT_STATUSES,
  ReportDetailSchema,
  ReportListSchema,
  type ReportStatus,
  RequestNumberAnswerSchema,
  VisuraCreatedSchema,
  visuraSchema,
} from '@hrwe/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../platform/audit';
import { callerOfSession } from '../../platform/auth/caller';
import { requireActiveUser } from '../../platform/auth/guards';
import { filterWords } from '../../platform/exports/filters';
import { sendExport } from '../../platform/exports/send-export';
import { allRows, pageOf } from '../../platform/listing';
import { checkedInHandler, parseBody } from '../../platform/parse-body';
import { candidateListColumns, reportListColumns, requestCandidateColumns } from './reports.exports';
import { defineReportJobs } from './reports.jobs';
import { candidateList, findRequest, reportList, requestCandidates } from './reports.lists';
import { defineRetentionJob } from './reports.retention';
import { createReport, createVisura, requireHrUser, resendInvitation } from './reports.service';
import { candidateListView, candidateView, reportView } from './reports.views';
import { reserveForInit } from './request-reservations';

/** An optional filter from the URL: an empty value means absent. */
const optional = <T extends z.ZodTypeAny>(s: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), s.optional());
const day = optional(z.string().refine(isIsoDate, 'DATE_NOT_VALID'));
const text = optional(z.string().trim().max(100));

const ReportListQuery = ListQuerySchema.extend({
  name: text,
  status: optional(z.enum(REPORT_STATUSES)),
  date: day,
  createdFrom: day,
  createdTo: day,
  /** The original's admin flag: ignored, the scope comes from the session. */
  admin: z.string().optional(),
});
const CandidateListQuery = ListQuerySchema.extend({
  q: text,
  date: day,
  dateFrom: day,
  dateTo: day,
  admin: z.string().optional(),
});
const RequestNumberParams = z.object({ requestNumber: z.string().max(20) });

/** The HR user's and administrator's report calls: numbers, creation, single visura, lists, detail, re-send. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  defineReportJobs(app.deps);
  defineRetentionJob(app.deps);

  app.get(
    '/report/init',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['reports'],
        summary: 'A request number reserved for the caller (creation with it is idempotent)',
        response: { 200: RequestNumberAnswerSchema },
      },
    },
    async (request) => {
      const session = requireActiveUser(request);
      requireHrUser(session);
      const requestNumber = await reserveForInit(app.deps.db, request.tenant.id, session.user.id, new Date());
      return { requestNumber };
    },
  );

  app.post(
    '/report/create',
    {
      config: { access: 'activeUser' },
      validatorCompiler: checkedInHandler('body'),
      schema: {
        tags: ['reports'],
        summary: 'Create a report request and invite its candidates',
        body: createReportSchema(new Date()),
        response: { 201: RequestNumberAnswerSchema },
      },
    },
    async (request, reply) => {
      const session = requireActiveUser(request);
      requireHrUser(session);
      const now = new Date();
      const input = parseBody(createReportSchema(now), request.body);
      const created = await createReport(app.deps, request.tenant, session, input, now);
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/report/candidate/visura',
    {
      config: { access: 'activeUser' },
      validatorCompiler: checkedInHandler('body'),
      schema: {
        tags: ['reports'],
        summary: 'Create a single visura and run its checks',
        body: visuraSchema(new Date()),
        response: { 201: VisuraCreatedSchema },
      },
    },
    async (request, reply) => {
      const session = requireActiveUser(request);
      requireHrUser(session);
      const now = new Date();
      const input = parseBody(visuraSchema(now), request.body);
      return reply.status(201).send(await createVisura(app.deps, request.tenant, session, input, now));
    },
  );

  app.post(
    '/report/candidate/:uuid/resend',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['reports'],
        summary: "Re-send a candidate's invitation",
        params: z.object({ uuid: z.guid({ error: 'NOT_FOUND' }) }),
        response: { 200: InvitationResentSchema },
      },
    },
    async (request) => {
      const session = requireActiveUser(request);
      return resendInvitation(
        app.deps,
        request.tenant,
        callerOfSession(session, request.tenant.id),
        request.params.uuid,
      );
    },
  );

  app.get(
    '/report/list',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['reports'],
        summary: 'Report history (or its export: ?format=xlsx|pdf)',
        querystring: ReportListQuery,
        response: { 200: ReportListSchema },
      },
    },
    async (request, reply) => {
      const session = requireActiveUser(request);
      const scope = callerOfSession(session, request.tenant.id);
      const q = request.query;
      const src = reportList(app.deps.db, scope, q, q);
      if (q.format) {
        await audit(app.deps.db, {
          tenantId: scope.tenantId,
          userId: scope.userId,
          action: `export.${q.format}`,
          subjectType: 'report-list',
          subjectId: '*',
        });
        return sendExport(reply, q.format, {
          fileName: 'Storico dei Report - HRWE',
          sheetName: 'Storico dei Report',
          title: 'Storico dei Report',
          filters: filterWords(q, {
            name: 'Nome richiesta',
            status: ['Stato', (v) => REPORT_STATUS_LABELS[v as ReportStatus] ?? v],
            date: 'Data',
            createdFrom: 'Creati dal',
            createdTo: 'Creati al',
          }),
          orientation: 'landscape',
          columns: reportListColumns(scope.admin),
          rows: allRows(app.deps.db, src.all()),
        });
      }
      const page = await pageOf(q, PAGE_SIZE.reportHistory, src.rows, src.count);
      return { ...page, data: page.data.map(reportView) };
    },
  );

  /** The candidates of a request: a page, or the export 'Candidates (name - number) - HRWE'. */
  const candidatesOf = async (
    request: FastifyRequest,
    reply: FastifyReply,
    requestNumber: string,
    q: ListQuery,
  ) => {
    const session = requireActiveUser(request);
    const scope = callerOfSession(session, request.tenant.id);
    const req = await findRequest(app.deps.db, scope, requestNumber);
    const src = requestCandidates(app.deps.db, scope, req.id, q);
    if (q.format) {
      await audit(app.deps.db, {
        tenantId: scope.tenantId,
        userId: scope.userId,
        action: `export.${q.format}`,
        subjectType: 'report-candidates',
        subjectId: req.requestNumber,
      });
      await sendExport(reply, q.format, {
        fileName: `Candidates (${req.referencePerson} - ${req.requestNumber}) - HRWE`,
        sheetName: 'Candidates',
        title: `${req.referencePerson} - ${req.requestNumber}`,
        orientation: 'landscape',
        columns: requestCandidateColumns,
        rows: allRows(app.deps.db, src.all()),
      });
      return null;
    }
    const { id: _id, ...head } = req;
    const page = await pageOf(q, PAGE_SIZE.reportCandidates, src.rows, src.count);
    return {
      head: reportView({ ...head, client: scope.admin ? head.client : undefined }),
      page: { ...page, data: page.data.map(candidateView) },
    };
  };

  app.get(
    '/report/detail/:requestNumber',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['reports'],
        summary: 'A report request and a page of its candidates',
        params: RequestNumberParams,
        querystring: ListQuerySchema,
        response: { 200: ReportDetailSchema },
      },
    },
    async (request, reply) => {
      const r = await candidatesOf(request, reply, request.params.requestNumber, request.query);
      return r ? { ...r.head, candidates: r.page } : reply;
    },
  );

  app.get(
    '/report/detail/:requestNumber/candidates',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['reports'],
        summary: 'The candidates of a request (listing protocol; or their export: ?format=xlsx|pdf)',
        params: RequestNumberParams,
        querystring: ListQuerySchema,
        response: { 200: CandidatePageSchema },
      },
    },
    async (request, reply) => {
      const r = await candidatesOf(request, reply, request.params.requestNumber, request.query);
      return r ? r.page : reply;
    },
  );

  app.get(
    '/report/candidate/list',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['reports'],
        summary: 'All candidates (or their export: ?format=xlsx|pdf)',
        querystring: CandidateListQuery,
        response: { 200: CandidateListSchema },
      },
    },
    async (request, reply) => {
      const session = requireActiveUser(request);
      const scope = callerOfSession(session, request.tenant.id);
      const q = request.query;
      const src = candidateList(app.deps.db, scope, q, q);
      if (q.format) {
        await audit(app.deps.db, {
          tenantId: scope.tenantId,
          userId: scope.userId,
          action: `export.${q.format}`,
          subjectType: 'candidate-list',
          subjectId: '*',
        });
        return sendExport(reply, q.format, {
          fileName: 'Tutti i Candidati - HRWE',
          sheetName: 'Candidati',
          title: 'Tutti i candidati',
          filters: filterWords(q, { q: 'Ricerca', date: 'Data', dateFrom: 'Dal', dateTo: 'Al' }),
          orientation: 'landscape',
          columns: candidateListColumns(scope.admin),
          rows: allRows(app.deps.db, src.all()),
        });
      }
      const page = await pageOf(q, PAGE_SIZE.allCandidates, src.rows, src.count);
      return { ...page, data: page.data.map(candidateListView) };
    },
  );
};
