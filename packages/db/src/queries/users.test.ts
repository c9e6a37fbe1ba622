import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, readings } from '../schema';
import { isoTimestampPattern, makeUser, type TestDb, testDrivers } from '../test/helpers';
import { callerByUid } from './caller';
import { createReadingAsCaller } from './readings';
import { deleteSelfAsCaller } from './roles';
import {
  deleteUserAsCaller,
  deriveUsername,
  listUsersAsCaller,
  setLocaleAsCaller,
  setSignAsCaller,
  upsertUserOnSignIn,
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

  it('reads the caller by uid, with the tombstone flag; no row for an unknown uid', async () => {
    const user = await makeUser(handle.db);
    expect(await callerByUid(handle.db, user.firebaseUid)).toEqual({ caller: user, wasDeleted: false });
    expect(await callerByUid(handle.db, 'nobody')).toEqual({ caller: null, wasDeleted: false });
  });

  it("flags only the caller's own tombstone: another account's deletion leaves everyone else as they were", async () => {
    const stayer = await makeUser(handle.db);
    const leaver = await makeUser(handle.db);
    expect((await deleteSelfAsCaller(handle.db, { uid: leaver.firebaseUid, reason: null })).deleted).toEqual(
      leaver,
    );
    expect(await callerByUid(handle.db, stayer.firebaseUid)).toEqual({ caller: stayer, wasDeleted: false });
    // The deleted account's token, before any new sign-in: no row, and the flag says why.
    expect(await callerByUid(handle.db, leaver.firebaseUid)).toEqual({ caller: null, wasDeleted: true });
    // The leaver signs in again after the deletion: a new row, and the flag says the old one was deleted.
    const back = await upsertUserOnSignIn(handle.db, {
      firebaseUid: leaver.firebaseUid,
      emailVerified: false,
      authTime: Math.ceil(Date.now() / 1000) + 5,
    });
    expect(await callerByUid(handle.db, leaver.firebaseUid)).toEqual({ caller: back, wasDeleted: true });
  });

  it("stores the caller's language (none at first), refuses one we do not write in, and nothing for no row", async () => {
    const user = await makeUser(handle.db);
    const other = await makeUser(handle.db);
    expect(user.locale).toBeNull();
    const { caller } = await setLocaleAsCaller(handle.db, { uid: user.firebaseUid, locale: 'es' });
    expect(caller).toEqual({ ...user, locale: 'es' });
    expect((await callerByUid(handle.db, user.firebaseUid)).caller?.locale).toBe('es');
    expect((await callerByUid(handle.db, other.firebaseUid)).caller?.locale).toBeNull();
    expect(await setLocaleAsCaller(handle.db, { uid: 'nobody', locale: 'de' })).toEqual({ caller: null });
    await expect(
      setLocaleAsCaller(handle.db, { uid: user.firebaseUid, locale: 'EN' as 'en' }),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/users_locale_check/) } });
  });

  it("sets and clears the caller's sign; another user's only for an administrator", async () => {
    const user = await makeUser(handle.db);
    const stranger = await makeUser(handle.db);
    const admin = await upsertUserOnSignIn(handle.db, {
      emailVerified: true,
      firebaseUid: 'sign-admin',
      raiseRoleTo: 'admin',
    });
    const own = await setSignAsCaller(handle.db, { uid: user.firebaseUid, target: null, sign: 'Salmon' });
    expect(own).toMatchObject({
      caller: { id: user.id },
      target: { zodiacSign: null },
      changed: { zodiacSign: 'Salmon' },
    });
    expect((await callerByUid(handle.db, user.firebaseUid)).caller?.zodiacSign).toBe('Salmon');
    const cleared = await setSignAsCaller(handle.db, { uid: user.firebaseUid, target: user.id, sign: null });
    expect(cleared.changed?.zodiacSign).toBeNull();

    const refused = await setSignAsCaller(handle.db, {
      uid: user.firebaseUid,
      target: stranger.id,
      sign: 'Fox',
    });
    expect(refused.changed).toBeNull();
    expect((await callerByUid(handle.db, stranger.firebaseUid)).caller?.zodiacSign).toBeNull();
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
    expect(await setSignAsCaller(handle.db, { uid: 'nobody', target: null, sign: 'Hawk' })).toEqual({
      caller: null,
      target: null,
      changed: null,
    });
  });

  it('keeps the last choice of sign: an older one, from a device that chose earlier, changes nothing', async () => {
    const user = await makeUser(handle.db);
    const uid = user.firebaseUid;
    const laptop = await setSignAsCaller(handle.db, {
      uid,
      target: null,
      sign: 'Snake',
      setAt: '2026-11-20T10:00:00.000Z',
    });
    expect(laptop.changed).toMatchObject({ zodiacSign: 'Snake', signSetAt: '2026-11-20T10:00:00.000Z' });
    const phone = await setSignAsCaller(handle.db, {
      uid,
      target: null,
      sign: 'Wolf',
      setAt: '2026-11-21T09:30:00.000Z',
    });
    expect(phone.changed).toMatchObject({ zodiacSign: 'Wolf', signSetAt: '2026-11-21T09:30:00.000Z' });

    // The laptop's Snake again, dated when it was chosen: the phone's later Wolf stays.
    const stale = await setSignAsCaller(handle.db, {
      uid,
      target: null,
      sign: 'Snake',
      setAt: '2026-11-20T10:00:00.000Z',
    });
    expect(stale.changed).toBeNull();
    expect(stale.target).toMatchObject({ zodiacSign: 'Wolf', signSetAt: '2026-11-21T09:30:00.000Z' });
    expect((await callerByUid(handle.db, uid)).caller).toMatchObject({ zodiacSign: 'Wolf' });

    // A clearing is a choice too, dated the same way; the same date again is taken (a repeated send).
    const cleared = await setSignAsCaller(handle.db, {
      uid,
      target: null,
      sign: null,
      setAt: '2026-11-22T08:00:00.000Z',
    });
    expect(cleared.changed).toMatchObject({ zodiacSign: null, signSetAt: '2026-11-22T08:00:00.000Z' });
    const again = await setSignAsCaller(handle.db, {
      uid,
      target: null,
      sign: null,
      setAt: '2026-11-22T08:00:00.000Z',
    });
    expect(again.changed).not.toBeNull();

    // Undated: now, to the millisecond, so it beats every earlier date.
    const before = Date.now();
    const undated = await setSignAsCaller(handle.db, { uid, target: null, sign: 'Hawk' });
    const at = Date.parse(undated.changed?.signSetAt ?? '');
    expect(undated.changed?.zodiacSign).toBe('Hawk');
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(undated.changed?.signSetAt).toMatch(/\.\d{3}Z$/);
    const sentBack = await setSignAsCaller(handle.db, {
      uid,
      target: null,
      sign: 'Hawk',
      setAt: undated.changed?.signSetAt ?? null,
    });
    expect(sentBack.changed?.signSetAt).toBe(undated.changed?.signSetAt);
  });

  it('keeps a tombstone from deletion until the returning user chooses a sign', async () => {
    const uid = 'tombstoned';
    const original = await upsertUserOnSignIn(handle.db, {
      emailVerified: true,
      firebaseUid: uid,
      email: 't@example.com',
    });
    expect((await callerByUid(handle.db, uid)).wasDeleted).toBe(false);

    expect((await deleteSelfAsCaller(handle.db, { uid, reason: null })).deleted?.id).toBe(original.id);
    expect((await callerByUid(handle.db, uid)).wasDeleted).toBe(true);

    // Signing in again makes a new row; the tombstone stays, so the client drops its stored sign.
    const returned = await upsertUserOnSignIn(handle.db, {
      emailVerified: true,
      firebaseUid: uid,
      email: 't@example.com',
    });
    expect(returned.id).not.toBe(original.id);
    expect(returned.zodiacSign).toBeNull();
    expect((await callerByUid(handle.db, uid)).wasDeleted).toBe(true);

    await setSignAsCaller(handle.db, { uid, target: null, sign: null });
    expect((await callerByUid(handle.db, uid)).wasDeleted).toBe(true);
    await setSignAsCaller(handle.db, { uid, target: null, sign: 'Swan' });
    expect((await callerByUid(handle.db, uid)).wasDeleted).toBe(false);
  });

  it('lists users only for an administrator, newest first, paged without gaps, searched by name or e-mail', async () => {
    const user = await makeUser(handle.db);
    const admin = await upsertUserOnSignIn(handle.db, {
      emailVerified: true,
      firebaseUid: 'list-admin',
      raiseRoleTo: 'admin',
    });
    for (let i = 0; i < 7; i += 1) await makeUser(handle.db);
    expect(await listUsersAsCaller(handle.db, { uid: user.firebaseUid, limit: 10 })).toEqual({
      caller: { id: user.id, role: 'user' },
      rows: [],
    });
    const everyone = (await listUsersAsCaller(handle.db, { uid: admin.firebaseUid, limit: 200 })).rows;
    const ids = everyone.map((u) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(everyone).toContainEqual(user);

    const paged: number[] = [];
    let before: number | undefined;
    for (;;) {
      const page = (await listUsersAsCaller(handle.db, { uid: admin.firebaseUid, limit: 3, before })).rows;
      expect(page.length).toBeLessThanOrEqual(3);
      if (page.length === 0) break;
      paged.push(...page.map((u) => u.id));
      before = page.at(-1)?.id;
    }
    expect(paged).toEqual(ids);
    const found = await listUsersAsCaller(handle.db, {
      uid: admin.firebaseUid,
      limit: 10,
      q: user.username.toUpperCase(),
    });
    expect(found.rows.map((u) => u.id)).toEqual([user.id]);
    expect(
      (await listUsersAsCaller(handle.db, { uid: admin.firebaseUid, limit: 10, q: 'no such name' })).rows,
    ).toEqual([]);
  });

  it('deletes a user only as an administrator, never a site owner or oneself, with tombstone and audit row', async () => {
    const user = await makeUser(handle.db);
    const victim = await makeUser(handle.db);
    const admin = await upsertUserOnSignIn(handle.db, {
      emailVerified: true,
      firebaseUid: 'delete-admin',
      raiseRoleTo: 'admin',
    });
    const owner = await upsertUserOnSignIn(handle.db, {
      emailVerified: true,
      firebaseUid: 'delete-owner',
      raiseRoleTo: 'site_owner',
    });
    const kept = {
      uid: victim.firebaseUid,
      content: 'kept?',
      zodiacSign: 'Bull',
      isFavorite: false,
    } as const;
    expect((await createReadingAsCaller(handle.db, kept)).row).not.toBeNull();

    expect(
      (await deleteUserAsCaller(handle.db, { uid: user.firebaseUid, id: victim.id })).changed,
    ).toBeNull();
    const ofOwner = await deleteUserAsCaller(handle.db, { uid: admin.firebaseUid, id: owner.id });
    expect(ofOwner).toMatchObject({ target: { role: 'site_owner' }, changed: null });
    expect(
      (await deleteUserAsCaller(handle.db, { uid: admin.firebaseUid, id: admin.id })).changed,
    ).toBeNull();

    const done = await deleteUserAsCaller(handle.db, { uid: admin.firebaseUid, id: victim.id });
    expect(done).toMatchObject({ caller: { id: admin.id }, target: victim, changed: victim });
    expect((await callerByUid(handle.db, victim.firebaseUid)).caller).toBeNull();
    expect((await callerByUid(handle.db, victim.firebaseUid)).wasDeleted).toBe(true);
    // The cascade: no statement of the app reads a deleted user's rows, so the table is asked directly.
    expect(await handle.db.select().from(readings).where(eq(readings.userId, victim.id))).toEqual([]);
    const audit = await handle.db.select().from(auditLog).where(eq(auditLog.targetId, victim.id));
    expect(audit).toMatchObject([
      { action: 'user_deletion', actorId: admin.id, targetName: victim.username, fromRole: 'user' },
    ]);
    expect(await deleteUserAsCaller(handle.db, { uid: admin.firebaseUid, id: victim.id })).toMatchObject({
      target: null,
      changed: null,
    });
  });
});
