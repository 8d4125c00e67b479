import { documentOperations } from '@hrwe/domain';
import { audit } from '../../platform/audit';
import { filterWords } from '../../platform/exports/filters';
import { sendExport } from '../../platform/exports/send-export';
import { sendDownload } from '../../platform/files/storage';
import { attachmentRule, readForm } from '../../platform/files/upload';
import { idempotencyKeyOf } from '../../platform/idempotency';
import { allRows } from '../../platform/listing';
import { type Handler, operationRoutes } from '../../platform/operations';
import { type DocumentRow, listQueries } from './documents.repository';
import {
  addFile,
  changeStatus,
  createDocumentRequest,
  documentDetail,
  downloadFile,
  hrUsersForRequests,
  listDocuments,
  listUploads,
} from './documents.service';

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

const list: Handler<typeof documentOperations.list> = async ({ caller, query: q, deps, reply }) => {
  if (!q.format) return listDocuments(deps, caller, q);
  await audit(deps.db, {
    tenantId: caller.tenantId,
    userId: caller.userId,
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
    columns: exportColumns(caller.admin),
    rows: allRows(deps.db, listQueries(deps.db, caller, q).all()),
  });
};

/** Document requests (/api/document/upload/…) and their file downloads (/api/document/file/{fileId}). */
export const documentRoutes = operationRoutes(documentOperations, {
  list,
  hrUsers: ({ caller, deps }) => hrUsersForRequests(deps, caller),
  create: {
    upload: attachmentRule,
    handler: async ({ caller, deps, tenant, request }) =>
      createDocumentRequest(deps, caller, tenant, await readForm(request), idempotencyKeyOf(request.headers)),
  },
  setStatus: ({ caller, deps, params }) => changeStatus(deps, caller, params.id, params.status),
  get: ({ caller, deps, params, query }) => documentDetail(deps, caller, params.id, query),
  uploads: ({ caller, deps, params, query }) => listUploads(deps, caller, params.id, query),
  addFile: {
    upload: attachmentRule,
    handler: async ({ caller, deps, tenant, params, request }) => {
      const form = await readForm(request);
      return addFile(deps, caller, tenant, params.id, form.file, idempotencyKeyOf(request.headers));
    },
  },
  file: async ({ caller, deps, params, reply }) =>
    sendDownload(reply, await downloadFile(deps, caller, params.fileId)),
});
