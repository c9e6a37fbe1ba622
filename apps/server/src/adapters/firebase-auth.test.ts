import { AuthError, AuthUnavailableError } from '@celtic/api';
import { afterAll, describe, expect, it } from 'vitest';
import { signIn, testEnv, uniqueEmail } from '../test/helpers';
import { createTokenVerifier, type TokenVerifier } from './firebase-auth';

const verifiers: TokenVerifier[] = [];
function verifier(overrides: Record<string, string> = {}) {
  const created = createTokenVerifier(testEnv(overrides));
  verifiers.push(created);
  return created;
}

/** Counts firebase-admin's calls to the emulator (it talks to it through node:http) until `restore`. */
async function watchNetwork() {
  const { default: http } = await import('node:http');
  const realRequest = http.request;
  const watch = {
    calls: 0,
    restore: () => {
      http.request = realRequest;
    },
  };
  http.request = ((...args: Parameters<typeof http.request>) => {
    watch.calls += 1;
    return realRequest(...args);
  }) as typeof http.request;
  return watch;
}

afterAll(async () => {
  await Promise.all(verifiers.map((created) => created.close()));
});

describe('verifyToken (against the Auth emulator)', () => {
  it('resolves a real emulator ID token to the Google profile', async () => {
    const email = uniqueEmail('ann');
    const user = await signIn({ email, name: 'Ann Example' });
    const identity = await verifier().verifyToken(user.idToken);
    expect(identity).toMatchObject({ uid: user.uid, email, name: 'Ann Example', picture: null });
    expect(identity.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it('keeps a verified token until it expires: the second call needs no emulator', async () => {
    const user = await signIn({ email: uniqueEmail('cache'), name: 'Cached' });
    const { verifyToken } = verifier();
    const first = await verifyToken(user.idToken);
    const network = await watchNetwork();
    try {
      expect(await verifyToken(user.idToken)).toBe(first);
    } finally {
      network.restore();
    }
    expect(network.calls).toBe(0);
  });

  it('asks Firebase once for concurrent requests with a token it has not checked yet', async () => {
    const alone = await signIn({ email: uniqueEmail('alone'), name: 'Alone' });
    const busy = await signIn({ email: uniqueEmail('busy'), name: 'Busy' });
    const network = await watchNetwork();
    try {
      await verifier().verifyToken(alone.idToken);
      const oneCheck = network.calls;
      expect(oneCheck).toBeGreaterThan(0);
      network.calls = 0;
      const { verifyToken } = verifier();
      const answers = await Promise.all(Array.from({ length: 10 }, () => verifyToken(busy.idToken)));
      expect(network.calls).toBe(oneCheck);
      expect(new Set(answers).size).toBe(1);
      expect(answers[0]).toMatchObject({ uid: busy.uid });
    } finally {
      network.restore();
    }
  });

  it('answers AuthError for garbage, a tampered token and another project', async () => {
    const { verifyToken } = verifier();
    await expect(verifyToken('not-a-token')).rejects.toBeInstanceOf(AuthError);

    const user = await signIn({ email: uniqueEmail('tamper'), name: 'Tamper' });
    const [header, payload] = user.idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
    const forged = Buffer.from(
      JSON.stringify({ ...claims, user_id: 'someone-else', sub: 'someone-else' }),
    ).toString('base64url');
    await expect(verifyToken(`${header}.${forged}.`)).rejects.toBeInstanceOf(AuthError);

    const otherProject = verifier({ FIREBASE_PROJECT_ID: 'demo-other-project' });
    await expect(otherProject.verifyToken(user.idToken)).rejects.toBeInstanceOf(AuthError);
  });

  it('answers AuthError for an expired token', async () => {
    const user = await signIn({ email: uniqueEmail('old'), name: 'Old' });
    const [header, payload] = user.idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
    const past = Math.floor(Date.now() / 1000) - 7200;
    const expired = Buffer.from(
      JSON.stringify({ ...claims, iat: past, auth_time: past, exp: past + 3600 }),
    ).toString('base64url');
    await expect(verifier().verifyToken(`${header}.${expired}.`)).rejects.toBeInstanceOf(AuthError);
  });

  it('answers AuthUnavailableError when the emulator cannot be reached', async () => {
    const user = await signIn({ email: uniqueEmail('offline'), name: 'Offline' });
    // Port 9 (discard) is closed here: the connection is refused.
    const unreachable = verifier({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9' });
    await expect(unreachable.verifyToken(user.idToken)).rejects.toBeInstanceOf(AuthUnavailableError);
  });
});
