import {
  bandNeedle,
  CANDIDATE_SHOWN_LABELS,
  type CheckName,
  candidateShownStatus,
  checkErrorKey,
  conflict,
  isUuid,
  notFound,
  REPORT_STATUS_LABELS,
  SCORE_BAND_LABELS,
  selectedChecks,
  worstCaseDisplay,
} from '@hrwe/domain';
import { inTx } from '../../db/executor';
import type { AppDeps } from '../../deps';
import { audit, auditOncePer } from '../../platform/audit';
import type { Caller } from '../../platform/auth/caller';
import { RUN_CHECKS } from './checks.queue';
import {
  auditRowsOf,
  candidateInScope,
  checksJobPending,
  checksOf,
  checksToRetry,
  consentsOf,
  resetFailedChecks,
  type ScopedCandidate,
} from './checks.repository';
import { candidateSummary, hrweResultOf, negativeFlagsOf, resultsOf, scoreOf } from './checks.summary';

/** The candidate in the caller's scope (tenant, and owner for HR users); anything else is 404. */
export async function findCandidate(
  deps: AppDeps,
  scope: Caller,
  uuid: string,
  requestNumber?: string,
): Promise<ScopedCandidate> {
  if (!isUuid(uuid)) throw notFound();
  const row = await candidateInScope(deps.db, scope, uuid, requestNumber);
  if (!row) throw notFound();
  return row;
}

/** Everything the report screen and the PDF show, built from the stored answers. */
export async function buildReport(deps: AppDeps, scope: Caller, requestNumber: string, uuid: string) {
  const c = await findCandidate(deps, scope, uuid, requestNumber);
  // An erased or withdrawn candidate has no result anywhere, only its state (issue 26).
  const erased = c.anonymisedAt !== null || c.consentWithdrawnAt !== null;
  // The candidate's checks, consents and queued job are read side by side: each needs only the candidate, and one
  // round trip after another made the report wait for all three in turn.
  const [checks, consents, retryPending] = await Promise.all([
    checksOf(deps.db, c.id),
    consentEvidenceOf(deps, c.tenantId, c.id),
    // While the job still has automatic attempts queued, a failure is temporary: nobody needs to act yet.
    c.status !== 'COMPLETE' ? checksJobPending(deps.db, RUN_CHECKS, c.id) : false,
  ]);
  // Their states stay (done, cancelled); their answers are gone.
  const results = resultsOf(erased ? [] : checks);
  // Until every check is done, no score nor light: a missing answer must not read as a clean subject.
  const complete = c.status === 'COMPLETE' && !erased;
  const score = complete ? scoreOf(results) : null;
  const summary = candidateSummary(results);
  if (!complete) {
    summary.hrweScore = null;
    summary.trafficLight = null;
  }
  const flags = complete ? negativeFlagsOf(results) : (results.negativeFlags ?? null);
  const selected = selectedChecks(c.providers);
  const shown = candidateShownStatus({
    status: c.status,
    consentGiven: c.consentGiven,
    consentWithdrawn: c.consentWithdrawnAt !== null,
    erased: c.anonymisedAt !== null,
  });
  return {
    consents,
    candidate: {
      uuid: c.id,
      email: c.email,
      status: c.status,
      shownStatus: shown,
      statusLabel: CANDIDATE_SHOWN_LABELS[shown],
      firstName: c.firstName,
      lastName: c.lastName,
      codiceFiscale: c.codiceFiscale,
      dateOfBirth: c.dateOfBirth,
      via: c.via,
      indirizzo: c.indirizzo,
      civico: c.civico,
      cap: c.cap,
      citta: c.citta,
      provincia: c.provincia,
      insertedDate: c.insertedAt.toISOString(),
      sendDate: (c.invitationSentAt ?? c.insertedAt).toISOString(),
      completedAt: c.completedAt?.toISOString() ?? null,
    },
    request: {
      requestNumber: c.requestNumber,
      referencePerson: c.referencePerson,
      status: c.requestStatus,
      statusLabel: REPORT_STATUS_LABELS[c.requestStatus] ?? c.requestStatus,
      kind: c.kind,
      role: c.role,
      purposeLabelIt: c.purposeLabelIt,
      purposeLabelEn: c.purposeLabelEn,
    },
    providers: c.providers,
    score: score
      ? {
          value: score.value,
          band: score.band,
          bandLabel: SCORE_BAND_LABELS[score.band],
          needle: bandNeedle(score.band),
        }
      : null,
    summary: { ...summary, worstDisplay: summary.worstFlag ? worstCaseDisplay(summary.worstFlag) : null },
    hrweResult: complete ? hrweResultOf(results) : null,
    crifResult: results.crif ?? null,
    cribisResult: results.cribis ?? null,
    cervedResult:
      results.personScore ||
      results.censusCell ||
      results.estimation ||
      results.negativeFlags ||
      results.negativeDetails ||
      results.traversal
        ? {
            personScore: results.personScore ?? null,
            censusCell: results.censusCell ?? null,
            estimation: results.estimation ?? null,
            negativeFlags: flags && (results.negativeFlags || results.negativeDetails) ? flags : null,
            negativeDetails: results.negativeDetails ?? null,
            traversal: results.traversal ?? null,
          }
        : null,
    checks: selected.map((name: CheckName) => {
      const row = checks.find((r) => r.checkName === name);
      return {
        check: name,
        provider: row?.provider ?? (name === 'crif' || name === 'cribis' ? 'cc' : 'ce'),
        status: row?.status ?? 'pending',
        attempts: row?.attempts ?? 0,
        errorKey: row?.status === 'failed' ? checkErrorKey(row.lastError) : null,
        updatedAt: row?.updatedAt.toISOString() ?? null,
      };
    }),
    retryPending,
    canRetry:
      scope.admin && !retryPending && c.status !== 'COMPLETE' && checks.some((r) => r.status === 'failed'),
  };
}
export type CandidateReport = Awaited<ReturnType<typeof buildReport>>;

