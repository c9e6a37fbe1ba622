import type { AnyTRPCProcedure, AnyTRPCRouter } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { LRUCache } from 'lru-cache';
import { type CachePolicy, cacheControlFor, dateOf, etagOf, isFresh, utcDate } from './cache';
import type { FrontCache } from './front-cache';
import { HttpError, sendError } from './http-errors';
import { fastPageFor, jsonOf } from './rest-fast-pages';

type RestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The part of a procedure's meta the REST adapter reads (trpc-to-openapi's format plus our cache hint). */
export interface RestMeta {
  openapi?: { method: RestMethod; path: string; enabled?: boolean; protect?: boolean };
  cache?: CachePolicy;
}

export interface RestRoute {
  /** Dotted tRPC path, e.g. `readings.list`. */
  procedurePath: string;
  method: RestMethod;
  /** Fastify URL, e.g. `/api/readings/:id/favorite`. */
  url: string;
  cache: CachePolicy | undefined;
  /** A public GET with a cache policy: its answer depends only on the URL and the UTC date. */
  shared: boolean;
  procedure: AnyTRPCProcedure;
}

const jsonType = 'application/json; charset=utf-8';
const methods = new Set<string>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** Every procedure that declares a REST path, in the router's order, with its Fastify URL. */
export function restRoutes(router: AnyTRPCRouter, prefix = '/api'): RestRoute[] {
  const routes: RestRoute[] = [];
  const procedures = router._def.procedures as Record<string, AnyTRPCProcedure>;
  for (const [procedurePath, procedure] of Object.entries(procedures)) {
    const meta = procedure._def.meta as RestMeta | undefined;
    const openapi = meta?.openapi;
    if (!openapi || openapi.enabled === false) continue;
    if (!methods.has(openapi.method))
      throw new Error(`${procedurePath}: unsupported REST method ${openapi.method}`);
    routes.push({
      procedurePath,
      method: openapi.method,
      url: prefix + openapi.path.replace(/\{(\w+)\}/g, ':$1'),
      cache: meta?.cache,
      shared: meta?.cache !== undefined && openapi.method === 'GET' && openapi.protect === false,
      procedure,
    });
  }
  return routes;
}

export interface RestOptions {
  router: AnyTRPCRouter;
  /** Builds the tRPC context from the Authorization header. */
  createContext: (authorization: string | undefined, extra: { requestId?: string }) => Promise<unknown>;
  /** Where shared answers are also kept, to be answered before Fastify. */
  front?: FrontCache;
}

interface CachedAnswer {
  json: string;
  etag: string;
  /** The answer's own date, which ends a daily answer's cache lifetime. */
  date: string | undefined;
}

// Distinct URLs (sign spellings, dates, query orders) each take an entry; a few kB each at most.
const answerCacheSize = 1000;

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
 * Registers one native Fastify route per REST procedure. The handler calls the procedure itself (no caller
 * proxy, no second router lookup): input is query, JSON body and path parameters merged, in that order of
 * precedence; the result is the JSON body, or 204 when the procedure returns nothing.
 */
export function registerRestRoutes(app: FastifyInstance, options: RestOptions): RestRoute[] {
  const routes = restRoutes(options.router);
  // Serialised answers of shared routes (the daily horoscope, the signs), so a repeat skips the procedure,
  // JSON.stringify and the ETag hash. Keyed by UTC date too: "today" and the valid dates move at midnight.
  const answers = new LRUCache<string, CachedAnswer>({ max: answerCacheSize });
  for (const route of routes) {
    const { procedure, procedurePath, cache } = route;
    const type = procedure._def.type;
    // A cached per-user list page is sent without entering tRPC.
    const fastPage =
      route.method === 'GET' && !cache ? fastPageFor(procedurePath, options.createContext) : undefined;

    const send = (
      request: FastifyRequest,
      reply: FastifyReply,
      policy: CachePolicy,
      answer: CachedAnswer,
    ) => {
      const now = new Date();
      reply.headers({ 'cache-control': cacheControlFor(policy, answer.date, now), etag: answer.etag });
      if (isFresh(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
      return reply.type(jsonType).send(answer.json);
    };

    const answer = async (request: FastifyRequest, reply: FastifyReply, key: string | undefined) => {
      if (request.body !== undefined && !isPlainObject(request.body)) {
        return sendError(request, reply, new HttpError(400, 'BAD_REQUEST', 'Body must be a JSON object'));
      }
      const input: Record<string, unknown> = {};
      mergeInto(input, request.query);
      mergeInto(input, request.body);
      mergeInto(input, request.params);
      let result: unknown;
      try {
        const ctx = await options.createContext(request.headers.authorization, { requestId: request.id });
        result = await procedure({
          ctx,
          getRawInput: async () => input,
          path: procedurePath,
          type,
          signal: undefined,
          batchIndex: 0,
        });
      } catch (error) {
        return sendError(request, reply, error);
      }
      if (result === undefined) return reply.code(204).send();
      const json = jsonOf(result);
      if (!cache) return reply.type(jsonType).send(json);
      const fresh: CachedAnswer = { json, etag: etagOf(json), date: dateOf(result) };
      if (key !== undefined) {
        answers.set(key, fresh);
        options.front?.put(request.url, {
          headers: { 'content-type': jsonType },
          body: json,
          cache: { policy: cache, etag: fresh.etag, date: fresh.date },
        });
      }
      return send(request, reply, cache, fresh);
    };

    // Not async: a cache hit is answered synchronously (no promise for Fastify to wait on); a miss returns one.
    const handler = (request: FastifyRequest, reply: FastifyReply) => {
      if (fastPage?.(request, reply)) return;
      const key = route.shared ? `${utcDate()} ${request.url}` : undefined;
      const hit = key === undefined ? undefined : answers.get(key);
      if (hit && cache) {
        send(request, reply, cache, hit);
        return;
      }
      return answer(request, reply, key);
    };

    app.route({ method: route.method as HTTPMethods, url: route.url, handler });
  }
  return routes;
}
