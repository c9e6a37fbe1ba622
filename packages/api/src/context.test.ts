import { getUserByFirebaseUid, setZodiacSign, upsertUserOnSignIn, wasDeleted } from '@celtic/db';
import { describe, expect, it } from 'vitest';
import { type ContextFactoryOptions, createContextFactory, type VerifiedToken } from './context';
import { AuthError, AuthUnavailableError } from './errors';
import { createCaller } from './root';
import { callerFor, expectTRPCError, makeUser, useTestDb } from './test-utils';

const testDb = useTestDb();

let tokenCounter = 0;

/**
 * A stand-in for the server's firebase-admin verifier (the injection point): tokens `good-<uid>` are valid
 * and carry that uid, `expired` throws AuthError, `outage` throws AuthUnavailableError.
 */
function fakeVerifier(identities: Record<string, Omit<VerifiedToken, 'uid'>> = {}) {
  const calls: string[] = [];
  async function verifyToken(token: string): Promise<VerifiedToken> {
    calls.push(token);
    if (token === 'outage') throw new AuthUnavailableError('certificate fetch failed');
    const uid = token.startsWith('good-') ? token.slice('good-'.length).split('.')[0] : undefined;
    if (!uid) throw new AuthError('Firebase ID token has expired');
    return { uid, email: `${uid}@example.com`, name: `Name of ${uid}`, picture: null, ...identities[uid] };
  }
  return { verifyToken, calls };
}

function uniqueUid(): string {
  tokenCounter += 1;
  return `ctx${tokenCounter}x${Math.random().toString(36).slice(2, 8)}`;
}

function factory(options: Partial<ContextFactoryOptions> & Pick<ContextFactoryOptions, 'verifyToken'>) {
  const createContext = createContextFactory({ db: testDb.db, ...options });
  return async (header: string | undefined) => createCaller(await createContext(header));
}

