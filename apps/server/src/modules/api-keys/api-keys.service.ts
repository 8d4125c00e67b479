import { randomBytes } from 'node:crypto';
import {
  API_KEY_PREFIX,
  API_KEY_VISIBLE_CHARS,
  type ApiKeyView,
  type CreateApiKeyInput,
  conflict,
  MAX_API_KEYS_PER_USER,
  notFound,
} from '@hrwe/domain';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiKeys, users } from '../../db/schema/index';
import { audit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/caller';
import { hashToken } from '../../platform/auth/tokens';

/** Who manages keys: the caller, and whether they administer the tenant (then every key of it is theirs to see). */

/** `hrwe_` and 43 base64url characters: 256 random bits, so a SHA-256 of it cannot be reversed by guessing. */
export const newApiKeySecret = () => `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
const prefixOf = (secret: string) => secret.slice(0, API_KEY_PREFIX.length + API_KEY_VISIBLE_CHARS);

const usable = (now: Date) =>
  and(isNull(apiKeys.revokedAt), or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)));

/** Creates a key for the caller; the secret is in this answer only (the database keeps its hash). */
export async function createApiKey(db: Db, scope: Caller, input: CreateApiKeyInput, now: Date) {
  const secret = newApiKeySecret();
  const expiresAt = input.expiresInDays ? new Date(now.getTime() + input.expiresInDays * 86_400_000) : null;
  const row = await db.transaction(async (tx) => {
    // One user's creations are serialised, so two at once cannot both pass the count.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('api-keys'), hashtext(${scope.userId}))`);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(apiKeys)
      .where(and(eq(apiKeys.tenantId, scope.tenantId), eq(apiKeys.userId, scope.userId), usable(now)));
    if (n >= MAX_API_KEYS_PER_USER) throw conflict('API_KEYS_TOO_MANY');
    const [created] = await tx
      .insert(apiKeys)
      .values({
        tenantId: scope.tenantId,
        userId: scope.userId,
        name: input.name,
        prefix: prefixOf(secret),
        secretHash: hashToken(secret),
        createdAt: now,
        expiresAt,
      })
      .returning();
    return created!;
  });
  await audit(db, {
    tenantId: scope.tenantId,
    userId: scope.userId,
    action: 'api-key.create',
    subjectType: 'api-key',
    subjectId: row.id,
  });
  return { id: row.id, name: row.name, prefix: row.prefix, expiresAt: iso(row.expiresAt), secret };
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The keys still usable: the caller's own, and for an administrator every key of the tenant. */
export async function listApiKeys(db: Db, scope: Caller, now: Date): Promise<ApiKeyView[]> {
  const rows = await db
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
  return rows.map(({ key: k, owner }) => ({
    id: k.id,
    name: k.name,
    prefix: k.prefix,
    createdAt: k.createdAt.toISOString(),
    expiresAt: iso(k.expiresAt),
    lastUsedAt: iso(k.lastUsedAt),
    owner,
    mine: k.userId === scope.userId,
  }));
}

/** Revokes a key at once (the next call with it is refused); another user's key is 404 unless an administrator's. */
export async function revokeApiKey(db: Db, scope: Caller, id: string, now: Date) {
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
  if (!row) throw notFound();
  await audit(db, {
    tenantId: scope.tenantId,
    userId: scope.userId,
    action: 'api-key.revoke',
    subjectType: 'api-key',
    subjectId: id,
  });
}
