import type { Access } from '@hrwe/domain';
import type { Session } from './sessions';

/**
 * Who is calling: the request's tenant, the signed-in user, and whether they administer the tenant. The access check
 * builds it once from the route's declared level (`request.caller`) and hands it to the handler typed by that level;
 * every service that reads or changes a tenant's rows takes it: HR users see their own rows, administrators the
 * tenant's.
 */
export type Caller = { tenantId: number; userId: string; admin: boolean };
/** An approved HR user (access `hrUser`): orders reports and visure, owns a profile. */
export type HrCaller = Caller & { admin: false };
/** An administrator of the request's tenant (access `admin`, `platformAdmin`). */
export type AdminCaller = Caller & { admin: true };

/** The caller a handler receives for an access level: checked by the access hook before the handler runs. */
export type CallerFor<A extends Access> = A extends 'public' | 'candidateLink'
  ? null
  : A extends 'hrUser'
    ? HrCaller
    : A extends 'admin' | 'platformAdmin'
      ? AdminCaller
      : Caller;

export const callerOfSession = (s: Session, tenantId: number): Caller => ({
  tenantId,
  userId: s.user.id,
  admin: s.user.role === 'ROLE_ADMIN',
});
