import {
  CHECK_RESULT_SCHEMAS,
  CHECKS,
  type CheckName,
  type ProviderSwitches,
  pertinentChecks,
} from '@hrwe/domain';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { recordCheckPayment } from '../payments';
import { markCandidateComplete, notifyCandidateEvent } from '../reports';
import { markCheckFailed } from './checks.failed';
import { candidateSummary, resultsOf } from './checks.summary';
import { ProviderError, type Subject } from './providers/provider';
import { providerFor, providerSettings } from './providers/settings';

/** Automatic retries of the checks job (so 4 attempts in all) before a failed check waits for an administrator. */
export const CHECKS_RETRY_LIMIT = 3;
/**
 * A check left 'running' longer than this may be claimed again. The queue runs one attempt of a candidate's checks at
 * a time (one job per candidate) and starts the next only after the previous one failed, expired or lost its
 * heartbeat (its server died), so a 'running' check the job finds is a dead attempt's: it is taken over as soon as
 * the dead server's job is (within a minute, docs/decisions/jobs-takeover.md), not after 10 minutes. The margin
 * only keeps two direct runs (tests, scripts) from calling a provider twice at once.
 */
const STALE_RUNNING = '15 seconds';
/** First automatic retry of the checks job after 10–20 s (then doubling): a dead server's job is retried within a minute. */
export const CHECKS_RETRY_DELAY_SECONDS = 10;

type CandidateRow = {
  id: string;
  tenant_id: number;
  user_id: string;
  status: string;
  codice_fiscale: string | null;
  first_name: string | null;
  last_name: string | null;
  date_of_birth: string | null;
  via: string | null;
  indirizzo: string | null;
  civico: string | null;
  cap: string | null;
  citta: string | null;
  provincia: string | null;
  request_number: string;
  providers: ProviderSwitches;
  /** The purpose category's pertinent groups (null on requests made before the pertinence gate). */
  pertinent_checks: string[] | null;
};

async function loadCandidate(deps: AppDeps, candidateId: string): Promise<CandidateRow | null> {
  const res = await deps.pool.query<CandidateRow>(
    `select c.id, c.tenant_id, c.user_id, c.status, c.codice_fiscale, c.first_name, c.last_name,
            c.date_of_birth::text as date_of_birth, c.via, c.indirizzo, c.civico, c.cap, c.citta, c.provincia,
            r.request_number, r.providers, r.pertinent_checks
       from candidates c join report_requests r on r.id = c.request_id
      where c.id = $1`,
    [candidateId],
  );
  return res.rows[0] ?? null;
}

/** A short summary of one check's answer, kept beside the raw answer. */
function checkSummary(name: CheckName, data: unknown): Record<string, unknown> {
  const r = resultsOf([{ check_name: name, status: 'done', raw: data }]);
  const s = candidateSummary(r);
  return Object.fromEntries(Object.entries(s).filter(([, v]) => v !== null));
}

/**
 * The checks job: runs each selected check of the candidate once (a done check is never run again), stores each
 * answer with its summary, and when all are done completes the candidate, its request and its payment in one
 * transaction. Throws while a check is not done, so the job queue retries it.
 */
