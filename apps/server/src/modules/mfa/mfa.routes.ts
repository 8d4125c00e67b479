import { mfaOperations } from '@hrwe/domain';
import type { FastifyInstance } from 'fastify';
import { createSignInThrottle, type SignInThrottle } from '../../platform/auth/rate-limit';
import { endAllSessions } from '../../platform/auth/sessions';
import { operationRoutes } from '../../platform/operations';
import {
  accountSessions,
  confirmEnrolment,
  confirmPendingEnrolment,
  disableMfa,
  endAccountSession,
  mfaPolicy,
  mfaStatus,
  passSecondStep,
  renewRecoveryCodes,
  resetMfa,
  setMfaPolicy,
  startEnrolment,
  startPendingEnrolment,
} from './mfa.service';

const routesWith = (throttle: SignInThrottle) =>
  operationRoutes(mfaOperations, {
    status: ({ deps, caller }) => mfaStatus(deps, caller),
    startEnrolment: ({ deps, caller }) => startEnrolment(deps, caller),
    confirmEnrolment: ({ deps, caller, session, body, request }) =>
      confirmEnrolment(deps, throttle, request.ip, caller, session.id, body.code),
    newRecoveryCodes: ({ deps, caller, body, request }) =>
      renewRecoveryCodes(deps, throttle, request.ip, caller, body.code),
    disable: async ({ deps, caller, session, body, request }) => {
      await disableMfa(deps, throttle, request.ip, caller, session.id, body.code);
      return undefined;
    },
    secondStep: ({ deps, body, request, reply }) => passSecondStep(deps, throttle, request, reply, body.code),
    pendingEnrolment: ({ deps, request }) => startPendingEnrolment(deps, request),
    pendingConfirm: ({ deps, body, request, reply }) =>
      confirmPendingEnrolment(deps, throttle, request, reply, body.code),
    sessions: ({ deps, caller, session }) => accountSessions(deps, caller, session.id),
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
    setPolicy: ({ deps, caller, body }) => setMfaPolicy(deps, caller, body.requireForHrUsers),
  });

/** Multi-factor sign-in: enrolment, the second step, the user's sessions, the administrator's reset and rule. */
export async function mfaRoutes(app: FastifyInstance) {
  await routesWith(createSignInThrottle(app.deps.pool))(app);
}