describe('createContextFactory', () => {
  it('never verifies a token for public procedures', async () => {
    const { verifyToken, calls } = fakeVerifier();
    const call = factory({ verifyToken });
    await (await call('Bearer good-someone')).signs.list();
    await (await call('Bearer expired')).horoscope.daily({ sign: 'Stag' });
    await (await call('Basic not-a-bearer')).calendar.get();
    expect(calls).toEqual([]);
  });

  it('verifies and upserts the caller on the first protected call', async () => {
    const uid = uniqueUid();
    const { verifyToken, calls } = fakeVerifier({ [uid]: { picture: 'https://example.com/p.png' } });
    const me = await (await factory({ verifyToken })(`Bearer good-${uid}`)).user.me();
    expect(calls).toEqual([`good-${uid}`]);
    expect(me).toMatchObject({
      firebaseUid: uid,
      email: `${uid}@example.com`,
      displayName: `Name of ${uid}`,
      photoUrl: 'https://example.com/p.png',
      role: 'user',
    });
  });

  it('verifies and upserts once per token; a later request sees the current row', async () => {
    const uid = uniqueUid();
    const { verifyToken, calls } = fakeVerifier();
    const call = factory({ verifyToken });
    const token = `Bearer good-${uid}`;

    const first = await (await call(token)).user.me();
    await setZodiacSign(testDb.db, first.id, 'Fox');
    await upsertUserOnSignIn(testDb.db, { firebaseUid: uid, raiseRoleTo: 'admin' });
    const lastLoginAfterUpsert = (await getUserByFirebaseUid(testDb.db, uid))?.lastLoginAt?.toISOString();

    const caller = await call(token);
    const second = await caller.user.me();
    expect(await caller.user.role({ uid })).toEqual({ role: 'admin' });
    expect(second).toMatchObject({ id: first.id, zodiacSign: 'Fox', role: 'admin' });
    // No second upsert: the last login written above is untouched.
    expect(second.lastLoginAt).toBe(lastLoginAfterUpsert);
    expect(calls).toEqual([`good-${uid}`]);

    // A new token (the client refreshes hourly) is a new sign-in.
    await (await call(`Bearer good-${uid}.refreshed`)).user.me();
    expect(calls).toHaveLength(2);
  });

  it('shares one verification between parallel first requests with the same token', async () => {
    const uid = uniqueUid();
    const { verifyToken, calls } = fakeVerifier();
    const call = factory({ verifyToken });
    const profiles = await Promise.all(
      [1, 2, 3].map(async () => (await call(`Bearer good-${uid}`)).user.me()),
    );
    expect(new Set(profiles.map((p) => p.id)).size).toBe(1);
    expect(calls).toHaveLength(1);
  });

  it('raises roles from the email lists case-insensitively and never lowers them', async () => {
    const ownerUid = uniqueUid();
    const adminUid = uniqueUid();
    const { verifyToken } = fakeVerifier({
      [ownerUid]: { email: `${ownerUid.toUpperCase()}@Example.COM` },
    });
    const call = factory({
      verifyToken,
      siteOwnerEmails: [`${ownerUid}@example.com`],
      adminEmails: [` ${adminUid}@EXAMPLE.com `, `${ownerUid}@example.com`],
    });
    expect((await (await call(`Bearer good-${ownerUid}`)).user.me()).role).toBe('site_owner');
    expect((await (await call(`Bearer good-${adminUid}`)).user.me()).role).toBe('admin');

    // Off the lists later (and even listed lower): the stored role stays.
    const withoutLists = factory({ verifyToken, adminEmails: [`${ownerUid}@example.com`] });
    expect((await (await withoutLists(`Bearer good-${ownerUid}.later`)).user.me()).role).toBe('site_owner');
    expect((await (await withoutLists(`Bearer good-${adminUid}.later`)).user.me()).role).toBe('admin');
  });

  it('answers UNAUTHORIZED "Sign in required" without a token', async () => {
    const { verifyToken, calls } = fakeVerifier();
    const call = factory({ verifyToken });
    for (const header of [undefined, '', '   ']) {
      const error = await expectTRPCError((await call(header)).user.me(), 'UNAUTHORIZED');
      expect(error.message).toBe('Sign in required');
    }
    expect(calls).toEqual([]);
  });

  it('answers UNAUTHORIZED "Invalid or expired token" for a rejected or malformed token', async () => {
    const { verifyToken, calls } = fakeVerifier();
    const call = factory({ verifyToken });
    const rejected = await expectTRPCError((await call('Bearer expired')).user.me(), 'UNAUTHORIZED');
    expect(rejected.message).toBe('Invalid or expired token');
    expect(rejected.cause).toBeInstanceOf(AuthError);

    for (const header of ['Basic abc', 'Bearer', 'Bearer a b']) {
      const malformed = await expectTRPCError((await call(header)).user.me(), 'UNAUTHORIZED');
      expect(malformed.message).toBe('Invalid or expired token');
    }
    expect(calls).toEqual(['expired']);
  });

  it('answers SERVICE_UNAVAILABLE when the verifier cannot check tokens', async () => {
    const { verifyToken } = fakeVerifier();
    const error = await expectTRPCError(
      (await factory({ verifyToken })('Bearer outage')).user.me(),
      'SERVICE_UNAVAILABLE',
    );
    expect(error.message).toBe('Authentication is temporarily unavailable');
  });

  it('verifies only once per request however often the caller is needed', async () => {
    const uid = uniqueUid();
    const { verifyToken, calls } = fakeVerifier();
    const context = await createContextFactory({ db: testDb.db, verifyToken })(`Bearer good-${uid}`);
    const [a, b] = await Promise.all([context.getUser(), context.getUser()]);
    expect(a?.id).toBe(b?.id);
    expect(calls).toHaveLength(1);
  });

  it('verifies again once the token has expired', async () => {
    const uid = uniqueUid();
    let clock = new Date('2026-06-01T10:00:00Z');
    const exp = clock.getTime() / 1000 + 60;
    const { verifyToken, calls } = fakeVerifier({ [uid]: { exp } });
    const call = factory({ verifyToken, now: () => clock });
    await (await call(`Bearer good-${uid}`)).user.me();
    await (await call(`Bearer good-${uid}`)).user.me();
    expect(calls).toHaveLength(1);
    clock = new Date(clock.getTime() + 61_000);
    await (await call(`Bearer good-${uid}`)).user.me();
    expect(calls).toHaveLength(2);
  });

  it('keeps at most tokenCacheSize tokens', async () => {
    const uids = [uniqueUid(), uniqueUid(), uniqueUid()];
    const { verifyToken, calls } = fakeVerifier();
    const call = factory({ verifyToken, tokenCacheSize: 2 });
    for (const uid of uids) await (await call(`Bearer good-${uid}`)).user.me();
    await (await call(`Bearer good-${uids[2]}`)).user.me();
    expect(calls).toHaveLength(3);
    await (await call(`Bearer good-${uids[0]}`)).user.me();
    expect(calls).toHaveLength(4);
  });

  it('signs a deleted user in afresh on their next request, reporting the deletion', async () => {
    const uid = uniqueUid();
    const { verifyToken } = fakeVerifier();
    const call = factory({ verifyToken });
    const before = await (await call(`Bearer good-${uid}`)).user.me();

    const admin = callerFor(testDb.db, await makeUser(testDb.db, { role: 'admin' }));
    await admin.admin.deleteUser({ id: before.id });

    const caller = await call(`Bearer good-${uid}`);
    const after = await caller.user.me();
    expect(after.id).not.toBe(before.id);
    expect(after.zodiacSign).toBeNull();
    expect(await caller.user.deletedCheck({ uid })).toEqual({ wasDeleted: true });
    expect(await wasDeleted(testDb.db, uid)).toBe(true);
  });
});

