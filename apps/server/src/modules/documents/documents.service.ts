import {
  badRequest,
  CreateDocumentRequestSchema,
  conflict,
  type DocumentListQuery,
  type DocumentStatus,
  type DocumentType,
  fieldErrors,
  isUserId,
  type ListQuery,
  notFound,
  PAGE_SIZE,
} from '@hrwe/domain';
import { inTx } from '../../db/executor';
import type { AppDeps } from '../../deps';
import type { AdminCaller, Caller } from '../../platform/auth/caller';
import type { Upload } from '../../platform/files/upload';
import { once, payloadHash } from '../../platform/idempotency';
import { pageOf } from '../../platform/listing';
import { publicBaseUrl } from '../../platform/public-url';
import type { Tenant } from '../../platform/tenancy';
import { documentRequestedMail, documentUploadedMail } from './documents.mails';
import {
  activeHrUsers,
  type DocumentRow,
  fileVisible,
  findHrUser,
  findRequest,
  findUpload,
  insertRequest,
  insertUpload,
  listQueries,
  setStatus,
  uploadQueries,
  uploadRecipients,
} from './documents.repository';

type Deps = Pick<AppDeps, 'db' | 'files' | 'mailer' | 'config'>;

export function documentView(r: DocumentRow, admin: boolean) {
  return {
    id: r.id,
    type: r.type,
    name: r.name,
    description: r.description,
    status: r.status,
    createDate: r.createDate.toISOString(),
    hrUserEmail: admin ? r.hrUserEmail : null,
    hrUserFullName: admin ? [r.hrUserFirstName, r.hrUserLastName].filter(Boolean).join(' ') || null : null,
    optionalFile: r.optionalFileId ? { id: r.optionalFileId, name: r.optionalFileName ?? '' } : null,
    lastUpload: r.lastFileId
      ? {
          fileId: r.lastFileId,
          name: r.lastFileName ?? '',
          uploadDate: r.lastUploadAt?.toISOString() ?? null,
        }
      : null,
  };
}
export type DocumentView = ReturnType<typeof documentView>;

export async function listDocuments(deps: Deps, c: Caller, q: DocumentListQuery) {
  const { rows, count } = listQueries(deps.db, c, q);
  const page = await pageOf(q, PAGE_SIZE.documents, rows, count);
  return { ...page, data: page.data.map((r) => documentView(r, c.admin)) };
}

