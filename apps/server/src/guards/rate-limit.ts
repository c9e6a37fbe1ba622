import { type RateLimitClass, refusals } from '@celtic/api';
import type { Database } from '@celtic/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { VerifyToken } from '../adapters/firebase-auth';
import type { Env } from '../env';
import { identityOf } from '../http/context';
import { sharedRateLimitCounter } from './rate-limit-store';

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
 * Per-IP and per-user limits by rate-limit class (`classLimits`), each class counted in a bucket of its own (the
 * key names it), a request once per class and limiter, the address and the user in one statement. The guards'
 * hook (guards.ts) asks it for the classes a request calls. The user is the verified token's uid (`identityOf`:
 * the token is verified once per request, and the context takes that verification). A bad token is only
 * limited by IP. The counters live in the database, shared by every instance over it (rate-limit-store.ts).
 * Undefined when every class is off.
 */
export function rateLimiter(
  app: FastifyInstance,
  env: RateLimitEnv & Pick<Env, 'DB_QUERY_TIMEOUT_MS'>,
  options: { verifyToken: VerifyToken; db: Database },
): ((request: FastifyRequest, classes: readonly LimitedClass[]) => Promise<void>) | undefined {
  const limits = classLimits(env);
  const limiters = new Map(
    (Object.entries(limits) as [LimitedClass, ClassLimits][]).filter(
      ([, limit]) => limit.perIp > 0 || limit.perUser > 0,
    ),
  );
  if (limiters.size === 0) return undefined;
  const { verifyToken } = options;
  const counter = sharedRateLimitCounter(options.db, {
    // A fifth of the query deadline (1 s by default): the write that follows waits for the database anyway.
    giveUpAfterMs: Math.round(env.DB_QUERY_TIMEOUT_MS / 5),
    // A row is kept for the longest window: a sweep must not end an export's hour because a write's minute ended.
    keepForMs: Math.max(...[...limiters.values()].map((limit) => limit.windowSeconds * 1000)),
    onUncounted: (error) =>
      app.log.warn({ err: error }, 'rate limits: the database did not count a call; it went through'),
  });

  /** Counts the request in the class `name`; the seconds until it may be sent again when over a limit. */
  async function exceeded(
    name: LimitedClass,
    limit: ClassLimits,
    request: FastifyRequest,
    uid: string | null,
  ) {
    const counted: { key: string; max: number }[] = [];
    if (limit.perIp > 0) counted.push({ key: `${name}:ip:${request.ip}`, max: limit.perIp });
    if (limit.perUser > 0 && uid !== null) counted.push({ key: `${name}:uid:${uid}`, max: limit.perUser });
    const counters = await counter.count(
      counted.map(({ key }) => key),
      limit.windowSeconds * 1000,
    );
    const over = counters.filter((count, index) => count.current > (counted[index]?.max ?? 0));
    return over.length === 0 ? null : Math.max(1, ...over.map((count) => Math.ceil(count.ttl / 1000)));
  }

  return async (request, classes) => {
    let uid: string | null | undefined;
    for (const name of classes) {
      const limit = limiters.get(name);
      if (!limit) continue;
      if (limit.perUser > 0) {
        uid ??= await identityOf(request, verifyToken).then(
          (identity) => identity?.uid ?? null,
          () => null,
        );
      }
      const retryAfter = await exceeded(name, limit, request, uid ?? null);
      // Thrown: the error handler answers in our shape, with Retry-After from the refusal's seconds.
      if (retryAfter !== null) throw refusals.tooManyRequests(retryAfter);
    }
  };
}
