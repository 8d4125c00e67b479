import type { Access } from '@hrwe/domain';
import type { FastifyRequest } from 'fastify';
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

/**
 * The caller the access check admitted, for the routes the public API registers itself (its versioned contract and
 * SDK come from its own route schemas, modules/api-v1): the route's declared level made the check, this reads it.
 */
export function admittedCaller(request: FastifyRequest): Caller {
  if (!request.caller)
    throw new Error(`${request.routeOptions.url}: no signed-in caller, yet the route requires one`);
  return request.caller;
}

/** `admittedCaller` of a route declared `hrUser`. */
export function admittedHrCaller(request: FastifyRequest): HrCaller {
  const c = admittedCaller(request);
  if (c.admin) throw new Error(`${request.routeOptions.url}: an administrator passed an hrUser route`);
  return { ...c, admin: false };
}
