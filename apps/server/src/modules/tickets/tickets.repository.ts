import type { TicketListQuery, TicketStatus } from '@hrwe/domain';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/executor';
import { files, ticketMessages, tickets, users } from '../../db/schema/index';
import type { Caller } from '../../platform/auth/caller';
import { countAll, listCount, listReads, type SortSpec, sortOf } from '../../platform/listing';

/** Who is asking: every query of this feature is scoped here (tenant, and the opener for HR users). */

export function scopeOf(c: Caller): SQL {
  return c.admin
    ? eq(tickets.tenantId, c.tenantId)
    : and(eq(tickets.tenantId, c.tenantId), eq(tickets.userId, c.userId))!;
}

const attachmentName = sql<
  string | null
>`(select f.name from ${files} f where f.id = ${tickets.attachmentFileId})`;

const ticketColumns = {
  id: tickets.id,
  subject: tickets.subject,
  message: tickets.message,
  status: tickets.status,
  insertDateTime: tickets.createdAt,
  updatedAt: tickets.updatedAt,
  userId: tickets.userId,
  userEmail: users.email,
  userFirstName: users.firstName,
  userLastName: users.lastName,
  attachmentFileId: tickets.attachmentFileId,
  attachmentName,
};
export type TicketRow = {
  id: string;
  subject: string;
  message: string;
  status: TicketStatus;
  insertDateTime: Date;
  updatedAt: Date;
  userId: string;
  userEmail: string;
  userFirstName: string | null;
  userLastName: string | null;
  attachmentFileId: string | null;
  attachmentName: string | null;
};

const SORT: SortSpec = {
  sortable: {
    insertDateTime: tickets.createdAt,
    subject: tickets.subject,
    status: tickets.status,
    customer: users.email,
  },
  default: { field: 'insertDateTime', dir: 'desc' },
  tiebreakers: [[tickets.id, 'desc']],
};

/** Days are Europe/Rome calendar days, both ends included. */
const romeDay = sql`(${tickets.createdAt} at time zone 'Europe/Rome')::date`;

export function listQueries(db: Db, c: Caller, q: TicketListQuery) {
  const where = and(
    scopeOf(c),
    q.status ? eq(tickets.status, q.status) : undefined,
    q.dateFrom ? sql`${romeDay} >= ${q.dateFrom}::date` : undefined,
    q.dateTo ? sql`${romeDay} <= ${q.dateTo}::date` : undefined,
  );
  const sort = sortOf(q, SORT);
  const from = () =>
    db
      .select({ ...ticketColumns, cursor: sort.cursor })
      .from(tickets)
      .innerJoin(users, eq(users.id, tickets.userId))
      .$dynamic();
  return {
    ...listReads(db, 'tickets', from, where, sort),
    count: () => listCount(db, 'tickets', where, (w) => db.select({ n: countAll }).from(tickets).where(w)),
  };
}

export async function findTicket(db: Db, c: Caller, id: string): Promise<TicketRow | null> {
  const [row] = await db
    .select(ticketColumns)
    .from(tickets)
    .innerJoin(users, eq(users.id, tickets.userId))
    .where(and(scopeOf(c), eq(tickets.id, id)));
  return row ?? null;
}

export function threadOf(db: Db, ticketId: string) {
  return db
    .select({
      id: ticketMessages.id,
      message: ticketMessages.message,
      authorRole: ticketMessages.authorRole,
      authorEmail: users.email,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
      createdAt: ticketMessages.createdAt,
      attachmentFileId: ticketMessages.attachmentFileId,
      attachmentName: sql<
        string | null
      >`(select f.name from ${files} f where f.id = ${ticketMessages.attachmentFileId})`,
    })
    .from(ticketMessages)
    .innerJoin(users, eq(users.id, ticketMessages.authorUserId))
    .where(eq(ticketMessages.ticketId, ticketId))
    .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
}

/** True when the file is the attachment of a ticket, or of a reply, the caller may see. */
export async function fileVisible(db: Db, c: Caller, fileId: string): Promise<boolean> {
  const [hit] = await db
    .select({ id: tickets.id })
    .from(tickets)
    .leftJoin(ticketMessages, eq(ticketMessages.ticketId, tickets.id))
    .where(
      and(
        scopeOf(c),
        sql`(${tickets.attachmentFileId} = ${fileId} or ${ticketMessages.attachmentFileId} = ${fileId})`,
      ),
    )
    .limit(1);
  return !!hit;
}

export function tenantAdmins(db: Db, tenantId: number) {
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.role, 'ROLE_ADMIN')))
    .orderBy(users.email);
}

/** A new ticket; its id. */
export async function insertTicket(tx: Executor, values: typeof tickets.$inferInsert) {
  const [row] = await tx.insert(tickets).values(values).returning({ id: tickets.id });
  return row!.id;
}

/** The ticket's status, its row locked until `tx` ends (a reply reads and sets it); null when not of this tenant. */
export async function lockTicketStatus(
  tx: Executor,
  tenantId: number,
  id: string,
): Promise<TicketStatus | null> {
  const [current] = await tx
    .select({ status: tickets.status })
    .from(tickets)
    .where(and(eq(tickets.id, id), eq(tickets.tenantId, tenantId)))
    .for('update');
  return current?.status ?? null;
}

/** A reply in a ticket's thread; its id. */
export async function insertTicketMessage(tx: Executor, values: typeof ticketMessages.$inferInsert) {
  const [message] = await tx.insert(ticketMessages).values(values).returning({ id: ticketMessages.id });
  return message!.id;
}

/** The ticket's status after a reply, updated now. */
export async function setTicketStatus(tx: Executor, id: string, status: TicketStatus) {
  await tx.update(tickets).set({ status, updatedAt: new Date() }).where(eq(tickets.id, id));
}
