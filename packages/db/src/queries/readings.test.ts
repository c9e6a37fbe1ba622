import type { SignName } from '@celtic/zodiac-core';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Reading, readings, type User } from '../schema';
import { isoTimestampPattern, makeUser, type TestDb, testDrivers } from '../test/helpers';
import {
  createReadingAsCaller,
  deleteReadingAsCaller,
  listReadingsAsCaller,
  savedReadingAsCaller,
  setFavoriteAsCaller,
} from './readings';
import { upsertUserOnSignIn } from './users';

describe.each(testDrivers)('reading statements as the caller on $name', (driver) => {
  let handle: TestDb;
  let owner: User;
  let stranger: User;
  let admin: User;
  beforeAll(async () => {
    handle = await driver.open();
    owner = await makeUser(handle.db);
    stranger = await makeUser(handle.db);
    admin = await upsertUserOnSignIn(handle.db, {
      emailVerified: true,
      firebaseUid: 'admin-uid',
      raiseRoleTo: 'admin',
    });
  });
  afterAll(async () => {
    await handle.dispose();
  });

  /** A reading saved by its owner, as the app saves one. */
  const save = async (who: User, content: string, zodiacSign: SignName): Promise<Reading> => {
    const { row } = await createReadingAsCaller(handle.db, {
      uid: who.firebaseUid,
      content,
      zodiacSign,
      isFavorite: false,
    });
    if (!row) throw new Error(`no reading saved for ${who.firebaseUid}`);
    return row;
  };
  /** The newest of the owner's readings up to `id`, as the owner's list reads it. */
  const latestUpTo = async (id: number) =>
    (await listReadingsAsCaller(handle.db, { uid: owner.firebaseUid, owner: null, limit: 1, before: id + 1 }))
      .rows[0];

  it('saves with defaults filled in, lists newest first, toggles and deletes the caller’s readings', async () => {
    const uid = owner.firebaseUid;
    const before = Date.now();
    const first = await createReadingAsCaller(handle.db, {
      uid,
      content: 'one',
      zodiacSign: 'Stag',
      isFavorite: false,
    });
    expect(first).toMatchObject({ caller: owner, replayed: false });
    expect(first.row?.readingDate).toMatch(isoTimestampPattern);
    expect(Math.abs(Date.parse(first.row?.readingDate ?? '') - before)).toBeLessThan(60_000);
    const second = await createReadingAsCaller(handle.db, {
      uid,
      content: 'two',
      zodiacSign: 'Cat',
      isFavorite: true,
    });
    expect(second.row).toMatchObject({
      userId: owner.id,
      content: 'two',
      zodiacSign: 'Cat',
      isFavorite: true,
    });

    const page = await listReadingsAsCaller(handle.db, { uid, owner: null, limit: 10 });
    expect(page.caller).toEqual({ id: owner.id, role: owner.role });
    expect(page.ownerVisible).toBe(true);
    const stored = handle.db.select().from(readings).where(eq(readings.userId, owner.id));
    expect(page.rows).toEqual(await stored.orderBy(desc(readings.id)).limit(10));
    expect(page.rows.map((row) => row.content)).toEqual(['two', 'one']);
    const later = await listReadingsAsCaller(handle.db, {
      uid,
      owner: owner.id,
      limit: 1,
      before: second.row?.id,
    });
    expect(later.rows.map((row) => row.content)).toEqual(['one']);

    const toggled = await setFavoriteAsCaller(handle.db, { uid, id: first.row?.id ?? 0, isFavorite: null });
    expect(toggled).toEqual({ caller: owner, row: { ...first.row, isFavorite: true }, replayed: false });
    const deleted = await deleteReadingAsCaller(handle.db, { uid, id: first.row?.id ?? 0 });
    expect(deleted.row?.id).toBe(first.row?.id);
    expect((await deleteReadingAsCaller(handle.db, { uid, id: first.row?.id ?? 0 })).row).toBeNull();
    expect((await listReadingsAsCaller(handle.db, { uid, owner: null, limit: 10 })).rows).toHaveLength(1);
  });

  it('flips once per call even when toggled concurrently', async () => {
    const reading = await save(owner, 'race', 'Fox');
    await Promise.all(
      Array.from({ length: 5 }, () =>
        setFavoriteAsCaller(handle.db, { uid: owner.firebaseUid, id: reading.id, isFavorite: null }),
      ),
    );
    expect((await latestUpTo(reading.id))?.isFavorite).toBe(true);
  });

  it('a favourite set twice stays set, and unset twice stays unset (a replayed request changes nothing)', async () => {
    const reading = await save(owner, 'kept', 'Salmon');
    const set = (isFavorite: boolean) =>
      setFavoriteAsCaller(handle.db, { uid: owner.firebaseUid, id: reading.id, isFavorite });
    expect((await set(true)).row?.isFavorite).toBe(true);
    expect((await set(true)).row?.isFavorite).toBe(true);
    expect((await set(false)).row?.isFavorite).toBe(false);
    expect((await set(false)).row?.isFavorite).toBe(false);
    await Promise.all(Array.from({ length: 5 }, () => set(true)));
    expect((await latestUpTo(reading.id))?.isFavorite).toBe(true);
  });

  it('touches nothing of another user, and writes nothing without a caller', async () => {
    const theirs = await save(stranger, 'theirs', 'Wolf');
    const uid = owner.firebaseUid;
    expect(await setFavoriteAsCaller(handle.db, { uid, id: theirs.id, isFavorite: true })).toEqual({
      caller: owner,
      row: null,
      replayed: false,
    });
    expect((await deleteReadingAsCaller(handle.db, { uid, id: theirs.id })).row).toBeNull();
    expect((await setFavoriteAsCaller(handle.db, { uid, id: 2_000_000, isFavorite: null })).row).toBeNull();
    const peek = await listReadingsAsCaller(handle.db, { uid, owner: stranger.id, limit: 10 });
    expect(peek).toEqual({ caller: { id: owner.id, role: 'user' }, ownerVisible: false, rows: [] });

    const ghost = await createReadingAsCaller(handle.db, {
      uid: 'nobody',
      content: 'lost',
      zodiacSign: 'Stag',
      isFavorite: false,
    });
    expect(ghost).toEqual({ caller: null, row: null, replayed: false });
    expect(await setFavoriteAsCaller(handle.db, { uid: 'nobody', id: theirs.id, isFavorite: true })).toEqual(
      ghost,
    );
    expect(await listReadingsAsCaller(handle.db, { uid: 'nobody', owner: null, limit: 10 })).toEqual({
      caller: null,
      ownerVisible: false,
      rows: [],
    });
    const strangers = await listReadingsAsCaller(handle.db, {
      uid: stranger.firebaseUid,
      owner: null,
      limit: 10,
    });
    expect(strangers.rows).toEqual([theirs]);
  });

  it("lets an administrator read another user's list; a missing owner is not visible", async () => {
    const uid = admin.firebaseUid;
    const page = await listReadingsAsCaller(handle.db, { uid, owner: stranger.id, limit: 10 });
    expect(page.ownerVisible).toBe(true);
    expect(page.rows.length).toBeGreaterThan(0);
    expect(page.rows.every((row) => row.userId === stranger.id)).toBe(true);
    expect(
      (await listReadingsAsCaller(handle.db, { uid, owner: 2_000_000_000, limit: 10 })).ownerVisible,
    ).toBe(false);
  });

  it('pages one user’s readings newest first without gaps or duplicates', async () => {
    const user = await makeUser(handle.db);
    const created: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      created.push((await save(user, `r${i}`, 'Wren')).id);
      // Interleave another user's rows so the filter matters.
      await save(stranger, `s${i}`, 'Wren');
    }
    const newestFirst = [...created].reverse();
    const paged: number[] = [];
    let before: number | undefined;
    for (;;) {
      const page = await listReadingsAsCaller(handle.db, {
        uid: user.firebaseUid,
        owner: null,
        limit: 4,
        before,
      });
      if (page.rows.length === 0) break;
      expect(page.rows.every((r) => r.userId === user.id)).toBe(true);
      paged.push(...page.rows.map((r) => r.id));
      before = page.rows.at(-1)?.id;
    }
    expect(paged).toEqual(newestFirst);
  });

  it('keeps one row per sign, kind and period: a second save writes nothing and the first is found', async () => {
    const uid = stranger.firebaseUid;
    const reading = {
      uid,
      zodiacSign: 'Wolf' as const,
      isFavorite: false,
      kind: 'day' as const,
      period: '2026-11-29',
    };
    const first = await createReadingAsCaller(handle.db, { ...reading, content: 'first' });
    expect(first.row).toMatchObject({ content: 'first', kind: 'day', period: '2026-11-29' });
    const again = await createReadingAsCaller(handle.db, { ...reading, content: 'again' });
    expect(again).toMatchObject({ caller: { id: stranger.id }, row: null });
    const found = await savedReadingAsCaller(handle.db, {
      uid,
      zodiacSign: 'Wolf',
      kind: 'day',
      period: '2026-11-29',
    });
    expect(found).toEqual({ caller: stranger, row: first.row });
    // Another period, kind, sign or person is another reading.
    const week = await createReadingAsCaller(handle.db, {
      ...reading,
      content: 'w',
      kind: 'week',
      period: '2026-W48',
    });
    expect(week.row).not.toBeNull();
    const other = await createReadingAsCaller(handle.db, {
      ...reading,
      content: 'o',
      uid: owner.firebaseUid,
    });
    expect(other.row).not.toBeNull();
    expect(
      await savedReadingAsCaller(handle.db, { uid, zodiacSign: 'Wolf', kind: 'day', period: '2026-11-30' }),
    ).toEqual({ caller: stranger, row: null });
    // Texts saved without a kind are never held to one copy.
    const plain = { uid, zodiacSign: 'Wolf' as const, isFavorite: false, content: 'plain' };
    expect((await createReadingAsCaller(handle.db, plain)).row).not.toBeNull();
    expect((await createReadingAsCaller(handle.db, plain)).row).not.toBeNull();
    await expect(
      createReadingAsCaller(handle.db, { ...reading, content: 'x', kind: 'week', period: '2026-11-29' }),
    ).rejects.toThrow();
  });
});
