import { isUuid, type UserListQuery, type UserStatus } from '@hrwe/domain';
import { and, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/executor';
import { files, users } from '../../db/schema/index';
import type { Caller } from '../../platform/auth/caller';
import { countAll, listCount, listReads, sortOf } from '../../platform/listing';

/**
 * The one scope of this feature: HR users of the caller's tenant that have finished onboarding
 * (IN_REGISTRAZIONE users are not clients yet). Every query below starts from it.
 */
export const clientScope = (tenantId: number) =>
  and(eq(users.tenantId, tenantId), eq(users.role, 'ROLE_USER'), ne(users.status, 'IN_REGISTRAZIONE'))!;

const firstName = sql<string>`coalesce(${users.firstName}, ${users.personalDetail}->>'firstName', '')`;
const lastName = sql<string>`coalesce(${users.lastName}, ${users.personalDetail}->>'lastName', '')`;
export const fullNameSql = sql<string>`trim(${firstName} || ' ' || ${lastName})`;
export const companyNameSql = sql<string>`coalesce(${users.companyName}, ${users.companyDetail}->>'businessName', '')`;

export const clientRowColumns = {
  id: users.id,
  fullName: fullNameSql,
  email: users.email,
  companyName: companyNameSql,
  status: users.status,
  registrationDate: users.createdAt,
  singleUserReportCost: users.singleReportCostCents,
};
export type ClientRow = {
  id: string;
  fullName: string;
  email: string;
  companyName: string;
  status: UserStatus;
  registrationDate: Date;
  singleUserReportCost: number | null;
};

const likeEscape = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The client list: filters, sort and paging on the server; `rows` serves the screen page and the export. */
export function clientList(db: Db, tenantId: number, query: UserListQuery) {
  const conditions: SQL[] = [clientScope(tenantId)];
  if (query.status) conditions.push(eq(users.status, query.status));
  if (query.q) {
    const like = likeEscape(query.q);
    conditions.push(
      or(ilike(fullNameSql, like), ilike(users.email, like), ilike(companyNameSql, like)) as SQL,
    );
  }
  const where = and(...conditions);
  const sort = sortOf(query, {
    sortable: {
      registrationDate: users.createdAt,
      fullName: fullNameSql,
      email: users.email,
      companyName: companyNameSql,
      status: users.status,
    },
    default: { field: 'registrationDate', dir: 'desc' },
    tiebreakers: [[users.id, 'desc']],
  });
  const from = () =>
    db
      .select({ ...clientRowColumns, cursor: sort.cursor })
      .from(users)
      .$dynamic();
  const count = () =>
    listCount(db, 'users.clients', where, (w) => db.select({ n: countAll }).from(users).where(w));
  return { ...listReads(db, 'users.clients', from, where, sort), count };
}

/** One client of the tenant by id, with the name of the signed contract; null when outside the scope. */
export async function findClient(db: Db, tenantId: number, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ user: users, contractName: files.name })
    .from(users)
    .leftJoin(files, and(eq(files.id, users.contractFileId), eq(files.tenantId, users.tenantId)))
    .where(and(clientScope(tenantId), eq(users.id, id)));
  return row ?? null;
}

export async function findClientIdByEmail(db: Db, tenantId: number, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(clientScope(tenantId), eq(users.email, email)));
  return row?.id ?? null;
}

/**
 * A client of the tenant, by id or e-mail, locked for an update in `tx` (two administrators cannot both act on the
 * same old status); null outside the scope.
 */
export async function lockClient(tx: Executor, tenantId: number, by: { id?: string; email?: string }) {
  const where = [clientScope(tenantId)];
  if (by.id) where.push(eq(users.id, by.id));
  if (by.email) where.push(eq(users.email, by.email));
  const [user] = await tx
    .select({
      id: users.id,
      status: users.status,
      email: users.email,
      name: fullNameSql,
      singleUserReportCost: users.singleReportCostCents,
    })
    .from(users)
    .where(and(...where))
    .for('update');
  return user ?? null;
}

/** The e-mail of a user of the tenant (the administrator who signs a decision's e-mail as its contact). */
export async function emailOfUser(tx: Executor, tenantId: number, id: string) {
  const [row] = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
  return row?.email ?? null;
}

export async function setClientStatus(tx: Executor, id: string, status: UserStatus) {
  await tx.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, id));
}

/** Changes a client's row; null outside the scope. */
export async function updateClientRow(
  db: Db,
  tenantId: number,
  id: string,
  set: Pick<Partial<typeof users.$inferInsert>, 'singleReportCostCents' | 'reportDefault'>,
) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(and(clientScope(tenantId), eq(users.id, id)))
    .returning({ singleReportCostCents: users.singleReportCostCents, reportDefault: users.reportDefault });
  return row ?? null;
}

/**
 * A user of the tenant by e-mail whom `c` may look up: themselves; an administrator also every administrator and
 * every HR user past onboarding (as in the client list). Null otherwise.
 */
export async function lookUpUser(db: Db, c: Caller, email: string) {
  const self = eq(users.id, c.userId);
  const scope = c.admin ? or(self, eq(users.role, 'ROLE_ADMIN'), ne(users.status, 'IN_REGISTRAZIONE')) : self;
  const [row] = await db
    .select({ role: users.role, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.tenantId, c.tenantId), eq(users.email, email), scope));
  return row ?? null;
}
