import { tooMany } from '@hrwe/domain';
import type { AppDeps } from '../../deps';
import { windowLimiter } from '../../platform/rate-limit/limiters';

/** Calls per address per minute on the candidate's public calls (links are bearer secrets: no guessing). */
export const CANDIDATE_CALLS_PER_MINUTE = 60;

/** One-minute windows per address, counted in PostgreSQL so every server process shares them. */
export function createRateLimiter(
  pool: AppDeps['pool'],
  limit = CANDIDATE_CALLS_PER_MINUTE,
  windowMs = 60_000,
) {
  const limiter = windowLimiter(pool, 'candidate-public', limit, windowMs);
  return async (address: string) => {
    if (!(await limiter.take(address))) throw tooMany('RATE_LIMITED');
  };
}
