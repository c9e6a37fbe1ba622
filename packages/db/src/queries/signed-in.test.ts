import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../schema';
import { isoTimestampPattern, makeUser, type TestDb, testDrivers } from '../test/helpers';
import { createReading, listReadings } from './readings';
import {
  callerByUid,
  createCheckAsCaller,
  createReadingAsCaller,
  deleteReadingAsCaller,
  deleteUserAsCaller,
  listChecksAsCaller,
  listReadingsAsCaller,
  listUsersAsCaller,
  setSignAsCaller,
  toggleFavoriteAsCaller,
} from './signed-in';
import { getUserById, upsertUserOnSignIn, wasDeleted } from './users';

describe.each(testDrivers)('statements as the caller on $name', (driver) => {
  let handle: TestDb;
  let owner: User;
  let stranger: User;
  let admin: User;
  let siteOwner: User;
  beforeAll(async () => {
    handle = await driver.open();
    owner = await makeUser(handle.db);
    stranger = await makeUser(handle.db);
    admin = await upsertUserOnSignIn(handle.db, {
      emailVerified: true,
      firebaseUid: 'admin-uid',
      raiseRoleTo: 'admin',
    });
    siteOwner = await upsertUserOnSignIn(handle.db, {
      emailVerified: true,
      firebaseUid: 'owner-uid',
      raiseRoleTo: 'site_owner',
    });
  });
  afterAll(async () => {
    await handle.dispose();
  });

  it('reads the caller by uid, with the tombstone flag; no row for an unknown uid', async () => {
    expect(await callerByUid(handle.db, owner.firebaseUid)).toEqual({ caller: owner, wasDeleted: false });
    expect(await callerByUid(handle.db, 'nobody')).toEqual({ caller: null, wasDeleted: false });
  });

  it('saves, lists newest first with keyset pages, toggles and deletes the caller’s readings', async () => {
    const uid = owner.firebaseUid;
    const first = await createReadingAsCaller(handle.db, {
      uid,
      content: 'one',
      zodiacSign: 'Stag',
      isFavorite: false,
    });
    const second = await createReadingAsCaller(handle.db, {
      uid,
      content: 'two',
      zodiacSign: 'Cat',
      isFavorite: true,
    });
    expect(first.caller).toEqual(owner);
    expect(second.row).toMatchObject({
      userId: owner.id,
      content: 'two',
      zodiacSign: 'Cat',
      isFavorite: true,
    });
    expect(second.row?.readingDate).toMatch(isoTimestampPattern);

    const page = await listReadingsAsCaller(handle.db, { uid, owner: null, limit: 10 });
    expect(page.caller).toEqual({ id: owner.id, role: owner.role });
    expect(page.ownerVisible).toBe(true);
    expect(page.rows).toEqual(await listReadings(handle.db, { userId: owner.id, limit: 10 }));
    expect(page.rows.map((row) => row.content)).toEqual(['two', 'one']);
    const later = await listReadingsAsCaller(handle.db, {
      uid,
      owner: owner.id,
      limit: 1,
      before: second.row?.id,
    });
    expect(later.rows.map((row) => row.content)).toEqual(['one']);

    const toggled = await toggleFavoriteAsCaller(handle.db, { uid, id: first.row?.id ?? 0 });
    expect(toggled.row?.isFavorite).toBe(true);
    const deleted = await deleteReadingAsCaller(handle.db, { uid, id: first.row?.id ?? 0 });
    expect(deleted.row?.id).toBe(first.row?.id);
    expect((await listReadingsAsCaller(handle.db, { uid, owner: null, limit: 10 })).rows).toHaveLength(1);
  });

  it('touches nothing of another user, and writes nothing without a caller', async () => {
    const theirs = await createReading(handle.db, {
      userId: stranger.id,
      content: 'theirs',
      zodiacSign: 'Wolf',
    });
    const uid = owner.firebaseUid;
    expect((await toggleFavoriteAsCaller(handle.db, { uid, id: theirs.id })).row).toBeNull();
    expect((await deleteReadingAsCaller(handle.db, { uid, id: theirs.id })).row).toBeNull();
    const peek = await listReadingsAsCaller(handle.db, { uid, owner: stranger.id, limit: 10 });
    expect(peek).toEqual({ caller: { id: owner.id, role: 'user' }, ownerVisible: false, rows: [] });

    const ghost = await createReadingAsCaller(handle.db, {
      uid: 'nobody',
      content: 'lost',
      zodiacSign: 'Stag',
      isFavorite: false,
    });
    expect(ghost).toEqual({ caller: null, row: null, replayed: false });
    expect(await listReadingsAsCaller(handle.db, { uid: 'nobody', owner: null, limit: 10 })).toEqual({
      caller: null,
      ownerVisible: false,
      rows: [],
    });
    expect((await listReadings(handle.db, { userId: stranger.id, limit: 10 })).map((r) => r.content)).toEqual(
      ['theirs'],
    );
  });

  it("lets an administrator read another user's lists; a missing owner is not visible", async () => {
    const uid = admin.firebaseUid;
    const page = await listReadingsAsCaller(handle.db, { uid, owner: stranger.id, limit: 10 });
    expect(page.ownerVisible).toBe(true);
    expect(page.rows.every((row) => row.userId === stranger.id)).toBe(true);
    expect(page.rows.length).toBeGreaterThan(0);
    expect(
      (await listReadingsAsCaller(handle.db, { uid, owner: 2_000_000_000, limit: 10 })).ownerVisible,
    ).toBe(false);
  });

  it('saves and lists compatibility checks the same way', async () => {
    const uid = stranger.firebaseUid;
    const saved = await createCheckAsCaller(handle.db, {
      uid,
      firstSign: 'Stag',
      secondSign: 'Wolf',
      compatibilityScore: 70,
      compatibilityDetails: '{"description":"x","strengths":[],"challenges":[]}',
    });
    expect(saved.row).toMatchObject({ userId: stranger.id, firstSign: 'Stag', compatibilityScore: 70 });
    const page = await listChecksAsCaller(handle.db, { uid, owner: null, limit: 5 });
    expect(page.rows.map((row) => row.id)).toEqual([saved.row?.id]);
    expect(page.rows[0]?.createdAt).toMatch(isoTimestampPattern);
  });

  it("sets the caller's sign and clears the tombstone; another user's only for an administrator", async () => {
    const own = await setSignAsCaller(handle.db, { uid: owner.firebaseUid, target: null, sign: 'Fox' });
    expect(own.changed?.zodiacSign).toBe('Fox');
    const refused = await setSignAsCaller(handle.db, {
      uid: owner.firebaseUid,
      target: stranger.id,
      sign: 'Fox',
    });
    expect(refused.changed).toBeNull();
    expect((await getUserById(handle.db, stranger.id))?.zodiacSign).toBeNull();
    const byAdmin = await setSignAsCaller(handle.db, {
      uid: admin.firebaseUid,
      target: stranger.id,
      sign: 'Hawk',
    });
    expect(byAdmin.changed?.zodiacSign).toBe('Hawk');
    const missing = await setSignAsCaller(handle.db, {
      uid: admin.firebaseUid,
      target: 2_000_000_000,
      sign: 'Hawk',
    });
    expect(missing).toMatchObject({ target: null, changed: null });
  });

  it('lists users only for an administrator, and deletes only what an administrator may', async () => {
    expect((await listUsersAsCaller(handle.db, { uid: owner.firebaseUid, limit: 10 })).rows).toEqual([]);
    const listed = await listUsersAsCaller(handle.db, { uid: admin.firebaseUid, limit: 2 });
    expect(listed.rows.map((user) => user.id)).toEqual([siteOwner.id, admin.id]);

    const byUser = await deleteUserAsCaller(handle.db, { uid: owner.firebaseUid, id: stranger.id });
    expect(byUser.changed).toBeNull();
    const ofOwner = await deleteUserAsCaller(handle.db, { uid: admin.firebaseUid, id: siteOwner.id });
    expect(ofOwner).toMatchObject({ target: { role: 'site_owner' }, changed: null });
    const self = await deleteUserAsCaller(handle.db, { uid: admin.firebaseUid, id: admin.id });
    expect(self.changed).toBeNull();

    const done = await deleteUserAsCaller(handle.db, { uid: admin.firebaseUid, id: stranger.id });
    expect(done.changed?.id).toBe(stranger.id);
    expect(await getUserById(handle.db, stranger.id)).toBeNull();
    expect((await callerByUid(handle.db, stranger.firebaseUid)).caller).toBeNull();
    expect(await wasDeleted(handle.db, stranger.firebaseUid)).toBe(true);
    expect(await listReadings(handle.db, { userId: stranger.id, limit: 10 })).toEqual([]);
  });
});
