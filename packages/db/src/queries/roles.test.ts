import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../schema';
import { makeUser, type TestDb, testDrivers } from '../test/helpers';
import { callerByUid } from './caller';
import { createReadingAsCaller } from './readings';
import { deleteSelfAsCaller, listAuditAsCaller, setRoleAsCaller } from './roles';
import { deleteUserAsCaller, listUsersAsCaller, upsertUserOnSignIn } from './users';

const ownerUid = () => `owner-${randomBytes(4).toString('hex')}`;

describe.each(testDrivers)('roles, the audit trail and own data on $name', (driver) => {
  let handle: TestDb;
  let owner: User;
  let admin: User;
  let plain: User;

  beforeAll(async () => {
    handle = await driver.open();
    owner = await upsertUserOnSignIn(handle.db, {
      emailVerified: true,
      firebaseUid: ownerUid(),
      displayName: 'Olwen Owner',
      raiseRoleTo: 'site_owner',
      raiseReason: 'Listed in SITE_OWNER_EMAILS',
    });
    admin = await upsertUserOnSignIn(handle.db, {
      emailVerified: true,
      firebaseUid: 'roles-admin',
      raiseRoleTo: 'admin',
    });
    plain = await makeUser(handle.db, { displayName: 'Pryderi Plain', email: 'pryderi@example.com' });
  });
  afterAll(async () => {
    await handle.dispose();
  });

  const audit = async () => (await listAuditAsCaller(handle.db, { uid: owner.firebaseUid, limit: 200 })).rows;

  it('records a raise by the sign-in lists, for a new account and a returning one, and nothing else', async () => {
    const [newest] = await audit();
    expect(newest).toMatchObject({
      action: 'sign_in_raise',
      targetId: admin.id,
      fromRole: null,
      toRole: 'admin',
    });
    expect(newest?.actorId).toBeNull();
    const raised = (await audit()).find((row) => row.targetId === owner.id);
    expect(raised).toMatchObject({ toRole: 'site_owner', reason: 'Listed in SITE_OWNER_EMAILS' });

    const before = (await audit()).length;
    await upsertUserOnSignIn(handle.db, { emailVerified: true, firebaseUid: plain.firebaseUid });
    await upsertUserOnSignIn(handle.db, {
      emailVerified: true,
      firebaseUid: admin.firebaseUid,
      raiseRoleTo: 'admin',
    });
    expect((await audit()).length).toBe(before);
    const returning = await makeUser(handle.db);
    await upsertUserOnSignIn(handle.db, {
      emailVerified: true,
      firebaseUid: returning.firebaseUid,
      raiseRoleTo: 'admin',
    });
    expect((await audit())[0]).toMatchObject({ targetId: returning.id, fromRole: 'user', toRole: 'admin' });
  });

  it('lets only a site owner set a role; the change is audited with its reason', async () => {
    const byAdmin = await setRoleAsCaller(handle.db, {
      uid: admin.firebaseUid,
      id: plain.id,
      role: 'premium',
      reason: null,
    });
    expect(byAdmin).toMatchObject({ changed: null, lastSiteOwner: false });
    expect((await callerByUid(handle.db, plain.firebaseUid)).caller?.role).toBe('user');

    const done = await setRoleAsCaller(handle.db, {
      uid: owner.firebaseUid,
      id: plain.id,
      role: 'premium',
      reason: 'Supporter',
    });
    expect(done.changed).toMatchObject({ id: plain.id, role: 'premium', roleSetByHand: true });
    expect(done.target?.role).toBe('user');
    expect((await audit())[0]).toMatchObject({
      action: 'role_change',
      actorId: owner.id,
      actorName: 'Olwen Owner',
      targetId: plain.id,
      targetName: 'Pryderi Plain',
      fromRole: 'user',
      toRole: 'premium',
      reason: 'Supporter',
    });
    // The next statement as that user reads the new role.
    expect((await callerByUid(handle.db, plain.firebaseUid)).caller?.role).toBe('premium');

    const missing = await setRoleAsCaller(handle.db, {
      uid: owner.firebaseUid,
      id: 2_000_000_000,
      role: 'admin',
      reason: null,
    });
    expect(missing).toMatchObject({ target: null, changed: null, lastSiteOwner: false });
  });

  it('keeps a role set by hand at the next sign-in: a demoted admin stays demoted', async () => {
    const demoted = await setRoleAsCaller(handle.db, {
      uid: owner.firebaseUid,
      id: admin.id,
      role: 'user',
      reason: 'Left the team',
    });
    expect(demoted.changed?.role).toBe('user');
    const again = await upsertUserOnSignIn(handle.db, {
      emailVerified: true,
      firebaseUid: admin.firebaseUid,
      raiseRoleTo: 'admin',
    });
    expect(again.role).toBe('user');
    expect((await audit())[0]).toMatchObject({ action: 'role_change', toRole: 'user' });
    await setRoleAsCaller(handle.db, { uid: owner.firebaseUid, id: admin.id, role: 'admin', reason: null });
  });

  it('never leaves the service without a site owner', async () => {
    const alone = await setRoleAsCaller(handle.db, {
      uid: owner.firebaseUid,
      id: owner.id,
      role: 'admin',
      reason: null,
    });
    expect(alone).toMatchObject({ changed: null, lastSiteOwner: true });
    const leaving = await deleteSelfAsCaller(handle.db, { uid: owner.firebaseUid, reason: null });
    expect(leaving).toMatchObject({ deleted: null, lastSiteOwner: true });
    expect((await callerByUid(handle.db, owner.firebaseUid)).caller?.role).toBe('site_owner');

    const successor = await makeUser(handle.db, { displayName: 'Successor' });
    await setRoleAsCaller(handle.db, {
      uid: owner.firebaseUid,
      id: successor.id,
      role: 'site_owner',
      reason: null,
    });
    const stepDown = await setRoleAsCaller(handle.db, {
      uid: owner.firebaseUid,
      id: owner.id,
      role: 'admin',
      reason: 'Handing over',
    });
    expect(stepDown.changed?.role).toBe('admin');
    // Now the successor is the only one, and the former owner may no longer set roles.
    const back = await setRoleAsCaller(handle.db, {
      uid: owner.firebaseUid,
      id: owner.id,
      role: 'site_owner',
      reason: null,
    });
    expect(back.changed).toBeNull();
    const last = await setRoleAsCaller(handle.db, {
      uid: successor.firebaseUid,
      id: successor.id,
      role: 'user',
      reason: null,
    });
    expect(last.lastSiteOwner).toBe(true);
    await setRoleAsCaller(handle.db, {
      uid: successor.firebaseUid,
      id: owner.id,
      role: 'site_owner',
      reason: null,
    });
  });

  it("deletes the caller's own account with a tombstone and an audit row that outlives it", async () => {
    const leaver = await makeUser(handle.db, { displayName: 'Lleu Leaver' });
    await createReadingAsCaller(handle.db, {
      uid: leaver.firebaseUid,
      content: 'mine',
      zodiacSign: 'Wren',
      isFavorite: false,
    });
    const result = await deleteSelfAsCaller(handle.db, { uid: leaver.firebaseUid, reason: null });
    expect(result.deleted?.id).toBe(leaver.id);
    expect((await callerByUid(handle.db, leaver.firebaseUid)).caller).toBeNull();
    expect((await callerByUid(handle.db, leaver.firebaseUid)).wasDeleted).toBe(true);
    expect((await audit())[0]).toMatchObject({
      action: 'user_deletion',
      actorId: leaver.id,
      targetId: leaver.id,
      targetName: 'Lleu Leaver',
      fromRole: 'user',
      toRole: null,
    });

    const victim = await makeUser(handle.db, { displayName: 'Victim' });
    await deleteUserAsCaller(handle.db, { uid: admin.firebaseUid, id: victim.id });
    expect((await audit())[0]).toMatchObject({
      action: 'user_deletion',
      actorId: admin.id,
      targetId: victim.id,
    });
  });

  it('pages the audit trail newest first, for administrators only', async () => {
    expect((await listAuditAsCaller(handle.db, { uid: plain.firebaseUid, limit: 10 })).rows).toEqual([]);
    const all = await audit();
    const first = await listAuditAsCaller(handle.db, { uid: admin.firebaseUid, limit: 2 });
    expect(first.rows.map((row) => row.id)).toEqual(all.slice(0, 2).map((row) => row.id));
    const next = await listAuditAsCaller(handle.db, {
      uid: admin.firebaseUid,
      limit: 2,
      before: first.rows[1]?.id,
    });
    expect(next.rows.map((row) => row.id)).toEqual(all.slice(2, 4).map((row) => row.id));
  });

  it('finds users by name or e-mail, case-insensitively, paged', async () => {
    const found = await listUsersAsCaller(handle.db, { uid: owner.firebaseUid, limit: 10, q: 'PRYDERI' });
    expect(found.rows.map((user) => user.id)).toEqual([plain.id]);
    const byMail = await listUsersAsCaller(handle.db, { uid: owner.firebaseUid, limit: 10, q: 'ri@EXAMPLE' });
    expect(byMail.rows.map((user) => user.id)).toEqual([plain.id]);
    // LIKE's wildcards are plain characters here.
    expect((await listUsersAsCaller(handle.db, { uid: owner.firebaseUid, limit: 10, q: '%' })).rows).toEqual(
      [],
    );
    const page = await listUsersAsCaller(handle.db, { uid: owner.firebaseUid, limit: 1, q: 'e' });
    expect(page.rows).toHaveLength(1);
  });
});

