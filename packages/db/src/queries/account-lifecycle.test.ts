/**
 * What a sign-in may and may not do after an account was deleted or a role was set by hand: the rules that close
 * the doors of a deleted account coming back by itself, a hand-set role lost with its account, and an unverified
 * address raised by the e-mail lists.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountDeletedError } from '../errors';
import { type makeUser, rowsOf, type TestDb, testDrivers } from '../test/helpers';
import { callerByUid } from './caller';
import { deleteSelfAsCaller, setRoleAsCaller } from './roles';
import { deleteUserAsCaller, upsertUserOnSignIn } from './users';

const nowSeconds = () => Math.floor(Date.now() / 1000);
let counter = 0;
const uniqueUid = (name: string) => {
  counter += 1;
  return `${name}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
};

describe.each(testDrivers)('account lifecycle on $name', (driver) => {
  let handle: TestDb;
  let owner: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    handle = await driver.open();
    owner = await upsertUserOnSignIn(handle.db, {
      emailVerified: true,
      firebaseUid: uniqueUid('owner'),
      email: 'owner@example.com',
      raiseRoleTo: 'site_owner',
    });
  });
  afterAll(async () => {
    await handle.dispose();
  });

  it('never makes a deleted account again from a token of a sign-in before the deletion', async () => {
    const uid = uniqueUid('gone');
    const signedInAt = nowSeconds() - 5;
    await upsertUserOnSignIn(handle.db, { emailVerified: true, firebaseUid: uid, authTime: signedInAt });
    expect((await deleteSelfAsCaller(handle.db, { uid, reason: null })).deleted?.firebaseUid).toBe(uid);

    // The same session's token, or a refreshed one (same auth_time), is refused and writes nothing.
    await expect(
      upsertUserOnSignIn(handle.db, { emailVerified: true, firebaseUid: uid, authTime: signedInAt }),
    ).rejects.toBeInstanceOf(AccountDeletedError);
    expect((await callerByUid(handle.db, uid)).caller).toBeNull();

    // A new sign-in by the person, after the deletion, makes a new account.
    const again = await upsertUserOnSignIn(handle.db, {
      emailVerified: true,
      firebaseUid: uid,
      authTime: nowSeconds() + 1,
    });
    expect(again.firebaseUid).toBe(uid);
  });

  it('refuses the old sign-in after an administrator deleted the account too', async () => {
    const uid = uniqueUid('removed');
    const signedInAt = nowSeconds() - 5;
    const user = await upsertUserOnSignIn(handle.db, {
      emailVerified: true,
      firebaseUid: uid,
      authTime: signedInAt,
    });
    expect((await deleteUserAsCaller(handle.db, { uid: owner.firebaseUid, id: user.id })).changed?.id).toBe(
      user.id,
    );
    await expect(
      upsertUserOnSignIn(handle.db, { emailVerified: true, firebaseUid: uid, authTime: signedInAt }),
    ).rejects.toBeInstanceOf(AccountDeletedError);
  });

  it('keeps a role set by hand with the verified address, across deletion and a new account', async () => {
    const email = `listed-${uniqueUid('x')}@example.com`;
    const uid = uniqueUid('listed');
    const listed = await upsertUserOnSignIn(handle.db, {
      emailVerified: true,
      firebaseUid: uid,
      email,
      raiseRoleTo: 'admin',
      authTime: nowSeconds() - 5,
    });
    expect(listed.role).toBe('admin');
    await setRoleAsCaller(handle.db, { uid: owner.firebaseUid, id: listed.id, role: 'user', reason: null });
    await deleteSelfAsCaller(handle.db, { uid, reason: null });

    // A new account for the same address (a new Firebase uid, as after the Firebase user is deleted), still on
    // the list: the role set by hand wins.
    const returning = await upsertUserOnSignIn(handle.db, {
      emailVerified: true,
      firebaseUid: uniqueUid('listed-again'),
      email: email.toUpperCase(),
      raiseRoleTo: 'admin',
    });
    expect(returning).toMatchObject({ role: 'user', roleSetByHand: true });
    const raises = rowsOf<{ count: number }>(
      await handle.db.execute(
        sql`select count(*)::int as count from audit_log where action = 'sign_in_raise' and target_id = ${returning.id}`,
      ),
    );
    expect(raises[0]?.count).toBe(0);
  });

  it('gives a hand-set higher role back to a new account of the verified address', async () => {
    const email = `promoted-${uniqueUid('x')}@example.com`;
    const uid = uniqueUid('promoted');
    const user = await upsertUserOnSignIn(handle.db, { emailVerified: true, firebaseUid: uid, email });
    await setRoleAsCaller(handle.db, { uid: owner.firebaseUid, id: user.id, role: 'premium', reason: null });
    await deleteSelfAsCaller(handle.db, { uid, reason: null });
    const again = await upsertUserOnSignIn(handle.db, {
      emailVerified: true,
      firebaseUid: uniqueUid('promoted-again'),
      email,
    });
    expect(again.role).toBe('premium');
    // The same address unverified (another provider) does not inherit it.
    const unverified = await upsertUserOnSignIn(handle.db, {
      emailVerified: false,
      firebaseUid: uniqueUid('promoted-unverified'),
      email,
    });
    expect(unverified.role).toBe('user');
  });

  it('never raises an unverified address, new or returning, and raises it once verified', async () => {
    const uid = uniqueUid('unverified');
    const email = `${uid}@example.com`;
    const first = await upsertUserOnSignIn(handle.db, {
      emailVerified: false,
      firebaseUid: uid,
      email,
      raiseRoleTo: 'site_owner',
    });
    expect(first.role).toBe('user');
    const again = await upsertUserOnSignIn(handle.db, {
      emailVerified: false,
      firebaseUid: uid,
      email,
      raiseRoleTo: 'admin',
    });
    expect(again).toMatchObject({ role: 'user', emailVerified: false });
    const verified = await upsertUserOnSignIn(handle.db, {
      emailVerified: true,
      firebaseUid: uid,
      email,
      raiseRoleTo: 'admin',
    });
    expect(verified).toMatchObject({ role: 'admin', emailVerified: true });
  });

  it('keeps the audit trail append-only: UPDATE, DELETE and TRUNCATE are refused', async () => {
    await setRoleAsCaller(handle.db, {
      uid: owner.firebaseUid,
      id: owner.id,
      role: 'site_owner',
      reason: null,
    });
    await upsertUserOnSignIn(handle.db, {
      emailVerified: true,
      firebaseUid: uniqueUid('audited'),
      raiseRoleTo: 'admin',
    });
    const count = async () =>
      rowsOf<{ count: number }>(await handle.db.execute(sql`select count(*)::int as count from audit_log`))[0]
        ?.count;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    for (const statement of [
      sql`update audit_log set reason = 'rewritten'`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ]) {
      await expect(handle.db.execute(statement)).rejects.toThrow();
    }
    expect(await count()).toBe(before);
  });
});
