import type { Database, User } from '@celtic/db';
import { type ChosenLanguage, chooseLanguage } from './language';
import { defaultPushServiceOrigins } from './push-services';

/** What the server's token verifier resolves to (firebase-admin's decoded ID token, narrowed). */
export interface VerifiedToken {
  uid: string;
  email?: string | null;
  name?: string | null;
  picture?: string | null;
  /** Firebase's word that the address belongs to the person (`email_verified`); the lists raise only these. */
  emailVerified?: boolean;
  /** When the person signed in, seconds since the epoch (`auth_time`): a deleted account refuses older ones. */
  authTime?: number;
  /** Expiry in seconds since the epoch, as in the token's `exp` claim. */
  exp?: number;
}

/** The identity provider's accounts, beside token verification: what deleting an account does there. */
export interface Accounts {
  /** Deletes the Firebase user of `uid` (gone already counts as done), so no new token is issued for it. */
  deleteFirebaseUser(uid: string): Promise<void>;
}

/** Where a procedure reports what the caller need not see (the request's log on the server). */
export interface ContextLog {
  warn(details: Record<string, unknown>, message: string): void;
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
   * The caller: verified and signed in (sign-in.ts) by the server before any procedure runs, when the request
   * calls a procedure that needs one; null without a token, or for a request of public procedures only.
   */
  caller: VerifiedToken | null;
  /**
   * Why the request has no caller though it needs one: its token was refused, or its sign-in failed (the
   * server's context factory). Thrown by the procedures that need a caller, so it is answered like their errors.
   */
  callerRefused?: unknown;
  /**
   * The request's language, as the server decided it (its `lang`, else Accept-Language, else English): what a
   * call that names no `lang` of its own is written in, and its errors too (`localeOf`).
   */
  language: ChosenLanguage;
  accounts: Accounts;
  log: ContextLog;
  /** The push services subscriptions may point at (push-services.ts): https origins, `*.` for subdomains. */
  pushServiceOrigins: readonly string[];
  /** The VAPID public key from the server's environment; null: the pair kept in the database (local runs). */
  vapidPublicKey: string | null;
  /** Each API key's requests a minute and a UTC day, as the server counts them (0: no such limit). */
  keyQuota: KeyQuota;
}

/** Each API key's limits (the server's API_KEY_REQUESTS_PER_MINUTE and _PER_DAY; 0: none). */
export interface KeyQuota {
  perMinute: number;
  perDay: number;
}

/** The server's defaults, for contexts made without a server (tests). */
export const defaultKeyQuota: KeyQuota = { perMinute: 600, perDay: 10_000 };

export interface ContextInnerOptions {
  db: Database;
  /** The caller as a stored row (tests); its uid, e-mail and name are the identity. */
  user?: User | null;
  caller?: VerifiedToken | null;
  accounts?: Accounts;
  log?: ContextLog;
  now?: () => Date;
  requestId?: string;
  pushServiceOrigins?: readonly string[];
  vapidPublicKey?: string | null;
  keyQuota?: KeyQuota;
  callerRefused?: unknown;
  /** The request's language (the server's decision); absent: chosen from `acceptLanguage` (tests). */
  language?: ChosenLanguage;
  acceptLanguage?: string;
}

/** The identity a stored user row stands for (tests sign callers in by row). */
export function identityOf(user: User): VerifiedToken {
  return {
    uid: user.firebaseUid,
    email: user.email,
    emailVerified: user.emailVerified,
    name: user.displayName,
    picture: user.photoUrl,
  };
}

/** Without an identity provider (tests of the API alone): there is no Firebase user to delete. */
const noAccounts: Accounts = { deleteFirebaseUser: async () => {} };
const quietLog: ContextLog = { warn: () => {} };

/** The context without HTTP: tests call this with the user they want; the server passes the `caller`. */
export function createContextInner(options: ContextInnerOptions): Context {
  const { db, user } = options;
  const identity = user ? identityOf(user) : null;
  return {
    db,
    requestId: options.requestId,
    now: options.now ?? (() => new Date()),
    caller: options.caller !== undefined ? options.caller : identity,
    callerRefused: options.callerRefused,
    language: options.language ?? chooseLanguage(undefined, options.acceptLanguage),
    accounts: options.accounts ?? noAccounts,
    log: options.log ?? quietLog,
    pushServiceOrigins: options.pushServiceOrigins ?? defaultPushServiceOrigins,
    vapidPublicKey: options.vapidPublicKey ?? null,
    keyQuota: options.keyQuota ?? defaultKeyQuota,
  };
}
