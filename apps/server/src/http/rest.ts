import { Readable } from 'node:stream';
import {
  type Context,
  idempotencyHeader,
  type ProcedureRule,
  type ProcedureTable,
  type RestMethod,
} from '@celtic/api';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import {
  cacheHeadersFor,
  etagOf,
  languageHeadersFor,
  namesPeriod,
  sendTagged,
  setCacheHeaders,
  setLanguageHeaders,
} from './cache-headers';
import { languageOf } from './context';
import { HttpError, sendError } from './errors';
import type { SharedAnswers } from './shared-answers';

/**
 * What the guards and the cache headers read of a route's rules: a procedure's row of the procedure table (a REST
 * route), or the same rules stated by a route that is not a procedure (the share pages, share/routes.ts).
 */
export type RouteRule = Pick<
  ProcedureRule,
  'access' | 'cache' | 'needsDatabase' | 'rateLimit' | 'shed' | 'localized' | 'metered'
>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The rules of a route (registerRestRoutes, registerShareRoutes). */
    rule?: RouteRule;
  }
}

export interface RestOptions {
  table: ProcedureTable;
  /** Builds the context of a request; the caller is resolved only when `needsCaller`. */
  createContext: (request: FastifyRequest, needsCaller: boolean) => Promise<Context>;
  /** Where shared answers are kept. */
  shared: SharedAnswers;
}

const jsonType = 'application/json; charset=utf-8';

type OnSendDone = (error: Error | null, payload: unknown) => void;

/** The Fastify URL of a REST path in OpenAPI form: `/readings/{id}` → `/api/readings/:id`. */
export const fastifyUrl = (path: string) => `/api${path.replace(/\{(\w+)\}/g, ':$1')}`;

/**
 * The URL Fastify matches for a route. A parameter that shares its segment with text (`:sign.ics`) becomes a
 * pattern the router would otherwise build with `.`, which stops at a line break: `/feeds/%0A.ics` would be
 * "no such route" instead of the schema's 400 naming `sign`. `[^]+` takes any character, the decoded `%2F` too
 * (the router tests the decoded value; it has already split the path at its real slashes).
 */
const matchedUrl = (url: string) => url.replace(/:(\w+)(?=[^/\w])/g, ':$1([^]+)');

/** A procedure's REST route. */
export interface RestRoute {
  /** Dotted tRPC path, e.g. `readings.list`. */
  procedurePath: string;
  method: RestMethod;
  /** Fastify URL, e.g. `/api/readings/:id/favorite`. */
  url: string;
  rule: ProcedureRule;
}

/** Every procedure with a REST path, in the router's order. */
export function restRoutes(table: ProcedureTable): RestRoute[] {
  const routes: RestRoute[] = [];
  for (const rule of table.values()) {
    if (rule.rest) {
      routes.push({
        procedurePath: rule.path,
        method: rule.rest.method,
        url: fastifyUrl(rule.rest.path),
        rule,
      });
    }
  }
  return routes;
}

/** The rules of a route (Fastify route config), for the hooks that read them. */
export function ruleOf(request: FastifyRequest): RouteRule | undefined {
  return request.routeOptions.config?.rule;
}

