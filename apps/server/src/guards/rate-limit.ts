import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import {
  apiKeyHash,
  isApiKeyShape,
  type RateLimitClass,
  type Refusal,
  refusals,
  type VerifiedToken,
} from '@celtic/api';
import { type ApiKeyMeter, type Database, meterApiKey, sweepApiKeyUsage } from '@celtic/db';
import { addDays, type RateLimitPer } from '@celtic/zodiac-core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { VerifyToken } from '../adapters/firebase-auth';
import type { Env } from '../env';
import { bearerToken, identityOf } from '../http/context';
import type { StoreMeter } from '../http/shared-answers';
import { clientAddress, type ProxyTrust } from '../http/trust-proxy';
import { type CountedLimit, rateLimitFields, setRateLimitFields } from './rate-limit-fields';
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
  | 'API_KEY_REQUESTS_PER_MINUTE'
  | 'API_KEY_REQUESTS_PER_DAY'
  | 'anonymousReadsPerMinute'
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

/** What the limiter reads of a request's rules (guards.ts, `rulesOf`). */
export interface LimitedRules {
  limited: readonly LimitedClass[];
  /** It calls a public read: counted against its key's or its address's quota. */
  metered: boolean;
}

/** A metered request as counted: the limits it was counted against, and why it is refused, if it is. */
export interface Metered {
  counted: CountedLimit[];
  refusal?: Refusal;
}

/**
 * The outcome of a public read the shared-answer store counted and then handed on to Fastify, refused (by its raw
 * request; gone with it): the guards answer that refusal without counting the request again.
 */
export const meteredBefore = new WeakMap<IncomingMessage, Metered>();

/** What a metered request is, for the limiter: its headers, its client address, and who it is signed in as. */
export interface ReadRequest {
  headers: IncomingHttpHeaders;
  ip: string;
  /** The request's verified caller (null: none, or a token refused). Asked only when it sends Authorization. */
  identity: () => Promise<VerifiedToken | null>;
}

export interface RateLimiter {
  /**
   * Counts a request in each of its classes and, when it is a public read, against its read quota (`meter`):
   * sets the RateLimit fields of every limit it was counted against on the reply, and throws the refusal (401 for
   * a bad key, 429 naming the limit) after setting them. `metered` is the quota's outcome when the store in
   * front of Fastify counted the request already (shared-answers.ts).
   */
  check(request: FastifyRequest, reply: FastifyReply, rules: LimitedRules, metered?: Metered): Promise<void>;
  /** Whether a request of these rules and headers is counted at all: a promise is made only then. */
  counts(rules: LimitedRules, headers: IncomingHttpHeaders): boolean;
  /** Whether a public read with these headers is counted (it sends a key, or anonymous reads are limited). */
  meters(headers: IncomingHttpHeaders): boolean;
  /** Counts a public read against its key's quota, else its account's or address's (ANONYMOUS_READS_PER_MINUTE). */
  meter(request: ReadRequest): Promise<Metered>;
}

/** The refusal of the limit a request went past: the one that ends last, as its Retry-After says. */
function refusalOf(over: readonly CountedLimit[]): Refusal | undefined {
  const last = [...over].sort((a, b) => b.resetSeconds - a.resetSeconds)[0];
  if (!last) return undefined;
  return refusals.tooManyRequests({
    limit: last.limit,
    windowSeconds: last.windowSeconds,
    per: last.per,
    seconds: Math.max(1, last.resetSeconds),
  });
}

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

/** The limits a key's request was counted against (those turned on), and its refusal past one. */
function keyLimits(meter: ApiKeyMeter, perMinute: number, perDay: number): Metered {
  const counted: CountedLimit[] = [];
  let over: CountedLimit | undefined;
  if (perMinute > 0) {
    const minute: CountedLimit = {
      policy: 'minute',
      limit: perMinute,
      windowSeconds: 60,
      per: 'key',
      used: meter.minute,
      resetSeconds: seconds(meter.minuteResetMs),
    };
    counted.push(minute);
    if (meter.minute > perMinute) over = minute;
  }
  if (perDay > 0) {
    const day: CountedLimit = {
      policy: 'day',
      limit: perDay,
      windowSeconds: 86_400,
      per: 'key',
      used: meter.day,
      resetSeconds: seconds(meter.dayResetMs),
    };
    counted.push(day);
    if (!meter.served && over === undefined) over = day;
  }
  return { counted, refusal: over && refusalOf([over]) };
}

