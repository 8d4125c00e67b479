import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/executor';
import { users } from '../../db/schema/index';
import { hashToken } from '../../platform/auth/tokens';

export const REGISTRATION_STATUS = 'IN_REGISTRAZIONE';

export type UserRow = typeof users.$inferSelect;
export type NewRegistration = {
  tenantId: number;
  email: string;
  passwordHash: string;
  activationCodeHash: string;
  activationExpiresAt: Date;
  now: Date;
};

/**
 * Creates the registering HR user; `then` runs in the same transaction with the new id, or with the id of the
 * account that already has this address (`existing`), so an account and its e-mail commit together.
 */
export function insertRegistration<T>(
  db: Db,
  r: NewRegistration,
  then: (tx: Executor, user: { id?: string; existing?: string }) => Promise<T>,
) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        tenantId: r.tenantId,
        email: r.email,
        passwordHash: r.passwordHash,
        role: 'ROLE_USER',
        status: REGISTRATION_STATUS,
        verified: false,
        activationCodeHash: r.activationCodeHash,
        activationExpiresAt: r.activationExpiresAt,
        termsAcceptedAt: r.now,
        privacyAcceptedAt: r.now,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (user) return then(tx, { id: user.id });
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, r.tenantId), eq(users.email, r.email)));
    return then(tx, { existing: existing?.id });
  });
}

/** An HR user of the tenant with this address whose e-mail is not verified yet. */
export async function unverifiedHrUser(db: Db, tenantId: number, email: string) {
  const [found] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.email, email),
        eq(users.role, 'ROLE_USER'),
        eq(users.verified, false),
      ),
    );
  return found;
}

/** A new confirmation code for a still unverified user; `then` (its e-mail) runs in the same transaction. */
export function replaceActivationCode(
  db: Db,
  userId: string,
  code: { hash: string; expiresAt: Date; now: Date },
  then: (tx: Executor, user: { id: string; email: string }) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ activationCodeHash: code.hash, activationExpiresAt: code.expiresAt, updatedAt: code.now })
      .where(and(eq(users.id, userId), eq(users.verified, false)))
      .returning({ id: users.id, email: users.email });
    if (!user) return false;
    await then(tx, user);
    return true;
  });
}

const activeCode = (tenantId: number, code: string, now: Date) =>
  and(
    eq(users.tenantId, tenantId),
    eq(users.activationCodeHash, hashToken(code)),
    gt(users.activationExpiresAt, now),
    eq(users.verified, false),
  );

export async function activationCodeExists(db: Db, tenantId: number, code: string, now: Date) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(activeCode(tenantId, code, now));
  return !!row;
}

/** Uses a live confirmation code: the e-mail becomes verified; false when there is none. */
export async function useActivationCode(db: Db, tenantId: number, code: string, now: Date) {
  const [row] = await db
    .update(users)
    .set({ verified: true, activationCodeHash: null, activationExpiresAt: null, updatedAt: now })
    .where(activeCode(tenantId, code, now))
    .returning({ id: users.id });
  return !!row;
}

export async function userOfTenant(db: Db, tenantId: number, userId: string): Promise<UserRow | undefined> {
  const [u] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
  return u;
}

/** The signed contract of a user still in onboarding. */
export async function storeContract(
  db: Db,
  userId: string,
  contract: { fileId: string; signer: string; signedAt: Date | null },
) {
  await db
    .update(users)
    .set({
      contractFileId: contract.fileId,
      contractSigner: contract.signer,
      contractSignedAt: contract.signedAt,
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, userId), eq(users.status, REGISTRATION_STATUS)));
}

/**
 * Ends a user's onboarding (now awaiting approval, DA_ATTIVARE); `then` gets the tenant's administrators' e-mails in
 * the same transaction. Undefined when the user was no longer in onboarding.
 */
export function finishOnboarding<T>(
  db: Db,
  tenantId: number,
  userId: string,
  then: (tx: Executor, status: string, adminEmails: string[]) => Promise<T>,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ status: 'DA_ATTIVARE', updatedAt: sql`now()` })
      .where(and(eq(users.id, userId), eq(users.status, REGISTRATION_STATUS)))
      .returning({ status: users.status });
    if (!row) return undefined;
    const admins = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.role, 'ROLE_ADMIN')));
    return {
      value: await then(
        tx,
        row.status,
        admins.map((a) => a.email),
      ),
    };
  });
}
