import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import type { Tenant } from '../tenancy';
import { generatePassword, hashPassword } from './passwords';

/**
 * The first administrator of the platform tenant, from ADMIN_EMAIL/ADMIN_PASSWORD or generated once.
 * Returns the credentials only when it was just created (so they are printed once), otherwise null.
 */
export async function ensureFirstAdmin(db: Db, tenant: Tenant, email?: string, password?: string) {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenant.id), eq(users.role, 'ROLE_ADMIN')))
    .limit(1);
  if (existing) return null;
  const adminEmail = (email ?? 'admin@hrwe.local').toLowerCase();
  const adminPassword = password ?? generatePassword();
  await db
    .insert(users)
    .values({
      tenantId: tenant.id,
      email: adminEmail,
      passwordHash: await hashPassword(adminPassword),
      role: 'ROLE_ADMIN',
      status: 'ATTIVATO',
      verified: true,
      firstName: 'Amministratore',
      lastName: 'HR.We',
    })
    .onConflictDoNothing();
  return { email: adminEmail, password: adminPassword, generated: !password };
}
