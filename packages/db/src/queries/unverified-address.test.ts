/**
 * A role a site owner set by hand is kept for the address after the account is deleted (hand_set_roles). Anyone
 * can make an e-mail/password account with any address, unverified: such an account must never act with, nor be
 * shown, the role kept for the address. Only a sign-in Firebase verified gets it back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, type TestDb, testDrivers } from '../test/helpers';
import { ownDataAsCaller } from './own-data';
import { deleteSelfAsCaller, setRoleAsCaller } from './roles';
import { listUsersAsCaller, upsertUserOnSignIn } from './users';

describe.each(testDrivers)('an unverified account with a hand-set address on $name', (driver) => {
  let handle: TestDb;
  beforeAll(async () => {
    handle = await driver.open();
  });
  afterAll(async () => {
    await handle.dispose();
  });

  it('gets user, and its export shows no hand-set role; the verified owner of the address gets the role', async () => {
    const owner = await makeUser(handle.db, { role: 'site_owner' });
    const raised = await makeUser(handle.db);
    const email = raised.email ?? '';
    const set = await setRoleAsCaller(handle.db, {
      uid: owner.firebaseUid,
      id: raised.id,
      role: 'admin',
      reason: null,
    });
    expect(set.changed?.role).toBe('admin');
    expect((await deleteSelfAsCaller(handle.db, { uid: raised.firebaseUid, reason: null })).deleted?.id).toBe(
      raised.id,
    );

    // Someone else types the same address (any letter case) into an e-mail/password sign-up.
    const impostor = await upsertUserOnSignIn(handle.db, {
      firebaseUid: `impostor-${raised.firebaseUid}`,
      email: email.toUpperCase(),
      emailVerified: false,
    });
    expect(impostor).toMatchObject({ role: 'user', roleSetByHand: false, emailVerified: false });
    const exported = await ownDataAsCaller(handle.db, impostor.firebaseUid);
    expect(exported.caller?.role).toBe('user');
    expect(exported.handSetRole).toBeNull();
    // A later sign-in of the same unverified account raises nothing either.
    const again = await upsertUserOnSignIn(handle.db, {
      firebaseUid: impostor.firebaseUid,
      email,
      emailVerified: false,
    });
    expect(again.role).toBe('user');

    // The site owner's list tells the two apart.
    const listed = await listUsersAsCaller(handle.db, { uid: owner.firebaseUid, limit: 200, q: email });
    expect(listed.rows.map((row) => [row.id, row.emailVerified])).toEqual([[impostor.id, false]]);

    // The person themselves, with the address Firebase verified: the role is theirs again.
    const person = await upsertUserOnSignIn(handle.db, {
      firebaseUid: `back-${raised.firebaseUid}`,
      email,
      emailVerified: true,
    });
    expect(person).toMatchObject({ role: 'admin', roleSetByHand: true, emailVerified: true });
    const theirs = await ownDataAsCaller(handle.db, person.firebaseUid);
    expect(theirs.handSetRole).toMatchObject({ email: email.toLowerCase(), role: 'admin' });
  });

  it('an account made unverified gets the hand-set role at its first verified sign-in, and only then', async () => {
    const owner = await makeUser(handle.db, { role: 'site_owner' });
    const raised = await makeUser(handle.db);
    const email = raised.email ?? '';
    await setRoleAsCaller(handle.db, {
      uid: owner.firebaseUid,
      id: raised.id,
      role: 'premium',
      reason: null,
    });
    await deleteSelfAsCaller(handle.db, { uid: raised.firebaseUid, reason: null });

    const firebaseUid = `linked-${raised.firebaseUid}`;
    const signInAs = (emailVerified: boolean) =>
      upsertUserOnSignIn(handle.db, { firebaseUid, email, emailVerified });
    expect(await signInAs(false)).toMatchObject({ role: 'user', roleSetByHand: false });
    // Firebase linked the person's Google sign-in to the account: same uid, the address now verified.
    expect(await signInAs(true)).toMatchObject({ role: 'premium', roleSetByHand: true, emailVerified: true });
    expect(await signInAs(true)).toMatchObject({ role: 'premium', roleSetByHand: true });
  });
});
