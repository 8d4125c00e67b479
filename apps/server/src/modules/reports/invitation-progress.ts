import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { candidates, mails } from '../../db/schema/index';
import type { Caller } from '../../platform/auth/caller';
import { findRequest } from './reports.lists';
import { invitationJoin, invitationState } from './reports.repository';

/**
 * How far a request's invitations have gone out (queued, sent, failed): shown on the request while the queue sends
 * a large one. Scoped like the request itself.
 */
export async function invitationProgress(db: Db, scope: Caller, requestNumber: string) {
  const req = await findRequest(db, scope, requestNumber);
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      queued: sql<number>`count(*) filter (where ${invitationState} = 'queued')::int`,
      sent: sql<number>`count(*) filter (where ${invitationState} = 'sent')::int`,
      failed: sql<number>`count(*) filter (where ${invitationState} = 'failed')::int`,
    })
    .from(candidates)
    .leftJoin(mails, invitationJoin)
    .where(and(eq(candidates.requestId, req.id), eq(candidates.tenantId, scope.tenantId)));
  return row ?? { total: 0, queued: 0, sent: 0, failed: 0 };
}
