import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../schema';
import { isoTimestampPattern, makeUser, type TestDb, testDrivers } from '../test/helpers';
import { createReading, deleteReading, listReadings, toggleFavorite } from './readings';

describe.each(testDrivers)('reading queries on $name', (driver) => {
  let handle: TestDb;
  let owner: User;
  let stranger: User;
  beforeAll(async () => {
    handle = await driver.open();
    owner = await makeUser(handle.db);
    stranger = await makeUser(handle.db);
  });
  afterAll(async () => {
    await handle.dispose();
  });

  it('creates a reading with defaults filled in', async () => {
    const before = Date.now();
    const reading = await createReading(handle.db, {
      userId: owner.id,
      content: 'Today: the birch bends.',
      zodiacSign: 'Stag',
    });
    expect(reading).toMatchObject({
      userId: owner.id,
      content: 'Today: the birch bends.',
      zodiacSign: 'Stag',
      isFavorite: false,
    });
    expect(reading.readingDate).toMatch(isoTimestampPattern);
    expect(Math.abs(Date.parse(reading.readingDate) - before)).toBeLessThan(60_000);
    const favorite = await createReading(handle.db, {
      userId: owner.id,
      content: 'x',
      zodiacSign: 'Cat',
      isFavorite: true,
    });
    expect(favorite.isFavorite).toBe(true);
  });

  it('toggles the favorite flag for the owner only', async () => {
    const reading = await createReading(handle.db, {
      userId: owner.id,
      content: 'toggle',
      zodiacSign: 'Fox',
    });
    const on = await toggleFavorite(handle.db, { id: reading.id, userId: owner.id });
    expect(on).toEqual({ ...reading, isFavorite: true });
    expect((await toggleFavorite(handle.db, { id: reading.id, userId: owner.id }))?.isFavorite).toBe(false);
    expect(await toggleFavorite(handle.db, { id: reading.id, userId: stranger.id })).toBeNull();
    expect(await toggleFavorite(handle.db, { id: 999_999, userId: owner.id })).toBeNull();
  });

  it('flips once per call even when toggled concurrently', async () => {
    const reading = await createReading(handle.db, { userId: owner.id, content: 'race', zodiacSign: 'Fox' });
    await Promise.all(
      Array.from({ length: 5 }, () => toggleFavorite(handle.db, { id: reading.id, userId: owner.id })),
    );
    const [latest] = await listReadings(handle.db, { userId: owner.id, limit: 1, before: reading.id + 1 });
    expect(latest?.isFavorite).toBe(true);
  });

  it('deletes only the owner’s reading', async () => {
    const reading = await createReading(handle.db, { userId: owner.id, content: 'bye', zodiacSign: 'Wolf' });
    expect(await deleteReading(handle.db, { id: reading.id, userId: stranger.id })).toBe(false);
    expect(await deleteReading(handle.db, { id: reading.id, userId: owner.id })).toBe(true);
    expect(await deleteReading(handle.db, { id: reading.id, userId: owner.id })).toBe(false);
    const ids = (await listReadings(handle.db, { userId: owner.id, limit: 200 })).map((r) => r.id);
    expect(ids).not.toContain(reading.id);
  });

  it('lists one user’s readings newest first, paged without gaps or duplicates', async () => {
    const user = await makeUser(handle.db);
    const created: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      created.push(
        (await createReading(handle.db, { userId: user.id, content: `r${i}`, zodiacSign: 'Wren' })).id,
      );
      // Interleave another user's rows so the filter matters.
      await createReading(handle.db, { userId: stranger.id, content: `s${i}`, zodiacSign: 'Wren' });
    }
    const newestFirst = [...created].reverse();
    expect((await listReadings(handle.db, { userId: user.id, limit: 200 })).map((r) => r.id)).toEqual(
      newestFirst,
    );

    const paged: number[] = [];
    let before: number | undefined;
    for (;;) {
      const page = await listReadings(handle.db, { userId: user.id, limit: 4, before });
      if (page.length === 0) break;
      expect(page.every((r) => r.userId === user.id)).toBe(true);
      paged.push(...page.map((r) => r.id));
      before = page.at(-1)?.id;
    }
    expect(paged).toEqual(newestFirst);
    expect((await listReadings(handle.db, { userId: user.id, limit: 2 })).map((r) => r.id)).toEqual(
      newestFirst.slice(0, 2),
    );
  });
});
