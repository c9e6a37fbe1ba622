import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotFoundError } from '../errors';
import { isoTimestampPattern, makeUser, type TestDb, testDrivers } from '../test/helpers';
import { listCompatibilityChecks } from './compatibility';
import { createReading, listReadings } from './readings';
import {
  deleteUser,
  deriveUsername,
  getUserByFirebaseUid,
  getUserById,
  listUsers,
  setZodiacSign,
  upsertUserOnSignIn,
  wasDeleted,
} from './users';

describe('deriveUsername', () => {
  it('prefers the display name, then the email local part, and is never empty', () => {
    expect(deriveUsername({ displayName: '  Ada Lovelace ', email: 'ada@example.com' })).toBe('Ada Lovelace');
    expect(deriveUsername({ displayName: '   ', email: 'ada.l@example.com' })).toBe('ada.l');
    expect(deriveUsername({ displayName: null, email: null })).toBe('Explorer');
    expect(deriveUsername({ email: '@example.com' })).toBe('Explorer');
  });
});

describe.each(testDrivers)('user queries on $name', (driver) => {
  let handle: TestDb;
  beforeAll(async () => {
    handle = await driver.open();
  });
  afterAll(async () => {
    await handle.dispose();
  });

  it('inserts a new user with the default role and a derived username', async () => {
    const before = Date.now();
    const user = await upsertUserOnSignIn(handle.db, {
      emailVerified: true,
      firebaseUid: 'new-user',
      email: 'morgan@example.com',
      displayName: null,
      photoUrl: 'https://example.com/p.png',
    });
    expect(user).toMatchObject({
      firebaseUid: 'new-user',
      username: 'morgan',
      email: 'morgan@example.com',
      displayName: null,
      photoUrl: 'https://example.com/p.png',
      role: 'user',
      zodiacSign: null,
    });
    expect(user.createdAt).toMatch(isoTimestampPattern);
    expect(user.lastLoginAt).toMatch(isoTimestampPattern);
    // Clocks of the test process and the database agree to well within a minute.
    expect(Math.abs(Date.parse(user.lastLoginAt ?? '') - before)).toBeLessThan(60_000);
  });

  it('refreshes the profile and last login on a later sign-in, keeping id, username and known fields', async () => {
    const first = await upsertUserOnSignIn(handle.db, {
      emailVerified: true,
      firebaseUid: 'returning',
      email: 'old@example.com',
      displayName: 'Old Name',
      photoUrl: 'https://example.com/old.png',
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await upsertUserOnSignIn(handle.db, {
      emailVerified: true,
      firebaseUid: 'returning',
      email: 'new@example.com',
      displayName: 'New Name',
    });
    expect(again.id).toBe(first.id);
    expect(again.username).toBe('Old Name');
    expect(again.email).toBe('new@example.com');
    expect(again.displayName).toBe('New Name');
    expect(again.photoUrl).toBe('https://example.com/old.png');
    expect(again.createdAt).toEqual(first.createdAt);
    expect(Date.parse(again.lastLoginAt ?? '')).toBeGreaterThan(Date.parse(first.lastLoginAt ?? ''));
  });

  it('raises the role on sign-in but never lowers it', async () => {
    const uid = 'climber';
    const signIn = (raiseRoleTo?: 'admin' | 'site_owner') =>
      upsertUserOnSignIn(handle.db, {
        emailVerified: true,
        firebaseUid: uid,
        email: 'c@example.com',
        raiseRoleTo,
      });
    expect((await signIn()).role).toBe('user');
    expect((await signIn('admin')).role).toBe('admin');
    expect((await signIn()).role).toBe('admin');
    expect((await signIn('site_owner')).role).toBe('site_owner');
    expect((await signIn('admin')).role).toBe('site_owner');
    expect((await signIn()).role).toBe('site_owner');
  });

  it('creates a listed owner directly with the raised role', async () => {
    const owner = await upsertUserOnSignIn(handle.db, {
      emailVerified: true,
      firebaseUid: 'owner',
      raiseRoleTo: 'site_owner',
    });
    expect(owner.role).toBe('site_owner');
    expect(owner.username).toBe('Explorer');
  });

  it('finds users by uid and id, and answers null for unknown ones', async () => {
    const user = await makeUser(handle.db);
    expect(await getUserByFirebaseUid(handle.db, user.firebaseUid)).toEqual(user);
    expect(await getUserById(handle.db, user.id)).toEqual(user);
    expect(await getUserByFirebaseUid(handle.db, 'nobody')).toBeNull();
    expect(await getUserById(handle.db, 999_999)).toBeNull();
  });

  it('sets and clears the zodiac sign, and throws NotFoundError for an unknown user', async () => {
    const user = await makeUser(handle.db);
    expect((await setZodiacSign(handle.db, user.id, 'Salmon')).zodiacSign).toBe('Salmon');
    expect((await getUserById(handle.db, user.id))?.zodiacSign).toBe('Salmon');
    expect((await setZodiacSign(handle.db, user.id, null)).zodiacSign).toBeNull();
    await expect(setZodiacSign(handle.db, 999_999, 'Cat')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('deletes a user with its readings and checks, and answers null for an unknown id', async () => {
    const user = await makeUser(handle.db);
    await createReading(handle.db, { userId: user.id, content: 'kept?', zodiacSign: 'Bull' });
    const deleted = await deleteUser(handle.db, user.id);
    expect(deleted).toEqual(user);
    expect(await getUserById(handle.db, user.id)).toBeNull();
    expect(await listReadings(handle.db, { userId: user.id, limit: 10 })).toEqual([]);
    expect(await listCompatibilityChecks(handle.db, { userId: user.id, limit: 10 })).toEqual([]);
    expect(await deleteUser(handle.db, user.id)).toBeNull();
  });

  it('keeps a tombstone from deletion until the returning user chooses a sign', async () => {
    const uid = 'tombstoned';
    const original = await upsertUserOnSignIn(handle.db, {
      emailVerified: true,
      firebaseUid: uid,
      email: 't@example.com',
    });
    expect(await wasDeleted(handle.db, uid)).toBe(false);

    await deleteUser(handle.db, original.id);
    expect(await wasDeleted(handle.db, uid)).toBe(true);

    // Signing in again makes a new row; the tombstone stays, so the client drops its stored sign.
    const returned = await upsertUserOnSignIn(handle.db, {
      emailVerified: true,
      firebaseUid: uid,
      email: 't@example.com',
    });
    expect(returned.id).not.toBe(original.id);
    expect(returned.zodiacSign).toBeNull();
    expect(await wasDeleted(handle.db, uid)).toBe(true);

    await setZodiacSign(handle.db, returned.id, null);
    expect(await wasDeleted(handle.db, uid)).toBe(true);
    await setZodiacSign(handle.db, returned.id, 'Swan');
    expect(await wasDeleted(handle.db, uid)).toBe(false);

    // A second deletion of the same uid writes the tombstone again.
    await deleteUser(handle.db, returned.id);
    expect(await wasDeleted(handle.db, uid)).toBe(true);
  });

  it('pages the user list newest first without gaps or duplicates', async () => {
    for (let i = 0; i < 7; i += 1) await makeUser(handle.db);
    const everyone = await listUsers(handle.db, { limit: 200 });
    const ids = everyone.map((u) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const paged: number[] = [];
    let before: number | undefined;
    for (;;) {
      const page = await listUsers(handle.db, { limit: 3, before });
      expect(page.length).toBeLessThanOrEqual(3);
      if (page.length === 0) break;
      paged.push(...page.map((u) => u.id));
      before = page.at(-1)?.id;
    }
    expect(paged).toEqual(ids);
    expect(await listUsers(handle.db, { limit: 5, before: Math.min(...ids) })).toEqual([]);
  });
});
