import { type SessionAnswer, sessionOperations } from '@hrwe/domain';
import type { FastifyInstance } from 'fastify';
import { createSignInThrottle, type SignInThrottle } from '../../platform/auth/rate-limit';
import { createSession, endSession, type SessionUser } from '../../platform/auth/sessions';
import { operationRoutes } from '../../platform/operations';
import { authenticate } from './session.service';

const view = (u: SessionUser, platformTenant: boolean): SessionAnswer => ({
  id: u.id,
  email: u.email,
  role: u.role,
  verified: u.verified,
  status: u.status,
  firstName: u.firstName,
  lastName: u.lastName,
  platformAdmin: platformTenant && u.role === 'ROLE_ADMIN',
});

const routesWith = (throttle: SignInThrottle) =>
  operationRoutes(sessionOperations, {
    signIn: async ({ body, tenant, deps, request, reply }) => {
      const user = await authenticate(deps.db, throttle, tenant.id, body.email, body.password, request.ip);
      await createSession(deps.db, reply, user, request.protocol === 'https');
      return view(user, tenant.isPlatform);
    },
    current: ({ session, tenant }) => view(session.user, tenant.isPlatform),
    signOut: async ({ deps, request, reply }) => {
      await endSession(deps.db, request, reply);
      return undefined;
    },
  });

/** /api/session: sign in (throttled per address and account pair), the signed-in user, sign out. */
export async function sessionRoutes(app: FastifyInstance) {
  await routesWith(createSignInThrottle(app.deps.pool))(app);
}
