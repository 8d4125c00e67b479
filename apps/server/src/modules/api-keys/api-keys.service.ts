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
import type { Db } from '../../db/client';
import { audit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/caller';
import { hashToken } from '../../platform/auth/tokens';
import { insertApiKeyWithin, markApiKeyRevoked, usableApiKeys } from './api-keys.repository';

/** `hrwe_` and 43 base64url characters: 256 random bits, so a SHA-256 of it cannot be reversed by guessing. */
export const newApiKeySecret = () => `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
const prefixOf = (secret: string) => secret.slice(0, API_KEY_PREFIX.length + API_KEY_VISIBLE_CHARS);
const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Creates a key for the caller; the secret is in this answer only (the database keeps its hash). */
export async function createApiKey(db: Db, scope: Caller, input: CreateApiKeyInput, now: Date) {
  const secret = newApiKeySecret();
  const expiresAt = input.expiresInDays ? new Date(now.getTime() + input.expiresInDays * 86_400_000) : null;
  const row = await insertApiKeyWithin(
    db,
    scope,
    { name: input.name, prefix: prefixOf(secret), secretHash: hashToken(secret), createdAt: now, expiresAt },
    MAX_API_KEYS_PER_USER,
  );
  if (!row) throw conflict('API_KEYS_TOO_MANY');
  await audit(db, {
    tenantId: scope.tenantId,
    userId: scope.userId,
    action: 'api-key.create',
    subjectType: 'api-key',
    subjectId: row.id,
  });
  return { id: row.id, name: row.name, prefix: row.prefix, expiresAt: iso(row.expiresAt), secret };
}

/** The keys still usable: the caller's own, and for an administrator every key of the tenant. */
export async function listApiKeys(db: Db, scope: Caller, now: Date): Promise<ApiKeyView[]> {
  const rows = await usableApiKeys(db, scope, now);
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
  if (!(await markApiKeyRevoked(db, scope, id, now))) throw notFound();
  await audit(db, {
    tenantId: scope.tenantId,
    userId: scope.userId,
    action: 'api-key.revoke',
    subjectType: 'api-key',
    subjectId: id,
  });
}
