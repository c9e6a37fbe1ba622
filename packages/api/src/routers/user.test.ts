import { callerByUid, upsertUserOnSignIn } from '@celtic/db';
import { describe, expect, it } from 'vitest';
import { callerFor, expectTRPCError, makeUser, readExport, useTestDb } from '../test/helpers';

const testDb = useTestDb();

describe('user', () => {
  it('me answers the caller profile with ISO dates', async () => {
    const user = await makeUser(testDb.db, { displayName: 'Brigid' });
    const profile = await callerFor(testDb.db, user).user.me();
    expect(profile).toEqual({
      id: user.id,
      firebaseUid: user.firebaseUid,
      username: 'Brigid',
      email: user.email,
      displayName: 'Brigid',
      photoUrl: null,
      role: 'user',
      zodiacSign: null,
      signSetAt: null,
      locale: null,
      createdAt: user.createdAt,
      lastLoginAt: user.lastLoginAt,
    });
  });

  it('every procedure needs a signed-in caller', async () => {
    const anonymous = callerFor(testDb.db, null);
    await expectTRPCError(anonymous.user.me(), 'UNAUTHORIZED');
    await expectTRPCError(anonymous.user.role({ uid: 'x' }), 'UNAUTHORIZED');
    await expectTRPCError(anonymous.user.deletedCheck({ uid: 'x' }), 'UNAUTHORIZED');
    await expectTRPCError(anonymous.user.updateZodiac({ id: 'me', zodiacSign: 'Stag' }), 'UNAUTHORIZED');
    await expectTRPCError(anonymous.user.setLocale({ locale: 'es' }), 'UNAUTHORIZED');
  });

  it('setLocale stores the language, which me and the export then carry; one we do not write in is refused', async () => {
    const user = await makeUser(testDb.db);
    const caller = callerFor(testDb.db, user);
    expect(await caller.user.setLocale({ locale: 'es' })).toMatchObject({ id: user.id, locale: 'es' });
    expect((await caller.user.me()).locale).toBe('es');
    expect((await callerFor(testDb.db, user).user.setLocale({ locale: 'de' })).locale).toBe('de');
    expect((await readExport(await caller.user.exportMe())).profile.locale).toBe('de');
    const error = await expectTRPCError(caller.user.setLocale({ locale: 'fr' as 'en' }), 'BAD_REQUEST');
    expect(error.message).toBe('locale: Unsupported language "fr": use one of en, es, de');
    expect((await callerByUid(testDb.db, user.firebaseUid)).caller?.locale).toBe('de');
  });

  it('updateZodiac sets the sign case-insensitively, then clears it with null', async () => {
    const user = await makeUser(testDb.db);
    const caller = callerFor(testDb.db, user);
    const set = await caller.user.updateZodiac({
      id: 'me',
      zodiacSign: 'seahorse',
      firebaseUid: user.firebaseUid,
    });
    expect(set).toMatchObject({ id: user.id, zodiacSign: 'Seahorse' });
    expect((await callerByUid(testDb.db, user.firebaseUid)).caller?.zodiacSign).toBe('Seahorse');

    const cleared = await caller.user.updateZodiac({ id: String(user.id), zodiacSign: null });
    expect(cleared.zodiacSign).toBeNull();
    expect((await callerByUid(testDb.db, user.firebaseUid)).caller?.zodiacSign).toBeNull();
  });

  it('updateZodiac refuses unknown signs and missing values naming the field, writing nothing', async () => {
    const user = await makeUser(testDb.db);
    const caller = callerFor(testDb.db, user);
    const unknown = await expectTRPCError(
      caller.user.updateZodiac({ id: 'me', zodiacSign: 'Dragon' }),
      'BAD_REQUEST',
    );
    expect(unknown.message).toBe('zodiacSign: Unknown zodiac sign "Dragon"');
    // @ts-expect-error zodiacSign is required (null clears)
    const missing = await expectTRPCError(caller.user.updateZodiac({ id: 'me' }), 'BAD_REQUEST');
    expect(missing.message).toBe('zodiacSign: Required');
    expect((await callerByUid(testDb.db, user.firebaseUid)).caller?.zodiacSign).toBeNull();
  });

  it('updateZodiac keeps the last choice: an older one answers with the newer sign and its time', async () => {
    const user = await makeUser(testDb.db);
    const caller = callerFor(testDb.db, user);
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
    const laptop = minutesAgo(30);
    const phone = minutesAgo(10);
    expect(await caller.user.updateZodiac({ id: 'me', zodiacSign: 'Snake', chosenAt: laptop })).toMatchObject(
      {
        zodiacSign: 'Snake',
        signSetAt: laptop,
      },
    );
    expect(await caller.user.updateZodiac({ id: 'me', zodiacSign: 'Wolf', chosenAt: phone })).toMatchObject({
      zodiacSign: 'Wolf',
      signSetAt: phone,
    });
    // The laptop reports its Snake late: the answer is the phone's Wolf, which the laptop then takes.
    expect(await caller.user.updateZodiac({ id: 'me', zodiacSign: 'Snake', chosenAt: laptop })).toMatchObject(
      {
        id: user.id,
        zodiacSign: 'Wolf',
        signSetAt: phone,
      },
    );
    expect(await caller.user.me()).toMatchObject({ zodiacSign: 'Wolf', signSetAt: phone });
    // Undated (an older client, or REST by hand): now, so it wins.
    const undated = await caller.user.updateZodiac({ id: 'me', zodiacSign: 'Fox' });
    expect(undated.zodiacSign).toBe('Fox');
    expect(Date.parse(undated.signSetAt ?? '')).toBeGreaterThan(Date.parse(phone));
    // A stranger's older choice is still refused as someone else's data, not answered with the profile.
    const stranger = callerFor(testDb.db, await makeUser(testDb.db));
    await expectTRPCError(
      stranger.user.updateZodiac({ id: user.id, zodiacSign: 'Cat', chosenAt: laptop }),
      'FORBIDDEN',
    );
  });

  it('updateZodiac refuses a choice time in the future or over a year old, naming chosenAt', async () => {
    const user = await makeUser(testDb.db);
    const caller = callerFor(testDb.db, user);
    const inAnHour = new Date(Date.now() + 60 * 60_000).toISOString();
    const future = await expectTRPCError(
      caller.user.updateZodiac({ id: 'me', zodiacSign: 'Stag', chosenAt: inAnHour }),
      'BAD_REQUEST',
    );
    expect(future.message).toBe("chosenAt: In the future (more than 5 minutes ahead of the server's clock)");
    const old = await expectTRPCError(
      caller.user.updateZodiac({ id: 'me', zodiacSign: 'Stag', chosenAt: '2020-01-01T00:00:00.000Z' }),
      'BAD_REQUEST',
    );
    expect(old.message).toBe('chosenAt: Too long ago (more than a year before now)');
    const garbled = await expectTRPCError(
      caller.user.updateZodiac({ id: 'me', zodiacSign: 'Stag', chosenAt: 'yesterday' }),
      'BAD_REQUEST',
    );
    expect(garbled.message).toMatch(/^chosenAt: /);
    // A clock a minute ahead is accepted.
    const ahead = new Date(Date.now() + 60_000).toISOString();
    expect(
      (await caller.user.updateZodiac({ id: 'me', zodiacSign: 'Stag', chosenAt: ahead })).signSetAt,
    ).toBe(ahead);
  });

  it("updateZodiac on another user's id is FORBIDDEN for users and allowed for admins", async () => {
    const target = await makeUser(testDb.db);
    const stranger = callerFor(testDb.db, await makeUser(testDb.db));
    await expectTRPCError(stranger.user.updateZodiac({ id: target.id, zodiacSign: 'Cat' }), 'FORBIDDEN');
    expect((await callerByUid(testDb.db, target.firebaseUid)).caller?.zodiacSign).toBeNull();

    const admin = callerFor(testDb.db, await makeUser(testDb.db, { role: 'admin' }));
    const updated = await admin.user.updateZodiac({ id: target.id, zodiacSign: 'Cat' });
    expect(updated).toMatchObject({ id: target.id, zodiacSign: 'Cat' });
  });

  it("updateZodiac refuses a firebaseUid that is not the caller's", async () => {
    const user = await makeUser(testDb.db);
    const other = await makeUser(testDb.db);
    const call = callerFor(testDb.db, user).user.updateZodiac({
      id: 'me',
      zodiacSign: 'Cat',
      firebaseUid: other.firebaseUid,
    });
    const error = await expectTRPCError(call, 'FORBIDDEN');
    expect(error.message).toContain('firebaseUid');
  });

  it('role answers the role stored in the database, only for the own uid', async () => {
    const admin = await makeUser(testDb.db, { role: 'admin' });
    const caller = callerFor(testDb.db, admin);
    expect(await caller.user.role({ uid: admin.firebaseUid, email: 'whatever@example.com' })).toEqual({
      role: 'admin',
    });
    const other = await makeUser(testDb.db);
    const error = await expectTRPCError(caller.user.role({ uid: other.firebaseUid }), 'FORBIDDEN');
    expect(error.message).toBe('uid: Does not belong to the signed-in user');
    const empty = await expectTRPCError(caller.user.role({ uid: '' }), 'BAD_REQUEST');
    expect(empty.message).toBe('uid: Required');
  });

  it('deletedCheck is false normally, true after an admin delete, false again once a sign is chosen', async () => {
    const user = await makeUser(testDb.db);
    expect(await callerFor(testDb.db, user).user.deletedCheck({ uid: user.firebaseUid })).toEqual({
      wasDeleted: false,
    });
    const admin = callerFor(testDb.db, await makeUser(testDb.db, { role: 'admin' }));
    await admin.admin.deleteUser({ id: user.id });
    // The deleted account's own token, before any new sign-in: the one call that tells it so.
    expect(await callerFor(testDb.db, user).user.deletedCheck({ uid: user.firebaseUid })).toEqual({
      wasDeleted: true,
    });
    await expectTRPCError(callerFor(testDb.db, user).user.me(), 'UNAUTHORIZED');

    // Signing in again recreates the row; the tombstone stays until a sign is chosen.
    const returning = await upsertUserOnSignIn(testDb.db, {
      emailVerified: true,
      firebaseUid: user.firebaseUid,
      email: user.email,
    });
    expect(returning.id).not.toBe(user.id);
    const caller = callerFor(testDb.db, returning);
    expect(await caller.user.deletedCheck({ uid: user.firebaseUid })).toEqual({ wasDeleted: true });
    await caller.user.updateZodiac({ id: 'me', zodiacSign: 'Horse' });
    expect(await caller.user.deletedCheck({ uid: user.firebaseUid })).toEqual({ wasDeleted: false });

    const stranger = callerFor(testDb.db, await makeUser(testDb.db));
    await expectTRPCError(stranger.user.deletedCheck({ uid: user.firebaseUid }), 'FORBIDDEN');
  });
});