function isAsyncIterable(value: unknown): value is AsyncIterable<string> {
  return typeof (value as AsyncIterable<string> | null)?.[Symbol.asyncIterator] === 'function';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mergeInto(target: Record<string, unknown>, source: unknown): void {
  if (!isPlainObject(source)) return;
  for (const key of Object.keys(source)) {
    // A JSON "__proto__" key would replace the target's prototype through the setter.
    if (key !== '__proto__') target[key] = source[key];
  }
}

/**
 * An idempotent write's REST key travels in the `Idempotency-Key` header; the procedure takes it as its
 * `idempotencyKey` input field. A key in both places must be the same key.
 */
function copyIdempotencyKey(request: FastifyRequest, input: Record<string, unknown>): HttpError | undefined {
  const header = request.headers[idempotencyHeader.toLowerCase()];
  if (header === undefined) return undefined;
  if (Array.isArray(header)) {
    return new HttpError(400, 'BAD_REQUEST', `${idempotencyHeader}: Send the header once`);
  }
  if (input.idempotencyKey !== undefined && input.idempotencyKey !== header) {
    return new HttpError(
      400,
      'BAD_REQUEST',
      `${idempotencyHeader}: Differs from the body's idempotencyKey (send one of them)`,
    );
  }
  input.idempotencyKey = header;
  return undefined;
}

/**
 * Registers one native Fastify route per procedure with a REST path, from the procedure table; each route
 * carries its rule (`ruleOf`) for the guards. The handler calls the procedure itself (no caller proxy, no second
 * router lookup): input is query, JSON body and path parameters merged, in that order of precedence; the result
 * is the JSON body (or, for a procedure that `produces` another type, the string it returns), or 204 when the
 * procedure returns nothing. A shared answer is put in the store, which answers repeats before Fastify. Cache-Control (and
 * Vary) come from `cacheHeadersFor`, on success and on failure alike, and a cached answer's ETag and 304 from
 * `sendTagged`; a localized answer says its language (`languageOf`, `languageHeadersFor`).
 */
export function registerRestRoutes(app: FastifyInstance, options: RestOptions): void {
  for (const { rule, method, url } of restRoutes(options.table)) {
    const { path, type, procedure, cache, produces, access } = rule;
    const contentType = produces ?? jsonType;
    const needsCaller = access !== 'public';

    const answer = async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.body !== undefined && !isPlainObject(request.body)) {
        return sendError(request, reply, new HttpError(400, 'BAD_REQUEST', 'Body must be a JSON object'));
      }
      const input: Record<string, unknown> = {};
      mergeInto(input, request.query);
      mergeInto(input, request.body);
      mergeInto(input, request.params);
      if (rule.idempotent) {
        const keyError = copyIdempotencyKey(request, input);
        if (keyError) return sendError(request, reply, keyError);
      }
      let result: unknown;
      try {
        // The procedure itself, as tRPC's own adapters call it: no caller proxy, no router lookup.
        const ctx = await options.createContext(request, needsCaller);
        result = await procedure({
          ctx,
          path,
          type,
          getRawInput: async () => input,
          signal: undefined,
          batchIndex: 0,
        });
      } catch (error) {
        return sendError(request, reply, error);
      }
      const named = namesPeriod(rule.period, input);
      const cacheHeaders = cacheHeadersFor([{ access: rule.access, cache, named }], true);
      if (cacheHeaders) setCacheHeaders(reply, cacheHeaders);
      const languageHeaders = rule.localized ? languageHeadersFor([languageOf(request)]) : undefined;
      if (languageHeaders) setLanguageHeaders(reply, languageHeaders);
      if (result === undefined) return reply.code(204).send();
      // A streamed answer (the export): sent as it is produced, never whole in memory.
      if (isAsyncIterable(result)) return reply.type(contentType).send(Readable.from(result));
      // A procedure that produces another media type returns its body as a string (procedure-table.ts).
      const body = produces !== undefined && typeof result === 'string' ? result : JSON.stringify(result);
      if (!cache) return reply.code(rule.status).type(contentType).send(body);
      const etag = etagOf(body);
      if (rule.shared) {
        options.shared.put(request, {
          headers: { 'content-type': contentType, ...languageHeaders },
          body,
          cache: { policy: cache, etag, named },
          metered: rule.metered,
        });
      }
      return sendTagged(request, reply, { type: contentType, body, etag });
    };

    // A failure from anywhere on the route (the procedure, a guard's 429 or 503, a body refused): a signed-in
    // path's error is never kept.
    const failureHeaders = cacheHeadersFor([{ access: rule.access, cache, named: false }], false);
    const onSend = (_request: FastifyRequest, reply: FastifyReply, payload: unknown, done: OnSendDone) => {
      if (failureHeaders && reply.statusCode >= 400) setCacheHeaders(reply, failureHeaders);
      done(null, payload);
    };

    app.route({
      method: method as HTTPMethods,
      url: matchedUrl(url),
      config: { rule },
      handler: answer,
      onSend,
    });
  }
}