// Two site owners stepping down at the same moment, on two connections of the pool: one must stay.
const postgres = testDrivers.find((d) => d.name === 'postgres');
describe.skipIf(!postgres)('the last site owner under concurrency', () => {
  it('lets exactly one of the only two site owners step down when both do so at once', async () => {
    if (!postgres) return;
    const handle = await postgres.open();
    try {
      let a = await upsertUserOnSignIn(handle.db, {
        emailVerified: true,
        firebaseUid: ownerUid(),
        raiseRoleTo: 'site_owner',
      });
      for (let round = 0; round < 8; round += 1) {
        const b = await upsertUserOnSignIn(handle.db, {
          emailVerified: true,
          firebaseUid: ownerUid(),
          raiseRoleTo: 'site_owner',
        });
        const results = await Promise.all(
          [a, b].map((owner) =>
            setRoleAsCaller(handle.db, { uid: owner.firebaseUid, id: owner.id, role: 'admin', reason: null }),
          ),
        );
        expect(results.filter((result) => result.changed !== null)).toHaveLength(1);
        expect(results.filter((result) => result.lastSiteOwner)).toHaveLength(1);
        const stayed = results[0]?.changed === null ? a : b;
        expect((await callerByUid(handle.db, stayed.firebaseUid)).caller?.role).toBe('site_owner');
        a = stayed;
      }
    } finally {
      await handle.dispose();
    }
  });
});
