import { setTimeout as sleep } from 'node:timers/promises';
import { passwordOperations } from '@hrwe/domain';
import { withPasswordList } from '@hrwe/domain/password-list';
import { operationRoutes } from '../../platform/operations';
import { changePassword, requestReset, resetPassword, verifyResetCode } from './passwords.service';

/**
 * The forgot-password answer is held until this many milliseconds have passed, whether the address has an account
 * or not: the work for an existing account (a code, a transaction, an e-mail queued) takes far less, so the answer's
 * time no longer tells which addresses are registered (bench/ measures the spread).
 */
export const RESET_ANSWER_MS = 400;

/** "Forgot password" with an e-mailed single-use code, and the signed-in user's password change. */
export const passwordsRoutes = operationRoutes(passwordOperations, {
  requestReset: async ({ deps, tenant, body, request }) => {
    const floor = sleep(RESET_ANSWER_MS);
    try {
      await requestReset(deps, tenant, body.email, request.ip);
    } finally {
      await floor;
    }
    return { key: 'RESET_PASSWORD_REQUESTED' };
  },
  verifyCode: ({ deps, tenant, params }) => verifyResetCode(deps.db, tenant.id, params.code),
  reset: {
    body: withPasswordList(passwordOperations.reset.body),
    handler: async ({ deps, tenant, body }) => {
      await resetPassword(deps.db, tenant.id, body);
      return { key: 'PASSWORD_UPDATED' };
    },
  },
  change: {
    body: withPasswordList(passwordOperations.change.body),
    handler: async ({ caller, session, deps, body }) => {
      await changePassword(deps.db, caller, session.id, body);
      return { key: 'PASSWORD_UPDATED' };
    },
  },
});
