import {
  createReading,
  setZodiacSign,
  type UserChangeFeed,
  upsertUserOnSignIn,
  watchUserChanges,
} from '@celtic/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ContextFactoryOptions, createContextFactory, type VerifiedToken } from './context';
import { createCaller } from './root';
import { callerFor, expectTRPCError, makeUser, useTestDb } from './test-utils';
import { userDataCacheFor } from './user-data-cache';

// What the per-user data cache must never get wrong: a change made through the API shows on the very next
// request, whoever reads it; a change made elsewhere shows once the database's change feed reports it.

const testDb = useTestDb();

let counter = 0;
function uniqueUid(): string {
  counter += 1;
  return `udc${counter}x${Math.random().toString(36).slice(2, 8)}`;
}

/** Tokens `good-<uid>[.suffix]` are valid for that uid (like context.test.ts's stand-in verifier). */
async function verifyToken(token: string): Promise<VerifiedToken> {
  const uid = token.slice('good-'.length).split('.')[0] ?? '';
  return { uid, email: `${uid}@example.com`, name: `Name of ${uid}`, picture: null };
}

/** Callers that go through the token → user path, as HTTP requests do. */
function tokenCallers(options: Partial<ContextFactoryOptions> = {}) {
  const createContext = createContextFactory({ db: testDb.db, verifyToken, ...options });
  return async (token: string) => createCaller(await createContext(`Bearer ${token}`));
}

const reading = (content: string) => ({ content, zodiacSign: 'Wolf' as const });

describe('the user data cache behind the API', () => {
  it('serves a repeated list from memory: a write behind its back (no change feed here) is not seen', async () => {
    const owner = await makeUser(testDb.db);
    const caller = callerFor(testDb.db, owner);
    expect(await caller.readings.list({ userId: 'me' })).toEqual([]);
    await createReading(testDb.db, { userId: owner.id, content: 'Behind its back', zodiacSign: 'Wolf' });
    expect(await caller.readings.list({ userId: 'me' })).toEqual([]);
    // Another page size is another entry, read afresh.
    expect(await caller.readings.list({ userId: 'me', limit: 10 })).toHaveLength(1);
  });

  it('shows a created, a toggled and a deleted reading on the next list', async () => {
    const owner = await makeUser(testDb.db);
    const caller = callerFor(testDb.db, owner);
    expect(await caller.readings.list({ userId: 'me' })).toEqual([]);

    const created = await caller.readings.create(reading('The rowan keeps its counsel'));
    expect(await caller.readings.list({ userId: 'me' })).toEqual([created]);

    await caller.readings.toggleFavorite({ id: created.id });
    expect(await caller.readings.list({ userId: 'me' })).toEqual([{ ...created, isFavorite: true }]);

    await caller.readings.delete({ id: created.id });
    expect(await caller.readings.list({ userId: 'me' })).toEqual([]);
  });

  it('shows a new compatibility check in the history at once', async () => {
    const owner = await makeUser(testDb.db);
    const caller = callerFor(testDb.db, owner);
    expect(await caller.compatibility.list({ userId: 'me' })).toEqual([]);
    const check = await caller.compatibility.check({ firstSign: 'Wolf', secondSign: 'Hawk' });
    expect(await caller.compatibility.list({ userId: 'me' })).toEqual([check]);
  });

  it("shows an admin the owner's latest list, and the owner an admin's change", async () => {
    const owner = await makeUser(testDb.db);
    const admin = callerFor(testDb.db, await makeUser(testDb.db, { role: 'admin' }));
    expect(await admin.readings.list({ userId: owner.id })).toEqual([]);
    const created = await callerFor(testDb.db, owner).readings.create(reading('Seen by the admin'));
    expect(await admin.readings.list({ userId: owner.id })).toEqual([created]);

    const call = tokenCallers();
    const uid = uniqueUid();
    const me = await (await call(`good-${uid}`)).user.me();
    await (await call(`good-${uid}`)).user.me(); // the row is now cached
    await admin.user.updateZodiac({ id: me.id, zodiacSign: 'Salmon' });
    expect(await (await call(`good-${uid}`)).user.me()).toMatchObject({ zodiacSign: 'Salmon' });
  });

  it("shows the caller's own sign change on the next request", async () => {
    const call = tokenCallers();
    const token = `good-${uniqueUid()}`;
    const me = await (await call(token)).user.me();
    expect((await (await call(token)).user.me()).zodiacSign).toBeNull();
    await (await call(token)).user.updateZodiac({ id: me.id, zodiacSign: 'Fox' });
    expect((await (await call(token)).user.me()).zodiacSign).toBe('Fox');
  });

  it("empties an admin-deleted user's list: their token signs a new, empty account in", async () => {
    const call = tokenCallers();
    const uid = uniqueUid();
    const token = `good-${uid}`;
    const before = await (await call(token)).user.me();
    await (await call(token)).readings.create(reading('Soon gone'));
    expect(await (await call(token)).readings.list({ userId: 'me' })).toHaveLength(1);

    const admin = callerFor(testDb.db, await makeUser(testDb.db, { role: 'admin' }));
    await admin.admin.deleteUser({ id: before.id });
    expect(await (await call(token)).readings.list({ userId: 'me' })).toEqual([]);
    expect((await (await call(token)).user.me()).id).not.toBe(before.id);
    await expectTRPCError(admin.readings.list({ userId: before.id }), 'NOT_FOUND');
  });

  it('shows a role raised at a sign-in on the next request of every token of that user', async () => {
    const uid = uniqueUid();
    const plain = tokenCallers();
    const listed = tokenCallers({ adminEmails: [`${uid}@example.com`] });
    await expectTRPCError((await plain(`good-${uid}`)).admin.listUsers({}), 'FORBIDDEN');
    await expectTRPCError((await plain(`good-${uid}`)).admin.listUsers({}), 'FORBIDDEN');
    // Signing in with a fresh token while listed as an admin raises the role…
    expect(await (await listed(`good-${uid}.fresh`)).user.role({ uid })).toEqual({ role: 'admin' });
    // …and the older token, whose row was cached, sees it too.
    expect(await (await plain(`good-${uid}`)).admin.listUsers({})).not.toHaveLength(0);
  });
});

describe('the user data cache with the change feed running (as the server runs it)', () => {
  let feed: UserChangeFeed;
  beforeAll(async () => {
    const cache = userDataCacheFor(testDb.db);
    feed = await watchUserChanges({ db: testDb.db, kind: 'pglite' }, (change) => cache.apply(change));
  });
  afterAll(async () => {
    await feed.close();
  });

  it('shows writes made outside the API once the database reports them', async () => {
    const call = tokenCallers();
    const uid = uniqueUid();
    const token = `good-${uid}`;
    const me = await (await call(token)).user.me();
    expect(await (await call(token)).readings.list({ userId: 'me' })).toEqual([]);
    await expectTRPCError((await call(token)).admin.listUsers({}), 'FORBIDDEN');

    await createReading(testDb.db, { userId: me.id, content: 'Written by a script', zodiacSign: 'Wolf' });
    await setZodiacSign(testDb.db, me.id, 'Seahorse');
    await upsertUserOnSignIn(testDb.db, { firebaseUid: uid, raiseRoleTo: 'admin' });

    await vi.waitFor(async () => {
      expect(await (await call(token)).readings.list({ userId: 'me' })).toHaveLength(1);
    });
    expect(await (await call(token)).user.me()).toMatchObject({ zodiacSign: 'Seahorse', role: 'admin' });
    expect(await (await call(token)).admin.listUsers({})).not.toHaveLength(0);
  });
});
