import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Database, type DbHandle, migrationsFolder } from './client';
import { callerByUid } from './queries/caller';
import { upsertUserOnSignIn } from './queries/users';
import {
  copyPgliteTemplate,
  freshPostgresDatabase,
  rowsOf,
  type TestDb,
  testDrivers,
  testPostgresUrl,
} from './test/helpers';

const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};

const allTables = [
  'api_key_usage',
  'api_keys',
  'audit_log',
  'compatibility_checks',
  'daily_horoscopes',
  'deleted_users',
  'hand_set_roles',
  'idempotency_keys',
  'period_horoscopes',
  'push_sends',
  'push_subscriptions',
  'push_test_requests',
  'rate_limits',
  'readings',
  'reminder_settings',
  'share_images',
  'status_days',
  'status_minutes',
  'user_births',
  'users',
  'vapid_keys',
];

async function appliedMigrations(db: Database): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
  return Number(rowsOf<{ count: number }>(result)[0]?.count);
}

async function publicTables(db: Database): Promise<string[]> {
  const result = await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return rowsOf<{ table_name: string }>(result).map((r) => r.table_name);
}

async function expectFullyMigrated(handle: DbHandle): Promise<void> {
  expect(await publicTables(handle.db)).toEqual(allTables);
  expect(await appliedMigrations(handle.db)).toBe(journal.entries.length);
}

describe('migrationsFolder', () => {
  it('is an absolute path to the committed migrations', () => {
    expect(isAbsolute(migrationsFolder)).toBe(true);
    expect(journal.entries.length).toBeGreaterThan(0);
    expect(existsSync(join(migrationsFolder, '0000_init.sql'))).toBe(true);
  });

  it('rejects a folder without migrations before opening anything', async () => {
    await expect(
      createDb({ dataDir: 'memory://', migrationsFolder: '/nonexistent/drizzle' }),
    ).rejects.toThrow('No drizzle migrations in /nonexistent/drizzle');
  });

  it('can be overridden, as a bundled server does with its copy', async () => {
    const copy = await mkdtemp(join(tmpdir(), 'celtic-migrations-'));
    const data = await copyPgliteTemplate();
    try {
      await cp(migrationsFolder, copy, { recursive: true });
      const handle = await createDb({ dataDir: data.dataDir, migrationsFolder: copy });
      await expectFullyMigrated(handle);
      await handle.close();
    } finally {
      await rm(copy, { recursive: true, force: true });
      await data.remove();
    }
  });
});

describe.each(testDrivers)('createDb on $name', (driver) => {
  let handle: TestDb;
  beforeAll(async () => {
    handle = await driver.open();
  });
  afterAll(async () => {
    await handle.dispose();
  });

  it('has every table and migration, and answers ping', async () => {
    expect(handle.kind).toBe(driver.name);
    await expectFullyMigrated(handle);
    await expect(handle.ping()).resolves.toBeUndefined();
  });
});

describe('PGlite from scratch', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'celtic-db-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('migrates a new in-memory database by default', async () => {
    const handle = await createDb();
    try {
      expect(handle.kind).toBe('pglite');
      await expectFullyMigrated(handle);
    } finally {
      await handle.close();
    }
  });

  it('creates a data folder, keeps data across reopening and does not re-apply migrations', async () => {
    const dataDir = join(dir, 'nested', 'pglite');
    const first = await createDb({ dataDir });
    await expectFullyMigrated(first);
    await upsertUserOnSignIn(first.db, {
      emailVerified: true,
      firebaseUid: 'persisted',
      email: 'p@example.com',
    });
    await first.close();

    const second = await createDb({ dataDir });
    try {
      expect((await callerByUid(second.db, 'persisted')).caller?.email).toBe('p@example.com');
      expect(await appliedMigrations(second.db)).toBe(journal.entries.length);
    } finally {
      await second.close();
    }
  });
});

describe.runIf(testPostgresUrl)('PostgreSQL start-up', () => {
  it('migrates a new database, also when several instances start at once', async () => {
    const fresh = await freshPostgresDatabase(testPostgresUrl ?? '');
    try {
      const handles = await Promise.all([1, 2, 3].map(() => createDb({ url: fresh.url })));
      try {
        for (const handle of handles) await expectFullyMigrated(handle);
      } finally {
        await Promise.all(handles.map((h) => h.close()));
      }
    } finally {
      await fresh.drop();
    }
  });

  it('rejects when the server cannot be reached', async () => {
    await expect(createDb({ url: 'postgres://postgres@127.0.0.1:1/nothing' })).rejects.toThrow();
  });
});