/**
 * The consent evidence as the HR user sees it: when, which choice, the notice's version and what it stated (role,
 * purpose, checks). The IP address and browser kept with it stay out: they prove the choice to an inspector, the
 * HR user has no need of them (docs/decisions/rights-consent-evidence-view.md).
 */
async function consentEvidenceOf(deps: AppDeps, tenantId: number, candidateId: string) {
  const rows = await consentsOf(deps.db, tenantId, candidateId);
  return rows.map((r) => ({
    at: r.createdAt.toISOString(),
    choice: (r.withdrawal ? 'withdrawn' : r.choice ? 'given' : 'refused') as
      | 'given'
      | 'refused'
      | 'withdrawn',
    noticeVersion: r.textVersion,
    role: r.role,
    purpose: r.purpose,
    checks: r.checks ?? [],
  }));
}

/** Repeated readings of one report by one person within this many minutes are one audit row. */
export const VIEW_AUDIT_MINUTES = 5;

export async function viewReport(deps: AppDeps, scope: Caller, requestNumber: string, uuid: string) {
  const report = await buildReport(deps, scope, requestNumber, uuid);
  await auditOncePer(deps.db, VIEW_AUDIT_MINUTES, {
    tenantId: scope.tenantId,
    userId: scope.userId,
    action: 'candidate.report.view',
    subjectType: 'candidate',
    subjectId: uuid,
  });
  return report;
}

/** Administrator: runs a candidate's failed checks again (a done check is never run again). */
export async function retryChecks(deps: AppDeps, scope: Caller, uuid: string) {
  const c = await findCandidate(deps, scope, uuid);
  const failed = await checksToRetry(deps.db, c.id);
  if (c.status === 'COMPLETE' || !c.codiceFiscale || failed === 0) {
    throw conflict('CHECKS_NOTHING_TO_RETRY');
  }
  // The reset, its job and the audit row commit together: a crash never leaves pending checks with no job.
  const id = await deps.db.transaction(async (tx) => {
    await resetFailedChecks(inTx(tx), c.id);
    const queued = await deps.jobs.send(RUN_CHECKS, { candidateId: c.id }, `checks:${c.id}`, tx);
    await audit(inTx(tx), {
      tenantId: scope.tenantId,
      userId: scope.userId,
      action: 'candidate.checks.retry',
      subjectType: 'candidate',
      subjectId: c.id,
    });
    return queued;
  });
  return { queued: id !== null };
}

export async function auditOf(deps: AppDeps, scope: Caller, uuid: string) {
  const c = await findCandidate(deps, scope, uuid);
  const rows = await auditRowsOf(deps.db, scope.tenantId, c.id);
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    at: r.createdAt.toISOString(),
    userId: r.userId,
    userEmail: r.email,
  }));
}
