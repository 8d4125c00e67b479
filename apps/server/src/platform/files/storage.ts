import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/executor';
import { files } from '../../db/schema/index';

export type StoredFile = { id: string; name: string; mime: string; size: number; createdAt: Date };

/** The one storage interface for uploaded and generated files (kept in PostgreSQL). */
export function createFileStore(db: Db) {
  return {
    /**
     * Stores a file of `owner` (the user it belongs to, or none: a candidate's), in the caller's transaction `tx`
     * when the file belongs to a change (a ticket, a request).
     */
    async save(
      owner: { tenantId: number; userId: string | null },
      f: { name: string; mime: string; content: Buffer },
      tx: Executor = db,
    ) {
      const [row] = await tx
        .insert(files)
        .values({
          tenantId: owner.tenantId,
          ownerUserId: owner.userId,
          name: f.name,
          mime: f.mime,
          content: f.content,
          size: f.content.length,
        })
        .returning({
          id: files.id,
          name: files.name,
          mime: files.mime,
          size: files.size,
          createdAt: files.createdAt,
        });
      return row as StoredFile;
    },
    /** A file of the tenant, or null: callers check who may read it before calling. */
    async get(tenantId: number, id: string) {
      const [row] = await db
        .select()
        .from(files)
        .where(and(eq(files.tenantId, tenantId), eq(files.id, id)));
      return row ?? null;
    },
  };
}
export type FileStore = ReturnType<typeof createFileStore>;

/** Sends a file as an attachment with its own name. */
export function sendDownload(reply: FastifyReply, file: { name: string; mime: string; content: Buffer }) {
  return reply
    .header('Content-Type', file.mime)
    .header('Content-Disposition', contentDisposition(file.name))
    .header('Cache-Control', 'no-store')
    .send(file.content);
}

export function contentDisposition(name: string) {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
