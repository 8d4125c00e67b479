import { conflict, notFound } from '@hrwe/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { inTx } from '../../db/executor';
import { candidates, reportRequests } from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import { audit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/caller';
import { candidateScope, requestScope } from './reports.repository';

/**
 * Cancels a pending request of the caller's scope: one still OPEN in which no candidate has entered their data
 * (so no check ran and nothing is charged). It ends as EXPIRE with `cancelled_at`, so every candidate link stops
 * working at once, and the invitations still waiting to go out are withdrawn in the same transaction.
 */
export async function cancelRequest(deps: AppDeps, scope: Caller, requestNumber: string, now: Date) {
  return deps.db.transaction(async (tx) => {
    const [req] = await tx
      .select({ id: reportRequests.id, status: reportRequests.status })
      .from(reportRequests)
      .where(and(requestScope(scope), eq(reportRequests.requestNumber, requestNumber)))
      .for('update');
    if (!req) throw notFound();
    const [submitted] = await tx
      .select({ id: candidates.id })
      .from(candidates)
      .where(
        and(candidateScope(scope), eq(candidates.requestId, req.id), isNotNull(candidates.dataSubmittedAt)),
      )
      .limit(1);
    if (req.status !== 'OPEN' || submitted) throw conflict('REQUEST_NOT_CANCELLABLE');
    await tx
      .update(reportRequests)
      .set({ status: 'EXPIRE', cancelledAt: now })
      .where(eq(reportRequests.id, req.id));
    const pending = await tx
      .select({ key: candidates.invitationKey })
      .from(candidates)
      .where(and(eq(candidates.requestId, req.id), isNotNull(candidates.invitationKey)));
    let withdrawn = 0;
    for (const c of pending) if (await deps.mailer.cancel(scope.tenantId, c.key!, tx)) withdrawn++;
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
