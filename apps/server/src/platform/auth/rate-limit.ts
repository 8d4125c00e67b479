import { AppError, type ErrorKeyOf } from '@hrwe/domain';
import type pg from 'pg';
import type { RateLimiterRes } from 'rate-limiter-flexible';
import { limitKey, postgresLimiter } from '../rate-limit/limiters';

/**
 * Sign-in throttling by progressive delay (ASVS 2.2.1), counted in PostgreSQL so every server sees the same counts.
 * After `free` failures in the hour, each further failure makes the next attempt wait 1 s, 2 s, 4 s… up to `maxDelayS`;
 * an attempt during the wait is refused (429 LOGIN_RATE_LIMITED with Retry-After) without checking the password.
 *   - per address (any account): a script trying many accounts from one place;
 *   - per account from that address: guessing one account's password;
 *   - per account from anywhere: a distributed guess, capped at one minute, so the owner is never locked out for
 *     good (at worst they wait a minute), and a success from the owner clears the account's counts.
 */
export const SIGN_IN_RULES = {
  address: { free: 20, maxDelayS: 15 * 60 },
  accountAddress: { free: 5, maxDelayS: 15 * 60 },
  account: { free: 10, maxDelayS: 60 },
} as const;
type RuleName = keyof typeof SIGN_IN_RULES;
const RULES = Object.keys(SIGN_IN_RULES) as RuleName[];
export const FAILURE_WINDOW_MS = 60 * 60_000;

/** The delay after the n-th failure of a rule (0 while within the free failures). */
export function delayAfter(rule: RuleName, failures: number): number {
  const { free, maxDelayS } = SIGN_IN_RULES[rule];
  return failures <= free ? 0 : Math.min(2 ** (failures - free - 1), maxDelayS);
}

/** A refusal that tells the client when to try again (the error handler sends Retry-After). */
export class RetryLater extends AppError {
  constructor(
    key: ErrorKeyOf<429>,
    readonly retryAfterSeconds: number,
  ) {
    super(key);
  }
}

export function createSignInThrottle(pool: pg.Pool) {
  const failures = Object.fromEntries(
    RULES.map((r) => [r, postgresLimiter(pool, `signin-fail-${r}`, 1_000_000, FAILURE_WINDOW_MS)]),
  ) as Record<RuleName, ReturnType<typeof postgresLimiter>>;
  const waits = Object.fromEntries(
    RULES.map((r) => [r, postgresLimiter(pool, `signin-wait-${r}`, 1, 1000)]),
  ) as Record<RuleName, ReturnType<typeof postgresLimiter>>;
  const keysOf = (tenantId: number, email: string, ip: string): Record<RuleName, string> => ({
    address: limitKey(ip),
    accountAddress: limitKey(tenantId, email, ip),
    account: limitKey(tenantId, email),
  });

  return {
    /** Throws RetryLater while any rule's delay runs. */
    async check(tenantId: number, email: string, ip: string) {
      const keys = keysOf(tenantId, email, ip);
      const states = await Promise.all(RULES.map((r) => waits[r].get(keys[r])));
      const waitMs = Math.max(0, ...states.map((s) => (s && s.consumedPoints > 1 ? s.msBeforeNext : 0)));
      if (waitMs > 0) throw new RetryLater('LOGIN_RATE_LIMITED', Math.ceil(waitMs / 1000));
    },
    async failed(tenantId: number, email: string, ip: string) {
      const keys = keysOf(tenantId, email, ip);
      for (const r of RULES) {
        const res: RateLimiterRes = await failures[r].penalty(keys[r], 1);
        const delay = delayAfter(r, res.consumedPoints);
        if (delay > 0) await waits[r].block(keys[r], delay);
      }
    },
    /** The owner got in: the account's counts start again (the address's stay). */
    async succeeded(tenantId: number, email: string, ip: string) {
      const keys = keysOf(tenantId, email, ip);
      for (const r of ['account', 'accountAddress'] as const) {
        await failures[r].delete(keys[r]);
        await waits[r].delete(keys[r]);
      }
    },
  };
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
