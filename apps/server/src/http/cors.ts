import type { ProcedureTable } from '@celtic/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../env';
import { addVary } from './cache-headers';
import { HttpError, sendError } from './errors';
import { ruleOf } from './rest';
import { exposedHeaders, publicCorsHeaders } from './security-headers';
import { trpcCalls, trpcPrefix } from './trpc';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An OPTIONS route at the URL of a public read (`registerCors`): GET and HEAD there are public reads. */
    publicRead?: true;
  }
}

/**
 * A preflight of a public read from any origin. `Authorization` is not among the headers: a public read ignores
 * the caller, so a page that sends a token to one is sending it for nothing (a listed origin may, below).
 */
const publicPreflight: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD',
  'access-control-allow-headers':
    'Accept-Language, Content-Type, If-None-Match, X-Api-Key, X-Request-Id, trpc-accept',
  // Chromium keeps a preflight two hours at most.
  'access-control-max-age': '7200',
};

/** A preflight from a listed origin (CORS_ORIGINS), for any path: that site's calls, its users' tokens and all. */
const listedPreflight: Readonly<Record<string, string>> = {
  'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE',
  'access-control-allow-headers':
    'Authorization, Content-Type, Idempotency-Key, If-None-Match, Accept-Language, X-Api-Key, X-Request-Id, trpc-accept',
  'access-control-max-age': '600',
};

const isRead = (method: string | undefined) => method === 'GET' || method === 'HEAD';

/**
 * Whether a GET or HEAD of `request`'s URL is a public read, by the procedure table's access rule: a REST route
 * whose procedure is public (or a route that states its rule the same way: the share pages, the OpenAPI
 * document), or a tRPC URL all of whose calls are public queries.
 */
function readsPublicly(request: FastifyRequest, table: ProcedureTable): boolean {
  if (request.url.startsWith(`${trpcPrefix}/`)) {
    return trpcCalls(request.url, table).every((call) => call?.access === 'public' && call.type === 'query');
  }
  if (request.method === 'OPTIONS') return request.routeOptions.config?.publicRead === true;
  return ruleOf(request)?.access === 'public';
}

export interface Cors {
  /**
   * Sets the CORS headers of `request`'s answer (the guards' hook, guards/guards.ts). Answers every OPTIONS
   * request itself, before anything is counted or gated, and returns true then: an allowed preflight 204, any
   * other 404.
   */
  apply: (request: FastifyRequest, reply: FastifyReply) => boolean;
  /** Called once every route is registered: an OPTIONS route at each public read's URL, for its preflights. */
  routePreflights: () => void;
}

/**
 * Cross-origin calls, two rules by the procedure table's access:
 * - a public read (GET or HEAD of a public procedure, a share page, the OpenAPI document) answers any origin:
 *   `Access-Control-Allow-Origin: *` on every answer, errors and 304s included, and a preflight of 204;
 * - everything else (signed-in calls, writes, admin) only the origins of CORS_ORIGINS, each named back with
 *   `Vary: Origin`; another origin's preflight is 404 and its answers carry no Allow-Origin.
 * A listed origin's preflight gets the listed rule on any path, so a page of it may send its token even to a
 * public read.
 */
export function registerCors(app: FastifyInstance, env: Env, table: ProcedureTable): Cors {
  const listed = new Set(env.CORS_ORIGINS);
  // With no origins listed, nothing but a public read depends on the Origin.
  const varies = listed.size > 0;
  const publicUrls = new Set<string>();
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.includes('GET') && route.config?.rule?.access === 'public') publicUrls.add(route.url);
  });

  /** Whether the preflight `request` asks for is allowed; its headers set on `reply` when it is. */
  function allows(request: FastifyRequest, reply: FastifyReply): boolean {
    const origin = request.headers.origin;
    const method = request.headers['access-control-request-method'];
    if (origin === undefined || method === undefined) return false;
    if (varies) addVary(reply, 'Origin');
    if (listed.has(origin)) reply.header('access-control-allow-origin', origin).headers(listedPreflight);
    else if (isRead(method) && readsPublicly(request, table)) reply.headers(publicPreflight);
    else return false;
    return true;
  }

  /** Every OPTIONS request: a preflight allowed is 204, anything else 404 (OPTIONS is only ever a preflight). */
  function answerOptions(request: FastifyRequest, reply: FastifyReply) {
    // Some browsers wait for a body on a 204 without a length.
    if (allows(request, reply)) return reply.code(204).header('content-length', '0').send();
    const path = request.url.split('?')[0] ?? '';
    return sendError(
      request,
      reply,
      new HttpError(404, 'NOT_FOUND', `No such path: OPTIONS ${path} (no cross-origin call allowed)`),
    );
  }

  return {
    apply(request, reply) {
      if (request.method === 'OPTIONS') {
        answerOptions(request, reply);
        return true;
      }
      if (isRead(request.method) && readsPublicly(request, table)) {
        reply.headers(publicCorsHeaders);
      } else if (varies) {
        addVary(reply, 'Origin');
        const origin = request.headers.origin;
        if (origin !== undefined && listed.has(origin)) {
          reply.header('access-control-allow-origin', origin);
          reply.header('access-control-expose-headers', exposedHeaders);
        }
      }
      return false;
    },
    routePreflights() {
      for (const url of publicUrls) {
        // Answered by `apply` in the guards' hook; the route is there for its config.
        app.options(url, { config: { publicRead: true } }, answerOptions);
      }
    },
  };
}
