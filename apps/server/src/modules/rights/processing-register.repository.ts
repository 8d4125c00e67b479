import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tenants, users } from '../../db/schema/index';

/** The tenant's address (where its people and candidates reach it) and its administrators' e-mails (its contacts). */
export async function registerFactsOf(db: Db, tenantId: number) {
  const [tenant] = await db.select({ dns: tenants.dns }).from(tenants).where(eq(tenants.id, tenantId));
  const admins = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.role, 'ROLE_ADMIN'), ne(users.status, 'DISABILITATO')))
    .orderBy(asc(users.email));
  return { dns: tenant?.dns ?? '', adminEmails: admins.map((a) => a.email) };
}
