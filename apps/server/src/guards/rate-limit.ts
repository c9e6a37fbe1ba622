import { type ProcedureTable, type RateLimitClass, refusals } from '@celtic/api';
import type { Database } from '@celtic/db';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { VerifyToken } from '../adapters/firebase-auth';
import type { Env } from '../env';
import { identityOf } from '../http/context';
import { sendError } from '../http/errors';
import { ruleOf } from '../http/rest';
import { trpcCalls, trpcPrefix } from '../http/trpc';
import { sharedRateLimitStore } from './rate-limit-store';

export type LimitedClass = Exclude<RateLimitClass, 'none'>;

/** A class's limits: calls per address and per signed-in user in each window; 0 turns one off. */
export interface ClassLimits {
  perIp: number;
  perUser: number;
  windowSeconds: number;
}

export type RateLimitEnv = Pick<
  Env,
  | 'RATE_LIMIT_PER_IP'
  | 'RATE_LIMIT_PER_USER'
  | 'RATE_LIMIT_WINDOW_SECONDS'
  | 'RATE_LIMIT_EXPORTS_PER_HOUR'
  | 'RATE_LIMIT_COMPUTE_PER_MINUTE'
  | 'SHARE_REQUESTS_PER_MINUTE'
>;

/**
 * The limits of every rate-limit class (the procedure table's `rateLimit`), in one place: writes and sign-in
 * calls by RATE_LIMIT_PER_IP / _PER_USER per RATE_LIMIT_WINDOW_SECONDS; the export by RATE_LIMIT_EXPORTS_PER_HOUR
 * per user and per address in an hour; CPU-heavy public reads by RATE_LIMIT_COMPUTE_PER_MINUTE per address in a
 * minute, and share pages and images by SHARE_REQUESTS_PER_MINUTE (they need no caller, so an address is all
 * there is to count).
 */
export function classLimits(env: RateLimitEnv): Record<LimitedClass, ClassLimits> {
  const configured = {
    perIp: env.RATE_LIMIT_PER_IP,
    perUser: env.RATE_LIMIT_PER_USER,
    windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
  };
  return {
    write: configured,
    signIn: configured,
    export: {
      perIp: env.RATE_LIMIT_EXPORTS_PER_HOUR,
      perUser: env.RATE_LIMIT_EXPORTS_PER_HOUR,
      windowSeconds: 3600,
    },
    compute: { perIp: env.RATE_LIMIT_COMPUTE_PER_MINUTE, perUser: 0, windowSeconds: 60 },
    share: { perIp: env.SHARE_REQUESTS_PER_MINUTE, perUser: 0, windowSeconds: 60 },
  };
}

/**
 * The limited classes a request calls, by the procedure table: a REST route's own rule, or those of the calls of
 * a tRPC URL that exist, each class once however many calls of it a batch holds (tRPC's batch limit bounds
 * those; a larger batch is refused before this hook, in http/trpc.ts); names that do not exist cost nothing.
 */
export function limitedClasses(request: FastifyRequest, table: ProcedureTable): LimitedClass[] {
  const rule = ruleOf(request);
  if (rule) return rule.rateLimit === 'none' ? [] : [rule.rateLimit];
  if (!request.url.startsWith(`${trpcPrefix}/`)) return [];
  const classes = new Set<LimitedClass>();
  for (const call of trpcCalls(request.url, table)) {
    if (call !== undefined && call.rateLimit !== 'none') classes.add(call.rateLimit);
  }
  return [...classes];
}

/**
 * Per-IP and per-user limits by rate-limit class (`classLimits`; @fastify/rate-limit's counters, one hook of ours
 * on the routes that can carry a limited call), each class counted in a bucket of its own (the key names it), a
 * request once per class and limiter. The user is the verified token's uid (`identityOf`: the token is verified
 * once per request, and the context takes that verification). A bad token is only limited by IP. The counters live
 * in the database, shared by every instance over it (rate-limit-store.ts).
 */
export async function registerRateLimits(
  app: FastifyInstance,
  env: RateLimitEnv & Pick<Env, 'DB_QUERY_TIMEOUT_MS'>,
  options: { verifyToken: VerifyToken; db: Database; table: ProcedureTable },
): Promise<void> {
  const limits = classLimits(env);
  const active = (Object.entries(limits) as [LimitedClass, ClassLimits][]).filter(
    ([, limit]) => limit.perIp > 0 || limit.perUser > 0,
  );
  if (active.length === 0) return;
  const { verifyToken, table } = options;
  const store = sharedRateLimitStore(options.db, {
    // A fifth of the query deadline (1 s by default): the write that follows waits for the database anyway.
    giveUpAfterMs: Math.round(env.DB_QUERY_TIMEOUT_MS / 5),
    // A row is kept for the longest window: a sweep must not end an export's hour because a write's minute ended.
    keepForMs: Math.max(...active.map(([, limit]) => limit.windowSeconds * 1000)),
    onUncounted: (error) =>
      app.log.warn({ err: error }, 'rate limits: the database did not count a call; it went through'),
  });
  await app.register(rateLimit, { global: false, store });
  const keys = new WeakMap<FastifyRequest, string>();
  const limiter = (max: number, windowSeconds: number) =>
    max === 0
      ? null
      : app.createRateLimit({
          max,
          timeWindow: windowSeconds * 1000,
          keyGenerator: (request) => keys.get(request) ?? `none:ip:${request.ip}`,
        });
  const limiters = new Map(
    active.map(([name, limit]) => [
      name,
      {
        perIp: limiter(limit.perIp, limit.windowSeconds),
        perUser: limiter(limit.perUser, limit.windowSeconds),
      },
    ]),
  );

  async function exceeded(
    limit: ReturnType<typeof limiter>,
    request: FastifyRequest,
    key: string,
  ): Promise<number | null> {
    if (!limit) return null;
    keys.set(request, key);
    const result = await limit(request);
    return !result.isAllowed && result.isExceeded ? Math.max(1, result.ttlInSeconds) : null;
  }

  async function limit(request: FastifyRequest, reply: FastifyReply) {
    const classes = limitedClasses(request, table).filter((name) => limiters.has(name));
    if (classes.length === 0) return;
    let uid: string | null | undefined;
    for (const name of classes) {
      const limit = limiters.get(name);
      if (!limit) continue;
      let retryAfter = await exceeded(limit.perIp, request, `${name}:ip:${request.ip}`);
      if (retryAfter === null && limit.perUser) {
        uid ??= await identityOf(request, verifyToken).then(
          (identity) => identity?.uid ?? null,
          () => null,
        );
        if (uid !== null) retryAfter = await exceeded(limit.perUser, request, `${name}:uid:${uid}`);
      }
      if (retryAfter === null) continue;
      reply.header('retry-after', String(retryAfter));
      return sendError(request, reply, refusals.tooManyRequests(retryAfter));
    }
  }

  // Only on the routes that can carry a limited call (a limited procedure's REST route, tRPC's route), so
  // every other request (pages, unlimited reads) skips the hook.
  app.addHook('onRoute', (route) => {
    const rule = route.config?.rule;
    const mayBeLimited = rule
      ? limiters.has(rule.rateLimit as LimitedClass)
      : route.url.startsWith(`${trpcPrefix}/`);
    if (!mayBeLimited) return;
    const own = route.onRequest;
    route.onRequest = own === undefined ? [limit] : [...(Array.isArray(own) ? own : [own]), limit];
  });
}
