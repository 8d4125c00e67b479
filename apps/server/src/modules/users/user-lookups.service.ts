import { notFound, type Role, type UserPersonalSummary } from '@hrwe/domain';
import { and, eq, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import type { Session } from '../../platform/auth/sessions';

/**
 * Whom a signed-in user may look up by e-mail: themselves; an administrator also every administrator and every
 * HR user (past onboarding, as in the client list) of the same tenant. Anyone else is 404, whether or not the
 * address exists, so the lookups cannot be used to learn which e-mails have accounts.
 */
async function lookUp(db: Db, session: Session, tenantId: number, email: string) {
  const me = session.user;
  const self = eq(users.id, me.id);
  const scope =
    me.role === 'ROLE_ADMIN'
      ? or(self, eq(users.role, 'ROLE_ADMIN'), ne(users.status, 'IN_REGISTRAZIONE'))
      : self;
  const [row] = await db
    .select({ role: users.role, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email), scope));
  if (!row) throw notFound();
  return row;
}

/** `GET /api/user/private/be/role/{user}`. */
export async function roleOf(db: Db, session: Session, tenantId: number, email: string): Promise<Role> {
  return (await lookUp(db, session, tenantId, email)).role;
}

/** `GET /api/user/personalDetail/{email}`: no picture is stored (the screens show the default avatar). */
export async function personalSummaryOf(
  db: Db,
  session: Session,
  tenantId: number,
  email: string,
): Promise<UserPersonalSummary> {
  const row = await lookUp(db, session, tenantId, email);
  return { firstName: row.firstName, lastName: row.lastName, picture: null };
}
