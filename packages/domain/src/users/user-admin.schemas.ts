import { z } from 'zod';
import { ListQuerySchema } from '../common/listing';
import { type ReportDefault, reportDefaultSchema } from '../registration/registration.schemas';
import { emailSchema, passwordSchema } from '../validation/fields.schemas';
import { nextUserStatus, USER_ACTIONS, USER_STATUSES, type UserAction, type UserStatus } from './user.states';

/** The statuses an administrator sees in the HR user list (onboarding users are not there yet). */
export const LISTED_USER_STATUSES = ['DA_ATTIVARE', 'ATTIVATO', 'RIFIUTATO', 'DISABILITATO'] as const;
export type ListedUserStatus = (typeof LISTED_USER_STATUSES)[number];

/** The administrator's list of HR users: the listing protocol plus a status and a free-text filter. */
export const UserListQuerySchema = ListQuerySchema.extend({
  status: z
    .union([z.literal(''), z.enum(LISTED_USER_STATUSES)], { error: 'USER_STATUS_NOT_VALID' })
    .optional()
    .transform((v) => (v ? v : undefined)),
  q: z
    .string()
    .trim()
    .max(100, 'TEXT_TOO_LONG')
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type UserListQuery = z.infer<typeof UserListQuerySchema>;

export const USER_LIST_SORTS = ['registrationDate', 'fullName', 'email', 'companyName', 'status'] as const;

export const REFUSAL_REASON_MAX = 1000;

/** A refusal, asked as the action or as its target status (only RIFIUTA leads to RIFIUTATO). */
const isRefusal = (d: { action?: string; status?: string }) =>
  d.action === 'RIFIUTA' || (d.action === undefined && (d.status === 'RIFIUTA' || d.status === 'RIFIUTATO'));

/**
 * The status change call: `action` (APPROVA, RIFIUTA, DISABLE, ABILITA) or `status` (an action name or the target
 * status, as the original sent it), and the HR user by `id` or `hrUserEmail`.
 */
export const UserStatusChangeInputSchema = z
  .object({
    action: z.enum(USER_ACTIONS, { error: 'USER_STATUS_ACTION_REQUIRED' }).optional(),
    status: z
      .enum([...USER_ACTIONS, ...USER_STATUSES] as [string, ...string[]], { error: 'USER_STATUS_NOT_VALID' })
      .optional(),
    id: z.guid({ error: 'NOT_FOUND' }).optional(),
    hrUserEmail: emailSchema.optional(),
    /** Why a registration is refused: required then, and written in the e-mail to the refused user. */
    reason: z.string().trim().max(REFUSAL_REASON_MAX, 'TEXT_TOO_LONG').optional(),
  })
  .refine((d) => !isRefusal(d) || (d.reason ?? '').length >= 3, {
    message: 'REFUSAL_REASON_REQUIRED',
    path: ['reason'],
  })
  .refine((d) => d.action !== undefined || d.status !== undefined, {
    message: 'USER_STATUS_ACTION_REQUIRED',
    path: ['action'],
  })
  .refine((d) => d.id !== undefined || d.hrUserEmail !== undefined, {
    message: 'HR_USER_REQUIRED',
    path: ['hrUserEmail'],
  });
export type UserStatusChangeInput = z.infer<typeof UserStatusChangeInputSchema>;

/**
 * The action a status change asks for from the user's current status: the action itself, or the one action that
 * leads from `from` to the requested target status. Null when nothing in the table allows it.
 */
export function resolveUserAction(
  from: UserStatus,
  request: { action?: UserAction; status?: string },
): UserAction | null {
  const asked = request.action ?? request.status;
  if (!asked) return null;
  if ((USER_ACTIONS as readonly string[]).includes(asked)) {
    const action = asked as UserAction;
    return nextUserStatus(from, action) ? action : null;
  }
  return USER_ACTIONS.find((a) => nextUserStatus(from, a) === asked) ?? null;
}

const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/**
 * The report default: `{reportDefault: 'cc'|'ce'}`, or the original's `{crifAndCribis, cerved}` ('true'/'false'):
 * cerved true means 'ce', otherwise crifAndCribis true means 'cc'.
 */
export const ReportDefaultBodySchema = z
  .union([
    z.object({ reportDefault: reportDefaultSchema }),
    z.object({ crifAndCribis: flag.optional(), cerved: flag.optional() }),
  ])
  .transform((v, ctx): ReportDefault => {
    if ('reportDefault' in v) return v.reportDefault;
    if (v.cerved) return 'ce';
    if (v.crifAndCribis) return 'cc';
    ctx.issues.push({
      code: 'custom',
      message: 'REPORT_DEFAULT_REQUIRED',
      input: v,
      path: ['reportDefault'],
    });
    return z.NEVER;
  });

/**
 * The signed-in user's password change: the current password (ASVS 2.1.6: a borrowed session must not take the
 * account for good), the new one (repeat optional on the API).
 */
export const ChangePasswordRequestSchema = z
  .object({
    oldPassword: z
      .string({ error: 'OLD_PASSWORD_REQUIRED' })
      .min(1, { message: 'OLD_PASSWORD_REQUIRED', abort: true })
      .max(1024, 'OLD_PASSWORD_WRONG'),
    password: passwordSchema,
    re_password: z.string().optional(),
  })
  .refine((d) => d.re_password === undefined || d.re_password === d.password, {
    message: 'REPEAT_PASSWORD_MATCH',
    path: ['re_password'],
  });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** The reset call with the e-mailed single-use code (the payload of the specification: activationCode, password). */
export const ResetPasswordRequestSchema = z
  .object({
    activationCode: z
      .string({ error: 'ACTIVATION_CODE_REQUIRED' })
      .trim()
      .min(1, 'ACTIVATION_CODE_REQUIRED')
      .max(200, 'INVALID_ACTIVATION_CODE'),
    password: passwordSchema,
    re_password: z.string().optional(),
  })
  .refine((d) => d.re_password === undefined || d.re_password === d.password, {
    message: 'REPEAT_PASSWORD_MATCH',
    path: ['re_password'],
  });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;
