import type { AnyTRPCProcedure, AnyTRPCRouter } from '@trpc/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { utcDate } from './cache';
import type { FrontCache } from './front-cache';
import { unsupportedMediaType } from './http-errors';
import type { RestMeta } from './rest';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

// Distinct URLs (batches, input spellings) each take an entry of a few kB at most.
const answerCacheSize = 1000;

/** Queries whose answer depends only on their input and the UTC date: public, with a cache policy. */
export function sharedQueries(router: AnyTRPCRouter): Set<string> {
  const procedures = router._def.procedures as Record<string, AnyTRPCProcedure>;
  const names = new Set<string>();
  for (const [name, procedure] of Object.entries(procedures)) {
    const meta = procedure._def.meta as RestMeta | undefined;
    if (procedure._def.type === 'query' && meta?.cache && meta.openapi?.protect === false) names.add(name);
  }
  return names;
}

function isFetchResponse(payload: unknown): payload is Response {
  return Object.prototype.toString.call(payload) === '[object Response]';
}

/**
 * Two costs of tRPC's Fastify adapter, removed around it (register before the adapter, in its scope), and the
 * media type check of its bodies:
 * - its answer is a fetch Response that Fastify pipes out as a web stream; a JSON answer is buffered into a
 *   string here instead (streamed answers, `application/jsonl`, are left as they are);
 * - a GET of shared queries only (the daily horoscope, signs, calendar; batched or not) is kept as the exact
 *   status, headers and bytes tRPC answered, by UTC date and URL, so a repeat skips tRPC altogether.
 */
export function registerTrpcAnswers(
  app: FastifyInstance,
  options: { router: AnyTRPCRouter; prefix: string; front?: FrontCache },
) {
  const shared = sharedQueries(options.router);
  const answers = new LRUCache<string, Answer>({ max: answerCacheSize });
  const pending = new WeakMap<FastifyRequest, string>();
  const prefix = `${options.prefix}/`;

  // Whether a GET's procedures are all shared; asked only on a miss (a hit's URL was shared when it was stored).
  const isShared = (url: string): boolean => {
    const path = url.slice(prefix.length).split('?')[0] ?? '';
    let names: string[];
    try {
      names = decodeURIComponent(path).split(',');
    } catch {
      return false;
    }
    return names.every((name) => shared.has(name));
  };

  app.addHook('onRequest', (request, reply, done) => {
    // tRPC's adapter would parse multipart and octet-stream bodies itself: refuse them like any non-JSON.
    if (request.method === 'POST') {
      const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
      done(type === 'application/json' ? undefined : unsupportedMediaType());
      return;
    }
    if (request.method !== 'GET' || !request.url.startsWith(prefix)) {
      done();
      return;
    }
    const key = `${utcDate()} ${request.url}`;
    const hit = answers.get(key);
    if (hit) {
      // Answered here: done() is not called, so no handler runs.
      reply.code(hit.status).headers(hit.headers).send(hit.body);
      return;
    }
    if (isShared(request.url)) pending.set(request, key);
    done();
  });

  // Synchronous for anything but tRPC's own fetch Response, so a cached answer is written at once.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isFetchResponse(payload)) {
      done(null, payload);
      return;
    }
    const type = payload.headers.get('content-type') ?? '';
    if (type.includes('jsonl') || type.includes('event-stream')) {
      done(null, payload);
      return;
    }
    payload.text().then((body) => {
      const headers: Record<string, string> = {};
      payload.headers.forEach((value, name) => {
        if (name !== 'content-length' && name !== 'transfer-encoding') headers[name] = value;
      });
      // Fastify adds the charset to a string it sends from a hook; say it on the first answer too.
      if (headers['content-type'] === 'application/json')
        headers['content-type'] = 'application/json; charset=utf-8';
      reply.code(payload.status).headers(headers);
      const key = pending.get(request);
      if (key !== undefined && payload.status === 200) {
        answers.set(key, { status: 200, headers, body });
        options.front?.put(request.url, { headers, body });
      }
      done(null, body);
    }, done);
  });
}
