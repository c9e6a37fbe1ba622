import type { AnyTRPCProcedure, AnyTRPCRouter } from '@trpc/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
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
 * Two costs of tRPC's Fastify adapter, removed around it (register before the adapter):
 * - its answer is a fetch Response that Fastify pipes out as a web stream; a JSON answer is buffered into a
 *   string here instead (streamed answers, `application/jsonl`, are left as they are);
 * - a GET of shared queries only (the daily horoscope, signs, calendar; batched or not) is kept as the exact
 *   status, headers and bytes tRPC answered, by UTC date and URL, so a repeat skips tRPC altogether.
 */
export function registerTrpcAnswers(
  app: FastifyInstance,
  options: { router: AnyTRPCRouter; prefix: string },
) {
  const shared = sharedQueries(options.router);
  const answers = new LRUCache<string, Answer>({ max: answerCacheSize });
  const pending = new WeakMap<FastifyRequest, string>();
  const prefix = `${options.prefix}/`;

  const cacheKey = (request: FastifyRequest): string | undefined => {
    if (request.method !== 'GET' || !request.url.startsWith(prefix)) return undefined;
    const path = request.url.slice(prefix.length).split('?')[0] ?? '';
    let names: string[];
    try {
      names = decodeURIComponent(path).split(',');
    } catch {
      return undefined;
    }
    if (!names.every((name) => shared.has(name))) return undefined;
    return `${new Date().toISOString().slice(0, 10)} ${request.url}`;
  };

  app.addHook('onRequest', async (request, reply) => {
    const key = cacheKey(request);
    if (key === undefined) return;
    const hit = answers.get(key);
    if (!hit) {
      pending.set(request, key);
      return;
    }
    reply.code(hit.status).headers(hit.headers).send(hit.body);
    return reply;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!isFetchResponse(payload)) return payload;
    const type = payload.headers.get('content-type') ?? '';
    if (type.includes('jsonl') || type.includes('event-stream')) return payload;
    const body = await payload.text();
    const headers: Record<string, string> = {};
    payload.headers.forEach((value, name) => {
      if (name !== 'content-length' && name !== 'transfer-encoding') headers[name] = value;
    });
    // Fastify adds the charset to a string it sends from a hook; say it on the first answer too.
    if (headers['content-type'] === 'application/json')
      headers['content-type'] = 'application/json; charset=utf-8';
    reply.code(payload.status).headers(headers);
    const key = pending.get(request);
    if (key !== undefined && payload.status === 200) answers.set(key, { status: 200, headers, body });
    return body;
  });
}
