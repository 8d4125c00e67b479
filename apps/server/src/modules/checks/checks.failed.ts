import { CHECKS, type CheckName } from '@hrwe/domain';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { emitCandidateWebhook } from '../reports';

/**
 * Records a failed attempt of one check; when it was the last automatic one (`last`: the check now waits for an
 * administrator), the `candidate.check_failed` webhook event is emitted in the same transaction.
 */
export async function markCheckFailed(
  deps: AppDeps,
  candidateId: string,
  name: CheckName,
  attempts: number,
  message: string,
  last: boolean,
) {
  await deps.db.transaction(async (tx) => {
    const res = await tx.execute(sql`
      update candidate_checks set status = 'failed', last_error = ${message.slice(0, 500)}, finished_at = now(), updated_at = now()
       where candidate_id = ${candidateId} and check_name = ${name} and status = 'running'`);
    if ((res.rowCount ?? 0) === 0 || !last) return;
    await emitCandidateWebhook(deps, tx, candidateId, 'candidate.check_failed', {
      check: name,
      provider: CHECKS[name].provider,
      attempts,
    });
  });
}
