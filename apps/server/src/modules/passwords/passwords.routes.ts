import { setTimeout as sleep } from 'node:timers/promises';
import {
  ChangePasswordRequestSchema,
  ForgotPasswordInputSchema,
  KeyAnswerSchema,
  ResetCodeValidAnswerSchema,
  ResetPasswordRequestSchema,
} from '@hrwe/domain';
import { withPasswordList } from '@hrwe/domain/password-list';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth/guards';
import { changePassword, requestReset, resetPassword, verifyResetCode } from './passwords.service';

/**
 * The forgot-password answer is held until this many milliseconds have passed, whether the address has an account
 * or not: the work for an existing account (a code, a transaction, an e-mail queued) takes far less, so the answer's
 * time no longer tells which addresses are registered (bench/ measures the spread).
 */
export const RESET_ANSWER_MS = 400;

/** "Forgot password" with an e-mailed single-use code, and the signed-in user's password change. */
export const passwordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.db;

  app.post(
    '/user/resetpassword/request',
    {
      config: { access: 'public' },
      schema: {
        tags: ['passwords'],
        summary: 'Ask for a password-reset e-mail; the answer is the same whether the account exists or not',
        body: ForgotPasswordInputSchema,
        response: { 200: KeyAnswerSchema },
      },
    },
    async (request) => {
      const floor = sleep(RESET_ANSWER_MS);
      try {
        await requestReset(app.deps, request.tenant, request.body.email, request.ip);
      } finally {
        await floor;
      }
      return { key: 'RESET_PASSWORD_REQUESTED' };
    },
  );

  app.get(
    '/user/resetpassword/verify/:code',
    {
      config: { access: 'public' },
      schema: {
        tags: ['passwords'],
        summary: 'Whether a reset code is valid (unused, not expired)',
        params: z.object({ code: z.string().max(200) }),
        response: { 200: ResetCodeValidAnswerSchema },
      },
    },
    async (request) => verifyResetCode(db, request.tenant.id, request.params.code),
  );

  app.post(
    '/user/resetpassword/update',
    {
      config: { access: 'public' },
      schema: {
        tags: ['passwords'],
        summary: 'Set a new password with the single-use code; ends every session of the account',
        body: withPasswordList(ResetPasswordRequestSchema),
        response: { 200: KeyAnswerSchema },
      },
    },
    async (request) => {
      await resetPassword(db, request.tenant.id, request.body);
      return { key: 'PASSWORD_UPDATED' };
    },
  );

  app.post(
    '/user/changepassword/update',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['passwords'],
        summary: "Change the signed-in user's password; ends the user's other sessions",
        body: withPasswordList(ChangePasswordRequestSchema),
        response: { 200: KeyAnswerSchema },
      },
    },
    async (request) => {
      await changePassword(db, requireUser(request), request.body);
      return { key: 'PASSWORD_UPDATED' };
    },
  );
};
