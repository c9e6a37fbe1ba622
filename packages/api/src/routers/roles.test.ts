/**
 * Roles set by a site owner, the last site owner, the e-mail lists against a hand-set role, the audit trail, and
 * a user's own data. One database for the file, whose first test runs with a single site owner.
 */

import { callerByUid, createCheckAsCaller } from '@celtic/db';
import { describe, expect, it } from 'vitest';
import { signInUser } from '../sign-in';
import { callerFor, expectTRPCError, makeUser, readExport, useTestDb } from '../test/helpers';

const testDb = useTestDb();

describe('roles set on /system', () => {
  it('never leaves the service without a site owner (409), and lets a site owner step down after promoting another', async () => {
    const owner = await makeUser(testDb.db, { role: 'site_owner', displayName: 'Only Owner' });
    const asOwner = callerFor(testDb.db, owner);
    const stepDown = await expectTRPCError(
      asOwner.admin.setRole({ id: owner.id, role: 'admin' }),
      'CONFLICT',
    );
    expect(stepDown.message).toBe(
      'You are the last site owner: make another user a site owner before you step down',
    );
    const leave = await expectTRPCError(asOwner.user.deleteMe(), 'CONFLICT');
    expect(leave.message).toBe(
      'You are the last site owner: make another user a site owner before you delete your account',
    );
    expect((await callerByUid(testDb.db, owner.firebaseUid)).caller?.role).toBe('site_owner');

    const heir = await makeUser(testDb.db, { displayName: 'Heir' });
    expect(
      await asOwner.admin.setRole({ id: heir.id, role: 'site_owner', reason: 'Handover' }),
    ).toMatchObject({
      id: heir.id,
      role: 'site_owner',
      roleSetByHand: true,
    });
    expect(await asOwner.admin.setRole({ id: owner.id, role: 'admin' })).toMatchObject({ role: 'admin' });
    // The former owner's very next call is an admin's: no longer allowed to set roles.
    await expectTRPCError(asOwner.admin.setRole({ id: heir.id, role: 'user' }), 'FORBIDDEN');
    const asHeir = callerFor(testDb.db, heir);
    await expectTRPCError(asHeir.admin.setRole({ id: heir.id, role: 'premium' }), 'CONFLICT');
    await asHeir.admin.setRole({ id: owner.id, role: 'site_owner' });
  });

  it('is for site owners only: admins and users get 403 whatever they send, and nothing changes', async () => {
    const target = await makeUser(testDb.db);
    for (const caller of [await makeUser(testDb.db, { role: 'admin' }), await makeUser(testDb.db)]) {
      const refused = await expectTRPCError(
        callerFor(testDb.db, caller).admin.setRole({ id: target.id, role: 'admin' }),
        'FORBIDDEN',
      );
      expect(refused.message).toBe('Site owner role required');
      // @ts-expect-error a bad input is refused for its role before it is read
      await expectTRPCError(callerFor(testDb.db, caller).admin.setRole({ id: 'x' }), 'FORBIDDEN');
    }
    await expectTRPCError(
      callerFor(testDb.db, null).admin.setRole({ id: target.id, role: 'admin' }),
      'UNAUTHORIZED',
    );
    expect((await callerByUid(testDb.db, target.firebaseUid)).caller?.role).toBe('user');
  });

  it('refuses bad input naming the field, and an unknown user with 404', async () => {
    const owner = callerFor(testDb.db, await makeUser(testDb.db, { role: 'site_owner' }));
    const target = await makeUser(testDb.db);
    // @ts-expect-error guest is never given by hand
    const guest = await expectTRPCError(owner.admin.setRole({ id: target.id, role: 'guest' }), 'BAD_REQUEST');
    expect(guest.message).toBe('role: Expected one of user, premium, admin, site_owner');
    const long = await expectTRPCError(
      owner.admin.setRole({ id: target.id, role: 'admin', reason: 'x'.repeat(501) }),
      'BAD_REQUEST',
    );
    expect(long.message).toBe('reason: Too long (at most 500 characters)');
    const missing = await expectTRPCError(
      owner.admin.setRole({ id: 2_000_000_000, role: 'admin' }),
      'NOT_FOUND',
    );
    expect(missing.message).toBe('User not found');
    expect((await callerByUid(testDb.db, target.firebaseUid)).caller?.role).toBe('user');
  });

  it('takes effect on the next request: premium, then admin opens administration, then user closes it', async () => {
    const owner = callerFor(testDb.db, await makeUser(testDb.db, { role: 'site_owner' }));
    const person = await makeUser(testDb.db);
    const asPerson = callerFor(testDb.db, person);
    await expectTRPCError(asPerson.admin.listUsers(), 'FORBIDDEN');
    await owner.admin.setRole({ id: person.id, role: 'premium', reason: 'Supporter' });
    expect((await asPerson.user.role({ uid: person.firebaseUid })).role).toBe('premium');
    await owner.admin.setRole({ id: person.id, role: 'admin' });
    expect((await asPerson.admin.listUsers({ q: person.username })).map((u) => u.id)).toEqual([person.id]);
    await owner.admin.setRole({ id: person.id, role: 'user' });
    await expectTRPCError(asPerson.admin.listUsers(), 'FORBIDDEN');
  });

  it('the e-mail lists raise at sign-in but never lower, and a role set by hand wins over them', async () => {
    const owner = callerFor(testDb.db, await makeUser(testDb.db, { role: 'site_owner' }));
    const listed = await makeUser(testDb.db);
    const identity = {
      uid: listed.firebaseUid,
      email: listed.email,
      emailVerified: true,
      name: listed.displayName,
      picture: null,
    };
    const lists = { adminEmails: [listed.email ?? ''] };
    // Not while Firebase does not vouch for the address.
    expect((await signInUser(testDb.db, { ...identity, emailVerified: false }, lists))?.role).toBe('user');
    expect((await signInUser(testDb.db, identity, lists))?.role).toBe('admin');

    await owner.admin.setRole({ id: listed.id, role: 'user', reason: 'No longer on the team' });
    expect((await signInUser(testDb.db, identity, lists))?.role).toBe('user');
    expect((await signInUser(testDb.db, identity, { siteOwnerEmails: [listed.email ?? ''] }))?.role).toBe(
      'user',
    );

    const entries = await owner.admin.audit({ limit: 3 });
    expect(entries[0]).toMatchObject({
      action: 'role_change',
      targetId: listed.id,
      fromRole: 'admin',
      toRole: 'user',
      reason: 'No longer on the team',
    });
    expect(entries[1]).toMatchObject({
      action: 'sign_in_raise',
      actorId: null,
      targetId: listed.id,
      fromRole: 'user',
      toRole: 'admin',
      reason: 'E-mail listed in ADMIN_EMAILS',
    });
  });
});

