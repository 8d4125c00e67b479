import type { DocumentListQuery, DocumentStatus, DocumentType, ListQuery } from '@hrwe/domain';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documentRequests, documentUploads, files, users } from '../../db/schema/index';
import type { Caller } from '../../platform/auth/caller';
import {
  countAll,
  type ListQueryBuilder,
  listCount,
  listReads,
  type SortSpec,
  sortOf,
} from '../../platform/listing';

/** Who is asking: every query of this feature is scoped here (tenant, and the addressed HR user for HR users). */

export function scopeOf(c: Caller): SQL {
  return c.admin
    ? eq(documentRequests.tenantId, c.tenantId)
    : and(eq(documentRequests.tenantId, c.tenantId), eq(documentRequests.userId, c.userId))!;
}

const lastUpload = (column: SQL) =>
  sql`(select ${column} from ${documentUploads} u join ${files} f on f.id = u.file_id
       where u.request_id = ${documentRequests.id} order by u.uploaded_at desc limit 1)`;

const lastFileId = lastUpload(sql`u.file_id`).mapWith(String);
const lastFileName = lastUpload(sql`f.name`).mapWith(String);
// A subquery's timestamp comes back as text (Drizzle decodes only its columns' own): made a Date here.
const lastUploadAt =
  sql`(select max(u.uploaded_at) from ${documentUploads} u where u.request_id = ${documentRequests.id})`.mapWith(
    (v: string) => new Date(v),
  );
const optionalFileName = sql<
  string | null
>`(select f.name from ${files} f where f.id = ${documentRequests.optionalFileId})`;

const rowColumns = {
  id: documentRequests.id,
  type: documentRequests.type,
  name: documentRequests.name,
  description: documentRequests.description,
  status: documentRequests.status,
  createDate: documentRequests.createdAt,
  userId: documentRequests.userId,
  hrUserEmail: users.email,
  hrUserFirstName: users.firstName,
  hrUserLastName: users.lastName,
  optionalFileId: documentRequests.optionalFileId,
  optionalFileName,
  lastFileId,
  lastFileName,
  lastUploadAt,
};

export type DocumentRow = {
  id: string;
  type: DocumentType;
  name: string;
  description: string;
  status: DocumentStatus;
  createDate: Date;
  userId: string;
  hrUserEmail: string;
  hrUserFirstName: string | null;
  hrUserLastName: string | null;
  optionalFileId: string | null;
  optionalFileName: string | null;
  lastFileId: string | null;
  lastFileName: string | null;
  lastUploadAt: Date | null;
};

const SORT: SortSpec = {
  sortable: {
    createDate: documentRequests.createdAt,
    type: documentRequests.type,
    name: documentRequests.name,
    status: documentRequests.status,
    hrUserEmail: users.email,
    lastUploadAt: lastUploadAt,
  },
  default: { field: 'createDate', dir: 'desc' },
  tiebreakers: [[documentRequests.id, 'desc']],
};

export function listQueries(db: Db, c: Caller, q: DocumentListQuery) {
  const where = and(
    scopeOf(c),
    q.status ? eq(documentRequests.status, q.status) : undefined,
    q.type ? eq(documentRequests.type, q.type) : undefined,
  );
  const sort = sortOf(q, SORT);
  const from = () =>
    db
      .select({ ...rowColumns, cursor: sort.cursor })
      .from(documentRequests)
      .innerJoin(users, eq(users.id, documentRequests.userId))
      .$dynamic();
  const reads = listReads(db, 'documents.requests', from, where, sort);
  return {
    all: reads.all as () => ListQueryBuilder<DocumentRow>,
    rows: reads.rows as (limit: number, offset: number) => Promise<(DocumentRow & { cursor: string })[]>,
    count: () =>
      listCount(db, 'documents.requests', where, (w) =>
        db.select({ n: countAll }).from(documentRequests).where(w),
      ),
  };
}

export async function findRequest(db: Db, c: Caller, id: string): Promise<DocumentRow | null> {
  const rows = await db
    .select(rowColumns)
    .from(documentRequests)
    .innerJoin(users, eq(users.id, documentRequests.userId))
    .where(and(scopeOf(c), eq(documentRequests.id, id)));
  return rows[0] ?? null;
}

