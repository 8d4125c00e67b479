import {
  type AuditAction,
  bandNeedle,
  CANDIDATE_SHOWN_LABELS,
  type CandidateStatus,
  type CheckName,
  candidateShownStatus,
  checkErrorKey,
  conflict,
  notFound,
  REPORT_STATUS_LABELS,
  type ReportStatus,
  SCORE_BAND_LABELS,
  selectedChecks,
  worstCaseDisplay,
} from '@hrwe/domain';
import { sql } from 'drizzle-orm';
import { inTx } from '../../db/executor';
import type { AppDeps } from '../../deps';
import { audit, auditOncePer } from '../../platform/audit';
import type { Caller } from '../../platform/auth/caller';
import { RUN_CHECKS } from './checks.queue';
import { candidateSummary, hrweResultOf, negativeFlagsOf, resultsOf, scoreOf } from './checks.summary';

type Row = {
  id: string;
  tenant_id: number;
  user_id: string;
  email: string;
  status: CandidateStatus;
  first_name: string | null;
  last_name: string | null;
  codice_fiscale: string | null;
  date_of_birth: string | null;
  via: string | null;
  indirizzo: string | null;
  civico: string | null;
  cap: string | null;
  citta: string | null;
  provincia: string | null;
  inserted_at: Date;
  invitation_sent_at: Date | null;
  data_submitted_at: Date | null;
  consent_given: boolean | null;
  consent_withdrawn: boolean;
  completed_at: Date | null;
  request_number: string;
  reference_person: string;
  request_status: ReportStatus;
  kind: string;
  providers: Record<string, boolean>;
};

/** The candidate in the caller's scope (tenant, and owner for HR users); anything else is 404. */
export async function findCandidate(
  deps: AppDeps,
  scope: Caller,
  uuid: string,
  requestNumber?: string,
): Promise<Row> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(uuid)) throw notFound();
  const res = await deps.pool.query<Row>(
    `select c.id, c.tenant_id, c.user_id, c.email, c.status, c.first_name, c.last_name, c.codice_fiscale,
            c.date_of_birth::text as date_of_birth, c.via, c.indirizzo, c.civico, c.cap, c.citta, c.provincia,
            c.inserted_at, c.invitation_sent_at, c.data_submitted_at, c.completed_at, c.consent_given,
            c.consent_withdrawn_at is not null as consent_withdrawn,
            r.request_number, r.reference_person, r.status as request_status, r.kind, r.providers
       from candidates c join report_requests r on r.id = c.request_id
      where c.id = $1 and c.tenant_id = $2 and ($3::boolean or c.user_id = $4)
        and ($5::text is null or r.request_number = $5)`,
    [uuid, scope.tenantId, scope.admin, scope.userId, requestNumber ?? null],
  );
  const row = res.rows[0];
  if (!row) throw notFound();
  return row;
}

type CheckRow = {
  check_name: string;
  provider: 'cc' | 'ce';
  status: string;
  attempts: number;
  raw: unknown;
  last_error: string | null;
  updated_at: Date;
  finished_at: Date | null;
};

async function checksOf(deps: AppDeps, candidateId: string) {
  const res = await deps.pool.query<CheckRow>(
    `select check_name, provider, status, attempts, raw, last_error, updated_at, finished_at
       from candidate_checks where candidate_id = $1 order by id`,
    [candidateId],
  );
  return res.rows;
}

