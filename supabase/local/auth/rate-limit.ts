/**
 * Fixed-window counters kept in memory, keyed by whatever the caller limits on (an IP, an
 * endpoint group). Like GoTrue's limiters they are per process and reset on restart.
 */
export interface RateLimiter {
  /** Counts one event; false when the key already used its allowance in this window. */
  take(key: string): boolean;
}

export function createRateLimiter(
  limit: number,
  windowSeconds: number,
  now: () => number = Date.now,
): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const windowMs = windowSeconds * 1000;
  return {
    take(key) {
      const time = now();
      let entry = windows.get(key);
      if (!entry || time - entry.start >= windowMs) {
        // Forget stale keys now and then so a stream of distinct IPs cannot grow the map forever.
        if (windows.size > 10_000) {
          for (const [other, value] of windows) if (time - value.start >= windowMs) windows.delete(other);
        }
        entry = { start: time, count: 0 };
        windows.set(key, entry);
      }
      if (entry.count >= limit) return false;
      entry.count += 1;
      return true;
    },
  };
}
