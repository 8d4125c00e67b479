import { z } from 'zod';
import { DEFAULT_TEXT_MAX } from '../validation/fields.schemas';

/**
 * The e-mail of an existing account: trimmed and lower-cased, and only loosely checked. The specification's
 * pattern is for choosing an address at registration; an account made another way (the first administrator from
 * ADMIN_EMAIL, e.g. `ops@azienda.local`) must still be able to sign in and reset its password.
 */
const accountEmailSchema = z
  .string({ error: 'EMAIL_REQUIRED' })
  .trim()
  .toLowerCase()
  .min(1, { message: 'EMAIL_REQUIRED', abort: true })
  .max(DEFAULT_TEXT_MAX, 'EMAIL_NOT_VALID')
  .regex(/^[^\s@]+@[^\s@]+$/, 'EMAIL_NOT_VALID');

/** Sign-in: the password is only required here (its rules apply when it is chosen). */
export const SignInInputSchema = z.object({
  email: accountEmailSchema,
  password: z
    .string({ error: 'PASSWORD_REQUIRED' })
    .min(1, 'PASSWORD_REQUIRED')
    .max(1024, 'PASSWORD_CHARACTER'),
});
export type SignInInput = z.infer<typeof SignInInputSchema>;

export const ForgotPasswordInputSchema = z.object({ email: accountEmailSchema });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInputSchema>;
