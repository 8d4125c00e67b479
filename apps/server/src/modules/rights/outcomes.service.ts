import {
  addWorkingDays,
  conflict,
  type HiringOutcomeInput,
  isoDate,
  pertinentChecks,
  VISURA_EMAIL,
} from '@hrwe/domain';
import { inTx } from '../../db/executor';
import type { AppDeps } from '../../deps';
import { audit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/caller';
import { findCandidate } from '../checks';
import { companyLabel } from '../reports';
import { adverseNoticeMail } from './outcomes.mails';
import {
  adverseNoticeOf,
  insertAdverseNotice,
  insertOutcome,
  latestOutcomeOf,
  noticeFactsOf,
} from './outcomes.repository';
import { assertNoOpenContest } from './rights-review.service';
import { rightsSettings } from './rights-settings.repository';

/** The pre-adverse notice sent (if any) and the current hiring outcome (the latest recorded) of a candidate. */
export async function hiringOf(deps: AppDeps, scope: Caller, uuid: string) {
  const c = await findCandidate(deps, scope, uuid);
  const [notice, outcome] = await Promise.all([
    adverseNoticeOf(deps.db, c.id),
    latestOutcomeOf(deps.db, c.id),
  ]);
  return {
    adverseNotice: notice
      ? { sentAt: notice.sentAt.toISOString(), windowEndsAt: notice.windowEndsAt.toISOString() }
      : null,
    outcome: outcome ? { ...outcome, decidedAt: outcome.decidedAt.toISOString() } : null,
  };
}

/**
 * Sends the candidate the report's summary and the window to contest it (the tenant's working days), once: the
 * pre-adverse notice that must precede "not proceed because of the report". Needs a complete report and a candidate
 * with an e-mail (a single visura's subject has none).
 */
export async function sendAdverseNotice(deps: AppDeps, scope: Caller, uuid: string, now: Date) {
  const c = await findCandidate(deps, scope, uuid);
  const extra = await noticeFactsOf(deps.db, c.id);
  if (c.status !== 'COMPLETE' || extra.anonymisedAt || c.email === VISURA_EMAIL) {
    throw conflict('ADVERSE_NOTICE_NEEDS_REPORT');
  }
  const { contestWindowDays } = await rightsSettings(deps.db, c.tenantId);
  const windowEnds = addWorkingDays(isoDate(now), contestWindowDays);
  const key = `adverse:${c.id}`;
  return deps.db.transaction(async (tx) => {
    const row = await insertAdverseNotice(tx, {
      tenantId: c.tenantId,
      candidateId: c.id,
      by: scope.userId,
      at: now,
      windowEnds,
      mailKey: key,
    });
    if (!row) throw conflict('ADVERSE_NOTICE_ALREADY_SENT');
    await deps.mailer.send(
      {
        tenantId: c.tenantId,
        key,
        to: c.email,
        message: adverseNoticeMail({
          company: companyLabel({ ...extra, email: extra.ownerEmail }),
          score: extra.hrweScore,
          negativeEvents: extra.negativeEvents,
          checks: pertinentChecks(c.providers, extra.pertinentChecks),
          windowEnds,
          contact: extra.ownerEmail,
        }),
      },
      tx,
    );
    await audit(inTx(tx), {
      tenantId: c.tenantId,
      userId: scope.userId,
      action: 'rights.adverse-notice',
      subjectType: 'candidate',
      subjectId: c.id,
    });
    return { sentAt: row.sentAt.toISOString(), windowEndsAt: row.windowEndsAt.toISOString() };
  });
}

/**
 * Records the hiring outcome (append-only: the latest counts). "Not proceed because of the report" needs the
 * pre-adverse notice and its window elapsed; an open contest blocks every outcome until its human review.
 */
export async function recordOutcome(
  deps: AppDeps,
  scope: Caller,
  uuid: string,
  input: HiringOutcomeInput,
  now: Date,
) {
  const c = await findCandidate(deps, scope, uuid);
  // Consent withdrawn: the candidate left the selection and their data is erased; there is no outcome to decide.
  if (c.consentWithdrawnAt !== null) throw conflict('OUTCOME_CANDIDATE_WITHDRAWN');
  return deps.db.transaction(async (tx) => {
    await assertNoOpenContest(inTx(tx), c.id);
    if (input.becauseOfReport) {
      const notice = await adverseNoticeOf(tx, c.id);
      if (!notice) throw conflict('OUTCOME_NEEDS_ADVERSE_NOTICE');
      if (notice.windowEndsAt > now) throw conflict('OUTCOME_CONTEST_WINDOW_OPEN');
    }
    const row = await insertOutcome(tx, {
      tenantId: c.tenantId,
      candidateId: c.id,
      outcome: input.outcome,
      becauseOfReport: input.becauseOfReport,
      by: scope.userId,
      at: now,
    });
    await audit(inTx(tx), {
      tenantId: c.tenantId,
      userId: scope.userId,
      action: 'rights.outcome',
      subjectType: 'candidate',
      subjectId: c.id,
    });
    return { ...row, decidedAt: row.decidedAt.toISOString() };
  });
}
