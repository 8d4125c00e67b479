import { createHash } from 'node:crypto';
import { lt } from 'drizzle-orm';
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema/index';
import type { Jobs } from '../jobs';

/** The table of migration 0030: every limiter of every server process counts in it. */
export const RATE_LIMIT_TABLE = 'rate_limits';
export const PURGE_RATE_LIMITS = 'rate-limits.purge';

/** Keys are hashed: the table never holds an e-mail or an address in clear, and any key fits its 255 characters. */
export const limitKey = (...parts: (string | number)[]) =>
  createHash('sha256').update(parts.join('\u0001')).digest('base64url');

/**
 * A rate-limiter-flexible limiter on the shared PostgreSQL store (its table is made by the migrations); with
 * `blockMs`, a key that goes over its points is refused for that long.
 */
export function postgresLimiter(
  pool: pg.Pool,
  name: string,
  points: number,
  durationMs: number,
  blockMs = 0,
) {
  return new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: RATE_LIMIT_TABLE,
    tableCreated: true,
    clearExpiredByTimeout: false, // the purge job below does it, once for all processes
    keyPrefix: name,
    points,
    duration: Math.ceil(durationMs / 1000),
    blockDuration: Math.ceil(blockMs / 1000),
  });
}

/** At most `points` calls per key in a window of `durationMs`; `take` is false once a key is over. */
export function windowLimiter(pool: pg.Pool, name: string, points: number, durationMs: number) {
  const limiter = postgresLimiter(pool, name, points, durationMs);
  return {
    async take(...key: (string | number)[]): Promise<boolean> {
      try {
        await limiter.consume(limitKey(...key));
        return true;
      } catch (err) {
        if (err instanceof RateLimiterRes) return false;
        throw err;
      }
    },
  };
}
export type WindowLimiter = ReturnType<typeof windowLimiter>;

/** Expired counters are deleted every hour by one job for all servers. */
export function defineRateLimitPurge(jobs: Jobs, db: Db) {
  jobs.define(
    PURGE_RATE_LIMITS,
    async () => {
      await db.delete(rateLimits).where(lt(rateLimits.expire, Date.now()));
    },
    { cron: '17 * * * *' },
  );
}
