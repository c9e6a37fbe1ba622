import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { CachePolicy } from '@celtic/api';
import type { FastifyServerFactory } from 'fastify';
import { LRUCache } from 'lru-cache';
import { storedAnswerHead, utcDate } from './cache-headers';
import { headerLanguage } from './context';
import { apiHeaders, publicCorsHeaders } from './security-headers';
import type { ProxyTrust } from './trust-proxy';

/** A stored public answer: what the app answered for a URL on this UTC date. */
export interface SharedAnswer {
  /** Headers of the answer itself beyond the API set and the request id (e.g. content-type). */
  headers: Readonly<Record<string, string>>;
  body: string;
  /**
   * With a policy, Cache-Control is worked out per request and a matching If-None-Match gets 304; `named`: the
   * URL names its day or period, so the answer is final.
   */
  cache?: { policy: CachePolicy; etag: string; named: boolean };
  /** A public read counted against its caller's read quota (the procedure table's `metered`). */
  metered?: boolean;
}

/**
 * Counts a public read the store would answer against its read quota (guards/guards.ts): null when it is not
 * counted; else the RateLimit fields to send with the answer, or null when it is refused (the store then hands it
 * to Fastify, whose guards answer the refusal without counting it again).
 */
export type StoreMeter = (
  request: IncomingMessage,
) => Promise<Readonly<Record<string, string>> | null> | null;

interface Stored {
  /** Header names and values sent with 200 and 304 alike. */
  common: string[];
  /** The same with the body's type and length, for 200. */
  ok: string[];
  /**
   * The body's UTF-8 bytes, one character a byte (sent as latin1). A string, not a Buffer: node:http sends a
   * string body in the same write as the head (a Buffer takes a writev of two chunks, which costs such a small
   * answer much more CPU). Not the text itself: one curly quote makes V8 keep a text two bytes a character, and
   * node:http then encodes it to UTF-8 again on every request.
   */
  bytes: string;
  cache: SharedAnswer['cache'];
  metered: boolean;
  /** What it weighs in the store: its bytes, headers and key, in characters. */
  size: number;
}

export interface SharedAnswersOptions {
  /** Whether an answer must go through the app now (draining, database gate closed, every request logged). */
  bypass: () => boolean;
  /** TRUST_PROXY's rule, as Fastify has it: a trusted peer's X-Forwarded-Proto may ask for HSTS. */
  trustProxy: ProxyTrust | false;
  requestId: (request: IncomingMessage) => string;
}

/**
 * Where an answer is kept: today's UTC date, the language the request's Accept-Language chooses (`headerLanguage`:
 * one key per language, not per header), and the URL.
 */
const keyOf = (url: string, headers: IncomingHttpHeaders) =>
  `${utcDate()} ${headerLanguage(headers).locale} ${url}`;

/**
 * Whether a request asks for the plain JSON answer the store keeps: tRPC streams a batch as JSON Lines when
 * `trpc-accept` names a type or Accept names `application/jsonl` (both read by its adapter). Nothing else in a
 * request to a shared procedure changes its bytes but the language, which is part of the key.
 */
export function asksPlainAnswer(headers: IncomingHttpHeaders): boolean {
  return headers['trpc-accept'] === undefined && !headers.accept?.includes('jsonl');
}

// Answers are a few kB (a batch of a day's readings some tens): room for every sign, language and procedure of
// today and its neighbours many times over.
const keptBytes = 8 * 1024 * 1024;
const newBytes = 2 * 1024 * 1024;

/**
 * The one store of shared answers: public answers that depend only on the URL and the UTC date (procedures the
 * procedure table marks `shared`: the daily horoscope, signs, calendar; by REST or tRPC). Nothing a user or an
 * admin can change is in it: a stored horoscope never changes, and the signs and the calendar are code.
 *
 * The REST and tRPC adapters `put` the app's answer; a repeat is answered from node:http's request handler before
 * Fastify sees the request (`serve`), the store's only way out: Fastify's routing, hooks and reply cost more CPU
 * than the answer itself on such a request. An answer whose language the Accept-Language header chose is stored
 * is kept under the language the header chose (its negotiated locale, not the header's text). Only answers to
 * requests for plain JSON go in and come out (`asksPlainAnswer`): a streamed tRPC batch is another body. It sends
 * the stored bytes with the headers every API answer carries (`apiHeaders`), those of every public read's
 * (`publicCorsHeaders`: the same for any Origin or none, so a cross-origin call is answered here too) and the
 * Cache-Control the app would send now (`storedAnswerHead`); app.test.ts and cors.test.ts compare the two
 * answers. What needs more than that goes to the app, which answers it as the first time — another method
 * (a preflight too), a body, TLS (HSTS), or whatever `bypass` says.
 *
 * Bounded in bytes, in two parts, so that URLs asked for once cannot push out the answers clients keep asking
 * for (a URL has endless spellings of one input: letter case, extra parameters, other dates): a new answer goes
 * into a small part of its own, and moves to the larger one when it is asked for again. A flood of one-off URLs
 * only churns the small part; pushing today's answers out takes more distinct URLs than the large part holds,
 * each asked for twice, between two requests for them.
 */
