import { conflict, type MfaEnrolment, type MfaStep, notFound, ROLE_ADMIN, unauthorized } from '@hrwe/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { audit } from '../../platform/audit';
import type { AdminCaller, Caller } from '../../platform/auth/caller';
import { openSession } from '../../platform/auth/open-session';
import type { SignInThrottle } from '../../platform/auth/rate-limit';
import { sessionUserOf } from '../../platform/auth/session.types';
import { endAllSessions } from '../../platform/auth/sessions';
import { hashToken, newToken } from '../../platform/auth/tokens';
import { configKeyOf, decrypt, encrypt } from '../tenants';
import { mfaResetMail } from './mfa.mails';
import * as repo from './mfa.repository';
import { enrolmentOf, newRecoveryCodes, newSecret, recoveryKey, stepOf } from './mfa.totp';

/** The pending second step's cookie: sent only to /api/session, for 5 minutes. */
export const MFA_COOKIE = 'hrwe_mfa';
const CHALLENGE_MS = 5 * 60_000;
const PRODUCT = 'HR.We';

const keyOf = (deps: AppDeps) => configKeyOf(deps.db, deps.config.CONFIG_ENCRYPTION_KEY);

/**
 * Whether a second factor is required of this user: of every administrator (the server's MFA_REQUIRED_FOR_ADMINS,
 * on unless a test turns it off), of HR users when their tenant says so.
 */
const requiredFor = async (deps: AppDeps, user: { admin: boolean; tenantId: number }) =>
  user.admin ? deps.config.MFA_REQUIRED_FOR_ADMINS : repo.requireForHrUsers(deps.db, user.tenantId);

/**
 * After a right password: null when the user signs in at once (no second factor, none required); otherwise the
 * step to take, with its cookie set (a challenge row, never a session).
 */
export async function secondStepOf(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  user: repo.MfaUser,
): Promise<MfaStep | null> {
  const mfa = await repo.mfaOf(deps.db, user.id);
  const purpose: MfaStep['mfa'] | null = mfa?.confirmedAt
    ? 'code'
    : (await requiredFor(deps, { admin: user.role === ROLE_ADMIN, tenantId: user.tenantId }))
      ? 'enrol'
      : null;
  if (!purpose) return null;
  const token = newToken();
  const expiresAt = new Date(Date.now() + CHALLENGE_MS);
  await repo.createChallenge(deps.db, {
    token,
    userId: user.id,
    tenantId: user.tenantId,
    purpose,
    expiresAt,
  });
  reply.setCookie(MFA_COOKIE, token, {
    path: '/api/session',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    expires: expiresAt,
  });
  return { mfa: purpose };
}

async function challengeOf(deps: AppDeps, request: FastifyRequest, purpose: 'code' | 'enrol') {
  const token = request.cookies[MFA_COOKIE];
  const row = token ? await repo.liveChallenge(deps.db, request.tenant.id, token) : null;
  if (!row || row.challenge.purpose !== purpose) throw unauthorized('MFA_STEP_EXPIRED');
  return row;
}

/** A begun enrolment: a new secret, stored encrypted and inactive until its first code. */
async function beginEnrolment(deps: AppDeps, user: { id: string; tenantId: number; email: string }) {
  const secret = newSecret();
  const saved = await repo.saveUnconfirmed(
    deps.db,
    user.id,
    user.tenantId,
    encrypt(await keyOf(deps), secret),
  );
  if (!saved) throw conflict('MFA_ALREADY_ENABLED');
  return enrolmentOf(secret, user.email, PRODUCT);
}

/**
 * Checks a code through the sign-in throttle (the pair and address rules, the account key prefixed `mfa:`), so a
 * code is guessed no faster than a password. `allowRecovery`: a recovery code is accepted too (used up).
 */
