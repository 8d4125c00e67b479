import { type ContestReviewInput, conflict, notFound } from '@hrwe/domain';
import { type Executor, inTx } from '../../db/executor';
import type { AppDeps } from '../../deps';
import { audit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/caller';
import { publicBaseUrl } from '../../platform/public-url';
import { findCandidate } from '../checks';
import { candidateLink, companyLabel } from '../reports';
import { contestOutcomeMail } from './rights.mails';
import {
  contestFileIdOf,
  contestsOfCandidate,
  openContestOf,
  reviewMailFactsOf,
  reviewOpenContest,
} from './rights-contest.repository';
import { closeOpenRequests } from './subject-requests.repository';

/** How the register reads a reviewed contest. */
const REVIEW_NOTE = {
  KEPT: 'Revisione: risultato confermato',
  CORRECTED: 'Revisione: risultato corretto',
  WITHDRAWN: 'Revisione: risultato ritirato',
} as const;

/**
 * The agreement with the hiring outcome (and anything else that decides on the candidate): while a contest waits
 * for its human review, no decision may be recorded. Call it inside the decision's transaction.
 */
export async function assertNoOpenContest(db: Executor, candidateId: string) {
  if (await openContestOf(db, candidateId)) throw conflict('CONTEST_REVIEW_REQUIRED');
}

/** The contests of a candidate in the caller's scope (tenant, and owner for HR users). */
export async function contestsForReport(deps: AppDeps, scope: Caller, uuid: string) {
  const c = await findCandidate(deps, scope, uuid);
  const rows = await contestsOfCandidate(deps.db, c.id);
  return {
    contested: rows.some((r) => r.reviewedAt === null),
    data: rows.map((r) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      message: r.message,
      fileName: r.fileName,
      hasFile: r.fileId !== null,
      reviewOutcome: r.reviewOutcome,
      reviewNote: r.reviewNote,
      reviewedAt: r.reviewedAt?.toISOString() ?? null,
      reviewerEmail: r.reviewerEmail,
    })),
  };
}

/**
 * The HR user's human review of the open contest (kept, corrected, withdrawn) with a note; the candidate is told
 * the outcome by e-mail in the same transaction, and the review is audited.
 */
export async function reviewContest(deps: AppDeps, scope: Caller, uuid: string, input: ContestReviewInput) {
  const c = await findCandidate(deps, scope, uuid);
  const now = new Date();
  return deps.db.transaction(async (tx) => {
    const reviewed = await reviewOpenContest(tx, {
      tenantId: scope.tenantId,
      candidateId: c.id,
      outcome: input.outcome,
      note: input.note,
      by: scope.userId,
      at: now,
    });
    if (!reviewed) throw conflict('CONTEST_NOT_OPEN');
    await closeOpenRequests(tx, c.id, 'CONTEST', scope.userId, now, REVIEW_NOTE[input.outcome]);
    const { tenant, owner: o } = await reviewMailFactsOf(tx, scope.tenantId, c.userId);
    const base = publicBaseUrl(deps.config, tenant ?? { dns: 'localhost', isPlatform: true });
    await deps.mailer.send(
      {
        tenantId: scope.tenantId,
        key: `contest-outcome:${reviewed.id}`,
        to: c.email,
        message: contestOutcomeMail({
          company: companyLabel(o),
          outcome: input.outcome,
          note: input.note,
          contestedAt: reviewed.createdAt,
          url: `${candidateLink(base, c.requestNumber, c.id)}/success`,
        }),
      },
      tx,
    );
    await audit(inTx(tx), {
      tenantId: scope.tenantId,
      userId: scope.userId,
      action: 'candidate.contest.review',
      subjectType: 'candidate',
      subjectId: c.id,
    });
    return { id: reviewed.id, reviewOutcome: input.outcome, reviewedAt: now.toISOString() };
  });
}

/** The document a candidate attached to a contest, for the HR user in scope. */
export async function contestAttachment(deps: AppDeps, scope: Caller, uuid: string, contestId: number) {
  const c = await findCandidate(deps, scope, uuid);
  const fileId = await contestFileIdOf(deps.db, c.id, contestId);
  const file = fileId ? await deps.files.get(scope.tenantId, fileId) : null;
  if (!file) throw notFound();
  return file;
}
