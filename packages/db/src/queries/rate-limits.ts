import { sql } from 'drizzle-orm';
import type { Database } from '../client';

/** Rate-limit counters shared by server instances (table rate_limits, migration 0003). */

/** The rows of a raw `db.execute`: PGlite answers `{ rows }`, postgres.js an array. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

export interface RateLimitCount {
  /** Calls in the key's current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * Counts one call for `key` in a fixed window of `windowMs` started by the key's first call (as
 * @fastify/rate-limit's in-process store does): one upsert, atomic across instances.
 */
export async function countRateLimitHit(
  db: Database,
  key: string,
  windowMs: number,
): Promise<RateLimitCount> {
  if (!Number.isInteger(windowMs) || windowMs < 1) {
    throw new RangeError(`windowMs must be a positive whole number of milliseconds, got ${windowMs}`);
  }
  const window = sql`(${windowMs}::integer * interval '1 millisecond')`;
  // Both CASEs read the row as it was: a window that has run out starts again at 1.
  const result = await db.execute(sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start + ${window} <= now() then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start + ${window} <= now()
        then now() else rate_limits.window_start end
    returning count, greatest(0, extract(epoch from window_start + ${window} - now()) * 1000)::float8 as ttl`);
  const row = rowsOf<{ count: number; ttl: number }>(result)[0];
  if (!row) throw new Error('rate_limits upsert returned no row');
  return { current: Number(row.count), ttl: Math.round(Number(row.ttl)) };
}

/** Deletes counters whose window started more than `olderThanMs` ago; returns how many. */
export async function sweepRateLimits(db: Database, olderThanMs: number): Promise<number> {
  const result = await db.execute(
    sql`delete from rate_limits where window_start < now() - (${Math.round(olderThanMs)}::integer * interval '1 millisecond') returning 1`,
  );
  return rowsOf(result).length;
}

/**
 * The calls counted for `key` in its current window (0 when it has none or it ran out) and the milliseconds
 * left of it, counting nothing: for a page that only asks whether one more call would still be allowed.
 */
export async function rateLimitCount(db: Database, key: string, windowMs: number): Promise<RateLimitCount> {
  const window = sql`(${windowMs}::integer * interval '1 millisecond')`;
  const result = await db.execute(sql`
    select count, greatest(0, extract(epoch from window_start + ${window} - now()) * 1000)::float8 as ttl
    from rate_limits where key = ${key} and window_start + ${window} > now()`);
  const row = rowsOf<{ count: number; ttl: number }>(result)[0];
  return row ? { current: Number(row.count), ttl: Math.round(Number(row.ttl)) } : { current: 0, ttl: 0 };
}

/** Deletes the counters of keys starting with `prefix` whose window started more than `olderThanMs` ago. */
export async function sweepRateLimitKeys(db: Database, prefix: string, olderThanMs: number): Promise<number> {
  const result = await db.execute(
    sql`delete from rate_limits where starts_with(key, ${prefix}) and window_start < now() - (${Math.round(olderThanMs)}::integer * interval '1 millisecond') returning 1`,
  );
  return rowsOf(result).length;
}
