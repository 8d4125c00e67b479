import { notFound } from '@hrwe/domain';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  candidates,
  idempotentRequests,
  mails,
  reportRequests,
  requestNumberReservations,
} from '../../db/schema/index';
import type { Caller } from '../../platform/auth/caller';
import { once, payloadHash } from '../../platform/idempotency';
import {
  candidateScope,
  invitationJoin,
  invitationState,
  reserveRequestNumber,
} from '../reports/reports.repository';

/** One candidate of the caller's scope as the public API shows it (404 for another user's or tenant's). */
export async function findV1Candidate(db: Db, scope: Caller, uuid: string) {
  const [row] = await db
    .select({
      uuid: candidates.id,
      requestNumber: reportRequests.requestNumber,
      email: candidates.email,
      status: candidates.status,
      invitationStatus: invitationState,
      invitationCount: candidates.invitationCount,
      consentGiven: candidates.consentGiven,
      dataSubmittedAt: candidates.dataSubmittedAt,
      insertedDate: candidates.insertedAt,
      hrweScore: candidates.hrweScore,
      trafficLight: candidates.trafficLight,
    })
    .from(candidates)
    .innerJoin(reportRequests, eq(reportRequests.id, candidates.requestId))
    .leftJoin(mails, invitationJoin)
    .where(and(candidateScope(scope), eq(candidates.id, uuid)));
  if (!row) throw notFound();
  return row;
}

/** How long an Idempotency-Key of the public API is remembered. */
const IDEMPOTENCY_HOURS = 24;

/**
 * The request number a public API create uses. The API's Idempotency-Key is bound to a number reserved for the
 * caller (as the screen's form reserves one at init): the first call reserves it, a repeat with the same body gets
 * the same number back, so the create that follows is the screens' own idempotent create on that number (one
 * request, one e-mail per candidate, also for two calls at once). Another body under the key is 409
 * IDEMPOTENCY_KEY_REUSED. A key older than 24 hours is forgotten. Without a key each call reserves a new number.
 */
export async function numberForCreate(
  db: Db,
  k: { tenantId: number; userId: string; scope: string; key: string | null; body: unknown },
  now: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    if (k.key) {
      await tx
        .delete(idempotentRequests)
        .where(
          and(
            eq(idempotentRequests.tenantId, k.tenantId),
            eq(idempotentRequests.userId, k.userId),
            eq(idempotentRequests.scope, k.scope),
            eq(idempotentRequests.key, k.key),
            lt(idempotentRequests.createdAt, new Date(now.getTime() - IDEMPOTENCY_HOURS * 3_600_000)),
          ),
        );
    }
    const { id } = await once(
      tx,
      { tenantId: k.tenantId, userId: k.userId, scope: k.scope, key: k.key, hash: payloadHash(k.body) },
      async () => {
        const requestNumber = await reserveRequestNumber(tx, k.tenantId, now);
        await tx
          .insert(requestNumberReservations)
          .values({ tenantId: k.tenantId, requestNumber, userId: k.userId, reservedAt: now });
        return requestNumber;
      },
    );
    return id;
  });
}
