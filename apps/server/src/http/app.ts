import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type AppRouter, appRouter, procedureTable } from '@celtic/api';
import type { DbHandle } from '@celtic/db';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import type { TokenVerifier } from '../adapters/firebase-auth';
import type { Env } from '../env';
import { registerGuards } from '../guards/guards';
import { storeMeter } from '../guards/rate-limit';
import { registerRetryAfter, trpcRetryAfter } from '../guards/retry-after';
import { ensureServerVapidKeys } from '../push/sender';
import { registerShareRoutes } from '../share/routes';
import { setFileCacheControl } from './cache-headers';
import { createContextFactory } from './context';
import { registerDocs } from './docs';
import { bodyLimitBytes, HttpError, parseJsonBody, sendError } from './errors';
import { errorForLog, loggedUrl } from './log-privacy';
import { openApiDocumentFactory } from './openapi';
import { type RouteRule, registerRestRoutes } from './rest';
import { apiHeaders, isApiUrl } from './security-headers';
import { SharedAnswers } from './shared-answers';
import { maxTrpcBatchSize, registerTrpcAnswers, trpcPrefix } from './trpc';
import { proxyTrust } from './trust-proxy';
import { registerWebApp, wantsAppShell } from './web';

export interface BuildAppOptions {
  env: Env;
  db: Pick<DbHandle, 'db' | 'ping' | 'lastAnswerAt'>;
  /** Checks ID tokens and deletes Firebase users (adapters/firebase-auth.ts). */
  auth: Pick<TokenVerifier, 'verifyToken' | 'deleteFirebaseUser'>;
  /** Fastify logger options; `false` silences it (tests). Defaults to JSON lines at LOG_LEVEL. */
  logger?: FastifyServerOptions['logger'];
}

// Accepted as given only when it cannot smuggle anything into a log line or a header.
const safeRequestId = /^[\w.:-]{1,128}$/;

function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && safeRequestId.test(incoming) ? incoming : randomUUID();
}

const dbPingTimeoutMs = 2000;

// A request slower than this is logged at warn, so it stands out at the default level.
export const slowRequestMs = 1000;

/** Answers that are 5xx by design (a stopping instance's /healthz): logged as a refusal, at info, not as errors. */
const plannedUnavailable = new WeakSet<FastifyReply>();

/**
 * One log line per request, written when it completes (Fastify's default is two), with the request id: error for
 * a failure or a 5xx, warn for a slow request, info for a refused one (4xx), debug for the rest. Successful
 * answers are at debug because the line was still a noticeable share of a cached answer's CPU after slimming (one
 * object literal of the same shape, written in 4 kB batches); LOG_LEVEL=debug logs every request. The URL is
 * logged without its query string when it may carry a caller's input (`loggedUrl`).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const statusCode = reply.statusCode;
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const log = reply.log;
    const url = loggedUrl(request);
    if (error) {
      log.error({ method: request.method, url, statusCode, ms, err: error }, 'request failed');
    } else if (statusCode >= 500 && !plannedUnavailable.has(reply)) {
      log.error({ method: request.method, url, statusCode, ms }, 'request');
    } else if (ms >= slowRequestMs) {
      log.warn({ method: request.method, url, statusCode, ms }, 'request');
    } else if (statusCode >= 400) {
      log.info({ method: request.method, url, statusCode, ms }, 'request');
    } else {
      log.debug({ method: request.method, url, statusCode, ms }, 'request');
    }
  }
}

/** Logger options whose `err` serializer keeps a failed query's bound values out (`errorForLog`). */
function withPrivateErrors(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (typeof logger !== 'object' || logger === null) return logger;
  return { ...logger, serializers: { err: errorForLog, ...logger.serializers } };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's store of shared public answers (its `hits` count the requests it answered before Fastify). */
    sharedAnswers: SharedAnswers;
    /**
     * The shutdown's grace period begins (main.ts, on SIGTERM/SIGINT): /healthz answers 503 so load balancers stop
     * sending, while every other request is still answered, each with `Connection: close`.
     */
    beginDraining(): void;
  }
}

// Built once: the rules of every procedure, read by every layer below.
const table = procedureTable(appRouter);

/** The OpenAPI document's rule, as a procedure's: a public read, made from code (no database, no limit, no quota). */
const openApiRule: RouteRule = {
  access: 'public',
  cache: undefined,
  needsDatabase: false,
  rateLimit: 'none',
  shed: false,
  localized: false,
  metered: false,
};

