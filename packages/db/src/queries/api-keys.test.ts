import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, apiKeyUsage } from '../schema';
import { makeUser, rowsOf, type TestDb, testDrivers } from '../test/helpers';
import {
  apiKeyUsageAsCaller,
  createApiKeyAsCaller,
  deleteApiKeyAsCaller,
  listApiKeysAsCaller,
  maxApiKeysPerUser,
  meterApiKey,
  sweepApiKeyUsage,
} from './api-keys';
import { ownDataAsCaller } from './own-data';
import { deleteSelfAsCaller } from './roles';

/** A key as the API makes it, and what is stored of it. */
function newKey(name = 'test key') {
  const key = `cz_live_${randomBytes(32).toString('base64url')}`;
  return { key, name, prefix: key.slice(0, 12), keyHash: createHash('sha256').update(key).digest('hex') };
}

const limits = { perMinute: 600, perDay: 10_000 };

describe.each(testDrivers)('API keys on $name', (driver) => {
  let handle: TestDb;
  beforeAll(async () => {
    handle = await driver.open();
  });
  afterAll(async () => {
    await handle.dispose();
  });

  it('creates, lists (never the hash) and revokes a caller’s keys, reading the caller in the same statement', async () => {
    const owner = await makeUser(handle.db);
    const made = newKey('my app');
    const created = await createApiKeyAsCaller(handle.db, { uid: owner.firebaseUid, ...made });
    expect(created).toMatchObject({ caller: { id: owner.id }, full: false });
    expect(created.key).toMatchObject({ name: 'my app', prefix: made.prefix, lastUsedAt: null });
    expect(created.key).not.toHaveProperty('keyHash');

    const listed = await listApiKeysAsCaller(handle.db, owner.firebaseUid);
    expect(listed.caller?.id).toBe(owner.id);
    expect(listed.keys).toEqual([created.key]);
    expect(JSON.stringify(listed)).not.toContain(made.keyHash);

    const stranger = await makeUser(handle.db);
    const id = created.key?.id ?? 0;
    expect(await deleteApiKeyAsCaller(handle.db, { uid: stranger.firebaseUid, id })).toMatchObject({
      caller: { id: stranger.id },
      deleted: 0,
    });
    expect(await deleteApiKeyAsCaller(handle.db, { uid: owner.firebaseUid, id })).toMatchObject({
      deleted: 1,
    });
    expect((await listApiKeysAsCaller(handle.db, owner.firebaseUid)).keys).toEqual([]);
    expect((await meterApiKey(handle.db, { keyHash: made.keyHash, ...limits })).keyId).toBeNull();
  });

  it('answers a caller of null for a uid with no account, and writes nothing', async () => {
    expect(await listApiKeysAsCaller(handle.db, 'no-such-uid')).toEqual({ caller: null, keys: [] });
    expect(await createApiKeyAsCaller(handle.db, { uid: 'no-such-uid', ...newKey() })).toEqual({
      caller: null,
      key: null,
      full: false,
    });
    expect(await deleteApiKeyAsCaller(handle.db, { uid: 'no-such-uid', id: 1 })).toEqual({
      caller: null,
      deleted: 0,
    });
  });

  it(`holds at most ${maxApiKeysPerUser} keys a user, however many creations race`, async () => {
    const owner = await makeUser(handle.db);
    const results = await Promise.all(
      Array.from({ length: maxApiKeysPerUser + 5 }, (_, index) =>
        createApiKeyAsCaller(handle.db, { uid: owner.firebaseUid, ...newKey(`key ${index}`) }),
      ),
    );
    expect(results.filter((result) => result.key !== null)).toHaveLength(maxApiKeysPerUser);
    expect(results.filter((result) => result.full)).toHaveLength(5);
    expect((await listApiKeysAsCaller(handle.db, owner.firebaseUid)).keys).toHaveLength(maxApiKeysPerUser);
    // Another user's keys are counted apart.
    const other = await makeUser(handle.db);
    expect((await createApiKeyAsCaller(handle.db, { uid: other.firebaseUid, ...newKey() })).full).toBe(false);
  });

  it('meters a keyed request in one statement: its minute, its day, and its last use at most once a minute', async () => {
    const owner = await makeUser(handle.db);
    const made = newKey();
    const { key } = await createApiKeyAsCaller(handle.db, { uid: owner.firebaseUid, ...made });
    const first = await meterApiKey(handle.db, { keyHash: made.keyHash, ...limits });
    expect(first).toMatchObject({ keyId: key?.id, minute: 1, day: 1, served: true });
    expect(first.minuteResetMs).toBeGreaterThan(50_000);
    expect(first.minuteResetMs).toBeLessThanOrEqual(60_000);
    expect(first.dayResetMs).toBeGreaterThan(0);
    expect(first.dayResetMs).toBeLessThanOrEqual(86_400_000);
    const [used] = (await listApiKeysAsCaller(handle.db, owner.firebaseUid)).keys;
    expect(used?.lastUsedAt).not.toBeNull();

    // A use within the minute does not write the key's row again.
    await handle.db.execute(
      sql`update api_keys set last_used_at = now() - interval '30 seconds' where id = ${key?.id ?? 0}`,
    );
    const before = (await listApiKeysAsCaller(handle.db, owner.firebaseUid)).keys[0]?.lastUsedAt;
    expect((await meterApiKey(handle.db, { keyHash: made.keyHash, ...limits })).minute).toBe(2);
    expect((await listApiKeysAsCaller(handle.db, owner.firebaseUid)).keys[0]?.lastUsedAt).toBe(before);
    // Past it, the next use does.
    await handle.db.execute(
      sql`update api_keys set last_used_at = now() - interval '2 minutes' where id = ${key?.id ?? 0}`,
    );
    await meterApiKey(handle.db, { keyHash: made.keyHash, ...limits });
    const after = (await listApiKeysAsCaller(handle.db, owner.firebaseUid)).keys[0]?.lastUsedAt;
    expect(Date.parse(after ?? '')).toBeGreaterThan(Date.parse(before ?? ''));
  });

  it('refuses past the minute without counting the day, and past the day without counting it further', async () => {
    const owner = await makeUser(handle.db);
    const made = newKey();
    await createApiKeyAsCaller(handle.db, { uid: owner.firebaseUid, ...made });
    const meter = () => meterApiKey(handle.db, { keyHash: made.keyHash, perMinute: 3, perDay: 5 });
    const minute = [await meter(), await meter(), await meter(), await meter()];
    expect(minute.map((m) => [m.minute, m.day, m.served])).toEqual([
      [1, 1, true],
      [2, 2, true],
      [3, 3, true],
      [4, 3, false],
    ]);
    // A new minute: two more fit in the day, then it is full.
    await handle.db.execute(
      sql`update rate_limits set window_start = now() - interval '2 minutes' where key like 'apikey:%'`,
    );
    const day = [await meter(), await meter(), await meter()];
    expect(day.map((m) => [m.minute, m.day, m.served])).toEqual([
      [1, 4, true],
      [2, 5, true],
      [3, 5, false],
    ]);
    // 0 turns a limit off.
    const off = await meterApiKey(handle.db, { keyHash: made.keyHash, perMinute: 0, perDay: 0 });
    expect(off).toMatchObject({ minute: 4, day: 6, served: true });
  });

  it('counts concurrent requests of one key exactly once each', async () => {
    const owner = await makeUser(handle.db);
    const made = newKey();
    await createApiKeyAsCaller(handle.db, { uid: owner.firebaseUid, ...made });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => meterApiKey(handle.db, { keyHash: made.keyHash, ...limits })),
    );
    expect(results.map((r) => r.minute).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(Math.max(...results.map((r) => r.day))).toBe(20);
  });

  it('lists each key’s usage by day from a date on, only the caller’s, and sweeps old days', async () => {
    const owner = await makeUser(handle.db);
    const made = newKey();
    const { key } = await createApiKeyAsCaller(handle.db, { uid: owner.firebaseUid, ...made });
    const id = key?.id ?? 0;
    await handle.db.insert(apiKeyUsage).values([
      { keyId: id, day: '2026-01-01', count: 7 },
      { keyId: id, day: '2026-02-01', count: 9 },
    ]);
    expect(
      await apiKeyUsageAsCaller(handle.db, { uid: owner.firebaseUid, from: '2026-01-15' }),
    ).toMatchObject({
      caller: { id: owner.id },
      keyIds: [id],
      days: [{ keyId: id, day: '2026-02-01', count: 9 }],
    });
    // A key without usage is listed too.
    const { key: unused } = await createApiKeyAsCaller(handle.db, { uid: owner.firebaseUid, ...newKey() });
    expect(
      (await apiKeyUsageAsCaller(handle.db, { uid: owner.firebaseUid, from: '2026-01-15' })).keyIds,
    ).toEqual([id, unused?.id]);
    const stranger = await makeUser(handle.db);
    expect(
      (await apiKeyUsageAsCaller(handle.db, { uid: stranger.firebaseUid, from: '2026-01-01' })).days,
    ).toEqual([]);
    expect(await sweepApiKeyUsage(handle.db, '2026-01-15')).toBeGreaterThanOrEqual(1);
    expect(
      (await apiKeyUsageAsCaller(handle.db, { uid: owner.firebaseUid, from: '2000-01-01' })).days,
    ).toEqual([{ keyId: id, day: '2026-02-01', count: 9 }]);
  });

  it('lists the keys (never their hash) in the owner’s export, and removes them and their usage with the account', async () => {
    const owner = await makeUser(handle.db);
    const made = newKey('exported');
    const { key } = await createApiKeyAsCaller(handle.db, { uid: owner.firebaseUid, ...made });
    await meterApiKey(handle.db, { keyHash: made.keyHash, ...limits });
    const exported = await ownDataAsCaller(handle.db, owner.firebaseUid);
    expect(exported.apiKeys).toEqual([expect.objectContaining({ id: key?.id, name: 'exported' })]);
    expect(JSON.stringify(exported.apiKeys)).not.toContain(made.keyHash);

    await deleteSelfAsCaller(handle.db, { uid: owner.firebaseUid, reason: null });
    const left = await handle.db.execute(
      sql`select (select count(*) from ${apiKeys} where id = ${key?.id ?? 0})::int as keys,
        (select count(*) from ${apiKeyUsage} where key_id = ${key?.id ?? 0})::int as usage`,
    );
    expect(rowsOf<{ keys: number; usage: number }>(left)).toEqual([{ keys: 0, usage: 0 }]);
    expect((await meterApiKey(handle.db, { keyHash: made.keyHash, ...limits })).keyId).toBeNull();
  });
});
