import { listChecksAsCaller, listReadingsAsCaller, type User } from '@celtic/db';
import { describe, expect, it } from 'vitest';
import { idempotencyOf } from './idempotency';
import { callerFor, expectTRPCError, makeUser, useTestDb } from './test/helpers';

const testDb = useTestDb();
const readingsOf = async (user: User) =>
  (await listReadingsAsCaller(testDb.db, { uid: user.firebaseUid, owner: null, limit: 10 })).rows;
const checksOf = async (user: User) =>
  (await listChecksAsCaller(testDb.db, { uid: user.firebaseUid, owner: null, limit: 10 })).rows;

describe('idempotency keys on the creating writes', () => {
  it('answers a repeated reading save with the first reading and stores one row', async () => {
    const user = await makeUser(testDb.db);
    const caller = callerFor(testDb.db, user);
    const input = { content: 'The day ahead', zodiacSign: 'Stag', idempotencyKey: 'save-1' };
    const first = await caller.readings.create(input);
    // The same request in another letter case and field order is the same request.
    const again = await caller.readings.create({
      zodiacSign: 'stag',
      content: ' The day ahead ',
      isFavorite: false,
      idempotencyKey: 'save-1',
    });
    expect(again).toEqual(first);
    expect(await readingsOf(user)).toHaveLength(1);
  });

  it('answers 422 for the same key with another body, and stores nothing', async () => {
    const user = await makeUser(testDb.db);
    const caller = callerFor(testDb.db, user);
    await caller.readings.create({ content: 'one', zodiacSign: 'Cat', idempotencyKey: 'k' });
    const error = await expectTRPCError(
      caller.readings.create({ content: 'two', zodiacSign: 'Cat', idempotencyKey: 'k' }),
      'UNPROCESSABLE_CONTENT',
    );
    expect(error.message).toBe('Idempotency-Key was already used with a different request');
    await expectTRPCError(
      caller.compatibility.check({ firstSign: 'Cat', secondSign: 'Wolf', idempotencyKey: 'k' }),
      'UNPROCESSABLE_CONTENT',
    );
    expect(await readingsOf(user)).toHaveLength(1);
    expect(await checksOf(user)).toEqual([]);
  });

  it('keeps one user’s key apart from another’s', async () => {
    const [a, b] = [await makeUser(testDb.db), await makeUser(testDb.db)];
    const input = { content: 'same', zodiacSign: 'Wren', idempotencyKey: 'shared-key' };
    const mine = await callerFor(testDb.db, a).readings.create(input);
    const theirs = await callerFor(testDb.db, b).readings.create(input);
    expect(theirs.userId).toBe(b.id);
    expect(theirs.id).not.toBe(mine.id);
  });

  it('answers a repeated compatibility check with the first record', async () => {
    const user = await makeUser(testDb.db);
    const caller = callerFor(testDb.db, user);
    const input = { firstSign: 'Wolf', secondSign: 'Swan', idempotencyKey: 'check-1' };
    const first = await caller.compatibility.check(input);
    expect(await caller.compatibility.check(input)).toEqual(first);
    expect(await checksOf(user)).toHaveLength(1);
    // Without a key every call is a new check: the history lists the pair's latest.
    const again = await caller.compatibility.check({ firstSign: 'Wolf', secondSign: 'Swan' });
    expect(again.id).not.toBe(first.id);
    expect((await checksOf(user)).map((c) => c.id)).toEqual([again.id]);
  });

  it('refuses a malformed key naming the field', async () => {
    const caller = callerFor(testDb.db, await makeUser(testDb.db));
    for (const idempotencyKey of ['', 'has space', 'x'.repeat(256), 'é']) {
      const error = await expectTRPCError(
        caller.readings.create({ content: 'x', zodiacSign: 'Stag', idempotencyKey }),
        'BAD_REQUEST',
      );
      expect(error.message).toMatch(/^idempotencyKey: Expected 1 to 255 visible ASCII characters/);
    }
  });

  it('digests the parsed request whatever the order of its fields', () => {
    const a = idempotencyOf('readings.create', 'k', { content: 'x', zodiacSign: 'Stag', isFavorite: false });
    const b = idempotencyOf('readings.create', 'k', { isFavorite: false, zodiacSign: 'Stag', content: 'x' });
    const c = idempotencyOf('readings.create', 'k', { isFavorite: true, zodiacSign: 'Stag', content: 'x' });
    expect(a).toEqual(b);
    expect(a?.requestHash).not.toBe(c?.requestHash);
    expect(idempotencyOf('readings.create', undefined, {})).toBeUndefined();
  });
});
