import { notFound, type Role, type UserPersonalSummary } from '@hrwe/domain';
import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth/caller';
import { lookUpUser } from './users.repository';

/**
 * Whom a signed-in user may look up by e-mail (users.repository's lookUpUser). Anyone else is 404, whether or not
 * the address exists, so the lookups cannot be used to learn which e-mails have accounts.
 */
async function lookUp(db: Db, c: Caller, email: string) {
  const row = await lookUpUser(db, c, email);
  if (!row) throw notFound();
  return row;
}

/** `GET /api/user/private/be/role/{user}`. */
export async function roleOf(db: Db, c: Caller, email: string): Promise<Role> {
  return (await lookUp(db, c, email)).role;
}

/** `GET /api/user/personalDetail/{email}`: no picture is stored (the screens show the default avatar). */
export async function personalSummaryOf(db: Db, c: Caller, email: string): Promise<UserPersonalSummary> {
  const row = await lookUp(db, c, email);
  return { firstName: row.firstName, lastName: row.lastName, picture: null };
}
