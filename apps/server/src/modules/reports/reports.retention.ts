import { DEFAULT_RETENTION_MONTHS } from '@hrwe/domain';
import { sql } from 'drizzle-orm';
import { eraseCandidates } from '../../db/erase-candidates';
import type { Executor } from '../../db/executor';
import type { AppDeps } from '../../deps';

export const PURGE_CANDIDATES = 'candidates.retention';

/**
 * Erases the personal data of candidates whose retention is over: from the Rome day of consent (for a single
 * visura, the data entry; for a candidate who never answered, the invitation) plus the tenant's retention months
 * (tenant_rights_settings, 12 when unset), the data goes on the next day (domain `erasureDay`, which the notice
 * shows). A candidate under an active legal hold is kept. Idempotent: anonymised candidates are skipped. The erasure
 * is the catalogue's (db/erase-candidates.ts), as for every other path.
 */
export async function purgeExpiredCandidates(deps: Pick<AppDeps, 'db'>, now = new Date()): Promise<number> {
  return deps.db.transaction(async (tx) => (await eraseExpired(tx, now)).length);
}

/**
 * Erases, in `tx`, the candidates whose retention is over and who are under no active legal hold (only `only`
 * when given: the candidate whose hold was just released). Answers the ids erased.
 */
export async function eraseExpired(tx: Executor, now: Date, only?: string): Promise<string[]> {
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
         ${only ? sql`and c.id = ${only}` : sql``}
       for update of c skip locked`);
  return eraseCandidates(
    tx,
    due.rows.map((r) => r.id),
    now,
  );
}

export function defineRetentionJob(deps: AppDeps) {
  deps.jobs.define(PURGE_CANDIDATES, async () => void (await purgeExpiredCandidates(deps)), {
    cron: '30 3 * * *',
  });
}
