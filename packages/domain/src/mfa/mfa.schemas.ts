import { z } from 'zod';
import { SessionSchema } from '../auth/session.schemas';

/** How many single-use recovery codes an enrolment gives. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * A code typed at the second step: six digits from the authenticator app, or a recovery code (`xxxxx-xxxxx`).
 * Spaces and dashes a person types are dropped before it is read; the same schema on the form and the server.
 */
export const MfaCodeSchema = z
  .string({ error: 'MFA_CODE_REQUIRED' })
  .transform((s) => s.replace(/[\s-]/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, { message: 'MFA_CODE_REQUIRED', abort: true })
      .regex(/^(\d{6}|[0-9a-z]{10})$/, 'MFA_CODE_NOT_VALID'),
  );

export const MfaCodeInputSchema = z.object({ code: MfaCodeSchema });
export type MfaCodeInput = z.infer<typeof MfaCodeInputSchema>;

/** A right password of a user with a second factor (or who must enrol one): the sign-in goes on with this step. */
export const MfaStepSchema = z.object({ mfa: z.enum(['code', 'enrol']) });
export type MfaStep = z.infer<typeof MfaStepSchema>;

/** POST /api/session: signed in, or the second step to take. */
export const SignInAnswerSchema = z.union([SessionSchema, MfaStepSchema]);
export type SignInAnswer = z.infer<typeof SignInAnswerSchema>;

/** The signed-in user's second factor. */
export const MfaStatusSchema = z.object({
  enabled: z.boolean(),
  /** Required of this user: every administrator (MFA_REQUIRED_FOR_ADMINS), HR users when their tenant says so. */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type MfaStatus = z.infer<typeof MfaStatusSchema>;

/** An enrolment begun: the secret as text (typed into an app by hand), as an otpauth URI and as a QR code image. */
export const MfaEnrolmentSchema = z.object({
  secret: z.string(),
  uri: z.string(),
  qrCode: z.string().meta({ description: 'A data: URL of a PNG image' }),
});
export type MfaEnrolment = z.infer<typeof MfaEnrolmentSchema>;

/** Shown once, right after the enrolment is confirmed. */
export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

/** The second step passed: signed in; `recoveryCodesLeft` when a recovery code was used. */
export const MfaSignedInSchema = z.object({
  session: SessionSchema,
  recoveryCodesLeft: z.number().int().nullable(),
  recoveryCodes: z.array(z.string()).nullable(),
});
export type MfaSignedIn = z.infer<typeof MfaSignedInSchema>;

/** One of the user's signed-in sessions. */
export const AccountSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  address: z.string().nullable(),
  browser: z.string().nullable(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;

/** The tenant's rule: its HR users must use a second factor (administrators always must). */
export const MfaPolicySchema = z.object({ requireForHrUsers: z.boolean() });
export type MfaPolicy = z.infer<typeof MfaPolicySchema>;
