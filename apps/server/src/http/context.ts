import {
  type Accounts,
  AuthError,
  type Context,
  createContextInner,
  type RoleLists,
  signInUser,
  type VerifiedToken,
  type VerifyToken,
} from '@celtic/api';
import type { Database } from '@celtic/db';
import type { FastifyRequest } from 'fastify';

/**
 * The token of an `Authorization: Bearer <token>` header: undefined when there is no header (signed out), null
 * when there is one that is not a Bearer token (refused as 401). The one parser of that header.
 */
export function bearerToken(header: string | undefined): string | null | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header.trim());
  return match?.[1] ?? null;
}

export interface CallerOptions extends RoleLists {
  db: Database;
  /** Verifies a token; returns the same object for a token while it keeps it (adapters/firebase-auth.ts). */
  verifyToken: VerifyToken;
  /** The identity provider's accounts: deleting an account deletes its Firebase user. */
  accounts: Accounts;
  /** PUSH_SERVICE_ORIGINS: where subscriptions may point (the browsers' push services when absent). */
  pushServiceOrigins?: readonly string[];
  /** VAPID_PUBLIC_KEY; absent: the pair kept in the database. */
  vapidPublicKey?: string;
}

/**
 * Builds each request's context: the one place a caller is resolved. When the request calls a procedure that
 * needs a caller (`needsCaller`, from the procedure table), the bearer token is verified and the caller signed
 * in, before any procedure runs; a public request's token is never looked at. The first request with a token on
 * this instance writes the sign-in (profile, last login, role raised from the e-mail lists); concurrent first
 * requests share that write, and a failed one is tried again by the next request. The sign-in of a token
 * issued before its account was deleted is refused (401) and writes nothing. What is kept per token is only
 * that the write was made: no answer depends on it, because every signed-in procedure reads the caller's row
 * from the database with its data (none: the account was deleted since, 401).
 */
export function createContextFactory(
  options: CallerOptions,
): (request: FastifyRequest, needsCaller: boolean) => Promise<Context> {
  const { db, verifyToken } = options;
  const signedIn = new WeakMap<VerifiedToken, Promise<unknown>>();

  async function callerOf(header: string | undefined): Promise<VerifiedToken | null> {
    const token = bearerToken(header);
    if (token === undefined) return null;
    if (token === null) throw new AuthError();
    const identity = await verifyToken(token);
    let written = signedIn.get(identity);
    if (written === undefined) {
      written = signInUser(db, identity, options);
      signedIn.set(identity, written);
      written.catch(() => signedIn.delete(identity));
    }
    await written;
    return identity;
  }

  return async (request, needsCaller) =>
    createContextInner({
      db,
      requestId: request.id,
      accounts: options.accounts,
      pushServiceOrigins: options.pushServiceOrigins,
      vapidPublicKey: options.vapidPublicKey,
      log: request.log,
      acceptLanguage: request.headers['accept-language'],
      caller: needsCaller ? await callerOf(request.headers.authorization) : null,
    });
}
