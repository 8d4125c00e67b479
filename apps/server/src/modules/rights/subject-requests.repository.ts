import {
  isoDate,
  type SubjectRequestClose,
  type SubjectRequestKind,
  type SubjectRequestListQuery,
} from '@hrwe/domain';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { type Executor, inTx } from '../../db/executor';
import { candidates, dataSubjectRequests, reportRequests, users } from '../../db/schema/index';
import { countAll, listCount, listReads, sortOf } from '../../platform/listing';

const handler = alias(users, 'handler');
const owner = alias(users, 'owner');

/** Still open after its due day, on the Rome calendar: the register's "Scaduta" and the dashboard's count. */
export const overdueRequest = sql<boolean>`${dataSubjectRequests.state} = 'OPEN'
  and (now() at time zone 'Europe/Rome')::date > (${dataSubjectRequests.dueAt} at time zone 'Europe/Rome')::date`;

/** The tenant's register of requests: state, kind and overdue filters, sorted and paged by the listing protocol. */
export function subjectRequestList(db: Db, tenantId: number, query: SubjectRequestListQuery) {
  const where = and(
    eq(dataSubjectRequests.tenantId, tenantId),
    query.state ? eq(dataSubjectRequests.state, query.state) : undefined,
    query.kind ? eq(dataSubjectRequests.kind, query.kind) : undefined,
    query.due === 'overdue' ? overdueRequest : undefined,
  );
  const sort = sortOf(query, {
    sortable: {
      receivedAt: dataSubjectRequests.receivedAt,
      dueAt: dataSubjectRequests.dueAt,
      state: dataSubjectRequests.state,
      kind: dataSubjectRequests.kind,
      handledAt: dataSubjectRequests.handledAt,
    },
    default: { field: 'receivedAt', dir: 'desc' },
    tiebreakers: [[dataSubjectRequests.id, 'desc']],
  });
  const from = () =>
    db
      .select({
        id: dataSubjectRequests.id,
        kind: dataSubjectRequests.kind,
        state: dataSubjectRequests.state,
        source: dataSubjectRequests.source,
        detail: dataSubjectRequests.detail,
        note: dataSubjectRequests.note,
        receivedAt: dataSubjectRequests.receivedAt,
        dueAt: dataSubjectRequests.dueAt,
        handledAt: dataSubjectRequests.handledAt,
        handledBy: handler.email,
        overdue: overdueRequest,
        candidateId: candidates.id,
        firstName: candidates.firstName,
        lastName: candidates.lastName,
        email: candidates.email,
        anonymisedAt: candidates.anonymisedAt,
        requestNumber: reportRequests.requestNumber,
        company: owner.companyName,
        cursor: sort.cursor,
      })
      .from(dataSubjectRequests)
      .innerJoin(candidates, eq(candidates.id, dataSubjectRequests.candidateId))
      .innerJoin(reportRequests, eq(reportRequests.id, candidates.requestId))
      .leftJoin(owner, eq(owner.id, candidates.userId))
      .leftJoin(handler, eq(handler.id, dataSubjectRequests.handledBy))
      .$dynamic();
  const count = () =>
    listCount(db, 'rights.requests', where, (w) =>
      db.select({ n: countAll }).from(dataSubjectRequests).where(w),
    );
  return { ...listReads(db, 'rights.requests', from, where, sort), count };
}

/** A request of the tenant's register by its number, or null. */
export async function findSubjectRequest(db: Db, tenantId: number, id: number) {
  const [r] = await db
    .select({
      kind: dataSubjectRequests.kind,
      state: dataSubjectRequests.state,
      candidateId: dataSubjectRequests.candidateId,
    })
    .from(dataSubjectRequests)
    .where(and(eq(dataSubjectRequests.id, id), eq(dataSubjectRequests.tenantId, tenantId)));
  return r ?? null;
}

/** Closes one request if it is still open; false when another call closed it first. */
export async function closeOpenRequest(
  ex: Executor,
  id: number,
  close: { state: SubjectRequestClose['state']; note: string | null; by: string; at: Date },
) {
  const closed = await inTx(ex)
    .update(dataSubjectRequests)
    .set({ state: close.state, note: close.note, handledBy: close.by, handledAt: close.at })
    .where(and(eq(dataSubjectRequests.id, id), eq(dataSubjectRequests.state, 'OPEN')))
    .returning({ id: dataSubjectRequests.id });
  return closed.length > 0;
}

/** GDPR art. 12(3): one month from receipt, counted on the Rome calendar. */
const dueOf = (receivedAt: ReturnType<typeof sql>) =>
  sql`((${receivedAt} at time zone 'Europe/Rome') + interval '1 month') at time zone 'Europe/Rome'`;

type NewRequest = {
  tenantId: number;
  candidateId: string;
  kind: SubjectRequestKind;
  source: 'candidate' | 'admin';
  detail: string | null;
  /** The instant it arrived, or the Rome calendar day (yyyy-MM-dd) when only the day is known (a letter). */
  receivedAt: Date | string;
  /** Set when the request is answered as it arrives (a withdrawal erases at once, a copy is downloaded at once). */
  handled?: { by: string | null; note: string | null };
};

/** Writes a request into the register, in the caller's transaction (with the change that answers it, if any). */
export async function recordSubjectRequest(ex: Executor, r: NewRequest) {
  const at =
    typeof r.receivedAt === 'string'
      ? sql`(${r.receivedAt}::date::timestamp at time zone 'Europe/Rome')`
      : sql`${r.receivedAt.toISOString()}::timestamptz`;
  await inTx(ex).execute(sql`
    insert into data_subject_requests
      (tenant_id, candidate_id, kind, state, source, detail, received_at, due_at, handled_by, handled_at, note)
    values (${r.tenantId}, ${r.candidateId}, ${r.kind}, ${r.handled ? 'DONE' : 'OPEN'}, ${r.source}, ${r.detail},
            ${at}, ${dueOf(at)}, ${r.handled?.by ?? null}, ${r.handled ? at : null}, ${r.handled?.note ?? null})`);
}

/**
 * The candidate downloaded a copy of their data: an access request answered at once. One line per candidate and
 * day in the register, however many times they download it (each download is still audited).
 */
export async function recordAccessByLink(ex: Executor, tenantId: number, candidateId: string, now: Date) {
  const open = await inTx(ex).execute(sql`
    select 1 from data_subject_requests
     where candidate_id = ${candidateId} and kind = 'ACCESS' and source = 'candidate'
       and (received_at at time zone 'Europe/Rome')::date = ${isoDate(now)}::date`);
  if (open.rows.length > 0) return;
  await recordSubjectRequest(ex, {
    tenantId,
    candidateId,
    kind: 'ACCESS',
    source: 'candidate',
    detail: null,
    receivedAt: now,
    handled: { by: null, note: 'Copia dei dati scaricata dal link del candidato (PDF o JSON)' },
  });
}

/** Closes the candidate's open requests of a kind as answered (a contest by its review, an erasure by erasing). */
export async function closeOpenRequests(
  ex: Executor,
  candidateId: string,
  kind: SubjectRequestKind,
  by: string | null,
  at: Date,
  note: string,
) {
  const closed = await inTx(ex)
    .update(dataSubjectRequests)
    .set({ state: 'DONE', handledBy: by, handledAt: at, note })
    .where(
      and(
        eq(dataSubjectRequests.candidateId, candidateId),
        eq(dataSubjectRequests.kind, kind),
        eq(dataSubjectRequests.state, 'OPEN'),
      ),
    )
    .returning({ id: dataSubjectRequests.id });
  return closed.length;
}
