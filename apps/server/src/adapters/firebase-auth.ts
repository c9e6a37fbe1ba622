import {
  type Accounts,
  AuthError,
  AuthUnavailableError,
  type VerifiedToken,
  type VerifyToken,
} from '@celtic/api';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { LRUCache } from 'lru-cache';
import { type Env, exposeEmulatorHostToFirebase } from '../env';

export type { VerifiedToken, VerifyToken };

export interface TokenVerifier extends Accounts {
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

interface Verified {
  identity: VerifiedToken;
  /** When Firebase last confirmed the account is neither disabled, deleted nor revoked (ms since the epoch). */
  checkedAt: number;
}

/**
 * Verifies Firebase ID tokens with firebase-admin, with the revocation check: a disabled, deleted or signed-out
 * (revoked) account is refused. A verified token is kept until its `exp`, so a busy client costs one
 * verification per token rather than one per request; but it is checked again with Firebase once it was last
 * checked `TOKEN_RECHECK_SECONDS` ago (at most a minute), so such an account loses access within that time on
 * every instance. Until then the answer for it stays the same, which a write of ours cannot change: deleting an
 * account through the API refuses its tokens at once through the database (the tombstone), not through this.
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
  // Only tokens Firebase verified go in (a made-up token is never kept), and at most this many.
  const cache = new LRUCache<string, Verified>({ max: options.maxEntries ?? 10_000 });
  const recheckMs = env.TOKEN_RECHECK_SECONDS * 1000;

  async function verify(idToken: string): Promise<VerifiedToken> {
    let decoded: Awaited<ReturnType<typeof auth.verifyIdToken>>;
    try {
      decoded = await withTimeout(auth.verifyIdToken(idToken, true), verifyTimeoutMs);
    } catch (error) {
      if (error instanceof VerifyTimeout || isUnavailable(error)) {
        throw new AuthUnavailableError('The sign-in service could not be reached; try again shortly');
      }
      throw new AuthError('The ID token is invalid or has expired');
    }
    return {
      uid: decoded.uid,
      email: typeof decoded.email === 'string' ? decoded.email : null,
      emailVerified: decoded.email_verified === true,
      name: typeof decoded.name === 'string' ? decoded.name : null,
      picture: typeof decoded.picture === 'string' ? decoded.picture : null,
      authTime: decoded.auth_time,
      exp: decoded.exp,
    };
  }

  // The checks under way, by token: a busy client's concurrent requests, when its token is new or due for its
  // check, wait for the one answer instead of each asking Firebase (which under load took the emulator seconds).
  // An entry lives only while its check is under way (the check's deadline bounds that).
  const checking = new Map<string, Promise<VerifiedToken>>();

  function verifyToken(idToken: string): Promise<VerifiedToken> {
    const kept = cache.get(idToken);
    if (kept && Date.now() - kept.checkedAt < recheckMs) return Promise.resolve(kept.identity);
    let pending = checking.get(idToken);
    if (pending === undefined) {
      pending = check(idToken, kept).finally(() => checking.delete(idToken));
      checking.set(idToken, pending);
    }
    return pending;
  }

  async function check(idToken: string, kept: Verified | undefined): Promise<VerifiedToken> {
    const now = Date.now();
    let identity: VerifiedToken;
    try {
      identity = await verify(idToken);
    } catch (error) {
      if (error instanceof AuthError) cache.delete(idToken);
      throw error;
    }
    // The same object while the claims are the same: the server signs a token in once per object.
    const same = kept && kept.identity.uid === identity.uid && kept.identity.authTime === identity.authTime;
    const entry = { identity: same ? kept.identity : identity, checkedAt: now };
    const ttl = (identity.exp ?? 0) * 1000 - now;
    if (ttl > 0) cache.set(idToken, entry, { ttl });
    return entry.identity;
  }

  async function deleteFirebaseUser(uid: string): Promise<void> {
    try {
      await withTimeout(auth.deleteUser(uid), verifyTimeoutMs);
    } catch (error) {
      if ((error as { code?: unknown }).code === 'auth/user-not-found') return;
      throw error;
    }
  }

  return {
    verifyToken,
    deleteFirebaseUser,
    close: () => deleteApp(app),
  };
}
