import {
  codesOfStatus,
  type ErrorBody,
  type ErrorCode,
  errorBodyOf,
  httpStatusOf,
  retryAfterSeconds,
  translatedError,
} from '@celtic/api';
import { defaultLocale, type Locale } from '@celtic/zodiac-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { languageHeadersFor, setLanguageHeaders } from './cache-headers';
import { languageOf } from './context';

/** An error the HTTP layer itself answers (bad JSON, wrong media type, unknown path), with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const bodyLimitBytes = 64 * 1024;

// Fastify's own request errors, translated to our body shape and the api's codes.
const fastifyErrors: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Unsupported content type: send the body as application/json',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'Body is larger than 64 kB',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'BAD_REQUEST', message: 'Body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'BAD_REQUEST', message: 'Body is not valid JSON' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'Content-Length does not match the body',
  },
};

export const unsupportedMediaType = () =>
  new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type: send the body as application/json');

const codeForStatus = (status: number): ErrorCode => codesOfStatus(status)[0] ?? 'BAD_REQUEST';

interface DescribedError {
  status: number;
  body: ErrorBody;
  language?: Locale;
  /** The body in English, for the log. */
  english: ErrorBody;
}

/**
 * Status and body for anything thrown while serving a request, worded in `locale` where the words are ours, and
 * the language they are written in (undefined for the HTTP layer's own English messages and zod's). The error
 * is translated once (`translatedError`: a procedure's already was) and worded from that.
 */
export function describeError(error: unknown, locale: Locale = defaultLocale): DescribedError {
  const plain = (status: number, body: ErrorBody) => ({ status, body, english: body });
  if (error instanceof HttpError)
    return plain(error.statusCode, { message: error.message, code: error.code });
  const { code: fastifyCode, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown };
  if (typeof fastifyCode === 'string') {
    const known = fastifyErrors[fastifyCode];
    if (known) return plain(known.status, { message: known.message, code: known.code });
  }
  // Any other client error Fastify raises (bad URL encoding, unsupported method…) keeps its status.
  if (error instanceof Error && typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return plain(statusCode, { message: error.message, code: codeForStatus(statusCode) });
  }
  const trpcError = translatedError(error);
  const { body, language } = errorBodyOf(trpcError, locale);
  const english = locale === defaultLocale ? body : errorBodyOf(trpcError, defaultLocale).body;
  return { status: httpStatusOf(trpcError), body, language, english };
}

/**
 * Answers with the error body, worded in the request's language (`languageOf`) and saying it (`Content-Language`, `Vary: Accept-Language` where the header chose); a 429 or
 * 503 says when to try again (`Retry-After`, unless the refuser set its own); a 5xx is
 * logged with the request id and its cause, never sent. The path is logged without its query string, which may
 * hold a caller's input (the request's own log line says what is safe).
 */
export function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const chosen = languageOf(request);
  const { status, body, language, english } = describeError(error, chosen.locale);
  if (status >= 500)
    request.log.error(
      { err: error },
      `${request.method} ${request.url.split('?')[0]} failed: ${english.message}`,
    );
  if (language) {
    const headers = languageHeadersFor([chosen]);
    if (headers) setLanguageHeaders(reply, headers);
  }
  const retryAfter = retryAfterSeconds(status, error);
  if (retryAfter !== undefined && !reply.hasHeader('retry-after'))
    reply.header('retry-after', String(retryAfter));
  return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/**
 * Parses JSON bodies, answering "Body is not valid JSON" on a syntax error; an empty body counts as no body,
 * since clients often send the header on a DELETE or a body-less PATCH.
 */
export function parseJsonBody(
  _request: FastifyRequest,
  body: string | Buffer,
  done: (error: Error | null, value?: unknown) => void,
): void {
  const text = typeof body === 'string' ? body : body.toString('utf8');
  if (text.trim() === '') {
    done(null, undefined);
    return;
  }
  try {
    done(null, JSON.parse(text));
  } catch {
    done(new HttpError(400, 'BAD_REQUEST', 'Body is not valid JSON'));
  }
}
