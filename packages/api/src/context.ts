import { type Database, getUserById, type User, upsertUserOnSignIn } from '@celtic/db';
import { AuthError } from './errors';
import { ExpiringCache, jwtExpiry } from './token-cache';
import { userDataCacheFor } from './user-data-cache';

/** What the server's token verifier resolves to (firebase-admin's decoded ID token, narrowed). */
export interface VerifiedToken {
  uid: string;
  email?: string | null;
  name?: string | null;
  picture?: string | null;
  /** Expiry in seconds since the epoch, as in the token's `exp` claim; read from the token when absent. */
  exp?: number;
}

/** Resolves the caller of a token, or throws AuthError (401) / AuthUnavailableError (503). */
export type VerifyToken = (idToken: string) => Promise<VerifiedToken>;

export interface Context {
  db: Database;
  requestId?: string;
  /** The server's clock; tests pin it. */
  now: () => Date;
  /** The signed-in caller, verified and loaded on first use and memoised for the request. */
  getUser: () => Promise<User | null>;
}

export interface ContextInnerOptions {
  db: Database;
  /** The caller, given directly (tests). Ignored when `getUser` is given. */
  user?: User | null;
  getUser?: () => Promise<User | null>;
  now?: () => Date;
  requestId?: string;
}

/** The context without HTTP: tests call this with the user they want. */
export function createContextInner(options: ContextInnerOptions): Context {
  const user = options.user ?? null;
  return {
    db: options.db,
    requestId: options.requestId,
    now: options.now ?? (() => new Date()),
    getUser: options.getUser ?? (() => Promise.resolve(user)),
  };
}

export interface ContextFactoryOptions {
  db: Database;
  verifyToken: VerifyToken;
  /** Emails raised to site_owner at sign-in (case-insensitive). */
  siteOwnerEmails?: readonly string[];
  /** Emails raised to admin at sign-in (case-insensitive). */
  adminEmails?: readonly string[];
  now?: () => Date;
  /** How many tokens to remember; each entry is a few hundred bytes. */
  tokenCacheSize?: number;
}

interface KnownToken {
  userId: number;
  identity: VerifiedToken;
}

const fallbackTokenLifetimeMs = 5 * 60 * 1000;
// Firebase ID tokens live one hour; never trust a longer claim.
const maxTokenLifetimeMs = 60 * 60 * 1000;

function bearerToken(header: string | undefined): string | null | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * Builds the per-request context from the Authorization header. Verification and the user upsert happen
 * only when a procedure asks for the caller, and the upsert only once per token: later requests with the
 * same token take the row by id from the user data cache, which every change to the row invalidates (here,
 * or through the database's change feed), so role and sign are always current.
 */
export function createContextFactory(options: ContextFactoryOptions) {
  const { db, verifyToken } = options;
  const now = options.now ?? (() => new Date());
  const siteOwners = new Set((options.siteOwnerEmails ?? []).map((email) => email.trim().toLowerCase()));
  const admins = new Set((options.adminEmails ?? []).map((email) => email.trim().toLowerCase()));
  const known = new ExpiringCache<KnownToken>({
    maxSize: options.tokenCacheSize ?? 10_000,
    now: () => now().getTime(),
  });
  const signingIn = new Map<string, Promise<User>>();
  const userData = userDataCacheFor(db);

  function raiseRoleFor(email: string | null | undefined): 'site_owner' | 'admin' | undefined {
    const normalised = email?.trim().toLowerCase();
    if (!normalised) return undefined;
    if (siteOwners.has(normalised)) return 'site_owner';
    if (admins.has(normalised)) return 'admin';
    return undefined;
  }

  async function signIn(token: string, identity: VerifiedToken): Promise<User> {
    const user = await upsertUserOnSignIn(db, {
      firebaseUid: identity.uid,
      email: identity.email ?? null,
      displayName: identity.name ?? null,
      photoUrl: identity.picture ?? null,
      raiseRoleTo: raiseRoleFor(identity.email),
    });
    // The upsert may have raised the role or changed the profile.
    userData.invalidate(user.id);
    const nowMs = now().getTime();
    const claimed = identity.exp !== undefined ? identity.exp * 1000 : jwtExpiry(token);
    const expiresAt = Math.min(claimed ?? nowMs + fallbackTokenLifetimeMs, nowMs + maxTokenLifetimeMs);
    known.set(token, { userId: user.id, identity }, expiresAt);
    return user;
  }

  async function userForToken(token: string): Promise<User> {
    const entry = known.get(token);
    if (entry) {
      const user = await userData.user(entry.userId, () => getUserById(db, entry.userId));
      if (user && user.firebaseUid === entry.identity.uid) return user;
      // The row was deleted by an admin since: the still-valid token signs the caller in afresh.
      known.delete(token);
      return signIn(token, entry.identity);
    }
    // Parallel first requests with one token share a single verification and upsert.
    const pending = signingIn.get(token);
    if (pending) return pending;
    const started = verifyToken(token).then((identity) => signIn(token, identity));
    signingIn.set(token, started);
    try {
      return await started;
    } finally {
      signingIn.delete(token);
    }
  }

  return async function createContext(
    authorizationHeader: string | undefined,
    extra: { requestId?: string } = {},
  ): Promise<Context> {
    let memo: Promise<User | null> | undefined;
    return createContextInner({
      db,
      now,
      requestId: extra.requestId,
      getUser: () => {
        memo ??= (async () => {
          const token = bearerToken(authorizationHeader);
          if (token === undefined) return null;
          if (token === null) throw new AuthError();
          return userForToken(token);
        })();
        return memo;
      },
    });
  };
}

export type CreateContext = ReturnType<typeof createContextFactory>;
