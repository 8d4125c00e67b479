import { and, desc, eq, isNull } from 'drizzle-orm';
import { type Executor, inTx } from '../../db/executor';
import { candidateContests, files, users } from '../../db/schema/index';

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
