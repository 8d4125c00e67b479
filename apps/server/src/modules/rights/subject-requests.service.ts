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
import { inTx } from '../../db/executor';
import type { AppDeps } from '../../deps';
import { audit } from '../../platform/audit';
import type { AdminCaller } from '../../platform/auth/caller';
import { pageOf } from '../../platform/listing';
import { findCandidate } from '../checks';
import { eraseOnRequest } from './legal-hold.service';
import {
  closeOpenRequest,
  findSubjectRequest,
  recordSubjectRequest,
  subjectRequestList,
} from './subject-requests.repository';

/** Administrators: the tenant's register of data-subject requests, paged, with state and kind filters. */
export async function listSubjectRequests(
  deps: AppDeps,
  scope: AdminCaller,
  query: SubjectRequestListQuery,
): Promise<ListResult<SubjectRequestRow>> {
  const list = subjectRequestList(deps.db, scope.tenantId, query);
  return pageOf(
    query,
    PAGE_SIZE.subjectRequests,
    async (limit, offset) =>
      (await list.rows(limit, offset)).map(({ firstName, lastName, email, anonymisedAt, ...r }) => ({
        ...r,
        receivedAt: r.receivedAt.toISOString(),
        dueAt: r.dueAt.toISOString(),
        handledAt: r.handledAt?.toISOString() ?? null,
        // Once erased, the register keeps the request, not the person: the request number identifies it.
        candidateName: anonymisedAt ? null : [firstName, lastName].filter(Boolean).join(' ') || email,
      })),
    list.count,
  );
}

/** Administrators record a request that reached them by another channel, for a candidate of their tenant. */
export async function registerSubjectRequest(
  deps: AppDeps,
  scope: AdminCaller,
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
  scope: AdminCaller,
  id: number,
  input: SubjectRequestClose,
  now: Date,
) {
  const r = await findSubjectRequest(deps.db, scope.tenantId, id);
  if (!r) throw notFound();
  if (r.state !== 'OPEN') throw conflict('SUBJECT_REQUEST_CLOSED');
  if (r.kind === 'CONTEST') throw conflict('SUBJECT_REQUEST_BY_REVIEW');
  // The erasure closes the candidate's open erasure requests itself, in its own transaction.
  if (r.kind === 'ERASURE' && input.state === 'DONE') {
    await eraseOnRequest(deps, scope, r.candidateId, now, input.note || null);
    return;
  }
  await deps.db.transaction(async (tx) => {
    const closed = await closeOpenRequest(tx, id, {
      state: input.state,
      note: input.note || null,
      by: scope.userId,
      at: now,
    });
    if (!closed) throw conflict('SUBJECT_REQUEST_CLOSED');
    await audit(inTx(tx), {
      tenantId: scope.tenantId,
      userId: scope.userId,
      action: 'rights.request.close',
      subjectType: 'candidate',
      subjectId: r.candidateId,
    });
  });
}
