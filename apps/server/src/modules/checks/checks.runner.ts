import { CHECK_RESULT_SCHEMAS, CHECKS, type CheckName, pertinentChecks } from '@hrwe/domain';
import { inTx } from '../../db/executor';
import type { AppDeps } from '../../deps';
import { timed } from '../../platform/metrics/metrics';
import { recordCheckPayment } from '../payments';
import { markCandidateComplete, notifyCandidateEvent } from '../reports';
import { markCheckFailed } from './checks.failed';
import {
  answersOf,
  type CandidateToCheck,
  candidateToCheck,
  claimCheck,
  ensureCheck,
  lockCandidate,
  saveCandidateSummary,
  storeCheckAnswer,
} from './checks.repository';
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

/** A short summary of one check's answer, kept beside the raw answer. */
function checkSummary(name: CheckName, data: unknown): Record<string, unknown> {
  const r = resultsOf([{ checkName: name, status: 'done', raw: data }]);
  const s = candidateSummary(r);
  return Object.fromEntries(Object.entries(s).filter(([, v]) => v !== null));
}

/**
 * The checks job: runs each selected check of the candidate once (a done check is never run again), stores each
 * answer with its summary, and when all are done completes the candidate, its request and its payment in one
 * transaction. Throws while a check is not done, so the job queue retries it.
 */
export async function runChecks(deps: AppDeps, candidateId: string): Promise<void> {
  const cand = await candidateToCheck(deps.db, candidateId);
  if (!cand || cand.status === 'COMPLETE' || !cand.codiceFiscale) return;
  // Only pertinent checks reach a provider, whatever the stored switches say (the gate refused the others).
  const selected = pertinentChecks(cand.providers ?? {}, cand.pertinentChecks);
  for (const name of selected) {
    await ensureCheck(deps.db, cand.tenantId, cand.id, name, CHECKS[name].provider);
  }
  const subject: Subject = {
    fiscalCode: cand.codiceFiscale,
    firstName: cand.firstName,
    lastName: cand.lastName,
    dateOfBirth: cand.dateOfBirth,
    via: cand.via,
    indirizzo: cand.indirizzo,
    civico: cand.civico,
    cap: cand.cap,
    citta: cand.citta,
    provincia: cand.provincia,
  };
  // Unreadable settings fail each check below with their error (shown on the report), as a provider failure would.
  const settings = selected.length
    ? await providerSettings(deps, cand.tenantId).catch((e: unknown) =>
        e instanceof Error ? e : new Error(String(e)),
      )
    : null;
  const failures: string[] = [];
  for (const name of selected) {
    const attempt = await claimCheck(deps.db, cand.id, name, STALE_RUNNING);
    if (attempt === null || !settings) continue;
    const providerId = CHECKS[name].provider;
    try {
      if (settings instanceof Error) throw settings;
      const provider = providerFor(providerId, settings[providerId]);
      // A call counts as failed when it throws or its answer is malformed (hrwe_provider_call_duration_seconds).
      const { raw, parsed } = await timed(
        deps.metrics.providerCalls,
        { provider: providerId, mode: provider.mode, check: name },
        async () => {
          const raw = await provider.run(name, subject, { attempt });
          const parsed = CHECK_RESULT_SCHEMAS[name].safeParse(raw);
          if (!parsed.success) {
            const issue = parsed.error.issues[0];
            throw new ProviderError(
              `MALFORMED_ANSWER: ${name}: ${issue?.path.join('.') || '(root)'} ${issue?.message ?? ''}`.trim(),
            );
          }
          return { raw, parsed };
        },
      );
      await storeCheckAnswer(deps.db, cand.id, name, raw, checkSummary(name, parsed.data));
    } catch (err) {
      const message =
        err instanceof ProviderError ? err.message : `ERROR: ${name}: ${(err as Error).message}`;
      failures.push(message);
      // The job's last automatic attempt: the check now waits for an administrator (and the integration hears of it).
      const last = attempt > CHECKS_RETRY_LIMIT;
      await markCheckFailed(deps, cand.id, name, attempt, message, last);
    }
  }
  const completed = await completeIfDone(deps, cand, selected);
  if (!completed) {
    throw new Error(`CHECKS_INCOMPLETE: ${failures.length ? failures.join('; ') : 'checks still running'}`);
  }
}

/** One transaction: the summary columns, COMPLETE (and the request's count and CLOSE), the payment, the e-mails. */
async function completeIfDone(
  deps: AppDeps,
  cand: CandidateToCheck,
  selected: CheckName[],
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const locked = await lockCandidate(inTx(tx), cand.id);
    if (locked?.status === 'COMPLETE') return true;
    // Consent withdrawn while checks ran (rights/rights-withdraw.service.ts): nothing completes, nothing is billed.
    if (locked && locked.consentWithdrawnAt !== null) return true;
    const rows = await answersOf(inTx(tx), cand.id);
    const mine = rows.filter((r) => selected.includes(r.checkName as CheckName));
    if (mine.length < selected.length || mine.some((r) => r.status !== 'done')) return false;
    const s = candidateSummary(resultsOf(mine));
    await saveCandidateSummary(inTx(tx), cand.id, s);
    const now = new Date();
    if (await markCandidateComplete(tx, cand.id, now)) {
      await recordCheckPayment(tx, {
        candidateId: cand.id,
        tenantId: cand.tenantId,
        userId: cand.userId,
        requestNumber: cand.requestNumber,
        at: now,
      });
      // The HR user's e-mails (candidate completed, request done) commit with the completion.
      await notifyCandidateEvent(deps, cand.id, 'completed', tx);
    }
    return true;
  });
}