/** The whole HTTP surface; tests build it without listening. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, db, auth } = options;
  const { verifyToken } = auth;
  let closing = false;
  let draining = false;
  let databaseReachable = () => true;
  let logsEveryRequest = false;
  const trustProxy = proxyTrust(env.TRUST_PROXY);
  const shared = new SharedAnswers({
    bypass: () => draining || closing || logsEveryRequest || !databaseReachable(),
    trustProxy,
    requestId: requestIdOf,
  });
  const app = Fastify({
    serverFactory: shared.serverFactory(),
    logger: withPrivateErrors(options.logger ?? { level: env.LOG_LEVEL }),
    genReqId: requestIdOf,
    logController: new OneLinePerRequest(),
    bodyLimit: bodyLimitBytes,
    // While draining, a request that reached an open connection is still served (with Connection: close), not
    // refused: the client sent it before the signal, so it is in flight and a 503 would cut it.
    return503OnClosing: false,
    // Fastify closes no connection itself: the shutdown in main.ts first lets the event loop read every request
    // that has arrived (a connection whose request is not read yet looks idle), then closes the listener.
    forceCloseConnections: false,
    trustProxy,
    // A malformed URL is refused before any route or hook: answer it in our error shape too.
    frameworkErrors: (error, request, reply) => {
      sendError(request, reply.headers(apiHeaders), error);
    },
    // tRPC's batch path ("a,b,c") is one route parameter; the default 100 characters answers 414 to a
    // batch of half a dozen calls. maxTrpcBatchSize still bounds it.
    routerOptions: { maxParamLength: 2000 },
  });

  app.decorate('sharedAnswers', shared);
  app.decorate('beginDraining', () => {
    draining = true;
  });
  // First of the hooks, so that an answer a guard gives early closes its connection too. A client's next request
  // then opens a new connection: to another instance, or refused once the listener is closed, never cut midway
  // as a kept-alive connection closed under it could be.
  app.addHook('onRequest', (_request, reply, done) => {
    if (draining) reply.header('connection', 'close');
    done();
  });

  // JSON is the only body anyone may send: other types answer 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parseJsonBody);
  app.setErrorHandler((error, request, reply) => sendError(request, reply, error));

  const { useApiHeaders, gate, routePreflights, limiter } = await registerGuards(app, env, {
    verifyToken,
    db: db.db,
    table,
    lastAnswerAt: db.lastAnswerAt,
  });
  // The store answers public reads before Fastify: it counts them with the guards' limiter.
  shared.meterWith(storeMeter(limiter, trustProxy, verifyToken));
  registerRetryAfter(app);
  if (gate) databaseReachable = gate.isOpen;
  // Requests answered in front of Fastify are not logged: at debug, where each one is, they all go through it.
  logsEveryRequest = app.log.level === 'debug' || app.log.level === 'trace';
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });

  // Before the first request: GET /api/push/public-key answers this pair. A database away at start does not stop
  // the server (it answers 503 until it is back); the push sender makes the pair at its first tick then.
  // With the environment's pair (always in production), the database's is neither made nor read.
  if (!env.vapidKeys) {
    await ensureServerVapidKeys(db.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'VAPID keys not checked at start: the database did not answer'),
    );
  }

  const createContext = createContextFactory({
    db: db.db,
    verifyToken,
    accounts: auth,
    siteOwnerEmails: env.SITE_OWNER_EMAILS,
    adminEmails: env.ADMIN_EMAILS,
    pushServiceOrigins: env.PUSH_SERVICE_ORIGINS,
    vapidPublicKey: env.vapidKeys?.publicKey,
    keyQuota: { perMinute: env.API_KEY_REQUESTS_PER_MINUTE, perDay: env.API_KEY_REQUESTS_PER_DAY },
  });

  // In a scope of its own, so the tRPC hooks (media type check, shared answers) run on tRPC requests only.
  await app.register(async (trpc) => {
    const answers = registerTrpcAnswers(trpc, { table, shared, maxBatchSize: maxTrpcBatchSize });
    await trpc.register(fastifyTRPCPlugin, {
      prefix: trpcPrefix,
      trpcOptions: {
        router: appRouter,
        // A batch is one request but many calls; the web app batches a handful at most.
        maxBatchSize: maxTrpcBatchSize,
        // The caller is resolved when any call of the request needs one (the procedure table's access).
        createContext: ({ req, info }) =>
          createContext(
            req,
            info.calls.some((call) => (table.get(call.path)?.access ?? 'public') !== 'public'),
          ),
        responseMeta: ({ errors }) => trpcRetryAfter(errors),
        onError: ({ error, path, req }) => {
          answers.noteError(req, error);
          if (error.code === 'INTERNAL_SERVER_ERROR')
            req.log.error({ err: error.cause ?? error, path }, 'tRPC call failed');
        },
      } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
    });
  });

  registerRestRoutes(app, { table, createContext, shared });
  registerShareRoutes(app, { env, db: db.db });

  const openApiDocument = openApiDocumentFactory(appRouter);
  app.get('/api/openapi.json', { config: { rule: openApiRule } }, async (_request, reply) => {
    setFileCacheControl(reply, 'revalidated');
    return reply.type('application/json; charset=utf-8').send(openApiDocument());
  });
  await registerDocs(app);

  app.get('/healthz', async (request, reply) => {
    setFileCacheControl(reply, 'never');
    // Readiness, not liveness: a stopping instance is alive and still answers, but should get no new requests.
    if (draining) {
      plannedUnavailable.add(reply);
      return reply.code(503).send({ status: 'stopping' });
    }
    try {
      await Promise.race([
        db.ping(),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('ping timed out')), dbPingTimeoutMs).unref(),
        ),
      ]);
      return reply.send({ status: 'ok', database: 'ok' });
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database did not answer');
      return reply.code(503).send({ status: 'unavailable', database: 'unreachable' });
    }
  });

  const appShell = await registerWebApp(app, env.WEB_DIST);
  app.setNotFoundHandler((request, reply) => {
    if (appShell && wantsAppShell(request)) return appShell(request, reply);
    const path = request.url.split('?')[0];
    // A JSON error on a page URL (a missing asset, a non-HTML client): the API headers, not the page's.
    if (!isApiUrl(request.url)) useApiHeaders(reply);
    return sendError(
      request,
      reply,
      new HttpError(404, 'NOT_FOUND', `No such path: ${request.method} ${path}`),
    );
  });

  routePreflights();
  return app;
}
