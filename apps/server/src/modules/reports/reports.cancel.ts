import { conflict, notFound } from '@hrwe/domain';
import { inTx } from '../../db/executor';
import type { AppDeps } from '../../deps';
import { audit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/caller';
import {
  anyCandidateSubmitted,
  invitationKeysOf,
  lockRequestInScope,
  markRequestCancelled,
} from './report-requests.repository';

/**
 * Cancels a pending request of the caller's scope: one still OPEN in which no candidate has entered their data
 * (so no check ran and nothing is charged). It ends as EXPIRE with `cancelled_at`, so every candidate link stops
 * working at once, and the invitations still waiting to go out are withdrawn in the same transaction.
 */
export async function cancelRequest(deps: AppDeps, scope: Caller, requestNumber: string, now: Date) {
  return deps.db.transaction(async (tx) => {
    const req = await lockRequestInScope(tx, scope, requestNumber);
    if (!req) throw notFound();
    const submitted = await anyCandidateSubmitted(tx, scope, req.id);
    if (req.status !== 'OPEN' || submitted) throw conflict('REQUEST_NOT_CANCELLABLE');
    await markRequestCancelled(tx, req.id, now);
    let withdrawn = 0;
    for (const key of await invitationKeysOf(tx, req.id))
      if (await deps.mailer.cancel(scope.tenantId, key, tx)) withdrawn++;
    await audit(inTx(tx), {
      tenantId: scope.tenantId,
      userId: scope.userId,
      action: 'request.cancel',
      subjectType: 'report-request',
      subjectId: requestNumber,
    });
    return {
      requestNumber,
      status: 'EXPIRE' as const,
      cancelledAt: now.toISOString(),
      withdrawnInvitations: withdrawn,
    };
  });
}
