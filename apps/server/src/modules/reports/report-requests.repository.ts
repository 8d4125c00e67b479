import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/executor';
import { insertMany } from '../../db/insert-many';
import { candidates, mails, reportRequests, tenants, users } from '../../db/schema/index';
import type { Caller } from '../../platform/auth/caller';
import { candidateScope, invitationJoin, invitationState, requestScope } from './reports.repository';

/** The writes and reads of report creation, re-sent invitations and their progress (reports.service). */

export type { ProviderFlags } from '../../db/schema/index';

export type Owner = Pick<
  typeof users.$inferSelect,
  'id' | 'email' | 'companyName' | 'firstName' | 'lastName' | 'reportDefault'
>;

/** The HR user who owns a request, with what the invitation e-mail names; null when not of this tenant. */
export async function ownerOf(db: Db, tenantId: number, userId: string): Promise<Owner | null> {
  const [u] = await db
    .select({
      id: users.id,
      email: users.email,
      companyName: users.companyName,
      firstName: users.firstName,
      lastName: users.lastName,
      reportDefault: users.reportDefault,
    })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  return u ?? null;
}

/** A new report request; its id. */
export async function insertRequest(tx: Executor, values: typeof reportRequests.$inferInsert) {
  const [req] = await tx.insert(reportRequests).values(values).returning({ id: reportRequests.id });
  return req!.id;
}

/** A request's candidates, one statement whatever their number (a list of thousands): bench/bulk-create.ts. */
export const insertCandidates = (tx: Executor, rows: (typeof candidates.$inferInsert)[]) =>
  insertMany(tx, candidates, rows);

/** One candidate; its id. */
export async function insertCandidate(tx: Executor, values: typeof candidates.$inferInsert) {
  const [cand] = await tx.insert(candidates).values(values).returning({ id: candidates.id });
  return cand!.id;
}

/** The first candidate of a request (a single visura has one). */
export async function firstCandidateOf(tx: Executor, tenantId: number, requestId: string) {
  const [first] = await tx
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(eq(candidates.tenantId, tenantId), eq(candidates.requestId, requestId)));
  return first!.id;
}

/** A candidate in the caller's scope with its request's number, state, kind and end date (re-sending). */
export async function candidateWithRequest(db: Db, scope: Caller, candidateId: string) {
  const [row] = await db
    .select({
      c: candidates,
      requestNumber: reportRequests.requestNumber,
      status: reportRequests.status,
      kind: reportRequests.kind,
      validEndDate: reportRequests.validEndDate,
    })
    .from(candidates)
    .innerJoin(reportRequests, eq(reportRequests.id, candidates.requestId))
    .where(and(candidateScope(scope), eq(candidates.id, candidateId)));
  return row ?? null;
}

/** The candidate's invitation is now the one under `key`, its `count`th, waiting in the queue. */
export async function markInvitationQueued(tx: Executor, candidateId: string, key: string, count: number) {
  await tx
    .update(candidates)
    .set({ invitationKey: key, invitationCount: count, invitationStatus: 'queued' })
    .where(eq(candidates.id, candidateId));
}

/** How many of a request's invitations are queued, sent and failed. */
export async function invitationCounts(db: Db, tenantId: number, requestId: string) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      queued: sql<number>`count(*) filter (where ${invitationState} = 'queued')::int`,
      sent: sql<number>`count(*) filter (where ${invitationState} = 'sent')::int`,
      failed: sql<number>`count(*) filter (where ${invitationState} = 'failed')::int`,
    })
    .from(candidates)
    .leftJoin(mails, invitationJoin)
    .where(and(eq(candidates.requestId, requestId), eq(candidates.tenantId, tenantId)));
  return row ?? { total: 0, queued: 0, sent: 0, failed: 0 };
}

/** The tenant row of a candidate, for links built by jobs (no request at hand). */
export async function tenantOf(db: Db, tenantId: number) {
  const [t] = await db
    .select({ id: tenants.id, dns: tenants.dns, isPlatform: tenants.isPlatform })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return t;
}

/** A request of the caller's scope by its number, its row locked until `tx` ends (cancelling it); null when absent. */
export async function lockRequestInScope(tx: Executor, scope: Caller, requestNumber: string) {
  const [req] = await tx
    .select({ id: reportRequests.id, status: reportRequests.status })
    .from(reportRequests)
    .where(and(requestScope(scope), eq(reportRequests.requestNumber, requestNumber)))
    .for('update');
  return req ?? null;
}

/** Whether a candidate of the request (in the caller's scope) has entered their data. */
export async function anyCandidateSubmitted(tx: Executor, scope: Caller, requestId: string) {
  const [submitted] = await tx
    .select({ id: candidates.id })
    .from(candidates)
    .where(
      and(candidateScope(scope), eq(candidates.requestId, requestId), isNotNull(candidates.dataSubmittedAt)),
    )
    .limit(1);
  return Boolean(submitted);
}

/** The request ends as EXPIRE, cancelled at `now`. */
export async function markRequestCancelled(tx: Executor, requestId: string, now: Date) {
  await tx
    .update(reportRequests)
    .set({ status: 'EXPIRE', cancelledAt: now })
    .where(eq(reportRequests.id, requestId));
}

/** The mail keys of the request's invitations (those of candidates who were invited). */
export async function invitationKeysOf(tx: Executor, requestId: string): Promise<string[]> {
  const rows = await tx
    .select({ key: candidates.invitationKey })
    .from(candidates)
    .where(and(eq(candidates.requestId, requestId), isNotNull(candidates.invitationKey)));
  return rows.map((r) => r.key!);
}
