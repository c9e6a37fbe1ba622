import { callerByUid, readings } from '@celtic/db';
import { describe, expect, it } from 'vitest';
import { callerFor, expectTRPCError, makeUser, useTestDb } from '../test/helpers';

const testDb = useTestDb();

describe('admin', () => {
  it('lists users newest first with the admin fields, paged', async () => {
    const admin = await makeUser(testDb.db, { role: 'admin' });
    const older = await makeUser(testDb.db, { displayName: 'Older' });
    const newer = await makeUser(testDb.db, { displayName: 'Newer' });
    const caller = callerFor(testDb.db, admin);

    const users = await caller.admin.listUsers();
    expect(users.slice(0, 3).map((u) => u.id)).toEqual([newer.id, older.id, admin.id]);
    expect(users[0]).toEqual({
      id: newer.id,
      username: 'Newer',
      role: 'user',
      email: newer.email,
      zodiacSign: null,
      createdAt: newer.createdAt,
      roleSetByHand: false,
      emailVerified: true,
    });
    expect((await caller.admin.listUsers({ limit: 1 })).map((u) => u.id)).toEqual([newer.id]);
    expect((await caller.admin.listUsers({ limit: 1, before: newer.id })).map((u) => u.id)).toEqual([
      older.id,
    ]);

    const tooMany = await expectTRPCError(caller.admin.listUsers({ limit: 500 }), 'BAD_REQUEST');
    expect(tooMany.message).toBe('limit: Expected a whole number from 1 to 200');
  });

  it('is FORBIDDEN to plain users, UNAUTHORIZED without a caller', async () => {
    const user = callerFor(testDb.db, await makeUser(testDb.db));
    await expectTRPCError(user.admin.listUsers(), 'FORBIDDEN');
    const victim = await makeUser(testDb.db);
    await expectTRPCError(user.admin.deleteUser({ id: victim.id }), 'FORBIDDEN');
    expect((await callerByUid(testDb.db, victim.firebaseUid)).caller).not.toBeNull();

    const anonymous = callerFor(testDb.db, null);
    await expectTRPCError(anonymous.admin.listUsers(), 'UNAUTHORIZED');
    await expectTRPCError(anonymous.admin.deleteUser({ id: victim.id }), 'UNAUTHORIZED');
  });

  it('deletes a user with their readings and leaves a tombstone', async () => {
    const admin = callerFor(testDb.db, await makeUser(testDb.db, { role: 'admin' }));
    const victim = await makeUser(testDb.db);
    await callerFor(testDb.db, victim).readings.create({ content: 'bye', zodiacSign: 'Stag' });

    await expect(admin.admin.deleteUser({ id: victim.id })).resolves.toBeUndefined();
    expect((await callerByUid(testDb.db, victim.firebaseUid)).caller).toBeNull();
    // The cascade: no statement of the app reads a deleted user's rows, so the table is asked directly.
    const stored = await testDb.db.select().from(readings);
    expect(stored.filter((row) => row.userId === victim.id)).toEqual([]);
    expect((await callerByUid(testDb.db, victim.firebaseUid)).wasDeleted).toBe(true);

    const again = await expectTRPCError(admin.admin.deleteUser({ id: victim.id }), 'NOT_FOUND');
    expect(again.message).toBe('User not found');
  });

  it('refuses to delete a site owner, even for a site owner', async () => {
    const owner = await makeUser(testDb.db, { role: 'site_owner' });
    for (const role of ['admin', 'site_owner'] as const) {
      const caller = callerFor(testDb.db, await makeUser(testDb.db, { role }));
      const error = await expectTRPCError(caller.admin.deleteUser({ id: owner.id }), 'FORBIDDEN');
      expect(error.message).toBe('Site owners cannot be deleted');
    }
    expect((await callerByUid(testDb.db, owner.firebaseUid)).caller).not.toBeNull();
  });

  it('refuses to delete the caller themself', async () => {
    const admin = await makeUser(testDb.db, { role: 'admin' });
    const error = await expectTRPCError(
      callerFor(testDb.db, admin).admin.deleteUser({ id: admin.id }),
      'FORBIDDEN',
    );
    expect(error.message).toBe('You cannot delete your own account');
    expect((await callerByUid(testDb.db, admin.firebaseUid)).caller).not.toBeNull();
  });

  it('refuses a malformed id naming the field', async () => {
    const admin = callerFor(testDb.db, await makeUser(testDb.db, { role: 'admin' }));
    const error = await expectTRPCError(admin.admin.deleteUser({ id: 'abc' }), 'BAD_REQUEST');
    expect(error.message).toBe('id: Expected a positive whole number');
  });
});
