import { z } from 'zod';
import { operation } from '../api/operation';
import { ForgotPasswordInputSchema } from '../auth/session.schemas';
import { KeyAnswerSchema, ResetCodeValidAnswerSchema } from '../registration/registration-answers.schemas';
import { ChangePasswordRequestSchema, ResetPasswordRequestSchema } from '../users/user-admin.schemas';

const tags = ['passwords'] as const;

/**
 * "Forgot password" with an e-mailed single-use code, and the signed-in user's change. The server adds the
 * common-password list to the two new-password bodies (`@hrwe/domain/password-list`, kept out of the web's bundle).
 */
export const passwordOperations = {
  requestReset: operation({
    method: 'POST',
    path: '/api/user/resetpassword/request',
    access: 'public',
    tags,
    summary: 'Ask for a password-reset e-mail; the answer is the same whether the account exists or not',
    body: ForgotPasswordInputSchema,
    responses: { 200: KeyAnswerSchema },
    errors: ['VALIDATION_FAILED', 'RESET_RATE_LIMITED'],
  }),
  verifyCode: operation({
    method: 'GET',
    path: '/api/user/resetpassword/verify/:code',
    access: 'public',
    tags,
    summary: 'Whether a reset code is valid (unused, not expired)',
    params: z.object({ code: z.string().max(200) }),
    responses: { 200: ResetCodeValidAnswerSchema },
    errors: ['INVALID_ACTIVATION_CODE'],
  }),
  reset: operation({
    method: 'POST',
    path: '/api/user/resetpassword/update',
    access: 'public',
    tags,
    summary: 'Set a new password with the single-use code; ends every session of the account',
    body: ResetPasswordRequestSchema,
    responses: { 200: KeyAnswerSchema },
    errors: ['VALIDATION_FAILED', 'INVALID_ACTIVATION_CODE'],
  }),
  change: operation({
    method: 'POST',
    path: '/api/user/changepassword/update',
    access: 'signedIn',
    tags,
    summary: "Change the signed-in user's password; ends the user's other sessions",
    body: ChangePasswordRequestSchema,
    responses: { 200: KeyAnswerSchema },
    errors: ['VALIDATION_FAILED', 'OLD_PASSWORD_WRONG'],
  }),
};
