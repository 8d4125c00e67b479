import type { FastifyRequest } from 'fastify';
import { requireActiveUser } from './guards';
import type { Session } from './sessions';

/**
 * Who is calling: the request's tenant, the signed-in user, and whether they administer the tenant. Every service
 * that reads or changes a tenant's rows takes it as its first argument after its dependencies: HR users see their
 * own rows, administrators the tenant's.
 */
export type Caller = { tenantId: number; userId: string; admin: boolean };

export const callerOfSession = (s: Session, tenantId: number): Caller => ({
  tenantId,
  userId: s.user.id,
  admin: s.user.role === 'ROLE_ADMIN',
});

/** The approved user of the request (403 otherwise), as a caller. */
export const callerOf = (request: FastifyRequest): Caller =>
  callerOfSession(requireActiveUser(request), request.tenant.id);

/** A list's owner filter: null (every owner in the tenant) for an administrator, the user's own id otherwise. */
export const ownerFilterOf = (c: Caller): string | null => (c.admin ? null : c.userId);