export async function runChecks(deps: AppDeps, candidateId: string): Promise<void> {
  const cand = await loadCandidate(deps, candidateId);
  if (!cand || cand.status === 'COMPLETE' || !cand.codice_fiscale) return;
  // Only pertinent checks reach a provider, whatever the stored switches say (the gate refused the others).
  const selected = pertinentChecks(cand.providers ?? {}, cand.pertinent_checks);
  for (const name of selected) {
    await deps.pool.query(
      `insert into candidate_checks (tenant_id, candidate_id, provider, check_name)
       values ($1, $2, $3, $4) on conflict (candidate_id, check_name) do nothing`,
      [cand.tenant_id, cand.id, CHECKS[name].provider, name],
    );
  }
  const subject: Subject = {
    fiscalCode: cand.codice_fiscale,
    firstName: cand.first_name,
    lastName: cand.last_name,
    dateOfBirth: cand.date_of_birth,
    via: cand.via,
    indirizzo: cand.indirizzo,
    civico: cand.civico,
    cap: cand.cap,
    citta: cand.citta,
    provincia: cand.provincia,
  };
  // Unreadable settings fail each check below with their error (shown on the report), as a provider failure would.
  const settings = selected.length
    ? await providerSettings(deps, cand.tenant_id).catch((e: unknown) =>
        e instanceof Error ? e : new Error(String(e)),
      )
    : null;
  const failures: string[] = [];
  for (const name of selected) {
    const claim = await deps.pool.query<{ attempts: number }>(
      `update candidate_checks set status = 'running', attempts = attempts + 1, started_at = now(), updated_at = now()
        where candidate_id = $1 and check_name = $2
          and (status in ('pending', 'failed') or (status = 'running' and started_at < now() - interval '${STALE_RUNNING}'))
        returning attempts`,
      [cand.id, name],
    );
    const claimed = claim.rows[0];
    if (!claimed || !settings) continue;
    const providerId = CHECKS[name].provider;
    try {
      if (settings instanceof Error) throw settings;
      const raw = await providerFor(providerId, settings[providerId]).run(name, subject, {
        attempt: claimed.attempts,
      });
      const parsed = CHECK_RESULT_SCHEMAS[name].safeParse(raw);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new ProviderError(
          `MALFORMED_ANSWER: ${name}: ${issue?.path.join('.') || '(root)'} ${issue?.message ?? ''}`.trim(),
        );
      }
      await deps.pool.query(
        `update candidate_checks set status = 'done', raw = $3, summary = $4, last_error = null, finished_at = now(), updated_at = now()
          where candidate_id = $1 and check_name = $2 and status = 'running'`,
        [cand.id, name, JSON.stringify(raw), JSON.stringify(checkSummary(name, parsed.data))],
      );
    } catch (err) {
      const message =
        err instanceof ProviderError ? err.message : `ERROR: ${name}: ${(err as Error).message}`;
      failures.push(message);
      // The job's last automatic attempt: the check now waits for an administrator (and the integration hears of it).
      const last = claimed.attempts > CHECKS_RETRY_LIMIT;
      await markCheckFailed(deps, cand.id, name, claimed.attempts, message, last);
    }
  }
  const completed = await completeIfDone(deps, cand, selected);
  if (!completed) {
    throw new Error(`CHECKS_INCOMPLETE: ${failures.length ? failures.join('; ') : 'checks still running'}`);
  }
}

/** One transaction: the summary columns, COMPLETE (and the request's count and CLOSE), the payment, the e-mails. */
async function completeIfDone(deps: AppDeps, cand: CandidateRow, selected: CheckName[]): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const locked = await tx.execute<{ status: string; withdrawn: boolean }>(
      sql`select status, consent_withdrawn_at is not null as withdrawn from candidates where id = ${cand.id} for update`,
    );
    if (locked.rows[0]?.status === 'COMPLETE') return true;
    // Consent withdrawn while checks ran (rights/rights-withdraw.service.ts): nothing completes, nothing is billed.
    if (locked.rows[0]?.withdrawn) return true;
    const rows = await tx.execute<{ check_name: string; status: string; raw: unknown }>(
      sql`select check_name, status, raw from candidate_checks where candidate_id = ${cand.id}`,
    );
    const mine = rows.rows.filter((r) => selected.includes(r.check_name as CheckName));
    if (mine.length < selected.length || mine.some((r) => r.status !== 'done')) return false;
    const s = candidateSummary(resultsOf(mine));
    await tx.execute(sql`
      update candidates set degradation_score = ${s.degradationScore}, worst_flag = ${s.worstFlag},
        income_estimate = ${s.incomeEstimate}, negative_events = ${s.negativeEvents},
        hrwe_score = ${s.hrweScore}, traffic_light = ${s.trafficLight}
      where id = ${cand.id}`);
    const now = new Date();
    if (await markCandidateComplete(tx, cand.id, now)) {
      await recordCheckPayment(tx, {
        candidateId: cand.id,
        tenantId: cand.tenant_id,
        userId: cand.user_id,
        requestNumber: cand.request_number,
        at: now,
      });
      // The HR user's e-mails (candidate completed, request done) commit with the completion.
      await notifyCandidateEvent(deps, cand.id, 'completed', tx);
    }
    return true;
  });
}
