import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdempotencyKeyReusedError, IdempotentRowDeletedError } from '../errors';
import type { User } from '../schema';
import { makeUser, rowsOf, type TestDb, testDrivers } from '../test/helpers';
import { createCheckAsCaller, listChecksAsCaller } from './checks';
import type { Idempotency } from './idempotency';
import { createReadingAsCaller, listReadingsAsCaller } from './readings';

const keyed = (key: string, requestHash = 'hash-a', operation = 'readings.create'): Idempotency => ({
  key,
  operation,
  requestHash,
});

describe.each(testDrivers)('idempotent creating writes on $name', (driver) => {
  let handle: TestDb;
  let user: User;
  let other: User;
  beforeAll(async () => {
    handle = await driver.open();
    user = await makeUser(handle.db);
    other = await makeUser(handle.db);
  });
  afterAll(async () => {
    await handle.dispose();
  });

  const save = (who: User, idempotency?: Idempotency, content = 'a reading') =>
    createReadingAsCaller(handle.db, {
      uid: who.firebaseUid,
      content,
      zodiacSign: 'Stag',
      isFavorite: false,
      idempotency,
    });
  const readingsOf = async (who: User) =>
    (await listReadingsAsCaller(handle.db, { uid: who.firebaseUid, owner: null, limit: 200 })).rows;
  const checksOf = async (who: User) =>
    (await listChecksAsCaller(handle.db, { uid: who.firebaseUid, owner: null, limit: 10 })).rows;
  const keyRows = async (who: User) =>
    rowsOf<{ key: string }>(
      await handle.db.execute(sql`select key from idempotency_keys where user_id = ${who.id} order by key`),
    ).map((row) => row.key);

  it('answers a repeated key with the first row and writes nothing new', async () => {
    const before = (await readingsOf(user)).length;
    const first = await save(user, keyed('k-repeat'));
    const again = await save(user, keyed('k-repeat'));
    expect(first.replayed).toBe(false);
    expect(again.replayed).toBe(true);
    expect(again.row).toEqual(first.row);
    expect(again.caller?.id).toBe(user.id);
    expect((await readingsOf(user)).length).toBe(before + 1);
  });

  it('answers the row as it is now; once it was deleted, the key refuses and nothing holds its text', async () => {
    const first = await save(user, keyed('k-changed'), 'a secret to forget');
    const id = first.row?.id ?? 0;
    await handle.db.execute(sql`update readings set is_favorite = true where id = ${id}`);
    expect((await save(user, keyed('k-changed'))).row).toEqual({ ...first.row, isFavorite: true });

    await handle.db.execute(sql`delete from readings where id = ${id}`);
    await expect(save(user, keyed('k-changed'))).rejects.toBeInstanceOf(IdempotentRowDeletedError);
    // Nothing was written again, and no stored key holds the deleted text.
    expect((await readingsOf(user)).map((row) => row.id)).not.toContain(id);
    const keys = await handle.db.execute(sql`select * from idempotency_keys`);
    expect(JSON.stringify(keys)).not.toContain('a secret to forget');
  });

  it('refuses the same key with another body or another operation, storing nothing', async () => {
    await save(user, keyed('k-body'));
    const count = (await readingsOf(user)).length;
    await expect(save(user, keyed('k-body', 'hash-b'))).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
    await expect(
      createCheckAsCaller(handle.db, {
        uid: user.firebaseUid,
        firstSign: 'Stag',
        secondSign: 'Cat',
        compatibilityScore: 70,
        compatibilityDetails: '{}',
        idempotency: keyed('k-body', 'hash-a', 'compatibility.check'),
      }),
    ).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
    expect((await readingsOf(user)).length).toBe(count);
    expect(await checksOf(user)).toEqual([]);
  });

  it('keeps keys per user: another user’s same key is a new write', async () => {
    const mine = await save(user, keyed('k-shared'));
    const theirs = await save(other, keyed('k-shared'));
    expect(theirs.replayed).toBe(false);
    expect(theirs.row?.userId).toBe(other.id);
    expect(theirs.row?.id).not.toBe(mine.row?.id);
  });

  it('writes every time without a key', async () => {
    const before = (await readingsOf(other)).length;
    await save(other);
    await save(other);
    expect((await readingsOf(other)).length).toBe(before + 2);
  });

  it('treats a key older than 24 hours as new and drops the caller’s other expired keys', async () => {
    const first = await save(user, keyed('k-old'));
    await save(user, keyed('k-stale'));
    await handle.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '25 hours'
        where user_id = ${user.id} and key in ('k-old', 'k-stale')`,
    );
    const later = await save(user, keyed('k-old', 'hash-other'));
    expect(later.replayed).toBe(false);
    expect(later.row?.id).not.toBe(first.row?.id);
    const keys = await keyRows(user);
    expect(keys).toContain('k-old');
    expect(keys).not.toContain('k-stale');
    expect((await save(user, keyed('k-old', 'hash-other'))).row).toEqual(later.row);
  });

  it('stores one row when many requests race on one key', async () => {
    const fresh = await makeUser(handle.db);
    const results = await Promise.all(Array.from({ length: 8 }, () => save(fresh, keyed('k-race'), 'raced')));
    const rows = await readingsOf(fresh);
    expect(rows).toHaveLength(1);
    for (const result of results) expect(result.row).toEqual(rows[0]);
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
  });

  it('replays a compatibility check with its stored score and details', async () => {
    const check = (idempotency: Idempotency) =>
      createCheckAsCaller(handle.db, {
        uid: other.firebaseUid,
        firstSign: 'Wolf',
        secondSign: 'Swan',
        compatibilityScore: 81,
        compatibilityDetails: '{"description":"d"}',
        idempotency,
      });
    const first = await check(keyed('c-1', 'h', 'compatibility.check'));
    const again = await check(keyed('c-1', 'h', 'compatibility.check'));
    expect(again).toEqual({ ...first, replayed: true });
    expect(await checksOf(other)).toHaveLength(1);
  });
});
