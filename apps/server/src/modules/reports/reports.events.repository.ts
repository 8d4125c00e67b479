import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/executor';
import { candidates, reportRequests, tenants, users } from '../../db/schema/index';

/** The reads behind a candidate's events: its webhook payload and the HR user's notices (reports.webhooks, reports.notices). */

/** What a candidate's webhook event names: its tenant, owner, state and request; null when absent. */
export async function candidateWebhookSubject(tx: Executor, candidateId: string) {
  const [c] = await tx
    .select({
      tenantId: candidates.tenantId,
      ownerId: candidates.userId,
      status: candidates.status,
      consentGiven: candidates.consentGiven,
      requestNumber: reportRequests.requestNumber,
      kind: reportRequests.kind,
    })
    .from(candidates)
    .innerJoin(reportRequests, eq(reportRequests.id, candidates.requestId))
    .where(eq(candidates.id, candidateId));
  return c ?? null;
}

/** A candidate with its request, its HR user's e-mail and its tenant's host, for the notices; undefined when absent. */
export async function candidateNoticeRow(db: Db, candidateId: string) {
  const [row] = await db
    .select({
      tenantId: candidates.tenantId,
      requestId: candidates.requestId,
      email: candidates.email,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
      kind: reportRequests.kind,
      requestNumber: reportRequests.requestNumber,
      requestName: reportRequests.referencePerson,
      hrEmail: users.email,
      dns: tenants.dns,
      isPlatform: tenants.isPlatform,
    })
    .from(candidates)
    .innerJoin(reportRequests, eq(reportRequests.id, candidates.requestId))
    .innerJoin(users, eq(users.id, candidates.userId))
    .innerJoin(tenants, eq(tenants.id, candidates.tenantId))
    .where(eq(candidates.id, candidateId));
  return row;
}

/** Locks the request's row until the transaction ends (its candidates' events count one after another). */
export async function lockRequestRow(db: Db, requestId: string) {
  await db.execute(sql`select 1 from report_requests where id = ${requestId} for update`);
}

/** How many of a request's candidates are still open, completed, and refused consent without completing. */
export async function requestTally(db: Db, tenantId: number, requestId: string) {
  const [left] = await db
    .select({
      open: sql<number>`count(*) filter (where ${candidates.status} <> 'COMPLETE' and ${candidates.consentGiven} is distinct from false)::int`,
      completed: sql<number>`count(*) filter (where ${candidates.status} = 'COMPLETE')::int`,
      refused: sql<number>`count(*) filter (where ${candidates.consentGiven} = false and ${candidates.status} <> 'COMPLETE')::int`,
    })
    .from(candidates)
    .where(and(eq(candidates.requestId, requestId), eq(candidates.tenantId, tenantId)));
  return left;
}

/** The HR user who invited the candidate. */
export async function candidateOwnerId(db: Db, candidateId: string) {
  const [owner] = await db
    .select({ id: candidates.userId })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  return owner!.id;
}
