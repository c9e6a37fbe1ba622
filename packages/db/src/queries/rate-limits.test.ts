import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDb, testDrivers } from '../test/helpers';
import {
  countRateLimitHit,
  countRateLimitHits,
  rateLimitCount,
  sweepRateLimitKeys,
  sweepRateLimits,
} from './rate-limits';

describe.each(testDrivers)('rate-limit counters on $name', (driver) => {
  let handle: TestDb;
  beforeAll(async () => {
    handle = await driver.open();
  });
  afterAll(async () => {
    await handle.dispose();
  });

  it('counts calls per key within the window, and the ttl shrinks towards its end', async () => {
    const first = await countRateLimitHit(handle.db, 'ip:1', 60_000);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(50_000);
    expect(first.ttl).toBeLessThanOrEqual(60_000);
    expect((await countRateLimitHit(handle.db, 'ip:1', 60_000)).current).toBe(2);
    expect((await countRateLimitHit(handle.db, 'uid:a', 60_000)).current).toBe(1);
  });

  it('counts several keys in one statement, each in the order given', async () => {
    await countRateLimitHit(handle.db, 'many:ip', 60_000);
    const counts = await countRateLimitHits(handle.db, ['many:uid', 'many:ip', 'many:uid'], 60_000);
    expect(counts.map((count) => count.current)).toEqual([1, 2, 1]);
    expect(counts.every((count) => count.ttl > 50_000 && count.ttl <= 60_000)).toBe(true);
    expect(await countRateLimitHits(handle.db, [], 60_000)).toEqual([]);
  });

  it('keeps the table unlogged, as its first migration made it', async () => {
    const result = await handle.db.execute(
      sql`select relpersistence from pg_class where relname = 'rate_limits' and relkind = 'r'`,
    );
    expect(JSON.stringify(result)).toContain('"relpersistence":"u"');
  });

  it('counts concurrent calls exactly once each', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => countRateLimitHit(handle.db, 'ip:concurrent', 60_000)),
    );
    expect(results.map((r) => r.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('starts a new window at 1 once the old one has run out', async () => {
    await countRateLimitHit(handle.db, 'ip:expired', 60_000);
    await countRateLimitHit(handle.db, 'ip:expired', 60_000);
    await handle.db.execute(
      sql`update rate_limits set window_start = now() - interval '2 minutes' where key = 'ip:expired'`,
    );
    expect((await countRateLimitHit(handle.db, 'ip:expired', 60_000)).current).toBe(1);
  });

  it("reads a key's count without counting, 0 once its window has run out", async () => {
    expect(await rateLimitCount(handle.db, 'ip:peek', 60_000)).toEqual({ current: 0, ttl: 0 });
    await countRateLimitHit(handle.db, 'ip:peek', 60_000);
    await countRateLimitHit(handle.db, 'ip:peek', 60_000);
    const read = await rateLimitCount(handle.db, 'ip:peek', 60_000);
    expect(read.current).toBe(2);
    expect(read.ttl).toBeGreaterThan(50_000);
    expect((await rateLimitCount(handle.db, 'ip:peek', 60_000)).current).toBe(2);
    await handle.db.execute(
      sql`update rate_limits set window_start = now() - interval '2 minutes' where key = 'ip:peek'`,
    );
    expect((await rateLimitCount(handle.db, 'ip:peek', 60_000)).current).toBe(0);
    await handle.db.execute(sql`delete from rate_limits where key = 'ip:peek'`);
  });

  it('sweeps only rows whose window started long enough ago', async () => {
    await countRateLimitHit(handle.db, 'ip:old', 60_000);
    await countRateLimitHit(handle.db, 'ip:fresh', 60_000);
    await handle.db.execute(
      sql`update rate_limits set window_start = now() - interval '1 hour' where key = 'ip:old'`,
    );
    expect(await sweepRateLimits(handle.db, 120_000)).toBe(1);
    expect((await countRateLimitHit(handle.db, 'ip:fresh', 60_000)).current).toBe(2);
    expect((await countRateLimitHit(handle.db, 'ip:old', 60_000)).current).toBe(1);
  });

  it('sweeps only the old rows of keys with a prefix', async () => {
    for (const key of ['share:1', 'share-image:1', 'ip:share', 'share:fresh'])
      await countRateLimitHit(handle.db, key, 60_000);
    await handle.db.execute(
      sql`update rate_limits set window_start = now() - interval '1 hour' where key in ('share:1', 'share-image:1', 'ip:share')`,
    );
    expect(await sweepRateLimitKeys(handle.db, 'share', 60_000)).toBe(2);
    expect((await rateLimitCount(handle.db, 'share:fresh', 60_000)).current).toBe(1);
    expect(await sweepRateLimitKeys(handle.db, 'ip:share', 60_000)).toBe(1);
    await handle.db.execute(sql`delete from rate_limits where key = 'share:fresh'`);
  });

  it('refuses a window that is not a positive whole number of milliseconds', async () => {
    await expect(countRateLimitHit(handle.db, 'ip:x', 0)).rejects.toThrow(
      'windowMs must be a positive whole number of milliseconds, got 0',
    );
  });
});