export class SharedAnswers {
  /** Answers asked for again since they were stored. */
  #kept = new LRUCache<string, Stored>({ maxSize: keptBytes, sizeCalculation: (stored) => stored.size });
  /** Answers not asked for since they were stored. */
  #new = new LRUCache<string, Stored>({ maxSize: newBytes, sizeCalculation: (stored) => stored.size });
  #options: SharedAnswersOptions;
  #meter: StoreMeter | undefined;
  /** Requests answered before Fastify (tests read it). */
  hits = 0;

  constructor(options: SharedAnswersOptions) {
    this.#options = options;
  }

  /** Counts every metered answer it sends with `meter` (the guards' read quota), from now on. */
  meterWith(meter: StoreMeter): void {
    this.#meter = meter;
  }

  /** Keeps the app's answer to a GET of `request.url` (asked for plain JSON) for the rest of today (UTC). */
  put(request: { url: string; headers: IncomingHttpHeaders }, answer: SharedAnswer): void {
    if (!asksPlainAnswer(request.headers)) return;
    const { 'content-type': contentType, ...rest } = answer.headers;
    const common = Object.entries({ ...apiHeaders, ...publicCorsHeaders, ...rest }).flat();
    const bytes = Buffer.from(answer.body).toString('latin1');
    const ok = [...common, 'content-length', String(bytes.length)];
    if (contentType !== undefined) ok.push('content-type', contentType);
    const key = keyOf(request.url, request.headers);
    const size = key.length + bytes.length + ok.reduce((sum, item) => sum + item.length, 0);
    const stored = { common, ok, bytes, cache: answer.cache, metered: answer.metered === true, size };
    if (this.#kept.has(key)) this.#kept.set(key, stored);
    else this.#new.set(key, stored);
  }

  /** The stored answer for a request, moved among those asked for again when it is new. */
  #find(request: IncomingMessage): Stored | undefined {
    const key = keyOf(request.url ?? '', request.headers);
    const kept = this.#kept.get(key);
    if (kept !== undefined) return kept;
    const stored = this.#new.get(key);
    if (stored === undefined) return undefined;
    this.#new.delete(key);
    this.#kept.set(key, stored);
    return stored;
  }

  /**
   * Answers the request when it can; false leaves it to the app. A metered answer is sent once its read quota
   * counted it (a promise then: true once answered, false when refused, left to the app to answer).
   */
  serve(request: IncomingMessage, response: ServerResponse): boolean | Promise<boolean> {
    if (request.method !== 'GET' || request.url === undefined) return false;
    const incoming = request.headers;
    const hasBody =
      (incoming['content-length'] ?? '0') !== '0' || incoming['transfer-encoding'] !== undefined;
    if (hasBody || this.#maybeHttps(request)) return false;
    if (!asksPlainAnswer(incoming) || this.#options.bypass()) return false;
    const stored = this.#find(request);
    if (stored === undefined) return false;
    const metering = stored.metered ? this.#meter?.(request) : null;
    if (!metering) {
      this.#send(request, response, stored, undefined);
      return true;
    }
    return metering.then((fields) => {
      if (fields === null) return false;
      this.#send(request, response, stored, fields);
      return true;
    });
  }

  #send(
    request: IncomingMessage,
    response: ServerResponse,
    stored: Stored,
    fields: Readonly<Record<string, string>> | undefined,
  ): void {
    // Flat [name, value, …] lists: node:http takes them as they are, with no object to build or walk.
    const id = this.#options.requestId(request);
    const extra = fields ? ['x-request-id', id, ...Object.entries(fields).flat()] : ['x-request-id', id];
    this.hits += 1;
    if (stored.cache === undefined) {
      response.writeHead(200, [...stored.ok, ...extra]).end(stored.bytes, 'latin1');
      return;
    }
    const { status, head } = storedAnswerHead(request.headers, stored.cache);
    if (status === 304) response.writeHead(304, [...stored.common, ...extra, ...head]).end();
    else response.writeHead(200, [...stored.ok, ...extra, ...head]).end(stored.bytes, 'latin1');
  }

  #maybeHttps(request: IncomingMessage): boolean {
    if ((request.socket as TLSSocket).encrypted) return true;
    const trust = this.#options.trustProxy;
    // The same test as Fastify's request.protocol: the header counts only from a trusted peer.
    return (
      trust !== false &&
      request.headers['x-forwarded-proto'] !== undefined &&
      trust(request.socket.remoteAddress ?? '', 0)
    );
  }

  /** Fastify's `serverFactory`: the same HTTP/1 server Fastify would make, with this cache in front. */
  serverFactory(): FastifyServerFactory {
    return (handler, serverOptions) => {
      const options = serverOptions as {
        http?: ServerOptions;
        keepAliveTimeout?: number;
        requestTimeout?: number;
        connectionTimeout?: number;
        maxRequestsPerSocket?: number;
      };
      const server: Server = createServer(options.http ?? {}, (request, response) => {
        const served = this.serve(request, response);
        if (served === false) handler(request, response);
        else if (served !== true)
          served.then(
            (answered) => {
              if (!answered) handler(request, response);
            },
            // A meter that failed: the app counts the request again, and answers whatever that gives.
            () => handler(request, response),
          );
      });
      // What Fastify sets on the server it makes itself.
      if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
      if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
      server.setTimeout(options.connectionTimeout ?? 0);
      if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
      return server;
    };
  }
}
