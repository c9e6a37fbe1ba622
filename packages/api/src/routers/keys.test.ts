import { apiKeyUsage, maxApiKeysPerUser, meterApiKey } from '@celtic/db';
import { describe, expect, it } from 'vitest';
import { apiKeyHash, apiKeyPrefix, isApiKeyShape, newApiKey } from '../api-keys';
import { createContextInner } from '../context';
import { procedureTable } from '../procedure-table';
import { appRouter, createCaller } from '../root';
import { callerFor, expectTRPCError, makeUser, readExport, useTestDb } from '../test/helpers';

const testDb = useTestDb();

describe('API keys', () => {
  it('makes keys of the documented shape: cz_live_ and 32 random bytes, stored as their SHA-256', () => {
    const made = newApiKey();
    expect(made.key).toMatch(/^cz_live_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(made.key.slice(apiKeyPrefix.length), 'base64url')).toHaveLength(32);
    expect(made.prefix).toBe(made.key.slice(0, 12));
    expect(made.keyHash).toBe(apiKeyHash(made.key));
    expect(made.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(newApiKey().key).not.toBe(made.key);
    expect(isApiKeyShape(made.key)).toBe(true);
    for (const bad of ['', 'cz_live_', `${made.key}x`, made.key.slice(1), `cz_test_${made.key.slice(8)}`]) {
      expect(isApiKeyShape(bad), bad).toBe(false);
    }
  });

  it('creates a key shown once, lists it without its secret, and revokes it', async () => {
    const user = await makeUser(testDb.db);
    const caller = callerFor(testDb.db, user);
    expect(await caller.keys.list()).toEqual([]);
    const created = await caller.keys.create({ name: '  My calendar app  ' });
    expect(created).toMatchObject({ name: 'My calendar app', prefix: created.key.slice(0, 12) });
    expect(isApiKeyShape(created.key)).toBe(true);

    const listed = await caller.keys.list();
    expect(listed).toEqual([
      {
        id: created.id,
        name: 'My calendar app',
        prefix: created.prefix,
        createdAt: created.createdAt,
        lastUsedAt: null,
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain(created.key.slice(12));

    await caller.keys.delete({ id: created.id });
    expect(await caller.keys.list()).toEqual([]);
    await expectTRPCError(caller.keys.delete({ id: created.id }), 'NOT_FOUND');
    const meter = await meterApiKey(testDb.db, { keyHash: apiKeyHash(created.key), perMinute: 1, perDay: 1 });
    expect(meter.keyId).toBeNull();
  });

  it('lets nobody else list or revoke a user’s keys, and refuses them signed out', async () => {
    const owner = callerFor(testDb.db, await makeUser(testDb.db));
    const other = callerFor(testDb.db, await makeUser(testDb.db));
    const created = await owner.keys.create({ name: 'mine' });
    expect(await other.keys.list()).toEqual([]);
    await expectTRPCError(other.keys.delete({ id: created.id }), 'NOT_FOUND');
    expect(await owner.keys.list()).toHaveLength(1);

    const anonymous = callerFor(testDb.db, null);
    await expectTRPCError(anonymous.keys.list(), 'UNAUTHORIZED');
    await expectTRPCError(anonymous.keys.create({ name: 'x' }), 'UNAUTHORIZED');
    await expectTRPCError(anonymous.keys.delete({ id: created.id }), 'UNAUTHORIZED');
    await expectTRPCError(anonymous.keys.usage(), 'UNAUTHORIZED');
  });

  it('refuses a blank or overlong name, naming the field', async () => {
    const caller = callerFor(testDb.db, await makeUser(testDb.db));
    const blank = await expectTRPCError(caller.keys.create({ name: '   ' }), 'BAD_REQUEST');
    expect(blank.message).toContain('name');
    await expectTRPCError(caller.keys.create({ name: 'x'.repeat(101) }), 'BAD_REQUEST');
    expect(await caller.keys.list()).toEqual([]);
  });

  it(`refuses an account's key past ${maxApiKeysPerUser}, with 409 naming the limit`, async () => {
    const caller = callerFor(testDb.db, await makeUser(testDb.db));
    for (let index = 0; index < maxApiKeysPerUser; index += 1)
      await caller.keys.create({ name: `key ${index}` });
    const refused = await expectTRPCError(caller.keys.create({ name: 'one too many' }), 'CONFLICT');
    expect(refused.message).toBe(
      `An account holds at most ${maxApiKeysPerUser} API keys: revoke one to make another`,
    );
    const keys = await caller.keys.list();
    expect(keys).toHaveLength(maxApiKeysPerUser);
    await caller.keys.delete({ id: keys[0]?.id ?? 0 });
    await caller.keys.create({ name: 'a new one' });
  });

  it('answers each key’s requests over the last 30 days, oldest first, with the limits in force', async () => {
    const user = await makeUser(testDb.db);
    const now = new Date('2026-11-30T12:00:00Z');
    const ctx = createContextInner({
      db: testDb.db,
      user,
      now: () => now,
      keyQuota: { perMinute: 60, perDay: 0 },
    });
    const caller = createCaller(ctx);
    const first = await caller.keys.create({ name: 'first' });
    const second = await caller.keys.create({ name: 'second' });
    await testDb.db.insert(apiKeyUsage).values([
      { keyId: first.id, day: '2026-11-30', count: 12 },
      { keyId: first.id, day: '2026-11-01', count: 3 },
      // Before the 30 days: not in the answer.
      { keyId: first.id, day: '2026-10-31', count: 99 },
      { keyId: second.id, day: '2026-11-15', count: 5 },
    ]);
    const usage = await caller.keys.usage();
    expect(usage.days).toHaveLength(30);
    expect(usage.days[0]).toBe('2026-11-01');
    expect(usage.days.at(-1)).toBe('2026-11-30');
    expect(usage.perMinute).toBe(60);
    expect(usage.perDay).toBeNull();
    const firstDays = usage.keys.find((key) => key.id === first.id)?.requests ?? [];
    expect(firstDays[0]).toBe(3);
    expect(firstDays[29]).toBe(12);
    expect(firstDays.reduce((sum, n) => sum + n, 0)).toBe(15);
    expect(usage.keys.find((key) => key.id === second.id)?.requests[14]).toBe(5);
    // Another user sees none of it.
    const other = callerFor(testDb.db, await makeUser(testDb.db));
    expect((await other.keys.usage()).keys).toEqual([]);
  });

  it('lists the keys, never the keys themselves, in the export', async () => {
    const caller = callerFor(testDb.db, await makeUser(testDb.db));
    const created = await caller.keys.create({ name: 'exported' });
    const exported = await readExport(await caller.user.exportMe());
    expect(exported.apiKeys).toEqual([expect.objectContaining({ id: created.id, name: 'exported' })]);
    expect(JSON.stringify(exported)).not.toContain(created.key);
  });

  it('meters every public query but the calendar feed, and nothing else', () => {
    const table = procedureTable(appRouter);
    const metered = [...table.values()].filter((rule) => rule.metered).map((rule) => rule.path);
    expect(metered).toContain('horoscope.daily');
    expect(metered).toContain('signs.list');
    expect(metered).not.toContain('feeds.sign');
    for (const rule of table.values()) {
      if (rule.metered) expect(rule.access === 'public' && rule.type === 'query', rule.path).toBe(true);
    }
  });
});
