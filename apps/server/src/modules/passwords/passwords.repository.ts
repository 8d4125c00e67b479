import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetRequests, passwordResets, users } from '../../db/schema/index';
import { hashToken } from '../../platform/auth/tokens';

/** Reset requests since `since`: from this address (any account) and for this account. */
export async function resetRequestCounts(db: Db, tenantId: number, email: string, ip: string, since: Date) {
  const [counts] = await db
    .select({
      address: sql<number>`count(*) filter (where ${passwordResetRequests.ip} = ${ip})::int`,
      account: sql<number>`count(*) filter (where ${passwordResetRequests.tenantId} = ${tenantId} and ${passwordResetRequests.email} = ${email})::int`,
    })
    .from(passwordResetRequests)
    .where(gt(passwordResetRequests.createdAt, since));
  return { address: Number(counts?.address), account: Number(counts?.account) };
}

export async function recordResetRequest(db: Db, tenantId: number, email: string, ip: string) {
  await db.insert(passwordResetRequests).values({ tenantId, email, ip });
}

export async function accountByEmail(db: Db, tenantId: number, email: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email)));
  return user;
}

/**
 * A new reset code for the user, earlier live codes retired in the same transaction, and `then` (its e-mail) in
 * that transaction too, so the code and its e-mail commit together.
 */
export async function replaceResetCode(
  db: Db,
  userId: string,
  codeHash: string,
  expiresAt: Date,
  then: (resetId: string, tx: Db) => Promise<unknown>,
) {
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    const [row] = await tx
      .insert(passwordResets)
      .values({ userId, codeHash, expiresAt })
      .returning({ id: passwordResets.id });
    await then(row!.id, tx as unknown as Db);
  });
}

/** The live reset of a code in this tenant (unused, not expired), locked when asked. */
export async function liveResetOf(db: Db, tenantId: number, code: string, lock = false) {
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
  return row;
}

const retirePendingCodes = (db: Db, userId: string) =>
  db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));

/**
 * Uses a live code: its account gets the new password and a confirmed e-mail (the code came by e-mail, so using it
 * proves the mailbox); every pending code stops working. The account's id, or undefined for a dead code.
 */
export async function useResetCode(db: Db, tenantId: number, code: string, passwordHash: string) {
  return db.transaction(async (tx) => {
    const reset = await liveResetOf(tx as unknown as Db, tenantId, code, true);
    if (!reset) return undefined;
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
    await retirePendingCodes(tx as unknown as Db, reset.userId);
    return reset.userId;
  });
}

export async function passwordHashOf(db: Db, userId: string) {
  const [u] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return u?.passwordHash ?? null;
}

/** The user's new password; any code still pending stops working once the password has changed. */
export async function storePassword(db: Db, userId: string, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, userId));
  await retirePendingCodes(db, userId);
}
