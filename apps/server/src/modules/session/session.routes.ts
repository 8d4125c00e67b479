import { sessionOperations } from '@hrwe/domain';
import type { FastifyInstance } from 'fastify';
import { openSession, sessionAnswerOf } from '../../platform/auth/open-session';
import { createSignInThrottle, type SignInThrottle } from '../../platform/auth/rate-limit';
import { sessionUserOf } from '../../platform/auth/session.types';
import { endSession } from '../../platform/auth/sessions';
import { operationRoutes } from '../../platform/operations';
import { secondStepOf } from '../mfa';
import { authenticate } from './session.service';

const routesWith = (throttle: SignInThrottle) =>
  operationRoutes(sessionOperations, {
    signIn: async ({ body, tenant, deps, request, reply }) => {
      const user = await authenticate(deps.db, throttle, tenant.id, body.email, body.password, request.ip);
      // A second factor (or one the tenant requires): the sign-in goes on at /api/session/mfa, not signed in yet.
      const step = await secondStepOf(deps, request, reply, user);
      return step ?? openSession(deps, request, reply, sessionUserOf(user));
    },
    current: ({ session, tenant }) => sessionAnswerOf(session.user, tenant),
    signOut: async ({ deps, request, reply }) => {
      await endSession(deps.db, request, reply);
      return undefined;
    },
  });

/** /api/session: sign in (throttled per address and account pair), the signed-in user, sign out. */
export async function sessionRoutes(app: FastifyInstance) {
  await routesWith(createSignInThrottle(app.deps.pool))(app);
}