async function checkCode(
  deps: AppDeps,
  throttle: SignInThrottle,
  ip: string,
  user: { id: string; tenantId: number },
  code: string,
  opts: { confirm?: boolean; allowRecovery?: boolean } = {},
): Promise<{ recovery: boolean }> {
  const account = `mfa:${user.id}`;
  await throttle.begin(user.tenantId, account, ip);
  const mfa = await repo.mfaOf(deps.db, user.id);
  if (!mfa || (opts.confirm ? mfa.confirmedAt : !mfa.confirmedAt)) throw conflict('MFA_NO_ENROLMENT');
  let recovery = false;
  let ok = false;
  if (/^\d{6}$/.test(code)) {
    const step = stepOf(decrypt(await keyOf(deps), mfa.secretSealed), code);
    ok = step !== null && (await repo.takeStep(deps.db, user.id, step, opts.confirm));
  } else if (opts.allowRecovery) {
    ok = await repo.useRecoveryCode(deps.db, user.id, hashToken(recoveryKey(code)));
    recovery = ok;
  }
  if (!ok) throw unauthorized('MFA_CODE_WRONG');
  await throttle.succeeded(user.tenantId, account, ip);
  return { recovery };
}

/** New recovery codes (the old ones stop working): their hashes stored, the codes answered once. */
async function issueRecoveryCodes(deps: AppDeps, userId: string) {
  const codes = newRecoveryCodes();
  await repo.replaceRecoveryCodes(
    deps.db,
    userId,
    codes.map((c) => hashToken(recoveryKey(c))),
  );
  return codes;
}

export async function mfaStatus(deps: AppDeps, caller: Caller) {
  const mfa = await repo.mfaOf(deps.db, caller.userId);
  return {
    enabled: Boolean(mfa?.confirmedAt),
    required: await requiredFor(deps, caller),
    recoveryCodesLeft: mfa?.confirmedAt ? await repo.recoveryCodesLeft(deps.db, caller.userId) : 0,
  };
}

/** The signed-in user: the enrolment's label is their e-mail. */
async function userOf(deps: AppDeps, caller: Caller) {
  const user = await repo.userInTenant(deps.db, caller.tenantId, caller.userId);
  if (!user) throw notFound();
  return { ...user, tenantId: caller.tenantId };
}

export const startEnrolment = async (deps: AppDeps, caller: Caller): Promise<MfaEnrolment> =>
  beginEnrolment(deps, await userOf(deps, caller));

const userKey = (caller: Caller) => ({ id: caller.userId, tenantId: caller.tenantId });

/** Confirms the signed-in user's enrolment: the recovery codes once, and the user's other sessions ended. */
export async function confirmEnrolment(
  deps: AppDeps,
  throttle: SignInThrottle,
  ip: string,
  caller: Caller,
  sessionId: string,
  code: string,
) {
  await checkCode(deps, throttle, ip, userKey(caller), code, { confirm: true });
  const recoveryCodes = await issueRecoveryCodes(deps, caller.userId);
  await endAllSessions(deps.db, caller.userId, sessionId);
  return { recoveryCodes };
}

/** New recovery codes for a current code (or an unused recovery code): the old ones stop working. */
export async function renewRecoveryCodes(
  deps: AppDeps,
  throttle: SignInThrottle,
  ip: string,
  caller: Caller,
  code: string,
) {
  await checkCode(deps, throttle, ip, userKey(caller), code, { allowRecovery: true });
  return { recoveryCodes: await issueRecoveryCodes(deps, caller.userId) };
}

/**
 * The user turns their own second factor off with a code: refused while it is required of them (an administrator,
 * or an HR user of a tenant that requires it); audited, and their other sessions ended like any sign-in change.
 */
export async function disableMfa(
  deps: AppDeps,
  throttle: SignInThrottle,
  ip: string,
  caller: Caller,
  sessionId: string,
  code: string,
) {
  if (await requiredFor(deps, caller)) throw conflict('MFA_REQUIRED');
  await checkCode(deps, throttle, ip, userKey(caller), code, { allowRecovery: true });
  await repo.removeMfa(deps.db, caller.userId);
  await endAllSessions(deps.db, caller.userId, sessionId);
  await audit(deps.db, {
    tenantId: caller.tenantId,
    userId: caller.userId,
    action: 'mfa.disable',
    subjectType: 'user',
    subjectId: caller.userId,
  });
}

