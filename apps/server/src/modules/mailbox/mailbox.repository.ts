import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mails } from '../../db/schema/index';

/** The tenant's newest stored e-mails, newest first. */
export const newestMails = (db: Db, tenantId: number, limit: number) =>
  db.select().from(mails).where(eq(mails.tenantId, tenantId)).orderBy(desc(mails.id)).limit(limit);
