import { listReadingsAsCaller } from '@celtic/db';
import { describe, expect, it } from 'vitest';
import { unstorableMessage } from '../schemas/shared';
import { callerFor, expectTRPCError, makeUser, useTestDb } from '../test/helpers';

const testDb = useTestDb();

describe('readings', () => {
  it('creates a reading for the caller, normalising the sign and trimming the content', async () => {
    const user = await makeUser(testDb.db);
    const reading = await callerFor(testDb.db, user).readings.create({
      content: '  2026-11-26 A bright day.  ',
      zodiacSign: 'sTaG',
    });
    expect(reading).toMatchObject({
      userId: user.id,
      content: '2026-11-26 A bright day.',
      zodiacSign: 'Stag',
      isFavorite: false,
    });
    expect(new Date(reading.readingDate).toISOString()).toBe(reading.readingDate);
  });

  it('ignores a client-sent userId (the old payload) and saves for the caller', async () => {
    const user = await makeUser(testDb.db);
    const other = await makeUser(testDb.db);
    const input = { content: 'mine', zodiacSign: 'Wolf', isFavorite: true, userId: other.id };
    const reading = await callerFor(testDb.db, user).readings.create(input);
    expect(reading.userId).toBe(user.id);
    expect(reading.isFavorite).toBe(true);
    expect(
      (await listReadingsAsCaller(testDb.db, { uid: other.firebaseUid, owner: null, limit: 10 })).rows,
    ).toEqual([]);
  });

  it('saves a reading of a day or period once: a second save answers the first, marked as saved before', async () => {
    const user = await makeUser(testDb.db);
    const caller = callerFor(testDb.db, user);
    const reading = { zodiacSign: 'Wolf', kind: 'day', period: '2026-11-29' } as const;
    expect(await caller.readings.saved(reading)).toEqual({ reading: null });
    const first = await caller.readings.create({ ...reading, content: 'first' });
    expect(first).toMatchObject({ alreadySaved: false, kind: 'day', period: '2026-11-29', content: 'first' });
    const again = await caller.readings.create({ ...reading, content: 'in another language' });
    expect(again).toEqual({ ...first, alreadySaved: true });
    const { alreadySaved: _, ...stored } = first;
    expect(await caller.readings.saved(reading)).toEqual({ reading: stored });
    // The same sign's week is another reading; another user's save is theirs.
    const week = await caller.readings.create({
      zodiacSign: 'Wolf',
      kind: 'week',
      period: '2026-W48',
      content: 'w',
    });
    expect(week.alreadySaved).toBe(false);
    const other = await callerFor(testDb.db, await makeUser(testDb.db)).readings.saved(reading);
    expect(other).toEqual({ reading: null });
    expect(
      (await listReadingsAsCaller(testDb.db, { uid: user.firebaseUid, owner: null, limit: 10 })).rows,
    ).toHaveLength(2);
  });

  it('refuses a kind without its period, or a period not written as its kind is', async () => {
    const caller = callerFor(testDb.db, await makeUser(testDb.db));
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'day' }, 'period: Required with kind'],
      [{ period: '2026-11-29' }, 'kind: Required with period'],
      [{ kind: 'day', period: '2026-02-30' }, 'period: Expected a day written YYYY-MM-DD, e.g. 2026-11-29'],
      [
        { kind: 'week', period: '2026-11-29' },
        'period: Expected an ISO week written YYYY-Www, e.g. 2026-W48',
      ],
      [{ kind: 'month', period: '2026-13' }, 'period: Expected a month written YYYY-MM, e.g. 2026-11'],
      [{ kind: 'decade', period: '2020' }, 'kind: Expected one of day, week, month, year'],
    ];
    for (const [input, message] of cases) {
      const error = await expectTRPCError(
        caller.readings.create({ content: 'x', zodiacSign: 'Stag', ...input }),
        'BAD_REQUEST',
      );
      expect(error.message).toBe(message);
    }
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const user = await makeUser(testDb.db);
    const caller = callerFor(testDb.db, user);
    const cases: [Record<string, unknown>, string][] = [
      [{ content: 'x', zodiacSign: 'Dragon' }, 'zodiacSign: Unknown zodiac sign "Dragon"'],
      [{ content: '   ', zodiacSign: 'Stag' }, 'content: Must not be empty'],
      [{ content: 'x'.repeat(10_001), zodiacSign: 'Stag' }, 'content: Too long (at most 10000 characters)'],
      [{ zodiacSign: 'Stag' }, 'content: Required'],
      [{ content: 'x', zodiacSign: 'Stag', isFavorite: 'yes' }, 'isFavorite: Expected true or false'],
      [{ content: '\u0000', zodiacSign: 'Stag' }, `content: ${unstorableMessage}`],
      [{ content: 'half a pair \ud800', zodiacSign: 'Stag' }, `content: ${unstorableMessage}`],
      [{ content: 'ok', zodiacSign: 'St\u0000ag' }, `zodiacSign: ${unstorableMessage}`],
    ];
    for (const [input, message] of cases) {
      // @ts-expect-error deliberately malformed input
      const error = await expectTRPCError(caller.readings.create(input), 'BAD_REQUEST');
      expect(error.message).toBe(message);
    }
    expect(
      (await listReadingsAsCaller(testDb.db, { uid: user.firebaseUid, owner: null, limit: 10 })).rows,
    ).toEqual([]);
  });

  it('keeps any well-formed text exactly, the largest code points and paired surrogates included', async () => {
    const user = await makeUser(testDb.db);
    const content = 'Ogham \u{10FFFF} \u{1F319} \uFEFF é\u0301 \u202E';
    const reading = await callerFor(testDb.db, user).readings.create({ content, zodiacSign: 'Cat' });
    expect(reading.content).toBe(content);
  });

  it('accepts content of exactly 10000 characters', async () => {
    const user = await makeUser(testDb.db);
    const reading = await callerFor(testDb.db, user).readings.create({
      content: 'y'.repeat(10_000),
      zodiacSign: 'Cat',
    });
    expect(reading.content).toHaveLength(10_000);
  });

  it('names every failing field at once', async () => {
    const user = await makeUser(testDb.db);
    const call = callerFor(testDb.db, user).readings.create({ content: '', zodiacSign: 'Dragon' });
    const error = await expectTRPCError(call, 'BAD_REQUEST');
    expect(error.message).toBe('content: Must not be empty; zodiacSign: Unknown zodiac sign "Dragon"');
  });

  it('requires a signed-in caller for every procedure', async () => {
    const anonymous = callerFor(testDb.db, null);
    const calls = [
      anonymous.readings.create({ content: 'x', zodiacSign: 'Stag' }),
      anonymous.readings.toggleFavorite({ id: 1 }),
      anonymous.readings.list({ userId: 'me' }),
      anonymous.readings.delete({ id: 1 }),
    ];
    for (const call of calls) {
      const error = await expectTRPCError(call, 'UNAUTHORIZED');
      expect(error.message).toBe('Sign in required');
    }
  });

  it('toggles favorite back and forth and returns the updated reading', async () => {
    const user = await makeUser(testDb.db);
    const caller = callerFor(testDb.db, user);
    const { alreadySaved: _, ...reading } = await caller.readings.create({
      content: 'fav',
      zodiacSign: 'Hawk',
    });
    const on = await caller.readings.toggleFavorite({ id: reading.id });
    expect(on).toEqual({ ...reading, isFavorite: true });
    const off = await caller.readings.toggleFavorite({ id: reading.id });
    expect(off.isFavorite).toBe(false);
  });

  it('sets favorite to the value sent: twice the same leaves it so', async () => {
    const caller = callerFor(testDb.db, await makeUser(testDb.db));
    const reading = await caller.readings.create({ content: 'fav', zodiacSign: 'Hawk' });
    expect((await caller.readings.toggleFavorite({ id: reading.id, isFavorite: true })).isFavorite).toBe(
      true,
    );
    expect((await caller.readings.toggleFavorite({ id: reading.id, isFavorite: true })).isFavorite).toBe(
      true,
    );
    expect((await caller.readings.toggleFavorite({ id: reading.id, isFavorite: false })).isFavorite).toBe(
      false,
    );
    expect((await caller.readings.toggleFavorite({ id: reading.id, isFavorite: false })).isFavorite).toBe(
      false,
    );
    const bad = await expectTRPCError(
      // @ts-expect-error a string is no flag
      caller.readings.toggleFavorite({ id: reading.id, isFavorite: 'yes' }),
      'BAD_REQUEST',
    );
    expect(bad.message).toContain('Expected true or false');
  });

  it("answers NOT_FOUND for another user's reading and for a missing id, changing nothing", async () => {
    const owner = await makeUser(testDb.db);
    const intruder = callerFor(testDb.db, await makeUser(testDb.db));
    const reading = await callerFor(testDb.db, owner).readings.create({
      content: 'private',
      zodiacSign: 'Fox',
    });

    const foreignToggle = await expectTRPCError(
      intruder.readings.toggleFavorite({ id: reading.id }),
      'NOT_FOUND',
    );
    const missingToggle = await expectTRPCError(
      intruder.readings.toggleFavorite({ id: 2_000_000 }),
      'NOT_FOUND',
    );
    expect(foreignToggle.message).toBe(missingToggle.message);
    await expectTRPCError(intruder.readings.delete({ id: reading.id }), 'NOT_FOUND');
    await expectTRPCError(intruder.readings.delete({ id: 2_000_000 }), 'NOT_FOUND');

    const [stored] = (
      await listReadingsAsCaller(testDb.db, { uid: owner.firebaseUid, owner: null, limit: 10 })
    ).rows;
    expect(stored).toMatchObject({ id: reading.id, isFavorite: false });
  });

  it("deletes the caller's reading and returns nothing", async () => {
    const user = await makeUser(testDb.db);
    const caller = callerFor(testDb.db, user);
    const reading = await caller.readings.create({ content: 'gone soon', zodiacSign: 'Swan' });
    await expect(caller.readings.delete({ id: reading.id })).resolves.toBeUndefined();
    expect(await caller.readings.list({ userId: 'me' })).toEqual([]);
    await expectTRPCError(caller.readings.delete({ id: reading.id }), 'NOT_FOUND');
  });

  it('lists own readings newest first by "me" or own id, paged by limit and before', async () => {
    const user = await makeUser(testDb.db);
    const caller = callerFor(testDb.db, user);
    const created = [];
    for (const content of ['one', 'two', 'three']) {
      created.push(await caller.readings.create({ content, zodiacSign: 'Salmon' }));
    }
    const all = await caller.readings.list({ userId: 'me' });
    expect(all.map((r) => r.content)).toEqual(['three', 'two', 'one']);
    expect(await caller.readings.list({ userId: user.id })).toEqual(all);
    expect(await caller.readings.list({ userId: String(user.id) })).toEqual(all);

    const firstPage = await caller.readings.list({ userId: 'me', limit: 2 });
    expect(firstPage.map((r) => r.content)).toEqual(['three', 'two']);
    const lastSeen = firstPage.at(-1)?.id;
    const secondPage = await caller.readings.list({ userId: 'me', limit: 2, before: lastSeen });
    expect(secondPage.map((r) => r.content)).toEqual(['one']);
  });

  it("refuses another user's list with FORBIDDEN unless the caller is an admin or site owner", async () => {
    const owner = await makeUser(testDb.db);
    await callerFor(testDb.db, owner).readings.create({ content: 'mine', zodiacSign: 'Wren' });

    const stranger = callerFor(testDb.db, await makeUser(testDb.db));
    await expectTRPCError(stranger.readings.list({ userId: owner.id }), 'FORBIDDEN');

    for (const role of ['admin', 'site_owner'] as const) {
      const staff = callerFor(testDb.db, await makeUser(testDb.db, { role }));
      const list = await staff.readings.list({ userId: owner.id });
      expect(list.map((r) => r.content)).toEqual(['mine']);
    }
    const admin = callerFor(testDb.db, await makeUser(testDb.db, { role: 'admin' }));
    await expectTRPCError(admin.readings.list({ userId: 2_000_000 }), 'NOT_FOUND');
  });

  it('refuses malformed list parameters naming the field', async () => {
    const caller = callerFor(testDb.db, await makeUser(testDb.db));
    const cases: [Record<string, unknown>, string][] = [
      [{ userId: 'you' }, 'userId: Expected "me" or a user id'],
      [{ userId: 'me', limit: 0 }, 'limit: Expected a whole number from 1 to 200'],
      [{ userId: 'me', limit: 201 }, 'limit: Expected a whole number from 1 to 200'],
      [{ userId: 'me', limit: 'abc' }, 'limit: Expected a whole number from 1 to 200'],
      [{ userId: 'me', limit: '1.5' }, 'limit: Expected a whole number from 1 to 200'],
      [{ userId: 'me', before: '-1' }, 'before: Expected a positive whole number'],
      [{ userId: 'me', before: 1.5 }, 'before: Expected a positive whole number'],
    ];
    for (const [input, message] of cases) {
      // @ts-expect-error deliberately malformed input
      const error = await expectTRPCError(caller.readings.list(input), 'BAD_REQUEST');
      expect(error.message).toBe(message);
    }
  });
});
