import { mfaOperations } from '@hrwe/domain';
import type { FastifyInstance } from 'fastify';
import { createSignInThrottle, type SignInThrottle } from '../../platform/auth/rate-limit';
import { endAllSessions } from '../../platform/auth/sessions';
import { operationRoutes } from '../../platform/operations';
import {
  accountSessions,
  confirmEnrolment,
  confirmPendingEnrolment,
  endAccountSession,
  mfaPolicy,
  mfaStatus,
  passSecondStep,
  resetMfa,
  setMfaPolicy,
  startEnrolment,
  startPendingEnrolment,
} from './mfa.service';

const routesWith = (throttle: SignInThrottle) =>
  operationRoutes(mfaOperations, {
    status: ({ deps, session }) => mfaStatus(deps, session),
    startEnrolment: ({ deps, session }) => startEnrolment(deps, session),
    confirmEnrolment: ({ deps, session, body, request }) =>
      confirmEnrolment(deps, throttle, request.ip, session, body.code),
    secondStep: ({ deps, body, request, reply }) => passSecondStep(deps, throttle, request, reply, body.code),
    pendingEnrolment: ({ deps, request }) => startPendingEnrolment(deps, request),
    pendingConfirm: ({ deps, body, request, reply }) =>
      confirmPendingEnrolment(deps, throttle, request, reply, body.code),
    sessions: ({ deps, caller, session }) => accountSessions(deps, caller, session),
    endSession: async ({ deps, caller, params }) => {
      await endAccountSession(deps, caller, params.id);
      return undefined;
    },
    endOtherSessions: async ({ deps, caller, session }) => {
      await endAllSessions(deps.db, caller.userId, session.id);
      return undefined;
    },
    reset: async ({ deps, caller, params }) => {
      await resetMfa(deps, caller, params.id);
      return undefined;
    },
    policy: ({ deps, caller }) => mfaPolicy(deps, caller),
    setPolicy: ({ deps, caller, body }) => setMfaPolicy(deps, caller, body.requireForAdmins),
  });

/** Multi-factor sign-in: enrolment, the second step, the user's sessions, the administrator's reset and rule. */
export async function mfaRoutes(app: FastifyInstance) {
  await routesWith(createSignInThrottle(app.deps.pool))(app);
}
