import { DEFAULT_RETENTION_MONTHS } from '@hrwe/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { AppDeps } from '../../deps';

export const PURGE_CANDIDATES = 'candidates.retention';

/**
 * Irreversibly anonymises candidates (the retention job, and an erasure on request): identity, address and
 * e-mail, the providers' raw answers and summaries, and the consent's IP address and user agent. The figures used
 * by bills and dashboards (statuses, dates, scores) and the consent choice stay, without a person behind them.
 * Skips those already anonymised; answers the ids it anonymised.
 */
export async function anonymiseCandidates(tx: Executor, ids: string[], now: Date): Promise<string[]> {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const done = await tx.execute<{ id: string }>(sql`
    update candidates set
      email = 'anonimizzato', first_name = null, last_name = null, codice_fiscale = null, date_of_birth = null,
      via = null, indirizzo = null, civico = null, cap = null, provincia = null, citta = null,
      anonymised_at = ${now.toISOString()}::timestamptz
    where id in (${list}) and anonymised_at is null
    returning id`);
  const erased = done.rows.map((r) => r.id);
  if (erased.length === 0) return [];
  const those = sql.join(
    erased.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await tx.execute(
    sql`update candidate_checks set raw = null, summary = null where candidate_id in (${those})`,
  );
  await tx.execute(
    sql`update consents set ip = 'anonimizzato', user_agent = 'anonimizzato' where candidate_id in (${those})`,
  );
  return erased;
}

/**
 * Erases the personal data of candidates whose retention is over: from the Rome day of consent (for a single
 * visura, the data entry; for a candidate who never answered, the invitation) plus the tenant's retention months
 * (tenant_rights_settings, 12 when unset), the data goes on the next day (domain `erasureDay`, which the notice
 * shows). A candidate under an active legal hold is kept. Idempotent: anonymised candidates are skipped.
 */
export async function purgeExpiredCandidates(deps: Pick<AppDeps, 'db'>, now = new Date()): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const due = await tx.execute<{ id: string }>(sql`
      select c.id from candidates c
       where c.anonymised_at is null
         -- the shortest retention is one month: this bound lets the partial index do the first cut
         and coalesce(c.consent_at, c.data_submitted_at, c.inserted_at)
             < ${now.toISOString()}::timestamptz - interval '1 month'
         and ((coalesce(c.consent_at, c.data_submitted_at, c.inserted_at) at time zone 'Europe/Rome')::date
               + make_interval(months => coalesce(
                   (select s.retention_months from tenant_rights_settings s where s.tenant_id = c.tenant_id),
                   ${DEFAULT_RETENTION_MONTHS})))::date + 1
             <= (${now.toISOString()}::timestamptz at time zone 'Europe/Rome')::date
         and not exists (select 1 from legal_holds h where h.candidate_id = c.id and h.released_at is null)
       for update of c skip locked`);
    return (
      await anonymiseCandidates(
        tx,
        due.rows.map((r) => r.id),
        now,
      )
    ).length;
  });
}

export function defineRetentionJob(deps: AppDeps) {
  deps.jobs.define(PURGE_CANDIDATES, async () => void (await purgeExpiredCandidates(deps)), {
    cron: '30 3 * * *',
  });
}
