import {
  AuthError,
  AuthUnavailableError,
  createCaller,
  createContextInner,
  toTRPCError,
  type VerifiedToken,
} from '@celtic/api';
import { callerByUid, createDb, type DbHandle, setSignAsCaller, upsertUserOnSignIn } from '@celtic/db';
import { TRPCError } from '@trpc/server';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallerOptions, createContextFactory, identityOf } from './context';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createDb({ dataDir: 'memory://' });
});
afterAll(() => handle.close());
const testDb = {
  get db() {
    return handle.db;
  },
};

async function expectTRPCError(call: Promise<unknown>, code: TRPCError['code']): Promise<TRPCError> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TRPCError);
  expect((error as TRPCError).code).toBe(code);
  return error as TRPCError;
}

/** A request as the context factory reads it: an id and the Authorization header. */
const requestWith = (authorization: string | undefined) =>
  ({ id: 'test', headers: { authorization } }) as unknown as FastifyRequest;

let tokenCounter = 0;

/**
 * A stand-in for the server's firebase-admin verifier (the injection point): tokens `good-<uid>` are valid
 * and carry that uid, `expired` throws AuthError, `outage` throws AuthUnavailableError.
 */
function fakeVerifier(identities: Record<string, Omit<VerifiedToken, 'uid'>> = {}) {
  const calls: string[] = [];
  // The same object for the same token, as the server's verifier keeps each verified token.
  const verified = new Map<string, VerifiedToken>();
  async function verifyToken(token: string): Promise<VerifiedToken> {
    calls.push(token);
    if (token === 'outage') throw new AuthUnavailableError('certificate fetch failed');
    const uid = token.startsWith('good-') ? token.slice('good-'.length).split('.')[0] : undefined;
    if (!uid) throw new AuthError('Firebase ID token has expired');
    const identity = verified.get(token) ?? {
      uid,
      email: `${uid}@example.com`,
      emailVerified: true,
      name: `Name of ${uid}`,
      picture: null,
      // `good-<uid>.<n>` is a sign-in n seconds from now (a later sign-in of the same account).
      authTime: Math.floor(Date.now() / 1000) + (Number(token.split('.')[1]) || 0),
      ...identities[uid],
    };
    verified.set(token, identity);
    return identity;
  }
  return { verifyToken, calls };
}

/** Records the Firebase users an account deletion deleted. */
const deletedFirebaseUsers = {
  uids: [] as string[],
  async deleteFirebaseUser(uid: string) {
    this.uids.push(uid);
  },
};

function uniqueUid(): string {
  tokenCounter += 1;
  return `ctx${tokenCounter}x${Math.random().toString(36).slice(2, 8)}`;
}

/** A caller for a request with `header`, as the server makes it (a failed sign-in fails the request). */
function factory(options: Partial<CallerOptions> & Pick<CallerOptions, 'verifyToken'>) {
  const createContext = createContextFactory({ db: testDb.db, accounts: deletedFirebaseUsers, ...options });
  return async (header: string | undefined, needsCaller = true) => {
    try {
      return createCaller(await createContext(requestWith(header), needsCaller));
    } catch (error) {
      throw toTRPCError(error);
    }
  };
}

