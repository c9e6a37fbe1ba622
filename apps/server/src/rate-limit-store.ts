import { countRateLimitHit, type Database, sweepRateLimits } from '@celtic/db';

/**
 * A @fastify/rate-limit store whose counters live in PostgreSQL (table rate_limits, migration 0003), so N
 * server instances over one database share one count per key instead of allowing N times the limit. One
 * upsert per limited call: a fixed window per key, started by its first call, as the plugin's in-process
 * store does. When the database does not answer within `fallbackAfterMs`, the call is counted in this
 * process instead: a limiter must never fail or hold a request (the database gate answers 503 anyway).
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
  /** How long to wait for the database before counting locally (default 1000 ms). */
  fallbackAfterMs?: number;
  /** How often expired rows are deleted, at most (default 60 s). */
  sweepEveryMs?: number;
  /** Called once per switch to local counting, with the cause. */
  onFallback?: (error: unknown) => void;
}

/** Local fixed windows, the same arithmetic as the plugin's LocalStore, for when the database is away. */
class LocalCounters {
  private windows = new Map<string, { count: number; start: number }>();

  incr(key: string, timeWindow: number): Counter {
    const now = Date.now();
    let entry = this.windows.get(key);
    if (!entry || entry.start + timeWindow <= now) {
      // Keep the map small: expired windows are dropped whenever a new one starts.
      if (this.windows.size > 10_000) {
        for (const [k, v] of this.windows) if (v.start + timeWindow <= now) this.windows.delete(k);
      }
      entry = { count: 0, start: now };
      this.windows.set(key, entry);
    }
    entry.count += 1;
    return { current: entry.count, ttl: entry.start + timeWindow - now };
  }
}

/** The store class the plugin instantiates (`store` option); every child shares the database and fallback. */
export function sharedRateLimitStore(db: Database, options: SharedStoreOptions = {}) {
  const fallbackAfterMs = options.fallbackAfterMs ?? 1000;
  const sweepEveryMs = options.sweepEveryMs ?? 60_000;
  const local = new LocalCounters();
  let lastSweep = 0;
  let usingFallback = false;

  function sweep(timeWindow: number): void {
    const now = Date.now();
    if (now - lastSweep < sweepEveryMs) return;
    lastSweep = now;
    // A row whose window has ended is worth nothing: the key's next call starts a new window anyway.
    sweepRateLimits(db, Math.max(timeWindow, sweepEveryMs)).catch(() => {});
  }

  function withFallback(key: string, timeWindow: number): Promise<Counter> {
    return new Promise((resolve) => {
      let done = false;
      const fallBack = (error: unknown) => {
        if (done) return;
        done = true;
        if (!usingFallback) options.onFallback?.(error);
        usingFallback = true;
        resolve(local.incr(key, timeWindow));
      };
      const timer = setTimeout(
        () => fallBack(new Error(`no answer within ${fallbackAfterMs} ms`)),
        fallbackAfterMs,
      );
      countRateLimitHit(db, key, timeWindow).then(
        (counter) => {
          clearTimeout(timer);
          if (done) return;
          done = true;
          usingFallback = false;
          resolve(counter);
        },
        (error: unknown) => {
          clearTimeout(timer);
          fallBack(error);
        },
      );
    });
  }

  class SharedStore implements RateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      sweep(timeWindow);
      withFallback(key, timeWindow).then((counter) => callback(null, counter));
    }

    child(): RateLimitStore {
      return new SharedStore();
    }
  }
  return SharedStore;
}
