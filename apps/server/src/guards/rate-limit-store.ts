import { countRateLimitHits, type Database, sweepRateLimits } from '@celtic/db';

/**
 * Rate-limit counters that live in the database (table rate_limits), so N server instances over one database
 * share one count per key instead of allowing N times the limit. One upsert per request and class, for all its
 * keys (the address and the user): a fixed window per key, started by its first call. No count is kept in this
 * process. When the database does not answer within `giveUpAfterMs`, the call is let through uncounted: a
 * limiter must never fail or hold a request, and the call itself needs the database too (it waits for it, or the
 * database gate answers 503).
 */

export interface Counter {
  /** Calls in the key's current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

export interface SharedCounterOptions {
  /** How long to wait for the database before letting the call through uncounted (default 1000 ms). */
  giveUpAfterMs?: number;
  /**
   * The longest window any limiter counts in: a sweep deletes only rows whose window started longer ago, so a
   * call in a short window never ends a long one's count (default: the calling limiter's own window).
   */
  keepForMs?: number;
  /** How often expired rows are deleted, at most (default 60 s). */
  sweepEveryMs?: number;
  /** Called when the database did not count a call, with the cause (once until it counts again). */
  onUncounted?: (error: unknown) => void;
}

export interface SharedCounter {
  /** Counts one call for each of `keys` in a window of `windowMs`; the counts in the order of `keys`. */
  count(keys: readonly string[], windowMs: number): Promise<Counter[]>;
}

export function sharedRateLimitCounter(db: Database, options: SharedCounterOptions = {}): SharedCounter {
  const giveUpAfterMs = options.giveUpAfterMs ?? 1000;
  const sweepEveryMs = options.sweepEveryMs ?? 60_000;
  let lastSweep = 0;
  let failing = false;

  function sweep(windowMs: number): void {
    const now = Date.now();
    if (now - lastSweep < sweepEveryMs) return;
    lastSweep = now;
    // A row whose window has ended is worth nothing: the key's next call starts a new window anyway.
    sweepRateLimits(db, Math.max(windowMs, options.keepForMs ?? 0, sweepEveryMs)).catch(() => {});
  }

  return {
    count(keys, windowMs) {
      sweep(windowMs);
      // What a call the database did not count is taken for: the first of a fresh window.
      const uncounted = () => keys.map(() => ({ current: 1, ttl: windowMs }));
      return new Promise((resolve) => {
        let done = false;
        const giveUp = (error: unknown) => {
          if (done) return;
          done = true;
          if (!failing) options.onUncounted?.(error);
          failing = true;
          resolve(uncounted());
        };
        const timer = setTimeout(
          () => giveUp(new Error(`no answer within ${giveUpAfterMs} ms`)),
          giveUpAfterMs,
        );
        countRateLimitHits(db, keys, windowMs).then(
          (counters) => {
            clearTimeout(timer);
            if (done) return;
            done = true;
            failing = false;
            resolve(counters);
          },
          (error: unknown) => {
            clearTimeout(timer);
            giveUp(error);
          },
        );
      });
    },
  };
}
