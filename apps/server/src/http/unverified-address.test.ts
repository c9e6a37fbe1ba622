/**
 * The impostor of a hand-set address, over REST with real emulator tokens, on PGlite (and PostgreSQL when
 * TEST_DATABASE_URL is set): a site owner raises an account, it deletes itself, and someone makes an e-mail and
 * password account with the same address (unverified). Neither its profile nor its export may show the role kept
 * for the address, and the site owner's list says the address is unverified; a verified sign-in of the address
 * gets the role back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseKinds,
  openTestDatabase,
  type SignedIn,
  signIn,
  signUpWithPassword,
  startTestServer,
  type TestDatabase,
  type TestServer,
  uniqueEmail,
} from '../test/helpers';
import { type Answer, callAs } from '../test/http';

describe.each(databaseKinds)('an unverified account with a hand-set address on %s', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  const ownerEmail = uniqueEmail('owner');
  let owner: SignedIn;

  const call = (method: string, path: string, as: SignedIn, json?: unknown): Promise<Answer> =>
    callAs(server.url, method, path, { as, json });

  async function ok(method: string, path: string, as: SignedIn, json?: unknown) {
    const answer = await call(method, path, as, json);
    expect(answer.status, `${method} ${path}: ${answer.text}`).toBeLessThan(300);
    return answer.json as Record<string, unknown>;
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    server = await startTestServer(database.handle, {
      SITE_OWNER_EMAILS: ownerEmail,
      RATE_LIMIT_PER_USER: '0',
      RATE_LIMIT_PER_IP: '0',
    });
    owner = await signIn({ email: ownerEmail, name: 'Owen Owner' });
    expect((await ok('GET', '/api/users/me', owner)).role).toBe('site_owner');
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  it('sees role user in users/me and in its export; the list marks it unverified; a verified sign-in gets the role', async () => {
    const email = uniqueEmail('raised');
    const raised = await signIn({ email, name: 'Rai Sed' });
    const { id } = (await ok('GET', '/api/users/me', raised)) as { id: number };
    expect((await ok('PATCH', `/api/admin/users/${id}/role`, owner, { role: 'admin' })).role).toBe('admin');
    await ok('DELETE', '/api/users/me', raised);

    const impostor = await signUpWithPassword(email);
    const me = await ok('GET', '/api/users/me', impostor);
    expect(me.role).toBe('user');
    const exported = await ok('GET', '/api/users/me/export', impostor);
    expect(exported.profile).toMatchObject({ role: 'user', emailVerified: false, roleSetByHand: false });
    expect(exported.handSetRole).toBeNull();
    // Its role is what it acts with: an admin's list stays closed to it.
    expect((await call('GET', '/api/admin/users', impostor)).status).toBe(403);

    const listed = (await ok('GET', `/api/admin/users?q=${encodeURIComponent(email)}`, owner)) as unknown as {
      id: number;
      emailVerified: boolean;
    }[];
    expect(listed.map((user) => [user.id, user.emailVerified])).toEqual([[me.id, false]]);

    // The person, with the address Google vouches for: Firebase links the sign-in to the unverified account of
    // the same address (dropping its password), and the role set for the address is theirs.
    const person = await signIn({ email, name: 'Rai Sed' });
    expect(person.uid).toBe(impostor.uid);
    const back = await ok('GET', '/api/users/me', person);
    expect(back.role).toBe('admin');
    const theirs = await ok('GET', '/api/users/me/export', person);
    expect(theirs.handSetRole).toMatchObject({ email, role: 'admin' });
    const relisted = (await ok(
      'GET',
      `/api/admin/users?q=${encodeURIComponent(email)}`,
      owner,
    )) as unknown as {
      id: number;
      emailVerified: boolean;
    }[];
    expect(relisted.find((user) => user.id === back.id)?.emailVerified).toBe(true);
  });
});
