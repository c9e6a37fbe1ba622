/** ID tokens an attacker could present, crafted from scratch or from a real emulator token. */
import { generateKeyPairSync, sign } from 'node:crypto';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('not a JWT');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** The same token with some claims replaced, its (empty, emulator) signature kept. */
export function withClaims(token: string, changes: Record<string, unknown>): string {
  const [header, , signature = ''] = token.split('.');
  return `${header}.${encode({ ...claimsOf(token), ...changes })}.${signature}`;
}

/** An emulator token whose lifetime ended an hour ago. */
export function expiredCopy(token: string): string {
  const past = Math.floor(Date.now() / 1000) - 7200;
  return withClaims(token, { iat: past, auth_time: past, exp: past + 3600 });
}

/** An emulator token that names another Firebase project as audience and issuer. */
export function otherProjectCopy(token: string, projectId = 'demo-someone-else'): string {
  return withClaims(token, { aud: projectId, iss: `https://securetoken.google.com/${projectId}` });
}

/** Authorization headers that are not a usable bearer token at all. */
export const malformedHeaders = [
  'Bearer not-a-jwt',
  'Basic dXNlcjpwYXNzd29yZA==',
  'Bearer a.b.c',
  'Bearer',
  `Bearer ${'x'.repeat(4096)}`,
  'bearer eyJhbGciOiJub25lIn0.e30.',
] as const;

/**
 * A well-formed RS256 ID token for `projectId`, with every claim a real one carries, signed by a key of our
 * own: only a verifier that skips the signature check would accept it.
 */
export function selfSignedToken(projectId: string, uid = 'mallory'): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const now = Math.floor(Date.now() / 1000);
  const header = encode({ alg: 'RS256', kid: 'not-a-google-key', typ: 'JWT' });
  const payload = encode({
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now - 60,
    user_id: uid,
    sub: uid,
    iat: now - 60,
    exp: now + 3000,
    email: `${uid}@example.com`,
    email_verified: true,
    firebase: { identities: { email: [`${uid}@example.com`] }, sign_in_provider: 'google.com' },
  });
  const signature = sign('sha256', Buffer.from(`${header}.${payload}`), privateKey).toString('base64url');
  return `${header}.${payload}.${signature}`;
}