/** Everything the report screen and the PDF show, built from the stored answers. */
export async function buildReport(deps: AppDeps, scope: Caller, requestNumber: string, uuid: string) {
  const c = await findCandidate(deps, scope, uuid, requestNumber);
  const checks = await checksOf(deps, c.id);
  const results = resultsOf(checks);
  // Until every check is done, no score nor light: a missing answer must not read as a clean subject.
  const complete = c.status === 'COMPLETE';
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
    consentGiven: c.consent_given,
    consentWithdrawn: c.consent_withdrawn,
  });
  // While the job still has automatic attempts queued, a failure is temporary: nobody needs to act yet.
  const retryPending =
    c.status !== 'COMPLETE' &&
    (
      await deps.pool.query(
        `select 1 from pgboss.job where name = $1 and singleton_key = $2 and state in ('created', 'retry', 'active') limit 1`,
        [RUN_CHECKS, `checks:${c.id}`],
      )
    ).rows.length > 0;
  return {
    consents: await consentEvidenceOf(deps, c.tenant_id, c.id),
    candidate: {
      uuid: c.id,
      email: c.email,
      status: c.status,
      shownStatus: shown,
      statusLabel: CANDIDATE_SHOWN_LABELS[shown],
      firstName: c.first_name,
      lastName: c.last_name,
      codiceFiscale: c.codice_fiscale,
      dateOfBirth: c.date_of_birth,
      via: c.via,
      indirizzo: c.indirizzo,
      civico: c.civico,
      cap: c.cap,
      citta: c.citta,
      provincia: c.provincia,
      insertedDate: c.inserted_at.toISOString(),
      sendDate: (c.invitation_sent_at ?? c.inserted_at).toISOString(),
      completedAt: c.completed_at?.toISOString() ?? null,
    },
    request: {
      requestNumber: c.request_number,
      referencePerson: c.reference_person,
      status: c.request_status,
      statusLabel: REPORT_STATUS_LABELS[c.request_status] ?? c.request_status,
      kind: c.kind,
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
      const row = checks.find((r) => r.check_name === name);
      return {
        check: name,
        provider: row?.provider ?? (name === 'crif' || name === 'cribis' ? 'cc' : 'ce'),
        status: row?.status ?? 'pending',
        attempts: row?.attempts ?? 0,
        errorKey: row?.status === 'failed' ? checkErrorKey(row.last_error) : null,
        updatedAt: row?.updated_at.toISOString() ?? null,
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
  const res = await deps.pool.query<{
    created_at: Date;
    choice: boolean;
    withdrawal: boolean;
    text_version: string;
    role: string | null;
    purpose: string | null;
    checks: string[] | null;
  }>(
    `select created_at, choice, withdrawal, text_version, role, purpose, checks from consents
      where tenant_id = $1 and candidate_id = $2 order by created_at, id`,
    [tenantId, candidateId],
  );
  return res.rows.map((r) => ({
    at: r.created_at.toISOString(),
    choice: (r.withdrawal ? 'withdrawn' : r.choice ? 'given' : 'refused') as
      | 'given'
      | 'refused'
      | 'withdrawn',
    noticeVersion: r.text_version,
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
  const failed = await deps.pool.query<{ n: number }>(
    `select count(*)::int as n from candidate_checks where candidate_id = $1 and status in ('failed', 'pending')`,
    [c.id],
  );
  if (c.status === 'COMPLETE' || !c.codice_fiscale || (failed.rows[0]?.n ?? 0) === 0) {
    throw conflict('CHECKS_NOTHING_TO_RETRY');
  }
  // The reset, its job and the audit row commit together: a crash never leaves pending checks with no job.
  const id = await deps.db.transaction(async (tx) => {
    await tx.execute(
      sql`update candidate_checks set status = 'pending', updated_at = now() where candidate_id = ${c.id} and status = 'failed'`,
    );
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
  const res = await deps.pool.query<{
    id: number;
    action: AuditAction;
    created_at: Date;
    user_id: string | null;
    email: string | null;
  }>(
    `select a.id, a.action, a.created_at, a.user_id, u.email
       from audit_log a left join users u on u.id = a.user_id
      where a.tenant_id = $1 and a.subject_type = 'candidate' and a.subject_id = $2
      order by a.created_at desc, a.id desc limit 500`,
    [scope.tenantId, c.id],
  );
  return res.rows.map((r) => ({
    id: r.id,
    action: r.action,
    at: r.created_at.toISOString(),
    userId: r.user_id,
    userEmail: r.email,
  }));
}
