/**
 * A sliding-window counter kept in memory (per process): enough to stop a script from enumerating
 * registered e-mails or flooding registrations from one address, without a table of its own.
 */
export function createWindowLimiter(limit: number, windowMs: number, maxKeys = 10_000) {
  const hits = new Map<string, number[]>();
  return {
    /** Counts one hit for `key`; false when the key is already over its limit in the window. */
    take(key: string, now = Date.now()): boolean {
      const since = now - windowMs;
      const recent = (hits.get(key) ?? []).filter((t) => t > since);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return false;
      }
      recent.push(now);
      hits.delete(key);
      hits.set(key, recent);
      if (hits.size > maxKeys) {
        const oldest = hits.keys().next().value;
        if (oldest !== undefined) hits.delete(oldest);
      }
      return true;
    },
  };
}
export type WindowLimiter = ReturnType<typeof createWindowLimiter>;
