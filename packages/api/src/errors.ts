import {
  AccountDeletedError,
  IdempotencyKeyReusedError,
  IdempotentRowDeletedError,
  NotFoundError,
} from '@celtic/db';
import { defaultLocale, type Locale, UnknownSignError } from '@celtic/zodiac-core';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { issueMessageIn, Refusal, refusalText } from './refusals';
import { isDatabaseUnavailable } from './unavailable';

export type ErrorCode = TRPCError['code'];

/** The HTTP status of an error answer: tRPC's own, for tRPC and REST alike. */
export const httpStatusOf = (error: TRPCError): number => getHTTPStatusCodeFromError(error);

const errorCodes = Object.keys(TRPC_ERROR_CODES_BY_KEY) as ErrorCode[];

/** The HTTP status tRPC gives a code. */
export const httpStatusOfCode = (code: ErrorCode): number => httpStatusOf(new TRPCError({ code }));

export interface Issue {
  path: (string | number)[];
  message: string;
}

/** The JSON body of every error answer. */
export interface ErrorBody {
  message: string;
  code: ErrorCode;
  issues?: Issue[];
}

/** A JSON Schema (2020-12, as OpenAPI 3.1 uses it), as a plain object. */
export type JsonSchema = Record<string, unknown>;

/** The codes an error answer with `status` may carry (400: BAD_REQUEST or PARSE_ERROR), in tRPC's order. */
export function codesOfStatus(status: number): ErrorCode[] {
  return errorCodes.filter((code) => httpStatusOfCode(code) === status);
}

/**
 * The documented schema of `ErrorBody` for one status: what every error answer sends, REST and the HTTP layer
 * alike. `issues` name each refused field by its path (object keys and array indexes).
 */
export function errorBodySchema(status: number): JsonSchema {
  return {
    type: 'object',
    properties: {
      message: { type: 'string', description: 'What went wrong, naming the refused fields' },
      code: { type: 'string', enum: codesOfStatus(status) },
      issues: {
        type: 'array',
        description: 'One entry per refused field (invalid input only)',
        items: {
          type: 'object',
          properties: {
            path: { type: 'array', items: { type: ['string', 'integer'] } },
            message: { type: 'string' },
          },
          required: ['path', 'message'],
          additionalProperties: false,
        },
      },
    },
    required: ['message', 'code'],
    additionalProperties: false,
  };
}

/** The ID token is missing its signature, expired, revoked or otherwise not acceptable (401). */
export class AuthError extends Error {
  constructor(
    message = refusalText('invalidToken', undefined, defaultLocale),
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AuthError';
  }
}

/** The token could not be checked right now, e.g. the key service is unreachable (503). */
export class AuthUnavailableError extends Error {
  constructor(
    message = refusalText('authUnavailable', undefined, defaultLocale),
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AuthUnavailableError';
  }
}

/**
 * Carries field-level issues as the cause of a BAD_REQUEST. It is deliberately not named ZodError:
 * trpc-to-openapi replaces the message of a ZodError cause with "Input validation failed".
 */
export class InputValidationError extends Error {
  readonly issues: Issue[];

  constructor(issues: Issue[]) {
    super(formatIssues(issues));
    this.name = 'InputValidationError';
    this.issues = issues;
  }
}

