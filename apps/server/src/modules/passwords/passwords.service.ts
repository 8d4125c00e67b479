import {
  badRequest,
  type ChangePasswordRequest,
  RESET_CODE_TTL_MS,
  type ResetPasswordRequest,
  tooMany,
} from '@hrwe/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetRequests, passwordResets, users } from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { endAllSessions, type Session } from '../../platform/auth/sessions';
import { hashToken, newToken } from '../../platform/auth/tokens';
import { publicBaseUrl } from '../../platform/public-url';
import type { Tenant } from '../../platform/tenancy';
import { resetPasswordMail } from './passwords.mails';

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
  const since = new Date(Date.now() - HOUR_MS);
  const [counts] = await db
    .select({
      address: sql<number>`count(*) filter (where ${passwordResetRequests.ip} = ${ip})::int`,
      account: sql<number>`count(*) filter (where ${passwordResetRequests.tenantId} = ${tenant.id} and ${passwordResetRequests.email} = ${email})::int`,
    })
    .from(passwordResetRequests)
    .where(gt(passwordResetRequests.createdAt, since));
  if (Number(counts?.address) >= RESET_LIMIT_PER_ADDRESS) throw tooMany('RESET_RATE_LIMITED');
  await db.insert(passwordResetRequests).values({ tenantId: tenant.id, email, ip });
  if (Number(counts?.account) >= RESET_LIMIT_PER_EMAIL) return;

  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenant.id), eq(users.email, email)));
  if (!user) return;

  const code = newToken();
  const url = `${publicBaseUrl(deps.config, tenant)}/reset/password/${encodeURIComponent(code)}`;
  // The new code and its e-mail commit together (an earlier live code stops working in the same step).
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    const [row] = await tx
      .insert(passwordResets)
      .values({
        userId: user.id,
        codeHash: hashToken(code),
        expiresAt: new Date(Date.now() + RESET_CODE_TTL_MS),
      })
      .returning({ id: passwordResets.id });
    await deps.mailer.send(
      {
        tenantId: tenant.id,
        key: `password-reset:${row!.id}`,
        to: user.email,
        message: resetPasswordMail('it', url),
      },
      tx,
    );
  });
}

/** The live reset of a code in this tenant: unused and not expired; otherwise INVALID_ACTIVATION_CODE. */
async function liveReset(db: Db, tenantId: number, code: string, lock = false) {
  const q = db
    .select({ id: passwordResets.id, userId: passwordResets.userId })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.codeHash, hashToken(code)),
        eq(users.tenantId, tenantId),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    );
  const [row] = lock ? await q.for('update', { of: passwordResets }) : await q;
  if (!row) throw badRequest('INVALID_ACTIVATION_CODE');
  return row;
}

export async function verifyResetCode(db: Db, tenantId: number, code: string) {
  await liveReset(db, tenantId, code);
  return { valid: true as const };
}

async function setPassword(db: Db, userId: string, password: string) {
  const passwordHash = await hashPassword(password);
  await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, userId));
  // Any code still pending stops working once the password has changed.
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** Sets the new password with a single-use code, confirms the e-mail, and signs the account out everywhere. */
export async function resetPassword(db: Db, tenantId: number, input: ResetPasswordRequest) {
  const passwordHash = await hashPassword(input.password);
  const userId = await db.transaction(async (tx) => {
    const reset = await liveReset(tx as unknown as Db, tenantId, input.activationCode, true);
    await tx.update(passwordResets).set({ usedAt: new Date() }).where(eq(passwordResets.id, reset.id));
    // The code came by e-mail: using it proves the mailbox, so an unconfirmed e-mail becomes confirmed too.
    await tx
      .update(users)
      .set({
        passwordHash,
        passwordChangedAt: new Date(),
        updatedAt: new Date(),
        verified: true,
        activationCodeHash: null,
        activationExpiresAt: null,
      })
      .where(eq(users.id, reset.userId));
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
    return reset.userId;
  });
  await endAllSessions(db, userId);
}

/** The signed-in user's change: the current password must be right; the other sessions end, this one stays. */
export async function changePassword(db: Db, session: Session, input: ChangePasswordRequest) {
  const [u] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, session.user.id));
  if (!(await verifyPassword(u?.passwordHash ?? null, input.oldPassword))) {
    throw badRequest('OLD_PASSWORD_WRONG', { oldPassword: 'OLD_PASSWORD_WRONG' });
  }
  await setPassword(db, session.user.id, input.password);
  await endAllSessions(db, session.user.id, session.id);
}
