import { and, count, desc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  mfaChallenges,
  mfaRecoveryCodes,
  sessions,
  tenantMfaPolicies,
  userMfa,
  users,
} from '../../db/schema/index';
import { hashToken } from '../../platform/auth/tokens';

export async function mfaOf(db: Db, userId: string) {
  const [row] = await db.select().from(userMfa).where(eq(userMfa.userId, userId));
  return row ?? null;
}

/** A new secret waiting for its first code (replaces an unconfirmed one; a confirmed one is left alone). */
export async function saveUnconfirmed(db: Db, userId: string, tenantId: number, secretSealed: string) {
  const [row] = await db
    .insert(userMfa)
    .values({ userId, tenantId, secretSealed })
    .onConflictDoUpdate({
      target: userMfa.userId,
      set: { secretSealed, lastStep: null, createdAt: new Date() },
      setWhere: isNull(userMfa.confirmedAt),
    })
    .returning({ userId: userMfa.userId });
  return row !== undefined;
}

/**
 * Takes a time step for the user, once: true only for a step later than the last one taken (one statement, so two
 * requests with the same code cannot both pass). `confirm` also marks the enrolment confirmed.
 */
export async function takeStep(db: Db, userId: string, step: number, confirm = false) {
  const rows = await db
    .update(userMfa)
    .set({ lastStep: step, ...(confirm ? { confirmedAt: new Date() } : {}) })
    .where(and(eq(userMfa.userId, userId), or(isNull(userMfa.lastStep), lt(userMfa.lastStep, step))))
    .returning({ userId: userMfa.userId });
  return rows.length === 1;
}

export async function replaceRecoveryCodes(db: Db, userId: string, codeHashes: string[]) {
  await db.transaction(async (tx) => {
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
    await tx.insert(mfaRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
  });
}

/** Uses a recovery code, once (one statement): whether it was an unused code of the user. */
export async function useRecoveryCode(db: Db, userId: string, codeHash: string) {
  const rows = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, codeHash),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return rows.length === 1;
}

export async function recoveryCodesLeft(db: Db, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Removes the user's second factor and its recovery codes. */
export async function removeMfa(db: Db, userId: string) {
  await db.transaction(async (tx) => {
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
    await tx.delete(userMfa).where(eq(userMfa.userId, userId));
  });
}

/** A user's row as the service reads it (the second step opens a session for it). */
export type MfaUser = typeof users.$inferSelect;

export async function userInTenant(db: Db, tenantId: number, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
  return row ?? null;
}

export async function requireForHrUsers(db: Db, tenantId: number) {
  const [row] = await db.select().from(tenantMfaPolicies).where(eq(tenantMfaPolicies.tenantId, tenantId));
  return row?.requireForHrUsers ?? false;
}

export async function setRequireForHrUsers(db: Db, tenantId: number, requireForHrUsers: boolean) {
  await db
    .insert(tenantMfaPolicies)
    .values({ tenantId, requireForHrUsers })
    .onConflictDoUpdate({ target: tenantMfaPolicies.tenantId, set: { requireForHrUsers } });
}

export async function createChallenge(
  db: Db,
  c: { token: string; userId: string; tenantId: number; purpose: 'code' | 'enrol'; expiresAt: Date },
) {
  await db.insert(mfaChallenges).values({
    tokenHash: hashToken(c.token),
    userId: c.userId,
    tenantId: c.tenantId,
    purpose: c.purpose,
    expiresAt: c.expiresAt,
  });
}

/** The live challenge of a cookie in this tenant, with its user's row. */
export async function liveChallenge(db: Db, tenantId: number, token: string) {
  const [row] = await db
    .select({ challenge: mfaChallenges, user: users })
    .from(mfaChallenges)
    .innerJoin(users, eq(users.id, mfaChallenges.userId))
    .where(
      and(
        eq(mfaChallenges.tokenHash, hashToken(token)),
        eq(mfaChallenges.tenantId, tenantId),
        gt(mfaChallenges.expiresAt, new Date()),
      ),
    );
  return row ?? null;
}

export async function endChallenge(db: Db, id: string) {
  await db.delete(mfaChallenges).where(eq(mfaChallenges.id, id));
}

export async function sessionsOf(db: Db, tenantId: number, userId: string) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      address: sessions.address,
      browser: sessions.browser,
    })
    .from(sessions)
    .where(
      and(eq(sessions.userId, userId), eq(sessions.tenantId, tenantId), gt(sessions.expiresAt, new Date())),
    )
    .orderBy(desc(sessions.createdAt));
}

/** Ends one session of the user: false when it is not theirs (or gone). */
export async function endOwnSession(db: Db, userId: string, sessionId: string) {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}
