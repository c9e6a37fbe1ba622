/**
 * Accounts as an attacker would try them, over REST with real emulator tokens, on PGlite (and PostgreSQL when
 * TEST_DATABASE_URL is set): a deleted account's token must not bring the account back, on this instance or a
 * fresh one; a role set by hand belongs to the person, not the account; an unverified address is never raised;
 * a deleted reading's text is gone from the idempotency store; a disabled Firebase user loses access within the
 * re-check interval.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseKinds,
  disableFirebaseUser,
  firebaseUserExists,
  openTestDatabase,
  type SignedIn,
  signIn,
  signUpWithPassword,
  startTestServer,
  type TestDatabase,
  type TestServer,
  uniqueEmail,
} from '../test/helpers';
import { type Answer, callAs, errorMessage } from '../test/http';

const deletedMessage = 'This account has been deleted. Sign in again to start a new one.';
const recheckSeconds = 1;

describe.each(databaseKinds)('account lifecycle on %s', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  /** A second instance over the same database, which has never seen the tokens below. */
  let fresh: TestServer;
  const ownerEmail = uniqueEmail('owner');
  const adminEmail = uniqueEmail('admin');
  const listedEmail = uniqueEmail('listed');
  let owner: SignedIn;

  const call = (
    target: TestServer,
    method: string,
    path: string,
    as?: SignedIn,
    json?: unknown,
    headers?: Record<string, string>,
  ): Promise<Answer> => callAs(target.url, method, path, { as, json, headers });

  async function profileOf(who: SignedIn, target = server): Promise<{ id: number; role: string }> {
    const me = await call(target, 'GET', '/api/users/me', who);
    expect(me.status, me.text).toBe(200);
    return me.json as { id: number; role: string };
  }

  const rowsOfUid = async (uid: string) => {
    const rows = await database.handle.db.execute(sql`select id from users where firebase_uid = ${uid}`);
    return Array.isArray(rows) ? rows.length : (rows as { rows: unknown[] }).rows.length;
  };

  /** Every signed-in path a deleted account's token might try, on both instances: each but the deleted-check answers 401. */
  async function expectRefusedEverywhere(who: SignedIn): Promise<void> {
    for (const target of [server, fresh]) {
      for (const [method, path, json] of [
        ['GET', '/api/users/me'],
        ['GET', '/api/readings/me'],
        ['GET', '/api/compatibility/me'],
        ['GET', '/api/users/me/export'],
        ['POST', '/api/readings', { content: 'back from the dead', zodiacSign: 'Wolf' }],
        ['PATCH', '/api/users/me/zodiac', { zodiacSign: 'Wolf' }],
      ] as const) {
        const answer = await call(target, method, path, who, json);
        expect(answer.status, `${method} ${path}: ${answer.text}`).toBe(401);
        // The instance that had signed the token in refuses it through the database's tombstone, within the
        // minute it trusts the token; one that had not asks Firebase, whose user is deleted too.
        if (target === server) expect(errorMessage(answer)).toBe(deletedMessage);
        else expect([deletedMessage, 'Invalid or expired token']).toContain(errorMessage(answer));
      }
    }
    // The deleted-check alone answers the token: it exists to tell the person so. The instance that had not
    // signed the token in may still refuse it, Firebase's user being gone.
    for (const target of [server, fresh]) {
      const check = await call(target, 'GET', `/api/user/deleted-check?uid=${who.uid}`, who);
      if (target === server || check.status === 200) {
        expect(check.status, check.text).toBe(200);
        expect(check.json).toEqual({ wasDeleted: true });
      } else {
        expect(check.status, check.text).toBe(401);
        expect(errorMessage(check)).toBe('Invalid or expired token');
      }
    }
    expect(await rowsOfUid(who.uid)).toBe(0);
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const env = {
      SITE_OWNER_EMAILS: ownerEmail,
      ADMIN_EMAILS: `${adminEmail},${listedEmail}`,
      RATE_LIMIT_PER_USER: '0',
      RATE_LIMIT_PER_IP: '0',
      RATE_LIMIT_EXPORTS_PER_HOUR: '0',
    };
    server = await startTestServer(database.handle, env);
    fresh = await startTestServer(database.handle, env);
    owner = await signIn({ email: ownerEmail, name: 'Owen Owner' });
    expect((await profileOf(owner)).role).toBe('site_owner');
  });
  afterAll(async () => {
    await fresh?.close();
    await server?.close();
    await database?.dispose();
  });

  it('a deleted account stays deleted: its token answers 401 everywhere, and its Firebase user is gone', async () => {
    const user = await signIn({ email: uniqueEmail('leaver'), name: 'Lee Leaver' });
    await profileOf(user);
    expect(await firebaseUserExists(user.uid)).toBe(true);

    const deleted = await call(server, 'DELETE', '/api/users/me', user);
    expect(deleted.status, deleted.text).toBe(204);
    expect(await firebaseUserExists(user.uid)).toBe(false);
    await expectRefusedEverywhere(user);
  });

  it("an admin's delete is not undone by the user's open tabs", async () => {
    const admin = await signIn({ email: adminEmail, name: 'Ada Admin' });
    expect((await profileOf(admin)).role).toBe('admin');
    const user = await signIn({ email: uniqueEmail('removed'), name: 'Rem Oved' });
    const { id } = await profileOf(user);
    await profileOf(user, fresh);

    const deleted = await call(server, 'DELETE', `/api/admin/users/${id}`, admin);
    expect(deleted.status, deleted.text).toBe(204);
    expect(await firebaseUserExists(user.uid)).toBe(false);
    await expectRefusedEverywhere(user);
  });

  it('a role set by hand survives the account: demoted, deleted, back with a new sign-in, still demoted', async () => {
    const listed = await signIn({ email: listedEmail, name: 'Lis Ted', sub: `listed-${listedEmail}` });
    const { id, role } = await profileOf(listed);
    expect(role).toBe('admin');
    const demoted = await call(server, 'PATCH', `/api/admin/users/${id}/role`, owner, { role: 'user' });
    expect(demoted.status, demoted.text).toBe(200);

    expect((await call(server, 'DELETE', '/api/users/me', listed)).status).toBe(204);
    await expectRefusedEverywhere(listed);

    // The person signs in again with the same Google account: a new Firebase user, a new account, the list
    // still naming the address. The role set by hand wins, on either instance.
    const again = await signIn({ email: listedEmail, name: 'Lis Ted', sub: `listed-${listedEmail}` });
    expect(again.uid).not.toBe(listed.uid);
    expect((await profileOf(again, fresh)).role).toBe('user');
    expect((await profileOf(again)).role).toBe('user');
  });

  it('an unverified address on a list is never raised', async () => {
    const email = uniqueEmail('pretender');
    const lists = { SITE_OWNER_EMAILS: email, ADMIN_EMAILS: email };
    const listing = await startTestServer(database.handle, lists);
    try {
      const pretender = await signUpWithPassword(email);
      expect((await profileOf(pretender, listing)).role).toBe('user');
      // A Google sign-in of an unverified address (a provider that does not vouch for it) neither.
      const unverified = await signIn({
        email: uniqueEmail('unverified'),
        name: 'Un Verified',
        emailVerified: false,
      });
      expect((await profileOf(unverified, listing)).role).toBe('user');
    } finally {
      await listing.close();
    }
  });

  it("replaying a deleted reading's key answers 409 without its text, and no copy of the text is kept", async () => {
    const user = await signIn({ email: uniqueEmail('saver'), name: 'Sav Er' });
    const secret = `my private note ${Math.random().toString(36).slice(2)}`;
    const save = () =>
      call(
        server,
        'POST',
        '/api/readings',
        user,
        { content: secret, zodiacSign: 'Hawk' },
        { 'idempotency-key': 'k1' },
      );
    const first = await save();
    expect(first.status, first.text).toBe(200);
    const { id } = first.json as { id: number };
    expect((await save()).json).toEqual(first.json);

    expect((await call(server, 'DELETE', `/api/readings/${id}`, user)).status).toBe(204);
    const replayed = await save();
    expect(replayed.status, replayed.text).toBe(409);
    expect(replayed.text).not.toContain(secret);
    expect(errorMessage(replayed)).toMatch(/since been deleted; send a new key/);

    const stored = await database.handle.db.execute(sql`select * from idempotency_keys`);
    expect(JSON.stringify(stored)).not.toContain(secret);
  });

  it('a disabled Firebase user loses access on every instance within the re-check interval', async () => {
    const env = { TOKEN_RECHECK_SECONDS: String(recheckSeconds) };
    const pair = [await startTestServer(database.handle, env), await startTestServer(database.handle, env)];
    const user = await signIn({ email: uniqueEmail('disabled'), name: 'Dis Abled' });
    for (const target of pair) await profileOf(user, target);
    await disableFirebaseUser(user.uid);
    const disabledAt = Date.now();
    for (const target of pair) {
      let answer = await call(target, 'GET', '/api/users/me', user);
      while (answer.status === 200 && Date.now() - disabledAt < (recheckSeconds + 10) * 1000) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        answer = await call(target, 'GET', '/api/users/me', user);
      }
      expect(answer.status, answer.text).toBe(401);
    }
    // Kept no longer than the interval (plus the time a busy machine takes to answer).
    expect(Date.now() - disabledAt).toBeLessThan((recheckSeconds + 10) * 1000);
    for (const target of pair) await target.close();
  });
});
