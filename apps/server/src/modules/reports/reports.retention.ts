import { eraseCandidates } from '../../db/erase-candidates';
import type { Executor } from '../../db/executor';
import type { AppDeps } from '../../deps';
import { lockExpiredCandidates } from './reports.jobs.repository';

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
  const due = await lockExpiredCandidates(tx, now, only);
  return eraseCandidates(tx, due, now);
}

export function defineRetentionJob(deps: AppDeps) {
  deps.jobs.define(PURGE_CANDIDATES, async () => void (await purgeExpiredCandidates(deps)), {
    cron: '30 3 * * *',
  });
}
