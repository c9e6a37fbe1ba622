import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { rateLimits } from '../schema';

/** Rate-limit counters shared by server instances (table rate_limits). */

export interface RateLimitCount {
  /** Calls in the key's current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * Counts one call for each of `keys` in a fixed window of `windowMs` started by the key's first call (as
 * @fastify/rate-limit's in-process store does): one upsert for all of them, atomic across instances. The
 * counts are in the order of `keys`; a key given twice is counted once.
 */
export async function countRateLimitHits(
  db: Database,
  keys: readonly string[],
  windowMs: number,
): Promise<RateLimitCount[]> {
  if (!Number.isInteger(windowMs) || windowMs < 1) {
    throw new RangeError(`windowMs must be a positive whole number of milliseconds, got ${windowMs}`);
  }
  const distinct = [...new Set(keys)];
  if (distinct.length === 0) return [];
  const window = sql`(${windowMs}::integer * interval '1 millisecond')`;
  // Both CASEs read the row as it was: a window that has run out starts again at 1.
  const ended = sql`${rateLimits.windowStart} + ${window} <= now()`;
  const rows = await db
    .insert(rateLimits)
    .values(distinct.map((key) => ({ key, windowStart: sql`now()`, count: 1 })))
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${ended} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${ended} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({
      key: rateLimits.key,
      current: rateLimits.count,
      ttl: sql<number>`greatest(0, extract(epoch from ${rateLimits.windowStart} + ${window} - now()) * 1000)::float8`,
    });
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return keys.map((key) => {
    const row = byKey.get(key);
    if (!row) throw new Error(`rate_limits upsert returned no row for ${key}`);
    return { current: Number(row.current), ttl: Math.round(Number(row.ttl)) };
  });
}

/** Counts one call for `key` (see `countRateLimitHits`). */
export async function countRateLimitHit(
  db: Database,
  key: string,
  windowMs: number,
): Promise<RateLimitCount> {
  const [count] = await countRateLimitHits(db, [key], windowMs);
  if (!count) throw new Error('rate_limits upsert returned no row');
  return count;
}

/** The moment `ms` milliseconds ago. */
const ago = (ms: number) => sql`now() - (${Math.round(ms)}::integer * interval '1 millisecond')`;

/** Deletes counters whose window started more than `olderThanMs` ago; returns how many. */
export async function sweepRateLimits(db: Database, olderThanMs: number): Promise<number> {
  const rows = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, ago(olderThanMs)))
    .returning({ key: rateLimits.key });
  return rows.length;
}

/**
 * The calls counted for `key` in its current window (0 when it has none or it ran out) and the milliseconds
 * left of it, counting nothing: for a page that only asks whether one more call would still be allowed.
 */
export async function rateLimitCount(db: Database, key: string, windowMs: number): Promise<RateLimitCount> {
  const window = sql`(${windowMs}::integer * interval '1 millisecond')`;
  const [row] = await db
    .select({
      current: rateLimits.count,
      ttl: sql<number>`greatest(0, extract(epoch from ${rateLimits.windowStart} + ${window} - now()) * 1000)::float8`,
    })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), sql`${rateLimits.windowStart} + ${window} > now()`));
  return row ? { current: Number(row.current), ttl: Math.round(Number(row.ttl)) } : { current: 0, ttl: 0 };
}

/** Deletes the counters of keys starting with `prefix` whose window started more than `olderThanMs` ago. */
export async function sweepRateLimitKeys(db: Database, prefix: string, olderThanMs: number): Promise<number> {
  const rows = await db
    .delete(rateLimits)
    .where(and(sql`starts_with(${rateLimits.key}, ${prefix})`, lt(rateLimits.windowStart, ago(olderThanMs))))
    .returning({ key: rateLimits.key });
  return rows.length;
}
