import type { HiringOutcome } from '@hrwe/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Executor, inTx } from '../../db/executor';
import { adverseNotices, candidates, hiringOutcomes, reportRequests, users } from '../../db/schema/index';

/** The candidate's pre-adverse notice, or null. */
export async function adverseNoticeOf(db: Executor, candidateId: string) {
  const [notice] = await inTx(db)
    .select({ sentAt: adverseNotices.sentAt, windowEndsAt: adverseNotices.windowEndsAt })
    .from(adverseNotices)
    .where(eq(adverseNotices.candidateId, candidateId));
  return notice ?? null;
}

/** The candidate's current hiring outcome (the latest recorded), or null. */
export async function latestOutcomeOf(db: Db, candidateId: string) {
  const [outcome] = await db
    .select({
      outcome: hiringOutcomes.outcome,
      becauseOfReport: hiringOutcomes.becauseOfReport,
      decidedAt: hiringOutcomes.decidedAt,
    })
    .from(hiringOutcomes)
    .where(eq(hiringOutcomes.candidateId, candidateId))
    .orderBy(desc(hiringOutcomes.decidedAt), desc(hiringOutcomes.id))
    .limit(1);
  return outcome ?? null;
}

/** What the pre-adverse notice tells: the report's summary, its pertinent checks, the owner HR user's company. */
export async function noticeFactsOf(db: Db, candidateId: string) {
  const [row] = await db
    .select({
      hrweScore: candidates.hrweScore,
      negativeEvents: candidates.negativeEvents,
      anonymisedAt: candidates.anonymisedAt,
      pertinentChecks: reportRequests.pertinentChecks,
      companyName: users.companyName,
      firstName: users.firstName,
      lastName: users.lastName,
      ownerEmail: users.email,
    })
    .from(candidates)
    .innerJoin(reportRequests, eq(reportRequests.id, candidates.requestId))
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(eq(candidates.id, candidateId));
  return row!;
}

/**
 * The notice, once per candidate: null when one was already sent. The window closes at the end of its last working
 * day (`windowEnds`, yyyy-MM-dd), Rome time.
 */
export async function insertAdverseNotice(
  ex: Executor,
  n: { tenantId: number; candidateId: string; by: string; at: Date; windowEnds: string; mailKey: string },
) {
  const [row] = await inTx(ex)
    .insert(adverseNotices)
    .values({
      tenantId: n.tenantId,
      candidateId: n.candidateId,
      sentBy: n.by,
      sentAt: n.at,
      windowEndsAt: sql`((${n.windowEnds}::date + 1)::timestamp at time zone 'Europe/Rome')`,
      mailKey: n.mailKey,
    })
    .onConflictDoNothing({ target: adverseNotices.candidateId })
    .returning({ sentAt: adverseNotices.sentAt, windowEndsAt: adverseNotices.windowEndsAt });
  return row ?? null;
}

/** One more hiring outcome (append-only: the latest counts). */
export async function insertOutcome(
  ex: Executor,
  o: {
    tenantId: number;
    candidateId: string;
    outcome: HiringOutcome;
    becauseOfReport: boolean;
    by: string;
    at: Date;
  },
) {
  const [row] = await inTx(ex)
    .insert(hiringOutcomes)
    .values({
      tenantId: o.tenantId,
      candidateId: o.candidateId,
      outcome: o.outcome,
      becauseOfReport: o.becauseOfReport,
      decidedBy: o.by,
      decidedAt: o.at,
    })
    .returning({
      outcome: hiringOutcomes.outcome,
      becauseOfReport: hiringOutcomes.becauseOfReport,
      decidedAt: hiringOutcomes.decidedAt,
    });
  return row!;
}
