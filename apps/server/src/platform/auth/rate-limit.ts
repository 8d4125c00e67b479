import { AppError, type ErrorKeyOf } from '@hrwe/domain';
import type pg from 'pg';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { limitKey, postgresLimiter } from '../rate-limit/limiters';

/**
 * Sign-in throttling as OWASP recommends, rate-limiter-flexible's "brute force on the login endpoint" pattern, in
 * PostgreSQL so every server counts together (docs/decisions/security-sign-in-throttling.md):
 *   - pair: consecutive failures of one account from one address, few: a guess at one password is stopped early,
 *     and only that address is stopped (the owner elsewhere signs in), only a success from that pair clears it;
 *   - address: failures of one address over a day across accounts, many: a script trying many accounts, while an
 *     office's shared address is not stopped by one person's mistakes.
 * There is no count per account from anywhere: such a count is what let an attacker lock the owner out.
 */
export const SIGN_IN_LIMITS = {
  pair: { failures: 10, windowS: 90 * 24 * 3600, blockS: 3600 },
  address: { failures: 100, windowS: 24 * 3600, blockS: 24 * 3600 },
} as const;
type Rule = keyof typeof SIGN_IN_LIMITS;
const RULES = Object.keys(SIGN_IN_LIMITS) as Rule[];

/** A refusal that tells the client when to try again (the error handler sends Retry-After). */
export class RetryLater extends AppError {
  constructor(
    key: ErrorKeyOf<429>,
    readonly retryAfterSeconds: number,
  ) {
    super(key);
  }
}

const refusal = (msBeforeNext: number) =>
  new RetryLater('LOGIN_RATE_LIMITED', Math.max(1, Math.ceil(msBeforeNext / 1000)));

export function createSignInThrottle(pool: pg.Pool) {
  const limiters = Object.fromEntries(
    RULES.map((r) => {
      const { failures, windowS, blockS } = SIGN_IN_LIMITS[r];
      return [r, postgresLimiter(pool, `signin-${r}`, failures, windowS * 1000, blockS * 1000)];
    }),
  ) as Record<Rule, ReturnType<typeof postgresLimiter>>;
  // Unknown e-mails count like known ones: a refusal never tells whether an account exists.
  const keysOf = (tenantId: number, email: string, ip: string): Record<Rule, string> => ({
    pair: limitKey(tenantId, email, ip),
    address: limitKey(ip),
  });

  return {
    /**
     * Before the password is checked: refuses (429, password not checked) while a rule blocks, otherwise counts
     * the attempt as a failure at once. The count is one atomic statement per rule, so guesses sent in parallel
     * cannot all pass a check made before any of them is counted.
     */
    async begin(tenantId: number, email: string, ip: string) {
      const keys = keysOf(tenantId, email, ip);
      const now = await Promise.all(RULES.map((r) => limiters[r].get(keys[r])));
      const blocked = now.filter((s, i) => s && s.consumedPoints > SIGN_IN_LIMITS[RULES[i]!].failures);
      if (blocked.length) throw refusal(Math.max(...blocked.map((s) => s!.msBeforeNext)));
      const counted = await Promise.allSettled(RULES.map((r) => limiters[r].consume(keys[r])));
      const over = counted.flatMap((c) => (c.status === 'rejected' ? [c.reason as unknown] : []));
      for (const reason of over) if (!(reason instanceof RateLimiterRes)) throw reason;
      if (over.length) throw refusal(Math.max(...(over as RateLimiterRes[]).map((r) => r.msBeforeNext)));
    },
    /** The password was right: the attempt was no failure. The pair starts again; the address gets its point back. */
    async succeeded(tenantId: number, email: string, ip: string) {
      const keys = keysOf(tenantId, email, ip);
      await limiters.pair.delete(keys.pair);
      await limiters.address.reward(keys.address, 1);
    },
  };
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