describe('the audit trail', () => {
  it('is for administrators, newest first and paged; rows outlive a deleted user', async () => {
    const owner = await makeUser(testDb.db, { role: 'site_owner', displayName: 'Auditor' });
    const admin = callerFor(testDb.db, await makeUser(testDb.db, { role: 'admin' }));
    const gone = await makeUser(testDb.db, { displayName: 'Gone Soon' });
    await callerFor(testDb.db, owner).admin.setRole({ id: gone.id, role: 'premium' });
    await admin.admin.deleteUser({ id: gone.id });

    const [deletion, change] = await admin.admin.audit({ limit: 2 });
    expect(deletion).toMatchObject({ action: 'user_deletion', targetId: gone.id, targetName: 'Gone Soon' });
    expect(deletion?.toRole).toBeNull();
    expect(change).toMatchObject({ action: 'role_change', actorName: 'Auditor', targetName: 'Gone Soon' });
    expect(await admin.admin.audit({ limit: 1, before: deletion?.id })).toEqual([change]);
    await expectTRPCError(callerFor(testDb.db, await makeUser(testDb.db)).admin.audit(), 'FORBIDDEN');
  });
});

describe("a user's own data", () => {
  it('exports the profile, readings, checks and audit rows', async () => {
    const owner = callerFor(testDb.db, await makeUser(testDb.db, { role: 'site_owner' }));
    const person = await makeUser(testDb.db, { displayName: 'Exporting' });
    const asPerson = callerFor(testDb.db, person, new Date('2026-11-26T12:00:00Z'));
    const { alreadySaved: _, ...reading } = await asPerson.readings.create({
      content: 'kept',
      zodiacSign: 'Swan',
    });
    const check = await asPerson.compatibility.check({ firstSign: 'Swan', secondSign: 'Hawk' });
    await owner.admin.setRole({ id: person.id, role: 'premium' });

    const data = await readExport(await asPerson.user.exportMe());
    expect(data.exportedAt).toBe('2026-11-26T12:00:00.000Z');
    expect(data.profile).toMatchObject({ id: person.id, username: 'Exporting', role: 'premium' });
    expect(data.readings).toEqual([reading]);
    // The details are nested JSON in the download, not the text the API's record carries.
    expect(data.compatibilityChecks).toEqual([
      { ...check, compatibilityDetails: JSON.parse(check.compatibilityDetails) },
    ]);
    expect(data.compatibilityChecks[0]?.compatibilityDetails).toMatchObject({
      description: expect.any(String),
      strengths: expect.any(Array),
    });
    expect(data.audit).toMatchObject([{ action: 'role_change', targetId: person.id, toRole: 'premium' }]);
  });

  it('keeps details that are not JSON as the text they are', async () => {
    const person = await makeUser(testDb.db);
    await createCheckAsCaller(testDb.db, {
      uid: person.firebaseUid,
      firstSign: 'Wolf',
      secondSign: 'Hawk',
      compatibilityScore: 70,
      compatibilityDetails: 'written by hand',
    });
    const data = await readExport(await callerFor(testDb.db, person).user.exportMe());
    expect(data.compatibilityChecks.map((c) => c.compatibilityDetails)).toEqual(['written by hand']);
  });

  it('deletes the account like an administrator does, with an audit row', async () => {
    const person = await makeUser(testDb.db, { displayName: 'Leaving' });
    const asPerson = callerFor(testDb.db, person);
    await asPerson.readings.create({ content: 'gone', zodiacSign: 'Swan' });
    const admin = callerFor(testDb.db, await makeUser(testDb.db, { role: 'admin' }));
    await expect(asPerson.user.deleteMe()).resolves.toBeUndefined();
    expect((await callerByUid(testDb.db, person.firebaseUid)).caller).toBeNull();
    expect((await callerByUid(testDb.db, person.firebaseUid)).wasDeleted).toBe(true);
    const [entry] = await admin.admin.audit({ limit: 1 });
    expect(entry).toMatchObject({
      action: 'user_deletion',
      actorId: person.id,
      targetId: person.id,
      targetName: 'Leaving',
      fromRole: 'user',
      toRole: null,
    });
  });
});
