import { forbidden } from '@hrwe/domain';
import type { HrCaller } from '../../platform/auth/caller';
import type { Session } from '../../platform/auth/sessions';

/**
 * For the v1 API, whose routes are not operations yet (issue 29): its session as the HR caller the report services
 * take, an administrator refused as the `hrUser` access level of the report operations refuses one.
 */
export function hrCallerOf(session: Session, tenantId: number): HrCaller {
  if (session.user.role !== 'ROLE_USER') throw forbidden('ADMIN_CANNOT_CREATE_REPORT');
  return { tenantId, userId: session.user.id, admin: false };
}