/** The second step of a sign-in: a current code or an unused recovery code; then signed in. */
export async function passSecondStep(
  deps: AppDeps,
  throttle: SignInThrottle,
  request: FastifyRequest,
  reply: FastifyReply,
  code: string,
) {
  const { challenge, user } = await challengeOf(deps, request, 'code');
  const { recovery } = await checkCode(deps, throttle, request.ip, user, code, { allowRecovery: true });
  await repo.endChallenge(deps.db, challenge.id);
  reply.clearCookie(MFA_COOKIE, { path: '/api/session' });
  return {
    session: await openSession(deps, request, reply, sessionUserOf(user)),
    recoveryCodesLeft: recovery ? await repo.recoveryCodesLeft(deps.db, user.id) : null,
    recoveryCodes: null,
  };
}

/** A sign-in that must enrol first: begins the enrolment of the challenge's user. */
export async function startPendingEnrolment(deps: AppDeps, request: FastifyRequest) {
  const { user } = await challengeOf(deps, request, 'enrol');
  return beginEnrolment(deps, user);
}

/** A sign-in that must enrol first: confirmed with a code, signed in, the recovery codes once. */
export async function confirmPendingEnrolment(
  deps: AppDeps,
  throttle: SignInThrottle,
  request: FastifyRequest,
  reply: FastifyReply,
  code: string,
) {
  const { challenge, user } = await challengeOf(deps, request, 'enrol');
  await checkCode(deps, throttle, request.ip, user, code, { confirm: true });
  const recoveryCodes = await issueRecoveryCodes(deps, user.id);
  await repo.endChallenge(deps.db, challenge.id);
  await endAllSessions(deps.db, user.id);
  reply.clearCookie(MFA_COOKIE, { path: '/api/session' });
  return {
    session: await openSession(deps, request, reply, sessionUserOf(user)),
    recoveryCodesLeft: null,
    recoveryCodes,
  };
}

/**
 * An administrator resets a user's second factor in their tenant (another tenant's user: 404): removed with its
 * recovery codes, every session of the user ended, audited, and the user told by e-mail.
 */
export async function resetMfa(deps: AppDeps, caller: AdminCaller, userId: string) {
  const user = await repo.userInTenant(deps.db, caller.tenantId, userId);
  if (!user) throw notFound();
  await repo.removeMfa(deps.db, user.id);
  await endAllSessions(deps.db, user.id);
  await audit(deps.db, {
    tenantId: caller.tenantId,
    userId: caller.userId,
    action: 'mfa.reset',
    subjectType: 'user',
    subjectId: user.id,
  });
  await deps.mailer.send(
    {
      tenantId: caller.tenantId,
      key: `mfa-reset:${user.id}:${Date.now()}`,
      to: user.email,
      message: mfaResetMail('it'),
    },
    deps.db,
  );
}

export const mfaPolicy = async (deps: AppDeps, caller: AdminCaller) => ({
  requireForHrUsers: await repo.requireForHrUsers(deps.db, caller.tenantId),
});

export async function setMfaPolicy(deps: AppDeps, caller: AdminCaller, requireForHrUsers: boolean) {
  await repo.setRequireForHrUsers(deps.db, caller.tenantId, requireForHrUsers);
  await audit(deps.db, {
    tenantId: caller.tenantId,
    userId: caller.userId,
    action: 'mfa.policy',
    subjectType: 'tenant',
    subjectId: String(caller.tenantId),
  });
  return { requireForHrUsers };
}

export async function accountSessions(deps: AppDeps, caller: Caller, sessionId: string) {
  const rows = await repo.sessionsOf(deps.db, caller.tenantId, caller.userId);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), current: r.id === sessionId }));
}

export async function endAccountSession(deps: AppDeps, caller: Caller, id: string) {
  if (!(await repo.endOwnSession(deps.db, caller.userId, id))) throw notFound();
}
