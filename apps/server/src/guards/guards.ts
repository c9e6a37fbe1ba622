import type { ProcedureTable } from '@celtic/api';
import type { Database } from '@celtic/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { VerifyToken } from '../adapters/firebase-auth';
import type { Env } from '../env';
import { registerCors } from '../http/cors';
import { ruleOf } from '../http/rest';
import { securityHeaders } from '../http/security-headers';
import { maxTrpcBatchSize, trpcCalls, trpcPrefix } from '../http/trpc';
import { type DbGate, databaseUnavailable, startGate } from './db-gate';
import { loadShedding } from './load-shedding';
import { type LimitedClass, meteredBefore, type RateLimiter, rateLimiter } from './rate-limit';

/** What the guards read of a request's rules: those of its REST route, or of every call its tRPC URL names. */
export interface RequestRules {
  needsDatabase: boolean;
  shed: boolean;
  /** Its rate-limit classes, each once however many calls of a class a batch holds. */
  limited: readonly LimitedClass[];
  /** It calls a public read: counted against its key's, account's or address's read quota. */
  metered: boolean;
}

const noRules: RequestRules = { needsDatabase: false, shed: false, limited: [], metered: false };

/**
 * A request's rules, by the procedure table: a REST route's own rule (a share page states its rule the same way),
 * or the rules of the calls of a tRPC URL, where any call that needs the database or may be shed makes the
 * request so (and any public read makes it metered), and an unknown name counts as needing the database (tRPC's 404 needs nothing, but a 503 costs
 * nothing either). Pages, the API documents and /healthz are not procedures: no rules; nor is a batch of more
 * calls than tRPC takes.
 */
export function rulesOf(request: FastifyRequest, table: ProcedureTable): RequestRules {
  const rule = ruleOf(request);
  if (rule) {
    return {
      needsDatabase: rule.needsDatabase,
      shed: rule.shed,
      limited: rule.rateLimit === 'none' ? [] : [rule.rateLimit],
      metered: rule.metered,
    };
  }
  if (!request.url.startsWith(`${trpcPrefix}/`)) return noRules;
  const calls = trpcCalls(request.url, table);
  // Refused 400 by the tRPC routes' own hook before anything runs (http/trpc.ts): nothing to count or gate.
  if (calls.length > maxTrpcBatchSize) return noRules;
  const limited = new Set<LimitedClass>();
  for (const call of calls) if (call !== undefined && call.rateLimit !== 'none') limited.add(call.rateLimit);
  return {
    needsDatabase: calls.some((call) => call?.needsDatabase !== false),
    shed: calls.some((call) => call?.shed === true),
    limited: [...limited],
    // Any public read in a batch meters it: adding a signed-in call must not take a batch out of its quota.
    metered: calls.some((call) => call?.metered === true),
  };
}

export interface GuardOptions {
  verifyToken: VerifyToken;
  db: Database;
  table: ProcedureTable;
  /** When (epoch ms) the database last answered a query (DbHandle.lastAnswerAt). */
  lastAnswerAt?: () => number;
}

export interface Guards {
  /** Gives a reply that answers JSON on a page URL the API's security headers instead of the page's. */
  useApiHeaders: (reply: FastifyReply) => void;
  /** The database gate (PostgreSQL only: PGlite lives in the process). */
  gate: DbGate | undefined;
  /** Called once every route is registered: the routes CORS preflights need (http/cors.ts). */
  routePreflights: () => void;
  /** The rate limiter: the shared-answer store meters the public reads it answers with it. */
  limiter: RateLimiter;
}

/**
 * The one `onRequest` hook in front of every route, applying the rules of the request (`rulesOf`) in order:
 * the security headers every answer carries; the CORS headers (http/cors.ts: every OPTIONS request, a preflight,
 * is answered there, before anything is counted); load shedding (an anonymous expensive call while the event loop
 * lags, 503); the database gate (a call that needs the database while it is unreachable, 503); the read quota of
 * a public read (its key's, 401 for a bad key, or its account's or address's) and the rate limits of the
 * request's classes (429 naming the limit), whose RateLimit fields it carries. Each refusal carries Retry-After
 * (`sendError`). Shedding comes before the limiter, so a call refused under load is not counted. A request that
 * needs none of them costs no promise.
 */
export async function registerGuards(app: FastifyInstance, env: Env, options: GuardOptions): Promise<Guards> {
  const { table } = options;
  const headers = await securityHeaders(env);
  const cors = registerCors(app, env, table);
  const shed = await loadShedding(app, env, options);
  const limit = rateLimiter(app, env, options);
  const gate = env.DATABASE_URL ? startGate(app, env.DATABASE_URL, options.lastAnswerAt) : undefined;

  async function checked(request: FastifyRequest, reply: FastifyReply, rules: RequestRules): Promise<void> {
    if (shed && rules.shed) await shed(request);
    if (gate && rules.needsDatabase && !gate.isOpen()) throw databaseUnavailable();
    // A public read the store in front of Fastify counted already, and handed on to be refused.
    const before = meteredBefore.get(request.raw);
    if (before !== undefined || limit.counts(rules, request.headers))
      await limit.check(request, reply, rules, before);
  }

  app.addHook('onRequest', (request, reply, done) => {
    headers.apply(request, reply);
    if (cors.apply(request, reply)) return;
    const rules = rulesOf(request, table);
    const mayRefuse =
      (shed && rules.shed) ||
      (gate && rules.needsDatabase && !gate.isOpen()) ||
      limit.counts(rules, request.headers) ||
      meteredBefore.has(request.raw);
    if (!mayRefuse) return done();
    checked(request, reply, rules).then(() => done(), done);
  });
  return {
    useApiHeaders: headers.useApiHeaders,
    gate,
    routePreflights: cors.routePreflights,
    limiter: limit,
  };
}
