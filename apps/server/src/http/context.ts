import type { IncomingHttpHeaders } from 'node:http';
import {
  type Accounts,
  AuthError,
  type ChosenLanguage,
  type Context,
  chooseLanguage,
  defaultKeyQuota,
  defaultPushServiceOrigins,
  type KeyQuota,
  type RoleLists,
  signInUser,
  type VerifiedToken,
  type VerifyToken,
} from '@celtic/api';
import type { Database } from '@celtic/db';
import { isLocale } from '@celtic/zodiac-core';
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Its language as `languageOf` decided it, at its first use. */
    chosenLanguage?: ChosenLanguage;
    /** Its bearer token's verification (`identityOf`), started at its first use. */
    verified?: Promise<VerifiedToken | null>;
  }
}

/**
 * The token of an `Authorization: Bearer <token>` header: undefined when there is no header (signed out), null
 * when there is one that is not a Bearer token (refused as 401). The one parser of that header.
 */
export function bearerToken(header: string | undefined): string | null | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * The identity of a request's bearer token, verified once per request whoever asks first (the load shedding,
 * the rate limiter, the context): null without a token; rejects with AuthError for a token that is not one.
 */
export function identityOf(request: FastifyRequest, verifyToken: VerifyToken): Promise<VerifiedToken | null> {
  if (request.verified === undefined) {
    const token = bearerToken(request.headers.authorization);
    request.verified =
      token === undefined
        ? Promise.resolve(null)
        : token === null
          ? Promise.reject(new AuthError())
          : verifyToken(token);
    // Whoever asks handles a rejection; an unasked one is not an unhandled rejection.
    request.verified.catch(() => {});
  }
  return request.verified;
}

const langField = (value: unknown): unknown =>
  typeof value === 'object' && value !== null ? (value as { lang?: unknown }).lang : undefined;

/**
 * The language an Accept-Language header chooses (English when it names none of ours): the one reader of that
 * header, for the app and for the shared-answer store in front of it.
 */
export const headerLanguage = (headers: IncomingHttpHeaders): ChosenLanguage =>
  chooseLanguage(undefined, headers['accept-language']);

/**
 * The language of a request, decided here alone for its answer, its errors, its Content-Language and Vary: the
 * `lang` it names (its query's, else its JSON body's), else its Accept-Language header, else English. A call of a
 * tRPC batch that names its own `lang` (`input`) is written in that. A `lang` that is not one of ours chooses
 * nothing: the procedure's schema refuses it, in the header's language.
 */
export function languageOf(request: FastifyRequest, input?: unknown): ChosenLanguage {
  const own = langField(input);
  if (isLocale(own)) return { locale: own, byHeader: false };
  if (request.chosenLanguage === undefined) {
    const lang = langField(request.query) ?? langField(request.body);
    request.chosenLanguage = isLocale(lang)
      ? { locale: lang, byHeader: false }
      : headerLanguage(request.headers);
  }
  return request.chosenLanguage;
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
  /** API_KEY_REQUESTS_PER_MINUTE and _PER_DAY (the keys' page shows them). */
  keyQuota?: KeyQuota;
}

/**
 * Builds each request's context: the one place a caller is resolved and a language chosen (`languageOf`). When
 * the request calls a procedure that needs a caller (`needsCaller`, from the procedure table), the bearer token
 * is verified (`identityOf`: once per request) and the caller signed in, before any procedure runs; a public
 * request's token is never looked at. A token refused, or a sign-in that failed, is kept in the context
 * (`callerRefused`) and thrown by the procedures that need a caller, so the context itself never fails and its
 * errors are worded like any other. The first request with a token on this instance writes the sign-in
 * (profile, last login, role raised from the e-mail lists); concurrent first requests share that write, and a
 * failed one is tried again by the next request. The sign-in of a token issued before its account was deleted is
 * refused (401) and writes nothing. What is kept per token is only that the write was made: no answer depends on
 * it, because every signed-in procedure reads the caller's row from the database with its data (none: the
 * account was deleted since, 401).
 */
export function createContextFactory(
  options: CallerOptions,
): (request: FastifyRequest, needsCaller: boolean) => Promise<Context> {
  const { db, verifyToken } = options;
  const signedIn = new WeakMap<VerifiedToken, Promise<unknown>>();

  async function callerOf(request: FastifyRequest): Promise<VerifiedToken | null> {
    const identity = await identityOf(request, verifyToken);
    if (identity === null) return null;
    let written = signedIn.get(identity);
    if (written === undefined) {
      written = signInUser(db, identity, options);
      signedIn.set(identity, written);
      written.catch(() => signedIn.delete(identity));
    }
    await written;
    return identity;
  }

  return async (request, needsCaller) => {
    let caller: VerifiedToken | null = null;
    let callerRefused: unknown;
    if (needsCaller) {
      try {
        caller = await callerOf(request);
      } catch (error) {
        callerRefused = error;
      }
    }
    return {
      db,
      requestId: request.id,
      now: () => new Date(),
      caller,
      callerRefused,
      language: languageOf(request),
      accounts: options.accounts,
      log: request.log,
      pushServiceOrigins: options.pushServiceOrigins ?? defaultPushServiceOrigins,
      vapidPublicKey: options.vapidPublicKey ?? null,
      keyQuota: options.keyQuota ?? defaultKeyQuota,
    };
  };
}
