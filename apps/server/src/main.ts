// First: it paces the heap before anything else allocates.
import './heap-pacing';
import { existsSync } from 'node:fs';
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
const shutdownTimeoutMs = 10_000;

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
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, shutdownTimeoutMs).unref();
    try {
      // close() stops accepting connections and waits for in-flight requests before the database goes. Idle
      // keep-alive connections are closed every 250 ms rather than at once: one that looks idle may hold a request
      // the busy event loop has not read yet, and that request is in flight too.
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
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

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
