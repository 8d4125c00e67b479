import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';

export const PURGE_CANDIDATES = 'candidates.retention';
/** The retention stated in the candidate's privacy notice. */
export const RETENTION_MONTHS = 12;

/**
 * Erases the personal data of candidates whose consent (or, for a single visura, the data entry) is older than
 * the retention: identity, address and e-mail, the providers' raw answers and summaries, and the consent's IP
 * address and user agent. The figures used by bills and dashboards (statuses, dates, scores) stay, without a
 * person behind them. Idempotent: anonymised candidates are skipped.
 */
export async function purgeExpiredCandidates(deps: Pick<AppDeps, 'db'>, now = new Date()): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const due = await tx.execute<{ id: string }>(sql`
      update candidates set
        email = 'anonimizzato', first_name = null, last_name = null, codice_fiscale = null, date_of_birth = null,
        via = null, indirizzo = null, civico = null, cap = null, provincia = null, citta = null,
        anonymised_at = ${now.toISOString()}::timestamptz
      where anonymised_at is null
        and coalesce(consent_at, data_submitted_at, inserted_at)
            < ${now.toISOString()}::timestamptz - make_interval(months => ${RETENTION_MONTHS})
      returning id`);
    const ids = due.rows.map((r) => r.id);
    if (ids.length === 0) return 0;
    const list = sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    await tx.execute(
      sql`update candidate_checks set raw = null, summary = null where candidate_id in (${list})`,
    );
    await tx.execute(
      sql`update consents set ip = 'anonimizzato', user_agent = 'anonimizzato' where candidate_id in (${list})`,
    );
    return ids.length;
  });
}

export function defineRetentionJob(deps: AppDeps) {
  deps.jobs.define(PURGE_CANDIDATES, async () => void (await purgeExpiredCandidates(deps)), {
    cron: '30 3 * * *',
  });
}
