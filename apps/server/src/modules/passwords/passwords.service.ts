import {
  badRequest,
  type ChangePasswordRequest,
  RESET_CODE_TTL_MS,
  type ResetPasswordRequest,
  tooMany,
} from '@hrwe/domain';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { Caller } from '../../platform/auth/caller';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { endAllSessions } from '../../platform/auth/sessions';
import { hashToken, newToken } from '../../platform/auth/tokens';
import { publicBaseUrl } from '../../platform/public-url';
import type { Tenant } from '../../platform/tenancy';
import { resetPasswordMail } from './passwords.mails';
import {
  accountByEmail,
  liveResetOf,
  passwordHashOf,
  recordResetRequest,
  replaceResetCode,
  resetRequestCounts,
  storePassword,
  useResetCode,
} from './passwords.repository';

/** Requests per address per hour (429 beyond) and per e-mail per hour (beyond: same answer, no e-mail). */
export const RESET_LIMIT_PER_ADDRESS = 20;
export const RESET_LIMIT_PER_EMAIL = 3;
const HOUR_MS = 3600_000;

/**
 * "Forgot password": always the same answer. When the account exists (and the e-mail has not asked too often),
 * a single-use code valid for one hour is e-mailed; earlier unused codes of the account stop working.
 */
export async function requestReset(deps: AppDeps, tenant: Tenant, email: string, ip: string) {
  const { db } = deps;
  const counts = await resetRequestCounts(db, tenant.id, email, ip, new Date(Date.now() - HOUR_MS));
  if (counts.address >= RESET_LIMIT_PER_ADDRESS) throw tooMany('RESET_RATE_LIMITED');
  await recordResetRequest(db, tenant.id, email, ip);
  if (counts.account >= RESET_LIMIT_PER_EMAIL) return;

  const user = await accountByEmail(db, tenant.id, email);
  if (!user) return;

  const code = newToken();
  const url = `${publicBaseUrl(deps.config, tenant)}/reset/password/${encodeURIComponent(code)}`;
  await replaceResetCode(db, user.id, hashToken(code), new Date(Date.now() + RESET_CODE_TTL_MS), (id, tx) =>
    deps.mailer.send(
      {
        tenantId: tenant.id,
        key: `password-reset:${id}`,
        to: user.email,
        message: resetPasswordMail('it', url),
      },
      tx,
    ),
  );
}

/** A code is valid while unused and not expired; otherwise INVALID_ACTIVATION_CODE. */
export async function verifyResetCode(db: Db, tenantId: number, code: string) {
  if (!(await liveResetOf(db, tenantId, code))) throw badRequest('INVALID_ACTIVATION_CODE');
  return { valid: true as const };
}

/** Sets the new password with a single-use code, confirms the e-mail, and signs the account out everywhere. */
export async function resetPassword(db: Db, tenantId: number, input: ResetPasswordRequest) {
  const userId = await useResetCode(db, tenantId, input.activationCode, await hashPassword(input.password));
  if (!userId) throw badRequest('INVALID_ACTIVATION_CODE');
  await endAllSessions(db, userId);
}

/**
 * The signed-in user's change: the current password must be right; the other sessions end, the one the change
 * came from (`keepSessionId`) stays.
 */
export async function changePassword(
  db: Db,
  caller: Caller,
  keepSessionId: string,
  input: ChangePasswordRequest,
) {
  if (!(await verifyPassword(await passwordHashOf(db, caller.userId), input.oldPassword))) {
    throw badRequest('OLD_PASSWORD_WRONG', { oldPassword: 'OLD_PASSWORD_WRONG' });
  }
  await storePassword(db, caller.userId, await hashPassword(input.password));
  await endAllSessions(db, caller.userId, keepSessionId);
}
