import pg from 'pg';
import type { Session } from './session.types';

/** How long a looked-up session may be served without asking the database again (a safety net, see below). */
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 50_000;
export const AUTH_CHANNEL = 'hrwe_auth';

type Entry = { session: Session; userId: string; at: number };

/**
 * Sessions by token hash and tenant, kept a few seconds so a signed-in call costs no session query
 * (docs/decisions/scale-session-cache.md). Kept exact by:
 * - this process: a change it makes (any request that is not a read) clears the cache before its answer leaves;
 * - every process: database triggers (migration 0080) NOTIFY 'hrwe_auth' when a session ends or a user or tenant
 *   changes, on commit; a listener forgets that user's sessions (or everything, or the tenants' hosts);
 * - the TTL, in case a message is missed; while the listener is not connected nothing is cached.
 */
export function createSessionCache(opts: { ttlMs?: number; onTenantChange?: () => void } = {}) {
  const ttlMs = opts.ttlMs ?? SESSION_CACHE_TTL_MS;
  const entries = new Map<string, Entry>();
  let listening = false;
  let client: pg.Client | null = null;
  let closed = false;
  let stats = { hits: 0, misses: 0 };
  // Bumped by every change heard: a read that started before a change is not cached.
  let generation = 0;

  const forgetUser = (userId: string) => {
    generation++;
    for (const [key, e] of entries) if (e.userId === userId) entries.delete(key);
  };
  const clear = () => {
    generation++;
    entries.clear();
  };
  const onMessage = (payload: string | undefined) => {
    if (payload?.startsWith('u:')) forgetUser(payload.slice(2));
    else if (payload === 't') {
      clear();
      opts.onTenantChange?.();
    } else clear();
  };

  async function connect(connectionString: string) {
    if (closed) return;
    const c = new pg.Client({ connectionString });
    c.on('notification', (m) => onMessage(m.payload));
    // Lost: stop caching at once (a change could go unheard), then reconnect.
    c.on('error', () => {});
    c.on('end', () => {
      listening = false;
      clear();
      client = null;
      if (!closed) setTimeout(() => void connect(connectionString).catch(() => {}), 1_000).unref();
    });
    await c.connect();
    await c.query(`listen ${AUTH_CHANNEL}`);
    client = c;
    listening = true;
  }

  return {
    /** Starts listening for changes; until it listens, every lookup goes to the database. */
    start: (connectionString: string) => connect(connectionString),
    async stop() {
      closed = true;
      listening = false;
      clear();
      await client?.end().catch(() => {});
    },
    get listening() {
      return listening;
    },
    /** The session of a token in a tenant, from the cache or from `load` (then cached). */
    async lookup(key: string, load: () => Promise<Session | null>): Promise<Session | null> {
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < ttlMs) {
        stats.hits++;
        return hit.session;
      }
      stats.misses++;
      const before = generation;
      const startedListening = listening;
      const session = await load();
      // Cache only a signed-in session read while a change would have been heard and none was.
      if (session && startedListening && listening && generation === before) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(key, { session, userId: session.user.id, at: Date.now() });
      }
      return session;
    },
    /** A change made by this process: forget everything before its answer leaves. */
    clear,
    forgetUser,
    /** Hits and misses since the last call (the bench prints queries per request). */
    takeStats() {
      const s = stats;
      stats = { hits: 0, misses: 0 };
      return s;
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
