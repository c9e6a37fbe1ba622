import {
  AccountDeletedError,
  IdempotencyKeyReusedError,
  IdempotentRowDeletedError,
  NotFoundError,
} from '@celtic/db';
import { UnknownSignError } from '@celtic/zodiac-core';
import { TRPCError } from '@trpc/server';
import { databaseUnavailableMessage, isDatabaseUnavailable } from './unavailable';

export type ErrorCode = TRPCError['code'];

/** The one table from tRPC error code to HTTP status, for tRPC and REST alike. */
export const httpStatusByCode: Record<ErrorCode, number> = {
  PARSE_ERROR: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_SUPPORTED: 405,
  TIMEOUT: 408,
  CONFLICT: 409,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE_CONTENT: 422,
  PRECONDITION_REQUIRED: 428,
  TOO_MANY_REQUESTS: 429,
  CLIENT_CLOSED_REQUEST: 499,
  INTERNAL_SERVER_ERROR: 500,
  NOT_IMPLEMENTED: 501,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
  GATEWAY_TIMEOUT: 504,
};

export function httpStatusOf(code: ErrorCode): number {
  return httpStatusByCode[code] ?? 500;
}

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

/** The codes an error answer with `status` may carry (400: BAD_REQUEST or PARSE_ERROR). */
export function codesOfStatus(status: number): ErrorCode[] {
  return (Object.keys(httpStatusByCode) as ErrorCode[]).filter((code) => httpStatusByCode[code] === status);
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
  constructor(message = 'Invalid or expired token', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AuthError';
  }
}

/** The token could not be checked right now, e.g. the key service is unreachable (503). */
export class AuthUnavailableError extends Error {
  constructor(message = 'Authentication is temporarily unavailable', options?: { cause?: unknown }) {
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

export const internalErrorMessage = 'Internal server error';

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
  if (cause instanceof AuthError) {
    return new TRPCError({ code: 'UNAUTHORIZED', message: 'Invalid or expired token', cause });
  }
  if (cause instanceof AccountDeletedError) {
    return new TRPCError({ code: 'UNAUTHORIZED', message: cause.message, cause });
  }
  if (cause instanceof AuthUnavailableError) {
    return new TRPCError({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Authentication is temporarily unavailable',
      cause,
    });
  }
  if (cause instanceof UnknownSignError) {
    return new TRPCError({ code: 'BAD_REQUEST', message: `sign: ${cause.message}`, cause });
  }
  if (cause instanceof NotFoundError) {
    return new TRPCError({ code: 'NOT_FOUND', message: `${cause.entity} not found`, cause });
  }
  if (cause instanceof IdempotencyKeyReusedError) {
    return new TRPCError({ code: 'UNPROCESSABLE_CONTENT', message: cause.message, cause });
  }
  if (cause instanceof IdempotentRowDeletedError) {
    return new TRPCError({ code: 'CONFLICT', message: cause.message, cause });
  }
  if (isDatabaseUnavailable(cause)) {
    return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: databaseUnavailableMessage, cause });
  }
  if (error instanceof TRPCError && error.message === internalErrorMessage) return error;
  return new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: internalErrorMessage, cause });
}

/** The error body for any thrown value; the server's REST routes answer with it. */
export function toErrorBody(error: unknown): ErrorBody {
  const trpcError = toTRPCError(error);
  const body: ErrorBody = {
    message: trpcError.code === 'INTERNAL_SERVER_ERROR' ? internalErrorMessage : trpcError.message,
    code: trpcError.code,
  };
  if (trpcError.cause instanceof InputValidationError) body.issues = trpcError.cause.issues;
  return body;
}
