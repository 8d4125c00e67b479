import { z } from 'zod';
import { StoredDetailSchema } from '../users/client.schemas';

/** The uploaded signed contract as the wizard shows it (name, signer, date), or null before the upload. */
export const RegistrationContractSchema = z
  .object({ name: z.string(), signer: z.string().nullable(), signedAt: z.string().nullable() })
  .nullable();
export type RegistrationContract = z.infer<typeof RegistrationContractSchema>;

/** GET /api/user/register/complete/check: the onboarding progress of the signed-in user. */
export const RegistrationProgressSchema = z.object({
  registerId: z.string(),
  completedRegistration: z.boolean(),
  completedProfileDetail: z.boolean(),
  completedCompanyDetail: z.boolean(),
  completedContractSign: z.boolean(),
  completedEmailVerification: z.boolean(),
  adminUser: z.boolean(),
  hrweUserStatus: z.string(),
});
export type RegistrationProgress = z.infer<typeof RegistrationProgressSchema>;

/** GET /api/user/register/get: the registering user's saved data (forms, summary, contract). */
export const RegistrationDataSchema = z.object({
  registerId: z.string(),
  email: z.string(),
  personalDetail: StoredDetailSchema,
  companyDetail: StoredDetailSchema,
  contract: RegistrationContractSchema,
});
export type RegistrationData = z.infer<typeof RegistrationDataSchema>;

export const RegistrationPersonalAnswerSchema = z.object({ personalDetail: StoredDetailSchema });
export const RegistrationCompanyAnswerSchema = z.object({ companyDetail: StoredDetailSchema });
export const RegistrationContractAnswerSchema = z.object({ contract: RegistrationContractSchema });
export type RegistrationContractAnswer = z.infer<typeof RegistrationContractAnswerSchema>;

/** POST /api/user/register/complete/{registerId}: the account's status after onboarding. */
export const RegistrationCompleteAnswerSchema = z.object({ status: z.string() });
export type RegistrationCompleteAnswer = z.infer<typeof RegistrationCompleteAnswerSchema>;

/** POST /api/user/register/: the account is made and its confirmation link e-mailed. */
export const RegisteredAnswerSchema = z.object({ email: z.string(), emailSent: z.boolean() });
export type RegisteredAnswer = z.infer<typeof RegisteredAnswerSchema>;

export const EmailVerifiedAnswerSchema = z.object({ emailVerified: z.boolean() });
export type EmailVerifiedAnswer = z.infer<typeof EmailVerifiedAnswerSchema>;

/** Whether a one-time code (e-mail confirmation) is valid. */
export const CodeValidAnswerSchema = z.object({ valid: z.boolean() });

/** The answer of a call that only says what happened, by message key (e.g. PASSWORD_UPDATED). */
export const KeyAnswerSchema = z.object({ key: z.string() });
export type KeyAnswer = z.infer<typeof KeyAnswerSchema>;

/** GET /api/user/resetpassword/verify/{code}: valid (otherwise 400 INVALID_ACTIVATION_CODE). */
export const ResetCodeValidAnswerSchema = z.object({ valid: z.literal(true) });
export type ResetCodeValidAnswer = z.infer<typeof ResetCodeValidAnswerSchema>;
