import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiKeys, users } from '../../db/schema/index';
import type { Caller } from '../../platform/auth/caller';

export type NewApiKey = {
  name: string;
  prefix: string;
  secretHash: string;
  createdAt: Date;
  expiresAt: Date | null;
};

const usable = (now: Date) =>
  and(isNull(apiKeys.revokedAt), or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)));

/**
 * Stores a key of the caller's unless they already hold `max` usable ones (then undefined). One user's creations
 * are serialised, so two at once cannot both pass the count.
 */
export async function insertApiKeyWithin(db: Db, scope: Caller, key: NewApiKey, max: number) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('api-keys'), hashtext(${scope.userId}))`);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(apiKeys)
      .where(
        and(eq(apiKeys.tenantId, scope.tenantId), eq(apiKeys.userId, scope.userId), usable(key.createdAt)),
      );
    if (n >= max) return undefined;
    const [created] = await tx
      .insert(apiKeys)
      .values({ tenantId: scope.tenantId, userId: scope.userId, ...key })
      .returning();
    return created!;
  });
}

/** The keys still usable: the caller's own, and for an administrator every key of the tenant; newest first. */
export function usableApiKeys(db: Db, scope: Caller, now: Date) {
  return db
    .select({ key: apiKeys, owner: users.email })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(
      and(
        eq(apiKeys.tenantId, scope.tenantId),
        scope.admin ? undefined : eq(apiKeys.userId, scope.userId),
        usable(now),
      ),
    )
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/** Marks a live key of the caller's scope revoked; undefined when there is none. */
export async function markApiKeyRevoked(db: Db, scope: Caller, id: string, now: Date) {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(
      and(
        eq(apiKeys.id, id),
        eq(apiKeys.tenantId, scope.tenantId),
        scope.admin ? undefined : eq(apiKeys.userId, scope.userId),
        isNull(apiKeys.revokedAt),
      ),
    )
    .returning({ id: apiKeys.id });
  return row;
}