describe('peekPage', () => {
  // `call` builds a context per call, as the server does per request; `peekPage` is on the same factory.
  function setup(options: Partial<ContextFactoryOptions> = {}) {
    const { verifyToken, calls } = fakeVerifier();
    const createContext = createContextFactory({ db: testDb.db, verifyToken, ...options });
    const call = async (header: string) => createCaller(await createContext(header));
    return { createContext, call, calls };
  }

  it('answers the very page the procedure cached, for "me" and for the own id', async () => {
    const { createContext, call } = setup();
    const header = `Bearer good-${uniqueUid()}`;
    const me = await (await call(header)).user.me();
    await (await call(header)).readings.create({ content: 'First', zodiacSign: 'Stag' });
    const readings = await (await call(header)).readings.list({ userId: 'me' });
    const history = await (await call(header)).compatibility.list({ userId: me.id, limit: 5 });

    expect(createContext.peekPage('readings.list', header, { userId: 'me' })).toBe(readings);
    // Raw REST input: path and query parts are strings.
    expect(createContext.peekPage('compatibility.list', header, { userId: String(me.id), limit: '5' })).toBe(
      history,
    );
    // The same procedure answers the same object again (the peek matches it exactly).
    expect(await (await call(header)).readings.list({ userId: me.id })).toBe(readings);
    expect(createContext.peekPage('readings.list', header, { userId: String(me.id) })).toBe(readings);
  });

  it('answers nothing for a page not cached, another page size, or another procedure', async () => {
    const { createContext, call } = setup();
    const header = `Bearer good-${uniqueUid()}`;
    await (await call(header)).user.me();
    expect(createContext.peekPage('readings.list', header, { userId: 'me' })).toBeUndefined();
    await (await call(header)).readings.list({ userId: 'me' });
    expect(createContext.peekPage('readings.list', header, { userId: 'me', limit: '10' })).toBeUndefined();
    expect(createContext.peekPage('compatibility.list', header, { userId: 'me' })).toBeUndefined();
    expect(createContext.peekPage('user.me', header, { userId: 'me' })).toBeUndefined();
  });

  it('answers nothing for a missing, malformed or unknown token', async () => {
    const { createContext, call } = setup();
    const header = `Bearer good-${uniqueUid()}`;
    await (await call(header)).readings.list({ userId: 'me' });
    expect(createContext.peekPage('readings.list', undefined, { userId: 'me' })).toBeUndefined();
    expect(createContext.peekPage('readings.list', 'Basic abc', { userId: 'me' })).toBeUndefined();
    expect(createContext.peekPage('readings.list', `${header}x`, { userId: 'me' })).toBeUndefined();
  });

  it('answers nothing once the token has expired', async () => {
    let clock = new Date('2026-06-01T10:00:00Z');
    const uid = uniqueUid();
    const { verifyToken } = fakeVerifier({ [uid]: { exp: clock.getTime() / 1000 + 60 } });
    const createContext = createContextFactory({ db: testDb.db, verifyToken, now: () => clock });
    const header = `Bearer good-${uid}`;
    // The first request signs in; the second finds the token known and caches the caller's row.
    await createCaller(await createContext(header)).readings.list({ userId: 'me' });
    await createCaller(await createContext(header)).readings.list({ userId: 'me' });
    expect(createContext.peekPage('readings.list', header, { userId: 'me' })).toBeDefined();
    clock = new Date(clock.getTime() + 61_000);
    expect(createContext.peekPage('readings.list', header, { userId: 'me' })).toBeUndefined();
  });

  it('answers nothing after a write, until the procedure has read the page again', async () => {
    const { createContext, call } = setup();
    const header = `Bearer good-${uniqueUid()}`;
    const before = await (await call(header)).readings.list({ userId: 'me' });
    await (await call(header)).readings.create({ content: 'New', zodiacSign: 'Wolf' });
    expect(createContext.peekPage('readings.list', header, { userId: 'me' })).toBeUndefined();
    const after = await (await call(header)).readings.list({ userId: 'me' });
    expect(after).toHaveLength(before.length + 1);
    expect(createContext.peekPage('readings.list', header, { userId: 'me' })).toBe(after);
  });

  it("leaves an admin reading someone else's list, and any bad input, to the procedure", async () => {
    const adminUid = uniqueUid();
    const { createContext, call } = setup({ adminEmails: [`${adminUid}@example.com`] });
    const header = `Bearer good-${adminUid}`;
    expect((await (await call(header)).user.me()).role).toBe('admin');
    const other = await makeUser(testDb.db);
    await (await call(header)).readings.list({ userId: 'me' });
    expect(createContext.peekPage('readings.list', header, { userId: 'me' })).toBeDefined();
    await (await call(header)).readings.list({ userId: other.id });
    expect(createContext.peekPage('readings.list', header, { userId: String(other.id) })).toBeUndefined();
    for (const bad of [{ userId: 'me', limit: '0' }, { userId: 'me', limit: 'x' }, { userId: 'you' }, {}]) {
      expect(createContext.peekPage('readings.list', header, bad)).toBeUndefined();
    }
  });
});
