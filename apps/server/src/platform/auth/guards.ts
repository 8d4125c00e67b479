import { forbidden, unauthorized } from '@hrwe/domain';
import type { FastifyRequest } from 'fastify';
import type { Session } from './sessions';

/**
 * The reusable server guards. Each returns the session so a handler reads the caller from one place:
 *   const { user } = requireUser(request);
 */
export function requireUser(request: FastifyRequest): Session {
  const s = request.session;
  if (!s) throw unauthorized();
  return s;
}

/** An HR user who may use the product (approved) or an administrator. */
export function requireActiveUser(request: FastifyRequest): Session {
  const s = requireUser(request);
  if (s.user.role === 'ROLE_USER' && s.user.status !== 'ATTIVATO') throw forbidden('USER_NOT_ACTIVE');
  return s;
}

export function requireAdmin(request: FastifyRequest): Session {
  const s = requireUser(request);
  if (s.user.role !== 'ROLE_ADMIN') throw forbidden();
  return s;
}

/** An administrator of the platform tenant: the only one who manages tenants. */
export function requirePlatformAdmin(request: FastifyRequest): Session {
  const s = requireAdmin(request);
  if (!request.tenant.isPlatform) throw forbidden();
  return s;
}

export const isAdmin = (s: Session) => s.user.role === 'ROLE_ADMIN';
