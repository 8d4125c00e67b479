import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

/** The account an e-mail signs in to, in one tenant (the e-mail as the sign-in schema normalised it). */
export async function accountByEmail(db: Db, tenantId: number, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email)));
  return user;
}
