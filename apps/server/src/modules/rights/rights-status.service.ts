import { type CandidateCheckState, type CheckName, selectedChecks } from '@hrwe/domain';
import type { Db } from '../../db/client';
import { companyAddress, companyLabel } from '../reports';
import { contestsOfCandidate } from './rights-contest.repository';
import { findRightsLink, type RightsLink, rightsUsable } from './rights-link';
import { checkStatesRowsOf } from './rights-link.repository';

/** The company named on the candidate's page: the data controller, and whom to write to. */
export const controllerOf = (l: RightsLink) => ({
  companyName: companyLabel({
    companyName: l.companyName,
    firstName: l.hrFirstName,
    lastName: l.hrLastName,
    email: l.hrEmail,
  }),
  companyAddress: companyAddress(l.companyDetail),
  contactEmail: l.hrEmail,
});

/** The state of each selected check of the candidate (a check with no row yet is waiting). */
export async function checkStatesOf(db: Db, l: RightsLink) {
  const rows = await checkStatesRowsOf(db, l.candidateId);
  const selected = selectedChecks(l.providers);
  // A check cancelled by a withdrawal stays listed even if the request's switches changed since.
  const names = [
    ...selected,
    ...rows.map((r) => r.check_name as CheckName).filter((n) => !selected.includes(n)),
  ];
  return names.map((check) => {
    const row = rows.find((r) => r.check_name === check);
    return {
      check,
      status: (row?.status ?? (l.withdrawnAt ? 'cancelled' : 'pending')) as CandidateCheckState,
      updatedAt: row ? new Date(row.updated_at).toISOString() : null,
    };
  });
}

/**
 * "Where is my check": the status of each check, the erasure date, the company and contact, the candidate's
 * contests and what they may do now. An unusable link answers `valid: false` (not an error), as the link check does.
 */
export async function rightsStatus(db: Db, tenantId: number, rn: string, uuid: string, now: Date) {
  const l = await findRightsLink(db, tenantId, rn, uuid);
  if (!rightsUsable(l, now)) return { valid: false as const };
  const withdrawn = l.withdrawnAt !== null;
  const contests = await contestsOfCandidate(db, l.candidateId);
  return {
    valid: true as const,
    controller: controllerOf(l),
    requestName: l.referencePerson,
    submittedAt: l.dataSubmittedAt!.toISOString(),
    consentAt: l.consentAt?.toISOString() ?? null,
    /** The Rome day from which the data is erased (the retention of the notice). */
    erasureDate: l.erasureDate,
    withdrawnAt: l.withdrawnAt?.toISOString() ?? null,
    completed: l.status === 'COMPLETE',
    checks: await checkStatesOf(db, l),
    contests: contests.map((c) => ({
      id: c.id,
      createdAt: c.createdAt.toISOString(),
      message: c.message,
      fileName: c.fileName,
      reviewOutcome: c.reviewOutcome,
      reviewedAt: c.reviewedAt?.toISOString() ?? null,
    })),
    canWithdraw: !withdrawn,
    canContest: !withdrawn && l.status === 'COMPLETE' && !contests.some((c) => c.reviewedAt === null),
  };
}
