import { and, eq, gt, ne } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import { type Session, sessionUserOf } from './session.types';
import type { SessionCache } from './session-cache';
import { hashToken, newToken } from './tokens';

export const SESSION_COOKIE = 'hrwe_session';
export const SESSION_HOURS = 12;

export type { Session, SessionUser } from './session.types';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of this request's tenant, or null; read through the guards. */
    session: Session | null;
  }
}

export async function createSession(
  db: Db,
  reply: FastifyReply,
  user: { id: string; tenantId: number },
  secure: boolean,
  /** Where and with what browser it signs in (the user's list of their sessions). */
  seen: { address: string | null; browser: string | null } = { address: null, browser: null },
) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_HOURS * 3600_000);
  await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId: user.id, tenantId: user.tenantId, expiresAt, ...seen });
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    expires: expiresAt,
  });
}

/**
 * Looks the cookie up; a session of another tenant or past its expiry does not count. With a cache, a session
 * looked up in the last seconds is served from memory (platform/auth/session-cache.ts).
 */
export async function loadSession(
  db: Db,
  request: FastifyRequest,
  cache?: SessionCache,
): Promise<Session | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const tokenHash = hashToken(token);
  const tenantId = request.tenant.id;
  const load = () => readSession(db, tokenHash, tenantId);
  return cache ? cache.lookup(`${tenantId}:${tokenHash}`, load) : load();
}

async function readSession(db: Db, tokenHash: string, tenantId: number): Promise<Session | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        eq(sessions.tenantId, tenantId),
        gt(sessions.expiresAt, new Date()),
      ),
    );
  if (!row) return null;
  return { id: row.sessionId, user: sessionUserOf(row.user) };
}

export async function endSession(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Sign-out everywhere (after a password change), sparing the session that made the change if given. */
export async function endAllSessions(db: Db, userId: string, keepSessionId?: string) {
  const mine = eq(sessions.userId, userId);
  await db.delete(sessions).where(keepSessionId ? and(mine, ne(sessions.id, keepSessionId)) : mine);
}