describe('the request context', () => {
  it('never verifies a token for a request of public procedures', async () => {
    const { verifyToken, calls } = fakeVerifier();
    const call = factory({ verifyToken });
    await (await call('Bearer good-someone', false)).signs.list();
    await (await call('Bearer expired', false)).horoscope.daily({ sign: 'Stag' });
    await (await call('Basic not-a-bearer', false)).calendar.get();
    expect(calls).toEqual([]);
    // Without a caller, a signed-in procedure answers as to no token at all.
    await expectTRPCError(
      call('Bearer good-someone', false).then((caller) => caller.user.me()),
      'UNAUTHORIZED',
    );
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

  it('writes the sign-in once per token; a later request sees the current row', async () => {
    const uid = uniqueUid();
    const { verifyToken, calls } = fakeVerifier();
    const call = factory({ verifyToken });
    const token = `Bearer good-${uid}`;

    const first = await (await call(token)).user.me();
    await setSignAsCaller(testDb.db, { uid, target: first.id, sign: 'Fox' });
    await upsertUserOnSignIn(testDb.db, { emailVerified: true, firebaseUid: uid, raiseRoleTo: 'admin' });
    const lastLoginAfterUpsert = (await callerByUid(testDb.db, uid)).caller?.lastLoginAt;

    const caller = await call(token);
    const second = await caller.user.me();
    expect(await caller.user.role({ uid })).toEqual({ role: 'admin' });
    expect(second).toMatchObject({ id: first.id, zodiacSign: 'Fox', role: 'admin' });
    // No second upsert: the last login written above is untouched.
    expect(second.lastLoginAt).toBe(lastLoginAfterUpsert);

    // A new token (the client refreshes hourly) is a new sign-in.
    await (await call(`Bearer good-${uid}.refreshed`)).user.me();
    expect(calls).toEqual([`good-${uid}`, `good-${uid}`, `good-${uid}.refreshed`]);
  });

  it('shares one sign-in between parallel first requests with the same token', async () => {
    const uid = uniqueUid();
    const { verifyToken } = fakeVerifier();
    const call = factory({ verifyToken });
    const profiles = await Promise.all(
      [1, 2, 3].map(async () => (await call(`Bearer good-${uid}`)).user.me()),
    );
    expect(new Set(profiles.map((p) => p.id)).size).toBe(1);
    expect(new Set(profiles.map((p) => p.lastLoginAt)).size).toBe(1);
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
      const error = await expectTRPCError(
        call(header).then((caller) => caller.user.me()),
        'UNAUTHORIZED',
      );
      expect(error.message).toBe('Sign in required');
    }
    expect(calls).toEqual([]);
  });

  it('answers UNAUTHORIZED "Invalid or expired token" for a rejected or malformed token', async () => {
    const { verifyToken, calls } = fakeVerifier();
    const call = factory({ verifyToken });
    const rejected = await expectTRPCError(
      call('Bearer expired').then((caller) => caller.user.me()),
      'UNAUTHORIZED',
    );
    expect(rejected.message).toBe('Invalid or expired token');
    expect(rejected.cause).toBeInstanceOf(AuthError);

    for (const header of ['Basic abc', 'Bearer', 'Bearer a b']) {
      const malformed = await expectTRPCError(
        call(header).then((caller) => caller.user.me()),
        'UNAUTHORIZED',
      );
      expect(malformed.message).toBe('Invalid or expired token');
    }
    expect(calls).toEqual(['expired']);
  });

  it('keeps a refused token in the context: the request’s public calls answer, its signed-in ones 401', async () => {
    const { verifyToken, calls } = fakeVerifier();
    const caller = await factory({ verifyToken })('Bearer expired');
    expect(await caller.signs.list()).toHaveLength(13);
    const error = await expectTRPCError(caller.user.me(), 'UNAUTHORIZED');
    expect(error.message).toBe('Invalid or expired token');
    expect(calls).toEqual(['expired']);
  });

  it('verifies a token once per request, whoever asks first (the limiter, the load shedding, the context)', async () => {
    const uid = uniqueUid();
    const { verifyToken, calls } = fakeVerifier();
    const createContext = createContextFactory({
      db: testDb.db,
      accounts: deletedFirebaseUsers,
      verifyToken,
    });
    const request = requestWith(`Bearer good-${uid}`);
    expect((await identityOf(request, verifyToken))?.uid).toBe(uid);
    const ctx = await createContext(request, true);
    expect(ctx.caller?.uid).toBe(uid);
    expect(calls).toEqual([`good-${uid}`]);
  });

  it('answers SERVICE_UNAVAILABLE when the verifier cannot check tokens', async () => {
    const { verifyToken } = fakeVerifier();
    const error = await expectTRPCError(
      factory({ verifyToken })('Bearer outage').then((caller) => caller.user.me()),
      'SERVICE_UNAVAILABLE',
    );
    expect(error.message).toBe('Authentication is temporarily unavailable');
  });

  it("refuses a deleted account's token from then on; only a new sign-in makes a new account", async () => {
    const uid = uniqueUid();
    const { verifyToken } = fakeVerifier();
    const call = factory({ verifyToken });
    const before = await (await call(`Bearer good-${uid}`)).user.me();

    const adminRow = await upsertUserOnSignIn(testDb.db, {
      emailVerified: true,
      firebaseUid: `admin-${uid}`,
      raiseRoleTo: 'admin',
    });
    await createCaller(
      createContextInner({ db: testDb.db, user: adminRow, accounts: deletedFirebaseUsers }),
    ).admin.deleteUser({ id: before.id });
    expect(deletedFirebaseUsers.uids).toContain(uid);

    // The same token, on this instance (signed in already) and on a fresh one (signs in again): 401, no row.
    for (const context of [call, factory({ verifyToken: fakeVerifier().verifyToken })]) {
      const error = await expectTRPCError(
        context(`Bearer good-${uid}`).then((caller) => caller.user.me()),
        'UNAUTHORIZED',
      );
      expect(error.message).toBe('This account has been deleted. Sign in again to start a new one.');
      // Only the deleted-check answers it: that is what it is for.
      const check = await context(`Bearer good-${uid}`).then((caller) => caller.user.deletedCheck({ uid }));
      expect(check).toEqual({ wasDeleted: true });
    }
    expect((await callerByUid(testDb.db, uid)).caller).toBeNull();

    // A sign-in after the deletion (a later auth_time) is the person coming back: a new, empty account.
    const caller = await call(`Bearer good-${uid}.5`);
    const after = await caller.user.me();
    expect(after.id).not.toBe(before.id);
    expect(after.zodiacSign).toBeNull();
    expect(await caller.user.deletedCheck({ uid })).toEqual({ wasDeleted: true });
    expect((await callerByUid(testDb.db, uid)).wasDeleted).toBe(true);
  });
});
