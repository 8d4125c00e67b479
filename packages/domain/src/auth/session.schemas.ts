import { z } from 'zod';
import { emailSchema } from '../validation/fields.schemas';

/** Sign-in: the password is only required here (its rules apply when it is chosen). */
export const SignInInputSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'PASSWORD_REQUIRED' })
    .min(1, 'PASSWORD_REQUIRED')
    .max(1024, 'PASSWORD_CHARACTER'),
});
export type SignInInput = z.infer<typeof SignInInputSchema>;

export const ForgotPasswordInputSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInputSchema>;
