import type { Db } from '../../db/client';
import type { Caller } from '../../platform/auth/caller';
import { invitationCounts } from './report-requests.repository';
import { findRequest } from './reports.lists.repository';

/**
 * How far a request's invitations have gone out (queued, sent, failed): shown on the request while the queue sends
 * a large one. Scoped like the request itself.
 */
export async function invitationProgress(db: Db, scope: Caller, requestNumber: string) {
  const req = await findRequest(db, scope, requestNumber);
  return invitationCounts(db, scope.tenantId, req.id);
}