// The usage the developer page charts is 30 days: a day more is kept, the rest swept at most once an hour.
const usageKeptDays = 31;
const usageSweepEveryMs = 3_600_000;

/**
 * Per-IP and per-user limits by rate-limit class (`classLimits`), each class counted in a bucket of its own (the
 * key names it), a request once per class and limiter, the address and the user in one statement; and the read
 * quotas of the public reads (the procedure table's `metered`): a request with `X-Api-Key` is counted against
 * its key (API_KEY_REQUESTS_PER_MINUTE and _PER_DAY: the key found, its use noted and both counted in one
 * statement, `meterApiKey`; an unknown, revoked or malformed key is 401), one without against its account when
 * signed in, else its address (ANONYMOUS_READS_PER_MINUTE). The guards' hook (guards.ts) asks it for the classes
 * a request calls. The user is the verified token's uid (`identityOf`: the token is verified once per request,
 * and the context takes that verification). A bad token is only limited by IP. Every count lives in the
 * database, shared by every instance over it (rate-limit-store.ts, `api_key_usage`): a revoked key is refused by
 * every instance's next request. Every limit a request was counted against is in its RateLimit fields.
 */
export function rateLimiter(
  app: FastifyInstance,
  env: RateLimitEnv & Pick<Env, 'DB_QUERY_TIMEOUT_MS'>,
  options: { verifyToken: VerifyToken; db: Database },
): RateLimiter {
  const { db, verifyToken } = options;
  const limits = classLimits(env);
  const limiters = new Map(
    (Object.entries(limits) as [LimitedClass, ClassLimits][]).filter(
      ([, limit]) => limit.perIp > 0 || limit.perUser > 0,
    ),
  );
  const anonymousPerMinute = env.anonymousReadsPerMinute;
  const perMinute = env.API_KEY_REQUESTS_PER_MINUTE;
  const perDay = env.API_KEY_REQUESTS_PER_DAY;
  const counter = sharedRateLimitCounter(db, {
    // A fifth of the query deadline (1 s by default): the write that follows waits for the database anyway.
    giveUpAfterMs: Math.round(env.DB_QUERY_TIMEOUT_MS / 5),
    // A row is kept for the longest window: a sweep must not end an export's hour because a write's minute ended.
    keepForMs: Math.max(60_000, ...[...limiters.values()].map((limit) => limit.windowSeconds * 1000)),
    onUncounted: (error) =>
      app.log.warn({ err: error }, 'rate limits: the database did not count a call; it went through'),
  });

  let lastUsageSweep = 0;
  let keysUnchecked = false;
  function sweepUsage(): void {
    const now = Date.now();
    if (now - lastUsageSweep < usageSweepEveryMs) return;
    lastUsageSweep = now;
    const today = new Date(now).toISOString().slice(0, 10);
    sweepApiKeyUsage(db, addDays(today, -usageKeptDays)).catch((error: unknown) =>
      app.log.warn({ err: error }, 'API key usage: old days were not swept'),
    );
  }

  /** Counts the request in the class `name`: the limits it was counted against. */
  async function countClass(
    name: LimitedClass,
    limit: ClassLimits,
    ip: string,
    uid: string | null,
  ): Promise<CountedLimit[]> {
    const counted: { key: string; limit: number; per: RateLimitPer }[] = [];
    if (limit.perIp > 0) counted.push({ key: `${name}:ip:${ip}`, limit: limit.perIp, per: 'address' });
    if (limit.perUser > 0 && uid !== null)
      counted.push({ key: `${name}:uid:${uid}`, limit: limit.perUser, per: 'account' });
    const counts = await counter.count(
      counted.map(({ key }) => key),
      limit.windowSeconds * 1000,
    );
    return counted.map((entry, index) => ({
      policy: entry.per === 'address' ? name : `${name}-account`,
      limit: entry.limit,
      windowSeconds: limit.windowSeconds,
      per: entry.per,
      used: counts[index]?.current ?? 1,
      resetSeconds: seconds(counts[index]?.ttl ?? 0),
    }));
  }

  const meters = (headers: IncomingHttpHeaders) =>
    headers['x-api-key'] !== undefined || anonymousPerMinute > 0;

  async function meter(request: ReadRequest): Promise<Metered> {
    const sent = request.headers['x-api-key'];
    if (sent !== undefined) {
      if (typeof sent !== 'string' || !isApiKeyShape(sent))
        return { counted: [], refusal: refusals.apiKeyMalformed() };
      sweepUsage();
      let counted: ApiKeyMeter;
      try {
        counted = await meterApiKey(db, { keyHash: apiKeyHash(sent), perMinute, perDay });
        keysUnchecked = false;
      } catch (error) {
        // The key cannot be checked: refused like any call that needs the database while it is away (said once
        // until a key is checked again).
        if (!keysUnchecked)
          app.log.warn({ err: error }, 'API keys: the database did not answer; keyed reads are refused');
        keysUnchecked = true;
        return { counted: [], refusal: refusals.databaseUnavailable() };
      }
      if (counted.keyId === null) return { counted: [], refusal: refusals.apiKeyUnknown() };
      return keyLimits(counted, perMinute, perDay);
    }
    if (anonymousPerMinute === 0) return { counted: [] };
    // Signed in: the account's own count, so people behind one address do not share theirs.
    const uid =
      request.headers.authorization === undefined
        ? null
        : await request.identity().then(
            (identity) => identity?.uid ?? null,
            () => null,
          );
    const [count] = await counter.count([uid === null ? `read:ip:${request.ip}` : `read:uid:${uid}`], 60_000);
    const limit: CountedLimit = {
      policy: uid === null ? 'anonymous' : 'account',
      limit: anonymousPerMinute,
      windowSeconds: 60,
      per: uid === null ? 'address' : 'account',
      used: count?.current ?? 1,
      resetSeconds: seconds(count?.ttl ?? 0),
    };
    return { counted: [limit], refusal: limit.used > limit.limit ? refusalOf([limit]) : undefined };
  }

  return {
    counts: (rules, headers) =>
      (rules.metered && meters(headers)) || rules.limited.some((name) => limiters.has(name)),
    meters,
    meter,
    async check(request, reply, rules, before) {
      const counted: CountedLimit[] = [];
      if (rules.metered && (before !== undefined || meters(request.headers))) {
        const metered =
          before ??
          (await meter({
            headers: request.headers,
            ip: request.ip,
            identity: () => identityOf(request, verifyToken),
          }));
        counted.push(...metered.counted);
        if (metered.refusal) {
          setRateLimitFields(reply, counted);
          throw metered.refusal;
        }
      }
      let uid: string | null | undefined;
      const over: CountedLimit[] = [];
      for (const name of rules.limited) {
        const limit = limiters.get(name);
        if (!limit) continue;
        if (limit.perUser > 0) {
          uid ??= await identityOf(request, verifyToken).then(
            (identity) => identity?.uid ?? null,
            () => null,
          );
        }
        const classCounted = await countClass(name, limit, request.ip, uid ?? null);
        counted.push(...classCounted);
        over.push(...classCounted.filter((entry) => entry.used > entry.limit));
        // Thrown: the error handler answers in our shape, with Retry-After from the refusal's seconds.
        if (over.length > 0) break;
      }
      setRateLimitFields(reply, counted);
      const refusal = refusalOf(over);
      if (refusal) throw refusal;
    },
  };
}

/** The verified caller of a raw request's bearer token, for the store in front of Fastify (null: none, or refused). */
export function identityOfHeader(
  authorization: string | undefined,
  verifyToken: VerifyToken,
): Promise<VerifiedToken | null> {
  const token = bearerToken(authorization);
  return typeof token === 'string' ? verifyToken(token).catch(() => null) : Promise.resolve(null);
}

/**
 * The shared-answer store's meter (http/shared-answers.ts): a public read it would answer, counted like the
 * guards count it, by the same limiter, address rule and token check. A refused one is handed to Fastify with its
 * outcome (`meteredBefore`), so its refusal is answered in our words without a second count.
 */
export function storeMeter(
  limiter: RateLimiter,
  trust: ProxyTrust | false,
  verifyToken: VerifyToken,
): StoreMeter {
  return (raw) => {
    if (!limiter.meters(raw.headers)) return null;
    return limiter
      .meter({
        headers: raw.headers,
        ip: clientAddress(raw, trust),
        identity: () => identityOfHeader(raw.headers.authorization, verifyToken),
      })
      .then((metered) => {
        if (metered.refusal === undefined) return rateLimitFields(metered.counted) ?? {};
        meteredBefore.set(raw, metered);
        return null;
      });
  };
}
