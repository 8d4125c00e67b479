import { ilike, or, type SQL, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { Caller } from '../../platform/auth/caller';

const companyName = sql<string>`coalesce(${users.companyName}, ${users.companyDetail}->>'businessName', '')`;

/**
 * The administrator's client filter of the consumption and bill lists: part of the HR user's e-mail or company
 * name, case-insensitive (LIKE wildcards typed by the user are taken literally). Ignored for an HR user, whose
 * scope is already their own rows. Undefined when there is nothing to filter.
 */
export function clientCondition(scope: Caller, client: string | undefined): SQL | undefined {
  if (!scope.admin || !client) return undefined;
  const like = `%${client.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(users.email, like), ilike(companyName, like));
}
