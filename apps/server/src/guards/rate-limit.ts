import { type ProcedureTable, refusals } from '@celtic/api';
import type { Database } from '@celtic/db';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { VerifyToken } from '../adapters/firebase-auth';
import type { Env } from '../env';
import { bearerToken } from '../http/context';
import { sendError } from '../http/errors';
import { ruleOf } from '../http/rest';
import { trpcCalls, trpcPrefix } from '../http/trpc';
import { sharedRateLimitStore } from './rate-limit-store';

/**
 * Whether a request is rate-limited, by the procedure table: a REST route's own rule, or a tRPC URL naming at
 * least one limited procedure that exists. A request is counted once per limiter however many calls it batches
 * (tRPC's batch limit bounds those; a larger batch is refused before this hook, in http/trpc.ts); names that do
 * not exist cost nothing.
 */
export function isLimited(request: FastifyRequest, table: ProcedureTable): boolean {
  const rule = ruleOf(request);
  if (rule) return rule.rateLimit !== 'none';
  if (!request.url.startsWith(`${trpcPrefix}/`)) return false;
  return trpcCalls(request.url, table).some((call) => call !== undefined && call.rateLimit !== 'none');
}

/**
 * Per-IP and per-user limits on writes and sign-in-related calls (the procedure table's rate-limit classes;
 * @fastify/rate-limit's counters, one hook of ours on the routes that can carry such a call, counting each
 * request once per limiter: `isLimited`). The user is the verified token's uid; the verifier keeps verified tokens, so this costs
 * one cache lookup per call after the first. A bad token is only limited by IP. The counters live in the
 * database, shared by every instance over it (rate-limit-store.ts).
 */
export async function registerRateLimits(
  app: FastifyInstance,
  env: Pick<
    Env,
    'RATE_LIMIT_PER_IP' | 'RATE_LIMIT_PER_USER' | 'RATE_LIMIT_WINDOW_SECONDS' | 'DB_QUERY_TIMEOUT_MS'
  >,
  options: { verifyToken: VerifyToken; db: Database; table: ProcedureTable },
): Promise<void> {
  if (env.RATE_LIMIT_PER_IP === 0 && env.RATE_LIMIT_PER_USER === 0) return;
  const { verifyToken, table } = options;
  const store = sharedRateLimitStore(options.db, {
    // A fifth of the query deadline (1 s by default): the write that follows waits for the database anyway.
    giveUpAfterMs: Math.round(env.DB_QUERY_TIMEOUT_MS / 5),
    onUncounted: (error) =>
      app.log.warn({ err: error }, 'rate limits: the database did not count a call; it went through'),
  });
  await app.register(rateLimit, { global: false, store });
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

  async function exceeded(limit: NonNullable<typeof perIp>, request: FastifyRequest): Promise<number | null> {
    const result = await limit(request);
    return !result.isAllowed && result.isExceeded ? Math.max(1, result.ttlInSeconds) : null;
  }

  async function limit(request: FastifyRequest, reply: FastifyReply) {
    if (!isLimited(request, table)) return;
    let retryAfter: number | null = null;
    if (perIp) {
      keys.set(request, `ip:${request.ip}`);
      retryAfter = await exceeded(perIp, request);
    }
    const token = bearerToken(request.headers.authorization);
    if (retryAfter === null && perUser && token) {
      const uid = await verifyToken(token).then(
        (identity) => identity.uid,
        () => null,
      );
      if (uid !== null) {
        keys.set(request, `uid:${uid}`);
        retryAfter = await exceeded(perUser, request);
      }
    }
    if (retryAfter === null) return;
    reply.header('retry-after', String(retryAfter));
    return sendError(request, reply, refusals.tooManyRequests(retryAfter));
  }

  // Only on the routes that can carry a limited call (a limited procedure's REST route, tRPC's route), so
  // every other request (reads, pages) skips the hook.
  app.addHook('onRoute', (route) => {
    const rule = route.config?.rule;
    const mayBeLimited = rule ? rule.rateLimit !== 'none' : route.url.startsWith(`${trpcPrefix}/`);
    if (!mayBeLimited) return;
    const own = route.onRequest;
    route.onRequest = own === undefined ? [limit] : [...(Array.isArray(own) ? own : [own]), limit];
  });
}
