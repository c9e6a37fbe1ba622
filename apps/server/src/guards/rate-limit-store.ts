import { countRateLimitHit, type Database, sweepRateLimits } from '@celtic/db';

/**
 * A @fastify/rate-limit store whose counters live in the database (table rate_limits, migration 0003), so N
 * server instances over one database share one count per key instead of allowing N times the limit. One
 * upsert per limited call: a fixed window per key, started by its first call, as the plugin's in-process
 * store does. No count is kept in this process. When the database does not answer within `giveUpAfterMs`, the
 * call is let through uncounted: a limiter must never fail or hold a request, and the call itself needs the
 * database too (it waits for it, or the database gate answers 503).
 */

interface Counter {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result?: Counter) => void;

/** The part of @fastify/rate-limit's store contract used by `createRateLimit` (`incr` and `child`). */
export interface RateLimitStore {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): RateLimitStore;
}

export interface SharedStoreOptions {
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

/** The store class the plugin instantiates (`store` option); every child shares the database. */
export function sharedRateLimitStore(db: Database, options: SharedStoreOptions = {}) {
  const giveUpAfterMs = options.giveUpAfterMs ?? 1000;
  const sweepEveryMs = options.sweepEveryMs ?? 60_000;
  let lastSweep = 0;
  let failing = false;

  function sweep(timeWindow: number): void {
    const now = Date.now();
    if (now - lastSweep < sweepEveryMs) return;
    lastSweep = now;
    // A row whose window has ended is worth nothing: the key's next call starts a new window anyway.
    sweepRateLimits(db, Math.max(timeWindow, options.keepForMs ?? 0, sweepEveryMs)).catch(() => {});
  }

  // What the plugin is told of a call the database did not count: the first of a fresh window.
  const uncounted = (timeWindow: number): Counter => ({ current: 1, ttl: timeWindow });

  function count(key: string, timeWindow: number): Promise<Counter> {
    return new Promise((resolve) => {
      let done = false;
      const giveUp = (error: unknown) => {
        if (done) return;
        done = true;
        if (!failing) options.onUncounted?.(error);
        failing = true;
        resolve(uncounted(timeWindow));
      };
      const timer = setTimeout(
        () => giveUp(new Error(`no answer within ${giveUpAfterMs} ms`)),
        giveUpAfterMs,
      );
      countRateLimitHit(db, key, timeWindow).then(
        (counter) => {
          clearTimeout(timer);
          if (done) return;
          done = true;
          failing = false;
          resolve(counter);
        },
        (error: unknown) => {
          clearTimeout(timer);
          giveUp(error);
        },
      );
    });
  }

  class SharedStore implements RateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      sweep(timeWindow);
      count(key, timeWindow).then((counter) => callback(null, counter));
    }

    child(): RateLimitStore {
      return new SharedStore();
    }
  }
  return SharedStore;
}
