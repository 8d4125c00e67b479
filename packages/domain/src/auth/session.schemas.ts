import { z } from 'zod';
import { USER_STATUSES } from '../users/user.states';
import { emailWith } from '../validation/fields.schemas';
import { ROLES } from './roles';

/**
 * The e-mail of an existing account: trimmed and lower-cased, and only loosely checked. The specification's
 * pattern is for choosing an address at registration; an account made another way (the first administrator from
 * ADMIN_EMAIL, e.g. `ops@azienda.local`) must still be able to sign in and reset its password.
 */
const accountEmailSchema = emailWith('EMAIL_REQUIRED', 'EMAIL_NOT_VALID', /^[^\s@]+@[^\s@]+$/);

/** The longest password the sign-in form takes (the first administrator's may come from ADMIN_PASSWORD). */
export const SIGN_IN_PASSWORD_MAX = 1024;

/**
 * Sign-in: the password is only required here (its rules apply when it is chosen). The one schema of both sides: the
 * web form validates with it and POST /api/session parses its body with it (sessionOperations.signIn).
 */
export const SignInInputSchema = z.object({
  email: accountEmailSchema,
  password: z
    .string({ error: 'PASSWORD_REQUIRED' })
    .min(1, 'PASSWORD_REQUIRED')
    .max(SIGN_IN_PASSWORD_MAX, 'PASSWORD_TOO_LONG'),
});
export type SignInInput = z.infer<typeof SignInInputSchema>;

export const ForgotPasswordInputSchema = z.object({ email: accountEmailSchema });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInputSchema>;

/** The signed-in user as GET and POST /api/session answer it. */
export const SessionSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  verified: z.boolean(),
  status: z.enum(USER_STATUSES),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  platformAdmin: z.boolean(),
});
export type SessionAnswer = z.infer<typeof SessionSchema>;
