import { sql } from 'drizzle-orm';
import { type Executor, inTx } from '../../db/executor';

/** The writes of a withdrawal of consent, each in the withdrawal's transaction. */
const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** Checks not yet concluded are cancelled (a concluded one stays billed: it was lawful then). */
export const cancelOpenChecks = (ex: Executor, candidateId: string, now: Date) =>
  inTx(ex).execute(sql`
    update candidate_checks set status = 'cancelled', updated_at = ${at(now)}
     where candidate_id = ${candidateId} and status in ('pending', 'running', 'failed')`);

/** The notice version the candidate consented to, or null. */
export async function consentedVersionOf(ex: Executor, candidateId: string) {
  const version = await inTx(ex).execute<{ text_version: string }>(
    sql`select text_version from consents where candidate_id = ${candidateId} and choice order by id limit 1`,
  );
  return version.rows[0]?.text_version ?? null;
}

export const markWithdrawn = (ex: Executor, candidateId: string, now: Date) =>
  inTx(ex).execute(sql`
    update candidates set consent_given = false, consent_withdrawn_at = ${at(now)} where id = ${candidateId}`);

/** An open contest ends with the withdrawal (nothing is left to review). */
export const withdrawOpenContests = (ex: Executor, candidateId: string, now: Date) =>
  inTx(ex).execute(sql`
    update candidate_contests set review_outcome = 'WITHDRAWN', reviewed_at = ${at(now)},
           review_note = 'Consenso revocato dal candidato'
     where candidate_id = ${candidateId} and reviewed_at is null`);

/** The withdrawal's own evidence, kept after the erasure. */
export const insertWithdrawal = (
  ex: Executor,
  w: { tenantId: number; candidateId: string; textVersion: string; ip: string; userAgent: string; now: Date },
) =>
  inTx(ex).execute(sql`
    insert into consents (tenant_id, candidate_id, choice, text_version, ip, user_agent, created_at, withdrawal)
    values (${w.tenantId}, ${w.candidateId}, false, ${w.textVersion}, ${w.ip}, ${w.userAgent.slice(0, 500)},
            ${at(w.now)}, true)`);
