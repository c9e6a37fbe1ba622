// First: it paces the heap before anything else allocates.
import './heap-pacing';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createDb } from '@celtic/db';
import type { FastifyServerOptions } from 'fastify';
import { pino } from 'pino';
import { createTokenVerifier } from './adapters/firebase-auth';
import { type Env, EnvError, loadEnv } from './env';
import { buildApp } from './http/app';
import { createPushSender } from './push/sender';
import { settingsSummary } from './settings-summary';
import { type Heartbeat, startHeartbeat } from './status/heartbeat';

// build.mjs copies the SQL migrations beside the bundle; from source, @celtic/db finds its own.
const bundledMigrations = fileURLToPath(new URL('./drizzle', import.meta.url));
// Past the grace period: the longest the requests in flight may take to finish before the process gives up.
const drainTimeoutMs = 10_000;

/**
 * Log lines gathered up to 4 kB per write to stdout: a write per line (on libuv's thread pool) cost CPU on
 * every request under load. The write is synchronous, so no thread hand-off either; a quiet server's lines
 * wait at most a second, and what is left is written when the process exits, however it exits.
 */
function bufferedStdout() {
  const stream = pino.destination({ dest: 1, sync: true, minLength: 4096, periodicFlush: 1000 });
  process.once('exit', () => stream.flushSync());
  return stream;
}

function loggerFor(env: Env): FastifyServerOptions['logger'] {
  const pretty = env.NODE_ENV === 'development' && process.stdout.isTTY;
  if (!pretty) return { level: env.LOG_LEVEL, stream: bufferedStdout() };
  try {
    import.meta.resolve('pino-pretty');
    return {
      level: env.LOG_LEVEL,
      transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } },
    };
  } catch {
    return { level: env.LOG_LEVEL };
  }
}

/**
 * Turns the event loop until two turns in a row accept no connection (at most `maxMs`), before the listener
 * closes: node:http accepts one waiting connection a turn and reads a request the turn after, and it closes a
 * connection it has read no request from as idle. So a request that arrived before the signal, on a connection
 * still waiting to be accepted or not read yet, would otherwise be cut.
 */
async function takeInArrived(server: Server, maxMs = 2000): Promise<void> {
  let accepted = 0;
  const count = () => {
    accepted += 1;
  };
  server.on('connection', count);
  const deadline = performance.now() + maxMs;
  try {
    for (let quiet = 0; quiet < 2 && performance.now() < deadline; ) {
      const before = accepted;
      await new Promise((resolve) => setImmediate(resolve));
      quiet = accepted === before ? quiet + 1 : 0;
    }
  } finally {
    server.off('connection', count);
  }
}

async function main(): Promise<void> {
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await createDb({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    queryTimeoutMs: env.DB_QUERY_TIMEOUT_MS,
    migrationsFolder: existsSync(bundledMigrations) ? bundledMigrations : undefined,
  });
  const verifier = createTokenVerifier(env);
  const app = await buildApp({
    env,
    db: database,
    auth: verifier,
    logger: loggerFor(env),
  });

  // Every instance sends reminders; the database decides which instance sends each one.
  const sender = createPushSender({
    db: database.db,
    // Production refuses to start without VAPID_SUBJECT (env.ts); a local run signs with a placeholder contact.
    subject: env.VAPID_SUBJECT ?? 'mailto:reminders@localhost.invalid',
    log: app.log,
    pushServiceOrigins: env.PUSH_SERVICE_ORIGINS,
    vapidKeys: env.vapidKeys ?? undefined,
  });

  let heartbeat: Heartbeat | undefined;
  // SIGTERM (an orchestrator) or SIGINT (Ctrl-C): /healthz fails at once, so load balancers take the instance out
  // while it still answers everything for SHUTDOWN_GRACE_MS; then the listener closes and the requests in flight
  // finish. A second signal cuts the grace period short; the drain itself always runs to its end or its timeout.
  let stopping = false;
  let endGrace = () => {};
  const shutdown = async (signal: string) => {
    if (stopping) {
      endGrace();
      return;
    }
    stopping = true;
    app.beginDraining();
    app.log.info(
      { signal, graceMs: env.SHUTDOWN_GRACE_MS },
      'shutting down: /healthz answers 503, requests still served for the grace period',
    );
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, env.SHUTDOWN_GRACE_MS);
      endGrace = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    await takeInArrived(app.server);
    app.log.info('shutting down: closing the listener, finishing the requests in flight');
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, drainTimeoutMs).unref();
    try {
      // close() stops accepting connections, closes the idle ones, and waits for the requests in flight before
      // the database goes; each of their answers says `Connection: close`. A connection still busy then (an answer
      // begun before the signal, on a kept-alive connection) is closed once idle: looked for every 250 ms.
      const closeIdle = setInterval(() => app.server.closeIdleConnections(), 250);
      try {
        await app.close();
      } finally {
        clearInterval(closeIdle);
      }
      await sender.stop();
      await heartbeat?.stop();
      await database.close();
      await verifier.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (error) {
    app.log.error({ err: error }, 'could not listen');
    await database.close();
    process.exit(1);
  }
  sender.start();
  // Counts this instance's minutes as up on the status page (GET /api/status).
  heartbeat = startHeartbeat({ db: database.db, log: app.log });
  // One line an operator can check a deploy against: the effective security settings, no secret in it.
  app.log.info(
    {
      settings: settingsSummary(env),
      // In the log only: no answer says which Node runs the server.
      node: process.versions.node,
    },
    'ready',
  );
}

await main();
