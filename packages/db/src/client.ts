import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { withDeadline } from './deadline';
import * as schema from './schema';

/** The one database type every query takes, whichever driver sits underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Absolute path of the committed SQL migrations. A bundled server cannot rely on this (import.meta.url then
 * points into the bundle): copy this folder next to the bundle and pass its path as `migrationsFolder`.
 */
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

export interface CreateDbOptions {
  /** PostgreSQL connection string; when given, PostgreSQL is used and `dataDir` is ignored. */
  url?: string;
  /** PGlite data folder, or `'memory://'`; in memory when neither this nor `url` is given. */
  dataDir?: string;
  /** Overrides where the SQL migrations are read from. */
  migrationsFolder?: string;
  /**
   * PostgreSQL only: how long a query or a whole transaction may take, waiting for a connection included,
   * before it fails with QueryTimeoutError (code QUERY_TIMEOUT; the API answers 503). Default 5000.
   */
  queryTimeoutMs?: number;
}

export const defaultQueryTimeoutMs = 5000;
const poolSize = 10;

export interface DbHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  /**
   * PostgreSQL only: when (epoch ms) the database last answered a query, 0 before the first. Evidence that it
   * is reachable, which the server's database gate takes instead of a probe of its own.
   */
  lastAnswerAt?: () => number;
}

// Any fixed number works; it only has to be the same for every instance migrating the same database.
const migrationLockKey = 451_268_001;

/** Opens the database and applies the pending migrations before resolving. */
export async function createDb(options: CreateDbOptions = {}): Promise<DbHandle> {
  const folder = options.migrationsFolder ?? migrationsFolder;
  // Fail before starting a database (PGlite takes seconds) and with a message that names the folder.
  if (!existsSync(join(folder, 'meta', '_journal.json'))) {
    throw new Error(`No drizzle migrations in ${folder} (meta/_journal.json missing)`);
  }
  const timeoutMs = options.queryTimeoutMs ?? defaultQueryTimeoutMs;
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) {
    throw new Error(`queryTimeoutMs must be a positive number of milliseconds, got ${timeoutMs}`);
  }
  return options.url
    ? openPostgres(options.url, folder, timeoutMs)
    : openPglite(options.dataDir ?? 'memory://', folder);
}

// postgres.js waits (0.5–1) × min(3^retries / 100, 20) s between attempts after failed connects: up to 20 s,
// so after an outage the pool came back seconds after the database. Capped at 1 s.
const reconnectDelaySeconds = (retries: number) =>
  (0.5 + Math.random() / 2) * Math.min(3 ** retries / 100, 1);

async function openPostgres(url: string, folder: string, timeoutMs: number): Promise<DbHandle> {
  await migratePostgresOnce(url, folder);
  const raw = postgres(url, {
    max: poolSize,
    // While the database is down a connect attempt should fail within the deadline, not after the default 30 s.
    connect_timeout: Math.min(5, timeoutMs / 1000),
    backoff: reconnectDelaySeconds,
    connection: {
      // Timestamps then arrive as `…+00`, which timestamps.ts turns into ISO strings without a Date.
      TimeZone: 'UTC',
      // The server stops a statement, or a transaction left idle (its client gone), after the same deadline:
      // the client-side deadline cannot stop what PostgreSQL is still running.
      statement_timeout: timeoutMs,
      idle_in_transaction_session_timeout: timeoutMs,
    },
    onnotice: () => {},
  });
  // Every query and transaction drizzle makes gets the deadline (see deadline.ts).
  // Two calls per connection: each has its next query queued in postgres.js (without it, throughput under
  // load fell well below plain postgres.js's), and little waits where the
  // deadline cannot drop it.
  let lastAnswerAt = 0;
  const client = withDeadline(raw, {
    timeoutMs,
    maxConcurrent: 2 * poolSize,
    onAnswer: () => {
      lastAnswerAt = Date.now();
    },
  });
  const db = drizzlePostgres({ client, schema });
  return {
    db,
    kind: 'postgres',
    close: () => raw.end({ timeout: 5 }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    lastAnswerAt: () => lastAnswerAt,
  };
}

/**
 * Several server instances may start at once against one database: an advisory lock, held on a dedicated
 * single connection, makes them migrate one after another instead of racing on the same DDL.
 */
async function migratePostgresOnce(url: string, folder: string): Promise<void> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${migrationLockKey})`;
    try {
      await migratePostgres(drizzlePostgres({ client, schema }), { migrationsFolder: folder });
    } finally {
      await client`select pg_advisory_unlock(${migrationLockKey})`;
    }
  } finally {
    await client.end({ timeout: 5 });
  }
}

async function openPglite(dataDir: string, folder: string): Promise<DbHandle> {
  if (!dataDir.includes('://')) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  try {
    // PGlite has no autovacuum, so its tables are never analysed: without statistics the planner guesses a
    // handful of rows per user and reads a keyset page (`where user_id = $1 order by id desc limit 50`) as a
    // bitmap scan of every row of the user, then a sort, instead of walking `(user_id, id)` backwards and
    // stopping after 50 entries (a page's cost then no longer grows with the user's rows).
    // Plain index scans serve every query here; the setting lasts for this (PGlite's only) session.
    await client.exec('set enable_bitmapscan = off');
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: folder });
    return {
      db,
      kind: 'pglite',
      close: () => client.close(),
      ping: async () => {
        await client.query('select 1');
      },
    };
  } catch (error) {
    await client.close();
    throw error;
  }
}
