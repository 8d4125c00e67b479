import type { ContestOutcome } from '@hrwe/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { type Executor, inTx } from '../../db/executor';
import { candidateContests, files, tenants, users } from '../../db/schema/index';

/** A candidate's contests, newest first, with the attachment's name and the reviewer's company. */
export async function contestsOfCandidate(db: Executor, candidateId: string) {
  return inTx(db)
    .select({
      id: candidateContests.id,
      tenantId: candidateContests.tenantId,
      candidateId: candidateContests.candidateId,
      message: candidateContests.message,
      fileId: candidateContests.fileId,
      fileName: files.name,
      createdAt: candidateContests.createdAt,
      reviewOutcome: candidateContests.reviewOutcome,
      reviewNote: candidateContests.reviewNote,
      reviewedAt: candidateContests.reviewedAt,
      reviewerEmail: users.email,
      reviewerCompany: users.companyName,
    })
    .from(candidateContests)
    .leftJoin(files, eq(files.id, candidateContests.fileId))
    .leftJoin(users, eq(users.id, candidateContests.reviewedBy))
    .where(eq(candidateContests.candidateId, candidateId))
    .orderBy(desc(candidateContests.createdAt), desc(candidateContests.id));
}

export async function openContestOf(db: Executor, candidateId: string) {
  const [row] = await inTx(db)
    .select()
    .from(candidateContests)
    .where(and(eq(candidateContests.candidateId, candidateId), isNull(candidateContests.reviewedAt)));
  return row ?? null;
}

/** Records the review of the candidate's open contest; null when none is open (reviewed meanwhile). */
export async function reviewOpenContest(
  ex: Executor,
  r: { tenantId: number; candidateId: string; outcome: ContestOutcome; note: string; by: string; at: Date },
) {
  const [reviewed] = await inTx(ex)
    .update(candidateContests)
    .set({ reviewOutcome: r.outcome, reviewNote: r.note, reviewedBy: r.by, reviewedAt: r.at })
    .where(
      and(
        eq(candidateContests.candidateId, r.candidateId),
        eq(candidateContests.tenantId, r.tenantId),
        isNull(candidateContests.reviewedAt),
      ),
    )
    .returning();
  return reviewed ?? null;
}

/** The tenant's address (the candidate's link in the mail) and the owner HR user's company (who decides). */
export async function reviewMailFactsOf(ex: Executor, tenantId: number, ownerId: string) {
  const db = inTx(ex);
  const [tenant] = await db
    .select({ dns: tenants.dns, isPlatform: tenants.isPlatform })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  const [owner] = await db
    .select({
      companyName: users.companyName,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .where(eq(users.id, ownerId));
  return { tenant: tenant ?? null, owner: owner! };
}

/** The file attached to one of the candidate's contests, or null. */
export async function contestFileIdOf(db: Executor, candidateId: string, contestId: number) {
  const [row] = await inTx(db)
    .select({ fileId: candidateContests.fileId })
    .from(candidateContests)
    .where(and(eq(candidateContests.id, contestId), eq(candidateContests.candidateId, candidateId)));
  return row?.fileId ?? null;
}

/** A candidate's new contest; its id. */
export async function insertContest(db: Executor, values: typeof candidateContests.$inferInsert) {
  const [row] = await inTx(db)
    .insert(candidateContests)
    .values(values)
    .returning({ id: candidateContests.id });
  return row!.id;
}
