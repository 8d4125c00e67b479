import { type CandidateEntryInput, CandidateLinkSchema } from '@hrwe/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/executor';
import { candidates, consents, reportRequests, users } from '../../db/schema/index';

/** The candidate of a link: the UUID must belong to that request number, in this tenant, on an invitation report. */
export async function findLink(db: Db, tenantId: number, requestNumber: string, uuid: string) {
  const link = CandidateLinkSchema.safeParse({ requestNumber, uuid });
  if (!link.success) return null;
  const [row] = await db
    .select({
      candidateId: candidates.id,
      consentGiven: candidates.consentGiven,
      dataSubmittedAt: candidates.dataSubmittedAt,
      status: reportRequests.status,
      validEndDate: reportRequests.validEndDate,
      hrUserEmail: users.email,
      companyName: users.companyName,
      companyDetail: users.companyDetail,
      firstName: users.firstName,
      lastName: users.lastName,
      role: reportRequests.role,
      purposeLabelIt: reportRequests.purposeLabelIt,
      purposeLabelEn: reportRequests.purposeLabelEn,
      providers: reportRequests.providers,
      pertinentChecks: reportRequests.pertinentChecks,
      consentAt: candidates.consentAt,
      insertedAt: candidates.insertedAt,
    })
    .from(candidates)
    .innerJoin(reportRequests, eq(reportRequests.id, candidates.requestId))
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(
      and(
        eq(candidates.id, link.data.uuid),
        eq(candidates.tenantId, tenantId),
        eq(reportRequests.tenantId, tenantId),
        eq(reportRequests.requestNumber, link.data.requestNumber),
        eq(reportRequests.kind, 'INVITATION'),
      ),
    );
  return row ?? null;
}

/** The evidence of a choice, once per candidate and choice: null when that choice was already recorded. */
export async function insertConsentOnce(tx: Executor, values: typeof consents.$inferInsert) {
  const [first] = await tx
    .insert(consents)
    .values(values)
    .onConflictDoNothing({ target: [consents.candidateId, consents.choice] })
    .returning({ id: consents.id });
  return first ?? null;
}

/** The candidate's current choice. */
export async function setConsent(tx: Executor, candidateId: string, choice: boolean, now: Date) {
  await tx
    .update(candidates)
    .set({ consentGiven: choice, consentAt: now })
    .where(eq(candidates.id, candidateId));
}

/** Saves the candidate's data if not saved yet and consented; false when nothing was saved. */
export async function saveEntry(tx: Executor, candidateId: string, input: CandidateEntryInput, now: Date) {
  const saved = await tx
    .update(candidates)
    .set({ ...input, dataSubmittedAt: now })
    .where(
      and(
        eq(candidates.id, candidateId),
        isNull(candidates.dataSubmittedAt),
        eq(candidates.consentGiven, true),
      ),
    )
    .returning({ id: candidates.id });
  return saved.length > 0;
}
