// First: it paces the heap before anything else allocates.
import './heap-pacing';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { userDataCacheFor } from '@celtic/api';
import { createDb, type UserChangeFeed, watchUserChanges } from '@celtic/db';
import type { FastifyServerOptions } from 'fastify';
import { pino } from 'pino';
import { buildApp } from './app';
import { createTokenVerifier } from './auth';
import { type Env, EnvError, loadEnv } from './env';

// build.mjs copies the SQL migrations beside the bundle; from source, @celtic/db finds its own.
const bundledMigrations = fileURLToPath(new URL('./drizzle', import.meta.url));
const shutdownTimeoutMs = 10_000;

/** Stops the change feed, but never holds up shutdown for long: closing the database ends it anyway. */
async function stopFeed(feed: UserChangeFeed): Promise<void> {
  await Promise.race([
    feed.close().catch(() => {}),
    new Promise((resolve) => setTimeout(resolve, 1000).unref()),
  ]);
}

/**
 * Log lines gathered up to 4 kB per write to stdout: a write per line (on libuv's thread pool) cost ~10 µs of
 * CPU per request under load. The write is synchronous, so no thread hand-off either; a quiet server's lines
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
    // Our writes are announced after they commit (userData below), not by NOTIFYs inside their transactions.
    announcesUserChanges: true,
    migrationsFolder: existsSync(bundledMigrations) ? bundledMigrations : undefined,
  });
  // The per-user data cache hears of every write to users, readings and checks, whoever made it (other
  // instances, scripts), so N instances over one PostgreSQL never serve each other's stale lists for long.
  const userData = userDataCacheFor(database.db);
  const userChanges = await watchUserChanges(database, (change) => userData.apply(change));
  userData.announceChangesWith(userChanges.announce);
  const verifier = createTokenVerifier(env);
  const app = await buildApp({
    env,
    db: database,
    verifyToken: verifier.verifyToken,
    logger: loggerFor(env),
  });

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
      // close() stops accepting connections and waits for in-flight requests before the database goes.
      await app.close();
      await stopFeed(userChanges);
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
    await stopFeed(userChanges);
    await database.close();
    process.exit(1);
  }
  app.log.info(
    {
      database: database.kind === 'pglite' ? `PGlite at ${env.DATA_DIR}` : 'PostgreSQL',
      auth: env.emulatorMode ? `emulator at ${env.FIREBASE_AUTH_EMULATOR_HOST}` : env.FIREBASE_PROJECT_ID,
    },
    'ready',
  );
}

await main();
