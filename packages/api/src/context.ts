import { type Database, getUserById, type User, upsertUserOnSignIn } from '@celtic/db';
import { namesCaller } from './access';
import { AuthError } from './errors';
import { listByUserInput } from './schemas';
import { ExpiringCache, jwtExpiry } from './token-cache';
import { type ListPageKind, listPageKey, userDataCacheFor } from './user-data-cache';

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

/** The list procedures whose cached pages `peekPage` may answer, with the kind of page each caches. */
const peekablePages = new Map<string, ListPageKind>([
  ['readings.list', 'readings'],
  ['compatibility.list', 'compatibility'],
]);

/** True for a procedure whose cached pages `peekPage` may answer. */
export function isPeekablePage(procedurePath: string): boolean {
  return peekablePages.has(procedurePath);
}

/** The token's entry still names the row: the same Firebase account (ids are not reused, but be sure). */
function isRowOf(entry: KnownToken, user: User): boolean {
  return user.firebaseUid === entry.identity.uid;
}

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
      if (user && isRowOf(entry, user)) return user;
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

  /**
   * The page a list procedure (`readings.list`, `compatibility.list`) would answer now, if that is a cached
   * page: the token is known and unexpired, the caller's row is cached, the input (parsed with the
   * procedure's schema) names the caller, and the page is stored under the caller's current generation.
   * Synchronous, so an adapter may answer without entering tRPC. Anything else — an unknown token, a bad
   * input, an admin reading someone else's list, a miss — is `undefined`: the procedure then answers (and
   * refuses, or fills the cache) as always.
   */
  function peekPage(
    procedurePath: string,
    authorizationHeader: string | undefined,
    rawInput: unknown,
  ): object | undefined {
    const kind = peekablePages.get(procedurePath);
    if (kind === undefined) return undefined;
    const token = bearerToken(authorizationHeader);
    if (!token) return undefined;
    const entry = known.get(token);
    if (!entry) return undefined;
    const caller = userData.cachedUser(entry.userId);
    if (!caller || !isRowOf(entry, caller)) return undefined;
    const input = listByUserInput.safeParse(rawInput);
    if (!input.success || !namesCaller(caller, input.data.userId)) return undefined;
    return userData.cachedPage(caller.id, listPageKey(kind, input.data));
  }

  async function createContext(
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
  }

  return Object.assign(createContext, { peekPage });
}

export type CreateContext = ReturnType<typeof createContextFactory>;

/** See `peekPage` in createContextFactory. */
export type PeekPage = CreateContext['peekPage'];
