import { notFound } from '@hrwe/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { candidates, mails, reportRequests } from '../../db/schema/index';
import type { Caller } from '../../platform/auth/caller';
import { candidateScope, invitationJoin, invitationState } from '../reports/reports.repository';

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
