import type { Database } from '@celtic/db';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { VerifyToken } from './auth';
import type { Env } from './env';
import { HttpError, sendError } from './http-errors';
import { sharedRateLimitStore } from './rate-limit-store';

// The calls the web app makes right after sign-in; each first use of a token is a verification and an upsert.
const signInPaths = new Set(['/api/users/me', '/api/users/role', '/api/user/deleted-check']);
const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** How many rate-limited calls a request makes: writes and sign-in-related calls; a tRPC batch counts each. */
export function limitedCalls(method: string, url: string): number {
  const path = url.split('?')[0] ?? '';
  if (path.startsWith('/api/')) return !readMethods.has(method) || signInPaths.has(path) ? 1 : 0;
  if (path.startsWith('/trpc/')) {
    let names: string[];
    try {
      names = decodeURIComponent(path.slice('/trpc/'.length)).split(',');
    } catch {
      return 1;
    }
    // Queries cannot be sent by POST, so every procedure of a POST is a mutation.
    return method === 'POST' ? names.length : names.filter((name) => name.startsWith('user.')).length;
  }
  return 0;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/**
 * Per-IP and per-user limits on writes and sign-in-related calls (@fastify/rate-limit's counters, one hook of
 * ours so a tRPC batch is counted per call, on the routes that can carry such a call). The user is the
 * verified token's uid; the verifier keeps verified tokens, so this costs one cache lookup per call after the
 * first. A bad token is only limited by IP.
 *
 * `sharedDb` (PostgreSQL): the counters live in the database, shared by every instance over it (see
 * rate-limit-store.ts). Without it (PGlite: one process) they live in this process.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  env: Pick<
    Env,
    'RATE_LIMIT_PER_IP' | 'RATE_LIMIT_PER_USER' | 'RATE_LIMIT_WINDOW_SECONDS' | 'DB_QUERY_TIMEOUT_MS'
  >,
  verifyToken: VerifyToken,
  sharedDb?: Database,
): Promise<void> {
  if (env.RATE_LIMIT_PER_IP === 0 && env.RATE_LIMIT_PER_USER === 0) return;
  const store =
    sharedDb &&
    sharedRateLimitStore(sharedDb, {
      // A fifth of the query deadline (1 s by default): the write that follows waits for the database anyway.
      fallbackAfterMs: Math.round(env.DB_QUERY_TIMEOUT_MS / 5),
      onFallback: (error) =>
        app.log.warn({ err: error }, 'rate limits: database store unavailable, counting in this process'),
    });
  await app.register(rateLimit, { global: false, ...(store && { store }) });
  const keys = new WeakMap<FastifyRequest, string>();
  const limiter = (max: number) =>
    max === 0
      ? null
      : app.createRateLimit({
          max,
          timeWindow: env.RATE_LIMIT_WINDOW_SECONDS * 1000,
          keyGenerator: (request) => keys.get(request) ?? `ip:${request.ip}`,
        });
  const perIp = limiter(env.RATE_LIMIT_PER_IP);
  const perUser = limiter(env.RATE_LIMIT_PER_USER);

  async function exceeded(
    limit: NonNullable<typeof perIp>,
    request: FastifyRequest,
    calls: number,
  ): Promise<number | null> {
    for (let call = 0; call < calls; call += 1) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) return Math.max(1, result.ttlInSeconds);
    }
    return null;
  }

  async function limit(request: FastifyRequest, reply: FastifyReply) {
    const calls = limitedCalls(request.method, request.url);
    if (calls === 0) return;
    let retryAfter: number | null = null;
    if (perIp) {
      keys.set(request, `ip:${request.ip}`);
      retryAfter = await exceeded(perIp, request, calls);
    }
    const token = bearerToken(request);
    if (retryAfter === null && perUser && token) {
      const uid = await verifyToken(token).then(
        (identity) => identity.uid,
        () => null,
      );
      if (uid !== null) {
        keys.set(request, `uid:${uid}`);
        retryAfter = await exceeded(perUser, request, calls);
      }
    }
    if (retryAfter === null) return;
    reply.header('retry-after', String(retryAfter));
    return sendError(
      request,
      reply,
      new HttpError(429, 'TOO_MANY_REQUESTS', `Too many requests: try again in ${retryAfter} s`),
    );
  }

  // Only on the routes that can carry a limited call, so every other request (reads, pages) skips the hook.
  app.addHook('onRoute', (route) => {
    const routeMethods = Array.isArray(route.method) ? route.method : [route.method];
    if (!routeMethods.some((method) => mayBeLimited(method, route.url))) return;
    const own = route.onRequest;
    route.onRequest = own === undefined ? [limit] : [...(Array.isArray(own) ? own : [own]), limit];
  });
}

/** Whether a route may carry a rate-limited call: any tRPC route, an API write, a sign-in path. */
export function mayBeLimited(method: string, url: string): boolean {
  if (url.startsWith('/trpc/')) return true;
  return url.startsWith('/api/') && (!readMethods.has(method) || signInPaths.has(url));
}
