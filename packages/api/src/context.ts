import type { Database, User } from '@celtic/db';
import { signInUser } from './sign-in';

/** What the server's token verifier resolves to (firebase-admin's decoded ID token, narrowed). */
export interface VerifiedToken {
  uid: string;
  email?: string | null;
  name?: string | null;
  picture?: string | null;
  /** Expiry in seconds since the epoch, as in the token's `exp` claim. */
  exp?: number;
}

/** Resolves the caller of a token, or throws AuthError (401) / AuthUnavailableError (503). */
export type VerifyToken = (idToken: string) => Promise<VerifiedToken>;

/**
 * A request's context. It holds no user data: the caller's row is read by each signed-in procedure's statement,
 * with the data, so every answer reflects the database as it is now.
 */
export interface Context {
  db: Database;
  requestId?: string;
  /** The server's clock; tests pin it. */
  now: () => Date;
  /**
   * The caller's verified identity, null when the request carries no token; rejects with AuthError for a bad
   * one. The server resolves it after the token's sign-in was written (sign-in.ts).
   */
  identity: () => Promise<VerifiedToken | null>;
  /** Writes a sign-in for `identity`: creates the row or refreshes profile and last login, raising the role. */
  signIn: (identity: VerifiedToken) => Promise<User>;
}

export interface ContextInnerOptions {
  db: Database;
  /** The caller as a stored row (tests); its uid, e-mail and name are the identity. */
  user?: User | null;
  identity?: () => Promise<VerifiedToken | null>;
  signIn?: (identity: VerifiedToken) => Promise<User>;
  now?: () => Date;
  requestId?: string;
}

/** The identity a stored user row stands for (tests sign callers in by row). */
export function identityOf(user: User): VerifiedToken {
  return { uid: user.firebaseUid, email: user.email, name: user.displayName, picture: user.photoUrl };
}

/** The context without HTTP: tests call this with the user they want; the server passes `identity`. */
export function createContextInner(options: ContextInnerOptions): Context {
  const { db, user } = options;
  const identity = user ? identityOf(user) : null;
  return {
    db,
    requestId: options.requestId,
    now: options.now ?? (() => new Date()),
    identity: options.identity ?? (() => Promise.resolve(identity)),
    signIn: options.signIn ?? ((caller) => signInUser(db, caller, {})),
  };
}
