import { isApiKeyUsable } from '@hrwe/domain';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { apiKeys, users } from '../../db/schema/index';
import { sessionUserOf } from './session.types';
import type { Session } from './sessions';
import { hashToken } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The API key a /api/v1 call was made with (its owner is `session.user`), or null. */
    apiKey: { id: string; prefix: string } | null;
  }
}

/** The public API: only API keys sign its calls in (a browser's session cookie is not read there). */
export const PUBLIC_API = /^\/api\/v1(\/|\?|$)/;

/** `last_used_at` is written at most once a minute per key, so a busy integration does not write on every call. */
const LAST_USED_EVERY_MS = 60_000;

/**
 * The caller of a public API call: `Authorization: Bearer hrwe_…` names a key of this request's tenant that is
 * neither revoked nor expired; it acts as its owner, with the owner's current role and status (a disabled owner's
 * keys are refused like the owner). `absent`: no bearer header; `invalid`: one that names no usable key.
 */
export async function loadApiKeySession(
  db: Db,
  request: FastifyRequest,
  now = new Date(),
): Promise<{ kind: 'absent' } | { kind: 'invalid' } | { kind: 'key'; session: Session }> {
  const header = request.headers.authorization;
  if (!header) return { kind: 'absent' };
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!m) return { kind: 'invalid' };
  const [row] = await db
    .select({ key: apiKeys, user: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.secretHash, hashToken(m[1]!)), eq(apiKeys.tenantId, request.tenant.id)));
  if (!row || row.user.tenantId !== request.tenant.id || !isApiKeyUsable(row.key, now))
    return { kind: 'invalid' };
  if (!row.key.lastUsedAt || now.getTime() - row.key.lastUsedAt.getTime() > LAST_USED_EVERY_MS) {
    await db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(apiKeys.id, row.key.id),
          or(
            isNull(apiKeys.lastUsedAt),
            lt(apiKeys.lastUsedAt, new Date(now.getTime() - LAST_USED_EVERY_MS)),
          ),
        ),
      );
  }
  request.apiKey = { id: row.key.id, prefix: row.key.prefix };
  return {
    kind: 'key',
    session: { id: `api-key:${row.key.id}`, user: sessionUserOf(row.user) },
  };
}
