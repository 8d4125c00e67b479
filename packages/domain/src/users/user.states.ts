import { z } from 'zod';
import { ROLE_ADMIN, type Role } from '../auth/roles';
import { emailSchema } from '../validation/fields.schemas';

/** IN_REGISTRAZIONE: onboarding not finished; then DA_ATTIVARE until an administrator decides. */
export const USER_STATUSES = [
  'IN_REGISTRAZIONE',
  'DA_ATTIVARE',
  'ATTIVATO',
  'RIFIUTATO',
  'DISABILITATO',
] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const USER_ACTIONS = ['APPROVA', 'RIFIUTA', 'DISABLE', 'ABILITA'] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  IN_REGISTRAZIONE: 'In registrazione',
  DA_ATTIVARE: 'Da attivare',
  ATTIVATO: 'Attivato',
  RIFIUTATO: 'Rifiutato',
  DISABILITATO: 'Disabilitato',
};

export const USER_ACTION_LABELS: Record<UserAction, string> = {
  APPROVA: 'Approva',
  RIFIUTA: 'Rifiuta',
  DISABLE: 'Disabilita',
  ABILITA: 'Abilita',
};

/** The transition table of the specification (first file, section 4). */
export const USER_TRANSITIONS: Readonly<Record<UserStatus, Partial<Record<UserAction, UserStatus>>>> = {
  IN_REGISTRAZIONE: {},
  DA_ATTIVARE: { APPROVA: 'ATTIVATO', RIFIUTA: 'RIFIUTATO' },
  ATTIVATO: { DISABLE: 'DISABILITATO' },
  DISABILITATO: { ABILITA: 'ATTIVATO' },
  RIFIUTATO: { ABILITA: 'ATTIVATO' },
};

/** The status after `action`, or null when the action is not allowed from `from`. */
export function nextUserStatus(from: UserStatus, action: UserAction): UserStatus | null {
  return USER_TRANSITIONS[from]?.[action] ?? null;
}

export function allowedUserActions(status: UserStatus): UserAction[] {
  return USER_ACTIONS.filter((a) => USER_TRANSITIONS[status]?.[a] !== undefined);
}

/**
 * Why an allowed action may not be taken yet, as an error key, or null: an HR user becomes active (approved or
 * re-enabled) only with the price of a single report set, since every check is billed at it (issue 26).
 */
export function userActionBlock(
  from: UserStatus,
  action: UserAction,
  client: { singleUserReportCost: number | null },
): 'USER_PRICE_REQUIRED' | null {
  if (nextUserStatus(from, action) === 'ATTIVATO' && client.singleUserReportCost === null)
    return 'USER_PRICE_REQUIRED';
  return null;
}

/** The blocked actions among those the status allows, each with its reason key (see userActionBlock). */
export function blockedUserActions(
  status: UserStatus,
  client: { singleUserReportCost: number | null },
): Partial<Record<UserAction, 'USER_PRICE_REQUIRED'>> {
  const blocks: Partial<Record<UserAction, 'USER_PRICE_REQUIRED'>> = {};
  for (const a of allowedUserActions(status)) {
    const why = userActionBlock(status, a, client);
    if (why) blocks[a] = why;
  }
  return blocks;
}

export const SIGN_IN_BLOCK_KEYS = [
  'LOGIN_NOT_VERIFIED',
  'LOGIN_DA_ATTIVARE',
  'LOGIN_DISABILITATO',
  'LOGIN_RIFIUTATO',
] as const;
export type SignInBlock = (typeof SIGN_IN_BLOCK_KEYS)[number];

/**
 * Why an account may not enter the dashboard, or null. Administrators are never blocked.
 * IN_REGISTRAZIONE is not blocked: a verified user in onboarding reaches the wizard.
 */
export function signInBlock(user: {
  role: Role;
  verified: boolean;
  status: UserStatus | null;
}): SignInBlock | null {
  if (user.role === ROLE_ADMIN) return null;
  if (!user.verified) return 'LOGIN_NOT_VERIFIED';
  switch (user.status) {
    case 'DA_ATTIVARE':
      return 'LOGIN_DA_ATTIVARE';
    case 'DISABILITATO':
      return 'LOGIN_DISABILITATO';
    case 'RIFIUTATO':
      return 'LOGIN_RIFIUTATO';
    default:
      return null;
  }
}

export const userStatusSchema = z.enum(USER_STATUSES, { error: 'USER_STATUS_NOT_VALID' });

/** Administrator's status change of an HR user. */
export const UpdateUserStatusInputSchema = z.object({
  hrUserEmail: emailSchema,
  action: z.enum(USER_ACTIONS, { error: 'USER_STATUS_ACTION_REQUIRED' }),
});
export type UpdateUserStatusInput = z.infer<typeof UpdateUserStatusInputSchema>;

/** The status filter of the user list ('' = all). */
export const USER_STATUS_FILTER = ['', 'DA_ATTIVARE', 'ATTIVATO', 'RIFIUTATO', 'DISABILITATO'] as const;
