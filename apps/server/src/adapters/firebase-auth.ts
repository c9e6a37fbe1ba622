import { AuthError, AuthUnavailableError, type VerifiedToken, type VerifyToken } from '@celtic/api';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { LRUCache } from 'lru-cache';
import { type Env, exposeEmulatorHostToFirebase } from '../env';

export type { VerifiedToken, VerifyToken };

export interface TokenVerifier {
  verifyToken: VerifyToken;
  close(): Promise<void>;
}

// firebase-admin reports "could not reach Google or the emulator" in several shapes: these are its codes for it,
// and the messages it throws when fetching Google's public keys fails.
const unavailableCodes = new Set(['app/network-error', 'app/network-timeout', 'auth/internal-error']);
const unavailableMessage =
  /Error fetching (public keys|Json Web Keys)|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|socket hang up/i;

function isUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (typeof code === 'string' && unavailableCodes.has(code)) || unavailableMessage.test(error.message);
}

// Google's key service or the emulator may stop answering without refusing: a caller then waits this long at
// most for a 503, never for ever.
const verifyTimeoutMs = 5000;

class VerifyTimeout extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new VerifyTimeout(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

let appCounter = 0;

/**
 * Verifies Firebase ID tokens with firebase-admin and keeps each verified token until its `exp`, so a busy
 * client costs one verification per token rather than one per request (in emulator mode every verification
 * is also a round trip to the emulator).
 */
export function createTokenVerifier(env: Env, options: { maxEntries?: number } = {}): TokenVerifier {
  exposeEmulatorHostToFirebase(env);
  appCounter += 1;
  // A named app per verifier: tests build several servers in one process.
  const app: App = initializeApp(
    // In emulator mode no credentials are needed; otherwise Application Default Credentials (or
    // GOOGLE_APPLICATION_CREDENTIALS) are picked up by firebase-admin itself when it needs them.
    { projectId: env.FIREBASE_PROJECT_ID },
    `celtic-server-${appCounter}`,
  );
  const auth = getAuth(app);
  const cache = new LRUCache<string, VerifiedToken>({ max: options.maxEntries ?? 10_000 });

  async function verifyToken(idToken: string): Promise<VerifiedToken> {
    const cached = cache.get(idToken);
    if (cached) return cached;
    let decoded: Awaited<ReturnType<typeof auth.verifyIdToken>>;
    try {
      decoded = await withTimeout(auth.verifyIdToken(idToken), verifyTimeoutMs);
    } catch (error) {
      if (error instanceof VerifyTimeout || isUnavailable(error)) {
        throw new AuthUnavailableError('The sign-in service could not be reached; try again shortly');
      }
      throw new AuthError('The ID token is invalid or has expired');
    }
    const identity: VerifiedToken = {
      uid: decoded.uid,
      email: typeof decoded.email === 'string' ? decoded.email : null,
      name: typeof decoded.name === 'string' ? decoded.name : null,
      picture: typeof decoded.picture === 'string' ? decoded.picture : null,
      exp: decoded.exp,
    };
    const ttl = decoded.exp * 1000 - Date.now();
    if (ttl > 0) cache.set(idToken, identity, { ttl });
    return identity;
  }

  return {
    verifyToken,
    close: () => deleteApp(app),
  };
}