/** `sign: Unknown zodiac sign "Dragon"; date: Expected a date written YYYY-MM-DD` */
export function formatIssues(issues: readonly Issue[]): string {
  return issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'input'}: ${issue.message}`)
    .join('; ');
}

/** A BAD_REQUEST for one field, shaped like a schema failure. */
export function badInput(field: string, message: string): TRPCError {
  const cause = new InputValidationError([{ path: [field], message }]);
  return new TRPCError({ code: 'BAD_REQUEST', message: cause.message, cause });
}

function issuesOf(value: unknown): Issue[] | null {
  if (typeof value !== 'object' || value === null || !('issues' in value)) return null;
  const { issues } = value as { issues: unknown };
  if (!Array.isArray(issues)) return null;
  return issues.map((raw: { path?: unknown; message?: unknown }) => ({
    path: Array.isArray(raw.path)
      ? raw.path.map((key: unknown) => (typeof key === 'number' ? key : String(key)))
      : [],
    message: typeof raw.message === 'string' ? raw.message : 'Invalid value',
  }));
}

/**
 * The one boundary where domain and unexpected errors become TRPCErrors. Messages of unexpected errors
 * (SQL, bugs) never reach the client; the original stays as `cause` for the server's log.
 */
export function toTRPCError(error: unknown): TRPCError {
  const cause = error instanceof TRPCError && error.cause !== undefined ? error.cause : error;
  if (error instanceof TRPCError && error.code !== 'INTERNAL_SERVER_ERROR') {
    if (error.code === 'BAD_REQUEST' && !(cause instanceof InputValidationError)) {
      const issues = issuesOf(cause);
      if (issues) {
        const validation = new InputValidationError(issues);
        return new TRPCError({ code: 'BAD_REQUEST', message: validation.message, cause: validation });
      }
    }
    return error;
  }
  // Fixed messages: the verifier's own wording may describe the token or the key service.
  if (cause instanceof AuthError) return new Refusal('invalidToken', undefined, { cause });
  if (cause instanceof AccountDeletedError) return new Refusal('accountDeleted', undefined, { cause });
  if (cause instanceof AuthUnavailableError) return new Refusal('authUnavailable', undefined, { cause });
  if (cause instanceof UnknownSignError)
    return new Refusal('unknownSign', { name: cause.signName }, { cause });
  if (cause instanceof NotFoundError) {
    return new TRPCError({ code: 'NOT_FOUND', message: `${cause.entity} not found`, cause });
  }
  if (cause instanceof IdempotencyKeyReusedError)
    return new Refusal('idempotencyKeyReused', undefined, { cause });
  if (cause instanceof IdempotentRowDeletedError)
    return new Refusal('idempotentRowDeleted', undefined, { cause });
  if (isDatabaseUnavailable(cause)) return new Refusal('databaseUnavailable', undefined, { cause });
  if (error instanceof Refusal && error.refusal === 'internalError') return error;
  return new Refusal('internalError', undefined, { cause });
}

/** Seconds a 503 asks the client to wait: the database gate and the token check look again well within it. */
export const unavailableRetryAfterSeconds = 5;
/** Seconds a shed call (the server lagging) asks the client to wait: the lag is sampled every second. */
export const overloadedRetryAfterSeconds = 10;
/** Seconds a 429 asks the client to wait when the refusal does not say (the limiter's own says its window). */
export const tooManyRetryAfterSeconds = 60;

/**
 * The Retry-After (seconds) of an error answer with `status`: every 429 and 503 carries one, any other none. A
 * refusal that names its seconds (`tooManyRequests`) says its own.
 */
export function retryAfterSeconds(status: number, error?: unknown): number | undefined {
  if (status !== 429 && status !== 503) return undefined;
  if (error instanceof Refusal) {
    const { seconds } = (error.values ?? {}) as { seconds?: unknown };
    if (typeof seconds === 'number' && seconds >= 1) return Math.ceil(seconds);
    if (error.refusal === 'overloaded') return overloadedRetryAfterSeconds;
  }
  return status === 429 ? tooManyRetryAfterSeconds : unavailableRetryAfterSeconds;
}

/** An error answer's words in one language. */
export interface LocalizedError {
  message: string;
  issues?: Issue[];
  /** The language they are written in; undefined when some are not ours (zod's own field messages, English). */
  language?: Locale;
}

/**
 * The words of an error answer (`toTRPCError`'s result) in `locale`: the one place REST (`toErrorBody`) and tRPC
 * (the error formatter) word their errors. Our refusals are written in every language; an input error's field
 * messages are ours where a schema gave one of ours (an unsupported language), else zod's, in English.
 * `locale` is chosen like a reading's (`chooseLanguage`: `lang`, else Accept-Language, else English). A signed-in
 * caller's stored language (`users.locale`) does not choose it: the caller's row is read only by each
 * procedure's own statement, and reading it again for an error would cost a second one; the web app sends the
 * language shown as Accept-Language, and that follows the stored one.
 */
export function localizeError(error: TRPCError, locale: Locale): LocalizedError {
  if (error.code === 'INTERNAL_SERVER_ERROR')
    return { message: refusalText('internalError', undefined, locale), language: locale };
  if (error.cause instanceof InputValidationError) {
    let ours = true;
    const issues = error.cause.issues.map((issue) => {
      const message = issueMessageIn(issue.message, locale);
      if (message === undefined) ours = false;
      return message === undefined ? issue : { ...issue, message };
    });
    return { message: formatIssues(issues), issues, language: ours ? locale : undefined };
  }
  if (error instanceof Refusal) return { message: error.messageIn(locale), language: locale };
  return { message: error.message };
}

/**
 * A thrown value as a TRPCError, translating it only when it has not been: a procedure's errors already were,
 * at its boundary (trpc.ts), so an error passes `toTRPCError` once on its way to an answer.
 */
export const translatedError = (error: unknown): TRPCError =>
  error instanceof TRPCError ? error : toTRPCError(error);

/**
 * The error body of an error answer (`translatedError`), worded in `locale` (`localizeError`), and the language it
 * is written in; the server's REST routes answer with it.
 */
export function errorBodyOf(trpcError: TRPCError, locale: Locale): { body: ErrorBody; language?: Locale } {
  const { message, issues, language } = localizeError(trpcError, locale);
  const body: ErrorBody = { message, code: trpcError.code };
  if (issues) body.issues = issues;
  return { body, language };
}

/** The error body for any thrown value (translated by `toTRPCError`), worded in `locale`, and its language. */
export const localizedErrorBody = (error: unknown, locale: Locale = defaultLocale) =>
  errorBodyOf(toTRPCError(error), locale);

/** The error body for any thrown value, in `locale` (English unless named). */
export function toErrorBody(error: unknown, locale: Locale = defaultLocale): ErrorBody {
  return localizedErrorBody(error, locale).body;
}
