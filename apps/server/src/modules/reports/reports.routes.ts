import {
  type ListQuery,
  PAGE_SIZE,
  REPORT_STATUS_LABELS,
  type ReportStatus,
  reportOperations,
} from '@hrwe/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps';
import { audit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/caller';
import { filterWords } from '../../platform/exports/filters';
import { sendExport } from '../../platform/exports/send-export';
import { allRows, pageOf } from '../../platform/listing';
import { type Handler, operationRoutes } from '../../platform/operations';
import { bulkPreview } from './bulk-invitations.routes';
import { invitationProgress } from './invitation-progress';
import { candidateListColumns, reportListColumns, requestCandidateColumns } from './reports.exports';
import { defineReportJobs } from './reports.jobs';
import { candidateList, findRequest, reportList, requestCandidates } from './reports.lists.repository';
import { defineRetentionJob } from './reports.retention';
import { createReport, createVisura, resendInvitation } from './reports.service';
import { candidateListView, candidateView, reportView } from './reports.views';
import { reserveForInit } from './request-reservations.repository';

const list: Handler<typeof reportOperations.list> = async ({ caller, deps, query: q, reply }) => {
  const src = reportList(deps.db, caller, q, q);
  if (q.format) {
    await audit(deps.db, {
      tenantId: caller.tenantId,
      userId: caller.userId,
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
      columns: reportListColumns(caller.admin),
      rows: allRows(deps.db, src.all()),
    });
  }
  const page = await pageOf(q, PAGE_SIZE.reportHistory, src.rows, src.count);
  return { ...page, data: page.data.map(reportView) };
};

/** The candidates of a request: a page, or the export 'Candidates (name - number) - HRWE' (then null). */
async function candidatesOf(
  deps: AppDeps,
  caller: Caller,
  reply: FastifyReply,
  requestNumber: string,
  q: ListQuery,
) {
  const req = await findRequest(deps.db, caller, requestNumber);
  const src = requestCandidates(deps.db, caller, req.id, q);
  if (q.format) {
    await audit(deps.db, {
      tenantId: caller.tenantId,
      userId: caller.userId,
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
      rows: allRows(deps.db, src.all()),
    });
    return null;
  }
  const { id: _id, ...head } = req;
  const page = await pageOf(q, PAGE_SIZE.reportCandidates, src.rows, src.count);
  return {
    head: reportView({ ...head, client: caller.admin ? head.client : undefined }),
    page: { ...page, data: page.data.map(candidateView) },
  };
}

const candidateListHandler: Handler<typeof reportOperations.candidateList> = async ({
  caller,
  deps,
  query: q,
  reply,
}) => {
  const src = candidateList(deps.db, caller, q, q);
  if (q.format) {
    await audit(deps.db, {
      tenantId: caller.tenantId,
      userId: caller.userId,
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
      columns: candidateListColumns(caller.admin),
      rows: allRows(deps.db, src.all()),
    });
  }
  const page = await pageOf(q, PAGE_SIZE.allCandidates, src.rows, src.count, src.lastPage);
  return { ...page, data: page.data.map(candidateListView) };
};

const routes = operationRoutes(reportOperations, {
  init: async ({ caller, deps }) => ({
    requestNumber: await reserveForInit(deps.db, caller.tenantId, caller.userId, new Date()),
  }),
  create: ({ caller, deps, tenant, body }) => createReport(deps, tenant, caller, body, new Date()),
  visura: ({ caller, deps, tenant, body }) => createVisura(deps, tenant, caller, body, new Date()),
  resend: ({ caller, deps, tenant, params }) => resendInvitation(deps, tenant, caller, params.uuid),
  list,
  detail: async ({ caller, deps, params, query, reply }) => {
    const r = await candidatesOf(deps, caller, reply, params.requestNumber, query);
    return r ? { ...r.head, candidates: r.page } : reply;
  },
  candidates: async ({ caller, deps, params, query, reply }) => {
    const r = await candidatesOf(deps, caller, reply, params.requestNumber, query);
    return r ? r.page : reply;
  },
  candidateList: candidateListHandler,
  bulkPreview,
  invitations: ({ caller, deps, params }) => invitationProgress(deps.db, caller, params.requestNumber),
});

/** The HR user's and administrator's report calls: numbers, creation, single visura, lists, detail, re-send. */
export async function reportRoutes(app: FastifyInstance) {
  defineReportJobs(app.deps);
  defineRetentionJob(app.deps);
  await routes(app);
}
