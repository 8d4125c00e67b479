import { CHECKS, type CheckName } from '@hrwe/domain';
import { inTx } from '../../db/executor';
import type { AppDeps } from '../../deps';
import { emitCandidateWebhook } from '../reports';
import { failRunningCheck } from './checks.repository';

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
    const failed = await failRunningCheck(inTx(tx), candidateId, name, message.slice(0, 500));
    if (!failed || !last) return;
    await emitCandidateWebhook(deps, tx, candidateId, 'candidate.check_failed', {
      check: name,
      provider: CHECKS[name].provider,
      attempts,
    });
  });
}
