import type { SessionAnswer } from '@hrwe/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import type { Tenant } from '../tenancy';
import type { SessionUser } from './session.types';
import { createSession } from './sessions';

/** The signed-in user as POST and GET /api/session (and the second step) answer it. */
export const sessionAnswerOf = (u: SessionUser, tenant: Tenant): SessionAnswer => ({
  id: u.id,
  email: u.email,
  role: u.role,
  verified: u.verified,
  status: u.status,
  firstName: u.firstName,
  lastName: u.lastName,
  platformAdmin: tenant.isPlatform && u.role === 'ROLE_ADMIN',
});

/**
 * Opens a session for a user whose sign-in is complete (the password, and the second step if they have one),
 * noting the address and browser for the user's list of their sessions.
 */
export async function openSession(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  user: SessionUser,
): Promise<SessionAnswer> {
  await createSession(deps.db, reply, user, request.protocol === 'https', {
    address: request.ip,
    browser: request.headers['user-agent']?.slice(0, 300) ?? null,
  });
  return sessionAnswerOf(user, request.tenant);
}