export function uploadQueries(db: Db, requestId: string, q: ListQuery) {
  const where = eq(documentUploads.requestId, requestId);
  const sort = sortOf(q, {
    sortable: { uploadDate: documentUploads.uploadedAt },
    default: { field: 'uploadDate', dir: 'desc' },
    tiebreakers: [[documentUploads.id, 'desc']],
  });
  const from = () =>
    db
      .select({
        id: documentUploads.id,
        fileId: documentUploads.fileId,
        fileName: files.name,
        uploadDate: documentUploads.uploadedAt,
        uploadedBy: users.email,
        cursor: sort.cursor,
      })
      .from(documentUploads)
      .innerJoin(files, eq(files.id, documentUploads.fileId))
      .innerJoin(users, eq(users.id, documentUploads.userId))
      .$dynamic();
  return {
    ...listReads(db, 'documents.uploads', from, where, sort),
    count: () =>
      listCount(db, 'documents.uploads', where, (w) =>
        db.select({ n: countAll }).from(documentUploads).where(w),
      ),
  };
}

/** True when the file belongs to a request the caller may see (its attachment or one of its uploads). */
export async function fileVisible(db: Db, c: Caller, fileId: string): Promise<boolean> {
  const [hit] = await db
    .select({ id: documentRequests.id })
    .from(documentRequests)
    .leftJoin(documentUploads, eq(documentUploads.requestId, documentRequests.id))
    .where(
      and(
        scopeOf(c),
        sql`(${documentRequests.optionalFileId} = ${fileId} or ${documentUploads.fileId} = ${fileId})`,
      ),
    )
    .limit(1);
  return !!hit;
}

export async function insertRequest(db: Db, values: typeof documentRequests.$inferInsert) {
  const [row] = await db.insert(documentRequests).values(values).returning();
  return row!;
}

export async function setStatus(db: Db, c: Caller, id: string, status: DocumentStatus) {
  const [row] = await db
    .update(documentRequests)
    .set({ status })
    .where(and(scopeOf(c), eq(documentRequests.id, id)))
    .returning({ id: documentRequests.id, status: documentRequests.status });
  return row ?? null;
}

export async function insertUpload(db: Db, values: typeof documentUploads.$inferInsert) {
  const [row] = await db.insert(documentUploads).values(values).returning();
  return row!;
}

/** One upload of a request with its file's name (the answer to an upload, also to its repeat). */
export async function findUpload(db: Db, tenantId: number, requestId: string, uploadId: string) {
  const [row] = await db
    .select({
      id: documentUploads.id,
      fileId: documentUploads.fileId,
      name: files.name,
      uploadedAt: documentUploads.uploadedAt,
    })
    .from(documentUploads)
    .innerJoin(files, eq(files.id, documentUploads.fileId))
    .where(
      and(
        eq(documentUploads.id, uploadId),
        eq(documentUploads.requestId, requestId),
        eq(documentUploads.tenantId, tenantId),
      ),
    );
  return row!;
}

/** The tenant's approved HR users, for the request form's select. */
export function activeHrUsers(db: Db, tenantId: number) {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.role, 'ROLE_USER'), eq(users.status, 'ATTIVATO')))
    .orderBy(users.email);
}

export async function findHrUser(db: Db, tenantId: number, by: { id?: string; email?: string }) {
  const [u] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.role, 'ROLE_USER'),
        eq(users.status, 'ATTIVATO'),
        by.id ? eq(users.id, by.id) : eq(users.email, by.email ?? ''),
      ),
    );
  return u ?? null;
}

/**
 * Whom an HR user's upload is e-mailed to: the administrator who asked for the document, while still an active
 * administrator of the tenant; otherwise every active administrator of the tenant, so an upload is never unseen.
 */
export async function uploadRecipients(db: Db, tenantId: number, requestId: string) {
  const admins = and(
    eq(users.tenantId, tenantId),
    eq(users.role, 'ROLE_ADMIN'),
    ne(users.status, 'DISABILITATO'),
  );
  const asker = await db
    .select({ email: users.email })
    .from(users)
    .innerJoin(documentRequests, eq(documentRequests.createdBy, users.id))
    .where(and(admins, eq(documentRequests.id, requestId)));
  if (asker.length > 0) return asker.map((a) => a.email);
  const all = await db.select({ email: users.email }).from(users).where(admins).orderBy(users.email);
  return all.map((a) => a.email);
}