/** The tenant's approved HR users, for the administrator's request form. */
export async function hrUsersForRequests(deps: Deps, c: AdminCaller) {
  const rows = await activeHrUsers(deps.db, c.tenantId);
  return rows.map((u) => ({
    id: u.id,
    email: u.email,
    fullName: [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email,
  }));
}

/** The administrator's request: the HR user by e-mail or id, among the tenant's approved HR users. */
export async function createDocumentRequest(
  deps: Deps,
  c: AdminCaller,
  tenant: Tenant,
  form: { fields: Record<string, string>; file: Upload | null },
  idempotencyKey: string | null = null,
) {
  const raw = form.fields;
  const hrUserRaw = (raw.hrUser ?? '').trim();
  const byId = isUserId(hrUserRaw);
  const schema = byId ? CreateDocumentRequestSchema.omit({ hrUser: true }) : CreateDocumentRequestSchema;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw badRequest('VALIDATION_FAILED', fieldErrors(parsed.error));
  const input = parsed.data as { type: DocumentType; name: string; description: string; hrUser?: string };
  const hr = await findHrUser(
    deps.db,
    c.tenantId,
    byId ? { id: hrUserRaw.toLowerCase() } : { email: input.hrUser },
  );
  if (!hr) throw badRequest('VALIDATION_FAILED', { hrUser: 'HR_USER_NOT_FOUND' });
  const hash = payloadHash({ ...input, hrUser: hr.id, file: form.file });
  // The attached file, the request and its e-mail commit together; a repeat under the key answers the first.
  const id = await deps.db.transaction(async (tx) => {
    const key = {
      tenantId: c.tenantId,
      userId: c.userId,
      scope: 'document-request',
      key: idempotencyKey,
      hash,
    };
    const made = await once(tx, key, async () => {
      const file = form.file ? await deps.files.save(c, form.file, tx) : null;
      const row = await insertRequest(inTx(tx), {
        tenantId: c.tenantId,
        userId: hr.id,
        createdBy: c.userId,
        type: input.type,
        name: input.name,
        description: input.description,
        optionalFileId: file?.id ?? null,
      });
      await deps.mailer.send(
        {
          tenantId: c.tenantId,
          key: `docreq:${row.id}`,
          to: hr.email,
          message: documentRequestedMail('it', {
            type: input.type,
            name: input.name,
            description: input.description,
            url: `${publicBaseUrl(deps.config, tenant)}/file/detail/${row.id}`,
          }),
        },
        tx,
      );
      return row.id;
    });
    return made.id;
  });
  const created = await findRequest(deps.db, c, id);
  return documentView(created!, true);
}

export async function changeStatus(deps: Deps, c: AdminCaller, id: string, status: DocumentStatus) {
  const row = await setStatus(deps.db, c, id, status);
  if (!row) throw notFound();
  return row;
}

/** HR user: the request and their last upload. Administrator: the request and a page of every upload. */
export async function documentDetail(deps: Deps, c: Caller, id: string, q: ListQuery) {
  const row = await findRequest(deps.db, c, id);
  if (!row) throw notFound();
  const view = documentView(row, c.admin);
  if (!c.admin) return { ...view, uploads: null };
  return { ...view, uploads: await listUploads(deps, { ...c, admin: true }, id, q) };
}

export async function listUploads(deps: Deps, c: AdminCaller, id: string, q: ListQuery) {
  if (!(await findRequest(deps.db, c, id))) throw notFound();
  const { rows, count } = uploadQueries(deps.db, id, q);
  const page = await pageOf(q, PAGE_SIZE.documentUploads, rows, count);
  return {
    ...page,
    data: page.data.map((u) => ({ ...u, uploadDate: u.uploadDate.toISOString() })),
  };
}

/**
 * The addressed HR user uploads a file while the request is OPEN. The file, its upload row and the e-mail to the
 * administrator who asked for it commit together; with an Idempotency-Key a repeat of the same file on the same
 * request (a retry after a lost answer, a double click) answers the first upload instead of storing the file twice.
 */
export async function addFile(
  deps: Deps,
  c: Caller,
  tenant: Tenant,
  id: string,
  file: Upload | null,
  idempotencyKey: string | null = null,
) {
  const row = await findRequest(deps.db, c, id);
  if (!row || c.admin) throw notFound();
  if (row.status !== 'OPEN') throw conflict('DOCUMENT_CLOSED');
  if (!file) throw badRequest('FILE_REQUIRED', { file: 'DOCUMENT_FILE_REQUIRED' });
  const key = {
    tenantId: c.tenantId,
    userId: c.userId,
    scope: 'document-upload',
    key: idempotencyKey,
    hash: payloadHash({ requestId: id, file }),
  };
  const uploadId = await deps.db.transaction(async (tx) => {
    const made = await once(tx, key, async () => {
      const saved = await deps.files.save(c, file, tx);
      const upload = await insertUpload(inTx(tx), {
        requestId: id,
        tenantId: c.tenantId,
        userId: c.userId,
        fileId: saved.id,
      });
      const who = [row.hrUserFirstName, row.hrUserLastName].filter(Boolean).join(' ');
      const recipients = await uploadRecipients(inTx(tx), c.tenantId, id);
      await deps.mailer.sendAll(
        recipients.map((to) => ({
          tenantId: c.tenantId,
          key: `docupload:${upload.id}:${to}`,
          to,
          message: documentUploadedMail('it', {
            name: row.name,
            who: who ? `${who} (${row.hrUserEmail})` : row.hrUserEmail,
            fileName: file.name,
            url: `${publicBaseUrl(deps.config, tenant)}/file/detail/${id}`,
          }),
        })),
        tx,
      );
      return upload.id;
    });
    return made.id;
  });
  const upload = await findUpload(deps.db, c.tenantId, id, uploadId);
  return {
    id: upload.id,
    fileId: upload.fileId,
    name: upload.name,
    uploadDate: upload.uploadedAt.toISOString(),
  };
}

export async function downloadFile(deps: Deps, c: Caller, fileId: string) {
  if (!(await fileVisible(deps.db, c, fileId))) throw notFound();
  const file = await deps.files.get(c.tenantId, fileId);
  if (!file) throw notFound();
  return file;
}
