import {
  badRequest,
  conflict,
  isoDate,
  type ListResult,
  notFound,
  PAGE_SIZE,
  type SubjectRequestClose,
  type SubjectRequestInput,
  type SubjectRequestListQuery,
  type SubjectRequestRow,
} from '@hrwe/domain';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { inTx } from '../../db/executor';
import { candidates, dataSubjectRequests, reportRequests, users } from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import { audit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/caller';
import { countAll, pageOf, type SortSpec, sortOf } from '../../platform/listing';
import { findCandidate } from '../checks';
import { eraseOnRequest } from './legal-hold.service';
import { recordSubjectRequest } from './subject-requests.repository';

const handler = alias(users, 'handler');
const owner = alias(users, 'owner');

const sort: SortSpec = {
  sortable: {
    receivedAt: dataSubjectRequests.receivedAt,
    dueAt: dataSubjectRequests.dueAt,
    state: dataSubjectRequests.state,
    kind: dataSubjectRequests.kind,
    handledAt: dataSubjectRequests.handledAt,
  },
  default: { field: 'receivedAt', dir: 'desc' },
  tiebreakers: [[dataSubjectRequests.id, 'desc']],
};

/** Administrators: the tenant's register of data-subject requests, paged, with state and kind filters. */
export async function listSubjectRequests(
  deps: AppDeps,
  scope: Caller,
  query: SubjectRequestListQuery,
): Promise<ListResult<SubjectRequestRow>> {
  const where = and(
    eq(dataSubjectRequests.tenantId, scope.tenantId),
    query.state ? eq(dataSubjectRequests.state, query.state) : undefined,
    query.kind ? eq(dataSubjectRequests.kind, query.kind) : undefined,
  );
  const order = sortOf(query, sort);
  return pageOf(
    query,
    PAGE_SIZE.subjectRequests,
    async (limit, offset) => {
      const rows = await deps.db
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
          handlerEmail: handler.email,
          overdue: sql<boolean>`${dataSubjectRequests.state} = 'OPEN'
            and (now() at time zone 'Europe/Rome')::date > (${dataSubjectRequests.dueAt} at time zone 'Europe/Rome')::date`,
          candidateId: candidates.id,
          firstName: candidates.firstName,
          lastName: candidates.lastName,
          email: candidates.email,
          anonymisedAt: candidates.anonymisedAt,
          requestNumber: reportRequests.requestNumber,
          company: owner.companyName,
          cursor: order.cursor,
        })
        .from(dataSubjectRequests)
        .innerJoin(candidates, eq(candidates.id, dataSubjectRequests.candidateId))
        .innerJoin(reportRequests, eq(reportRequests.id, candidates.requestId))
        .leftJoin(owner, eq(owner.id, candidates.userId))
        .leftJoin(handler, eq(handler.id, dataSubjectRequests.handledBy))
        .where(and(where, order.seek))
        .orderBy(...order.pageOrderBy)
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        state: r.state,
        source: r.source,
        detail: r.detail,
        note: r.note,
        receivedAt: r.receivedAt.toISOString(),
        dueAt: r.dueAt.toISOString(),
        handledAt: r.handledAt?.toISOString() ?? null,
        handledBy: r.handlerEmail,
        overdue: r.overdue,
        candidateId: r.candidateId,
        // Once erased, the register keeps the request, not the person: the request number identifies it.
        candidateName: r.anonymisedAt ? null : [r.firstName, r.lastName].filter(Boolean).join(' ') || r.email,
        requestNumber: r.requestNumber,
        company: r.company,
        cursor: r.cursor,
      }));
    },
    async () => {
      const [r] = await deps.db.select({ n: countAll }).from(dataSubjectRequests).where(where);
      return r?.n ?? 0;
    },
  );
}

/** Administrators record a request that reached them by another channel, for a candidate of their tenant. */
export async function registerSubjectRequest(
  deps: AppDeps,
  scope: Caller,
  uuid: string,
  input: SubjectRequestInput,
  now: Date,
) {
  const c = await findCandidate(deps, scope, uuid);
  if (input.receivedOn > isoDate(now)) throw badRequest('SUBJECT_REQUEST_DATE_IN_FUTURE');
  await deps.db.transaction(async (tx) => {
    await recordSubjectRequest(tx, {
      tenantId: scope.tenantId,
      candidateId: c.id,
      kind: input.kind,
      source: 'admin',
      detail: input.detail,
      receivedAt: input.receivedOn,
    });
    await audit(inTx(tx), {
      tenantId: scope.tenantId,
      userId: scope.userId,
      action: 'rights.request.register',
      subjectType: 'candidate',
      subjectId: c.id,
    });
  });
}

/**
 * Closes an open request: answered or rejected with its reason. Answering an erasure erases the data then (the
 * same anonymisation as the retention job, refused under a legal hold); a contest closes only by the HR user's
 * review on the report (art. 22(3) asks for a human review of the decision, not an administrator's tick).
 */
export async function closeSubjectRequest(
  deps: AppDeps,
  scope: Caller,
  id: number,
  input: SubjectRequestClose,
  now: Date,
) {
  const [r] = await deps.db
    .select({
      kind: dataSubjectRequests.kind,
      state: dataSubjectRequests.state,
      candidateId: dataSubjectRequests.candidateId,
    })
    .from(dataSubjectRequests)
    .where(and(eq(dataSubjectRequests.id, id), eq(dataSubjectRequests.tenantId, scope.tenantId)));
  if (!r) throw notFound();
  if (r.state !== 'OPEN') throw conflict('SUBJECT_REQUEST_CLOSED');
  if (r.kind === 'CONTEST') throw conflict('SUBJECT_REQUEST_BY_REVIEW');
  // The erasure closes the candidate's open erasure requests itself, in its own transaction.
  if (r.kind === 'ERASURE' && input.state === 'DONE') {
    await eraseOnRequest(deps, scope, r.candidateId, now, input.note || null);
    return;
  }
  await deps.db.transaction(async (tx) => {
    const closed = await inTx(tx)
      .update(dataSubjectRequests)
      .set({ state: input.state, note: input.note || null, handledBy: scope.userId, handledAt: now })
      .where(and(eq(dataSubjectRequests.id, id), eq(dataSubjectRequests.state, 'OPEN')))
      .returning({ id: dataSubjectRequests.id });
    if (closed.length === 0) throw conflict('SUBJECT_REQUEST_CLOSED');
    await audit(inTx(tx), {
      tenantId: scope.tenantId,
      userId: scope.userId,
      action: 'rights.request.close',
      subjectType: 'candidate',
      subjectId: r.candidateId,
    });
  });
}
