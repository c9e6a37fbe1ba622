import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import type { TLSSocket } from 'node:tls';
import { type CachePolicy, statesLanguage } from '@celtic/api';
import type { FastifyServerFactory } from 'fastify';
import { LRUCache } from 'lru-cache';
import { cacheControlFor, isFresh, utcDate } from './cache-headers';
import { apiHeaders } from './security-headers';
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
}

interface Stored {
  /** The Accept-Language header chose its language (`Vary: Accept-Language`; its request stated none). */
  byHeader: boolean;
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
}

export interface SharedAnswersOptions {
  /** Whether an answer must go through the app now (draining, database gate closed, every request logged). */
  bypass: () => boolean;
  /** CORS origins are configured: a request with an Origin needs the plugin's headers. */
  cors: boolean;
  /** TRUST_PROXY's rule, as Fastify has it: a trusted peer's X-Forwarded-Proto may ask for HSTS. */
  trustProxy: ProxyTrust | false;
  requestId: (request: IncomingMessage) => string;
}

/** Everything in the store is public: the answers of public procedures only. */
const cacheControlOf = (cache: NonNullable<SharedAnswer['cache']>) =>
  cacheControlFor(cache.policy, { named: cache.named, shared: true });

// Distinct URLs (sign spellings, dates, batches) each take an entry of a few kB at most.
const maxAnswers = 1000;

/**
 * The one store of shared answers: public answers that depend only on the URL and the UTC date (procedures the
 * procedure table marks `shared`: the daily horoscope, signs, calendar; by REST or tRPC). Nothing a user or an
 * admin can change is in it: a stored horoscope never changes, and the signs and the calendar are code.
 *
 * The REST and tRPC adapters `put` the app's answer; a repeat is answered from node:http's request handler before
 * Fastify sees the request (`serve`), the store's only way out: Fastify's routing, hooks and reply cost more CPU
 * than the answer itself on such a request. An answer whose language the Accept-Language header chose is stored
 * only from a request that stated no language (no header, or `*`), and given only to such requests. It sends the stored bytes with the headers every API answer carries
 * (`apiHeaders`) and the Cache-Control the app would send now (`cacheControlFor`); app.test.ts compares the two
 * answers. What needs more than that goes to the app, which answers it as the first time — another method, a
 * body, CORS, TLS (HSTS), or whatever `bypass` says.
 */
export class SharedAnswers {
  #answers = new LRUCache<string, Stored>({ max: maxAnswers });
  #options: SharedAnswersOptions;
  /** Requests answered before Fastify (tests read it). */
  hits = 0;

  constructor(options: SharedAnswersOptions) {
    this.#options = options;
  }

  /** Keeps the app's answer to GET `url` for the rest of today (UTC). */
  put(url: string, answer: SharedAnswer): void {
    const { 'content-type': contentType, ...rest } = answer.headers;
    const common = Object.entries({ ...apiHeaders, ...rest }).flat();
    if (answer.cache) common.push('etag', answer.cache.etag);
    const bytes = Buffer.from(answer.body).toString('latin1');
    const ok = [...common, 'content-length', String(bytes.length)];
    if (contentType !== undefined) ok.push('content-type', contentType);
    const byHeader = /\baccept-language\b/i.test(answer.headers.vary ?? '');
    this.#answers.set(`${utcDate()} ${url}`, {
      common,
      ok,
      bytes,
      cache: answer.cache,
      byHeader,
    });
  }

  /** Answers the request when it can; false leaves it to the app. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || request.url === undefined) return false;
    const stored = this.#answers.get(`${utcDate()} ${request.url}`);
    if (stored === undefined) return false;
    const incoming = request.headers;
    const hasBody =
      (incoming['content-length'] ?? '0') !== '0' || incoming['transfer-encoding'] !== undefined;
    if (hasBody || (this.#options.cors && incoming.origin !== undefined) || this.#maybeHttps(request))
      return false;
    // Stored from a request that stated no language (English): one that states one may choose another.
    if (stored.byHeader && statesLanguage(incoming['accept-language'])) return false;
    if (this.#options.bypass()) return false;

    // Flat [name, value, …] lists: node:http takes them as they are, with no object to build or walk.
    const id = this.#options.requestId(request);
    if (stored.cache === undefined) {
      this.hits += 1;
      response.writeHead(200, [...stored.ok, 'x-request-id', id]).end(stored.bytes, 'latin1');
      return true;
    }
    const cacheControl = cacheControlOf(stored.cache);
    this.hits += 1;
    if (isFresh(incoming['if-none-match'], stored.cache.etag)) {
      response.writeHead(304, [...stored.common, 'x-request-id', id, 'cache-control', cacheControl]).end();
    } else {
      response
        .writeHead(200, [...stored.ok, 'x-request-id', id, 'cache-control', cacheControl])
        .end(stored.bytes, 'latin1');
    }
    return true;
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
        if (!this.serve(request, response)) handler(request, response);
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
