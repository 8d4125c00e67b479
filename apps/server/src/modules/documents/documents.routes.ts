import {
  DocumentDetailSchema,
  DocumentFileAddedSchema,
  DocumentHrUserSchema,
  DocumentListQuerySchema,
  DocumentSchema,
  DocumentStatusAnswerSchema,
  DocumentUploadSchema,
  documentStatusSchema,
  FileDownloadSchema,
  ListQuerySchema,
  listResultSchema,
} from '@hrwe/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../platform/audit';
import { callerOfSession } from '../../platform/auth/caller';
import { requireActiveUser, requireAdmin } from '../../platform/auth/guards';
import { filterWords } from '../../platform/exports/filters';
import { sendExport } from '../../platform/exports/send-export';
import { sendDownload } from '../../platform/files/storage';
import { attachmentRule, readForm } from '../../platform/files/upload';
import { idempotencyKeyOf } from '../../platform/idempotency';
import { allRows } from '../../platform/listing';
import { activeHrUsers, type DocumentRow } from './documents.repository';
import {
  addFile,
  changeStatus,
  createDocumentRequest,
  documentDetail,
  documentView,
  downloadFile,
  listDocuments,
  listQueries,
  listUploads,
} from './documents.service';

const IdParams = z.object({ id: z.guid({ error: 'NOT_FOUND' }) });

const exportColumns = (admin: boolean) => [
  { header: 'Tipologia', value: (r: DocumentRow) => r.type },
  { header: 'Nome', value: (r: DocumentRow) => r.name },
  { header: 'Descrizione', value: (r: DocumentRow) => r.description, width: 40 },
  { header: 'Allegato', value: (r: DocumentRow) => r.optionalFileName ?? '' },
  { header: 'Data', value: (r: DocumentRow) => r.createDate, kind: 'date' as const },
  ...(admin
    ? [
        { header: 'Utente HR', value: (r: DocumentRow) => r.hrUserEmail },
        { header: 'Allegato HR', value: (r: DocumentRow) => r.lastFileName ?? '' },
        { header: 'Data HR', value: (r: DocumentRow) => r.lastUploadAt, kind: 'date' as const },
        { header: 'Stato', value: (r: DocumentRow) => (r.status === 'OPEN' ? 'Aperto' : 'Chiuso') },
      ]
    : []),
];

/** Document requests (/api/document/upload/…) and their file downloads (/api/document/file/{fileId}). */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;

  app.get(
    '/document/upload/all',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['documents'],
        summary: 'Document requests (HR user: addressed to them; administrator: the tenant’s)',
        querystring: DocumentListQuerySchema,
        response: { 200: listResultSchema(DocumentSchema) },
      },
    },
    async (request, reply) => {
      const s = requireActiveUser(request);
      const c = callerOfSession(s, request.tenant.id);
      const q = request.query;
      if (q.format) {
        const list = listQueries(deps.db, c, q);
        await audit(deps.db, {
          tenantId: c.tenantId,
          userId: c.userId,
          action: `export.${q.format}`,
          subjectType: 'document_requests',
          subjectId: '*',
        });
        return sendExport(reply, q.format, {
          fileName: 'Documenti - HRWE',
          sheetName: 'Documenti',
          title: 'Documenti',
          filters: filterWords(q, {
            type: 'Tipologia',
            status: ['Stato', (v) => (v === 'OPEN' ? 'Aperto' : 'Chiuso')],
          }),
          orientation: 'landscape',
          columns: exportColumns(c.admin),
          rows: allRows(deps.db, list.all()),
        });
      }
      const page = await listDocuments(deps, c, q);
      return { ...page, data: page.data.map((r) => documentView(r, c.admin)) };
    },
  );

  app.get(
    '/document/upload/hr-users',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['documents'],
        summary: 'The tenant’s approved HR users (administrator), for the request form',
        response: { 200: z.array(DocumentHrUserSchema) },
      },
    },
    async (request) => {
      requireAdmin(request);
      const rows = await activeHrUsers(deps.db, request.tenant.id);
      return rows.map((u) => ({
        id: u.id,
        email: u.email,
        fullName: [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email,
      }));
    },
  );

  app.post(
    '/document/upload/new',
    {
      config: { access: 'admin', upload: attachmentRule },
      schema: {
        tags: ['documents'],
        summary:
          'Request a document from an HR user (administrator; multipart: hrUser, type, name, description, file?)',
        response: { 201: DocumentSchema },
      },
    },
    async (request, reply) => {
      const s = requireAdmin(request);
      const form = await readForm(request);
      const key = idempotencyKeyOf(request.headers);
      const c = callerOfSession(s, request.tenant.id);
      const view = await createDocumentRequest(deps, c, request.tenant, form, key);
      return reply.status(201).send(view);
    },
  );

  app.patch(
    '/document/upload/update/status/:id/:status',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['documents'],
        summary: 'Open or close a request (administrator)',
        params: z.object({ id: z.guid({ error: 'NOT_FOUND' }), status: documentStatusSchema }),
        response: { 200: DocumentStatusAnswerSchema },
      },
    },
    async (request) => {
      const s = requireAdmin(request);
      return changeStatus(
        deps,
        callerOfSession(s, request.tenant.id),
        request.params.id,
        request.params.status,
      );
    },
  );

  app.get(
    '/document/upload/get/:id',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['documents'],
        summary: 'A request: for the HR user with their last upload, for the administrator with every upload',
        params: IdParams,
        querystring: ListQuerySchema,
        response: { 200: DocumentDetailSchema },
      },
    },
    async (request) => {
      const s = requireActiveUser(request);
      return documentDetail(deps, callerOfSession(s, request.tenant.id), request.params.id, request.query);
    },
  );

  app.get(
    '/document/upload/get/:id/uploads',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['documents'],
        summary: 'Every upload of a request, 10 per page, newest first (administrator)',
        params: IdParams,
        querystring: ListQuerySchema,
        response: { 200: listResultSchema(DocumentUploadSchema) },
      },
    },
    async (request) => {
      const s = requireAdmin(request);
      return listUploads(deps, callerOfSession(s, request.tenant.id), request.params.id, request.query);
    },
  );

  app.post(
    '/document/upload/add/file/:id',
    {
      config: { access: 'activeUser', upload: attachmentRule },
      schema: {
        tags: ['documents'],
        summary:
          'Upload a file on an OPEN request (the addressed HR user; multipart: file; Idempotency-Key makes a repeat answer the first upload)',
        params: IdParams,
        response: { 201: DocumentFileAddedSchema },
      },
    },
    async (request, reply) => {
      const s = requireActiveUser(request);
      const c = callerOfSession(s, request.tenant.id);
      const form = await readForm(request);
      const key = idempotencyKeyOf(request.headers);
      return reply.status(201).send(await addFile(deps, c, request.params.id, form.file, key));
    },
  );

  app.get(
    '/document/file/:fileId',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['documents'],
        summary: 'Download a request’s attachment or an upload the caller may see',
        params: z.object({ fileId: z.guid({ error: 'NOT_FOUND' }) }),
        response: { 200: FileDownloadSchema },
      },
    },
    async (request, reply) => {
      const s = requireActiveUser(request);
      const file = await downloadFile(deps, callerOfSession(s, request.tenant.id), request.params.fileId);
      return sendDownload(reply, file);
    },
  );
};
