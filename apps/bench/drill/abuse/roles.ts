/**
 * The impostor of a hand-set address, over HTTP against the built server: a site owner raises a verified account
 * to admin, the account deletes itself (its role stays kept for the address), and someone makes an e-mail and
 * password account with the same address, which Firebase leaves unverified. It must act as a user and its export
 * must show no role kept for the address; the site owner's list must mark the address unverified; and the person
 * signing in again with the address verified gets the role back. An emulator of its own: the attack needs an
 * e-mail and password sign-up, which the kit's verified Google accounts are not.
 */
import { randomBytes } from 'node:crypto';
import { freePort, startEmulator } from '@celtic/devstack/emulator';
import type { AbuseDrill } from './kit';

interface Answer {
  status: number;
  json: Record<string, unknown> | undefined;
}

async function emulatorCall(host: string, path: string, body: unknown): Promise<string> {
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/${path}?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { idToken?: string };
  if (!response.ok || !answer.idToken)
    throw new Error(`emulator ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return `Bearer ${answer.idToken}`;
}

/** A Google sign-in: Google vouches for the address. */
const google = (host: string, email: string) =>
  emulatorCall(host, 'accounts:signInWithIdp', {
    postBody: `id_token=${encodeURIComponent(JSON.stringify({ sub: `google-${email}`, email, email_verified: true, name: email }))}&providerId=google.com`,
    requestUri: 'http://localhost',
    returnSecureToken: true,
  });

/** An e-mail and password sign-up: anyone may type any address; Firebase leaves it unverified. */
const password = (host: string, email: string) =>
  emulatorCall(host, 'accounts:signUp', {
    email,
    password: 'correct horse battery',
    returnSecureToken: true,
  });

export const rolesDrill: AbuseDrill = async (kit) => {
  console.log('\nroles: the impostor of a hand-set address');
  const emulator = await startEmulator({ host: `127.0.0.1:${await freePort()}` });
  try {
    const tag = randomBytes(4).toString('hex');
    const ownerEmail = `roles-owner-${tag}@example.com`;
    const email = `roles-raised-${tag}@example.com`;
    const server = await kit.launch({
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      SITE_OWNER_EMAILS: ownerEmail,
    });
    const call = async (method: string, path: string, bearer: string, json?: unknown): Promise<Answer> => {
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: {
          authorization: bearer,
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      const text = await response.text();
      return {
        status: response.status,
        json: text ? (JSON.parse(text) as Record<string, unknown>) : undefined,
      };
    };
    const expectOk = async (method: string, path: string, bearer: string, json?: unknown) => {
      const answer = await call(method, path, bearer, json);
      if (answer.status >= 300)
        throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.json)}`);
      return answer.json ?? {};
    };

    const owner = await google(emulator.host, ownerEmail);
    const ownerRole = (await expectOk('GET', '/api/users/me', owner)).role;
    if (ownerRole !== 'site_owner') throw new Error(`the site owner signed in as ${String(ownerRole)}`);

    const raised = await google(emulator.host, email);
    const { id } = (await expectOk('GET', '/api/users/me', raised)) as { id: number };
    const set = await expectOk('PATCH', `/api/admin/users/${id}/role`, owner, {
      role: 'admin',
      reason: 'drill',
    });
    await expectOk('DELETE', '/api/users/me', raised);
    console.log(`  site owner raised ${email} to ${String(set.role)}; the account deleted itself`);

    const impostor = await password(emulator.host, email);
    const me = await expectOk('GET', '/api/users/me', impostor);
    const exported = await expectOk('GET', '/api/users/me/export', impostor);
    const profile = exported.profile as { role?: string; emailVerified?: boolean } | undefined;
    const adminList = await call('GET', '/api/admin/users', impostor);
    console.log(
      `  unverified sign-up of the address: users/me role ${String(me.role)}, export role ${String(profile?.role)}, ` +
        `export handSetRole ${JSON.stringify(exported.handSetRole)}, GET /api/admin/users ${adminList.status}`,
    );
    kit.claim(
      'an unverified account with a hand-set address acts as a user',
      me.role === 'user' && adminList.status === 403,
      `users/me role ${String(me.role)}, admin list ${adminList.status}`,
    );
    kit.claim(
      "its export shows the role it has and not the address's kept role",
      profile?.role === 'user' && profile.emailVerified === false && exported.handSetRole === null,
      `profile.role ${String(profile?.role)}, handSetRole ${JSON.stringify(exported.handSetRole)}`,
    );

    const listed = (await expectOk(
      'GET',
      `/api/admin/users?q=${encodeURIComponent(email)}`,
      owner,
    )) as unknown as {
      id: number;
      emailVerified: boolean;
    }[];
    const row = listed.find((user) => user.id === me.id);
    console.log(
      `  the site owner's list: ${JSON.stringify(listed.map((user) => [user.id, user.emailVerified]))}`,
    );
    kit.claim(
      "the site owner's list marks the address unverified",
      row?.emailVerified === false,
      `emailVerified ${String(row?.emailVerified)}`,
    );

    const person = await google(emulator.host, email);
    const back = await expectOk('GET', '/api/users/me', person);
    console.log(`  verified Google sign-in of the address: role ${String(back.role)}`);
    kit.claim(
      'the verified owner of the address gets the role back',
      back.role === 'admin',
      `role ${String(back.role)}`,
    );
  } finally {
    await emulator.stop();
  }
};
