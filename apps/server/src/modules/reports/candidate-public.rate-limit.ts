import { tooMany } from '@hrwe/domain';

/** Calls per address per minute on the candidate's public calls (links are bearer secrets: no guessing). */
export const CANDIDATE_CALLS_PER_MINUTE = 60;

/** A fixed one-minute window per address, in memory (each server process counts its own calls). */
export function createRateLimiter(limit = CANDIDATE_CALLS_PER_MINUTE, windowMs = 60_000) {
  const hits = new Map<string, { start: number; n: number }>();
  return (address: string, now = Date.now()) => {
    if (hits.size > 10_000) {
      for (const [k, v] of hits) if (now - v.start >= windowMs) hits.delete(k);
    }
    const h = hits.get(address);
    if (!h || now - h.start >= windowMs) {
      hits.set(address, { start: now, n: 1 });
      return;
    }
    h.n++;
    if (h.n > limit) throw tooMany('RATE_LIMITED');
  };
}
