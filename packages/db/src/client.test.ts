import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Database, migrationsFolder } from './client';
import { getUserByFirebaseUid, upsertUserOnSignIn } from './queries/users';
import { freshPostgresDatabase, rowsOf, type TestDb, testDrivers, testPostgresUrl } from './testing';

const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};

async function appliedMigrations(db: Database): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
  return Number(rowsOf<{ count: number }>(result)[0]?.count);
}

describe('migrationsFolder', () => {
  it('is an absolute path to the committed migrations', () => {
    expect(isAbsolute(migrationsFolder)).toBe(true);
    expect(journal.entries.length).toBeGreaterThan(0);
    expect(existsSync(join(migrationsFolder, '0000_init.sql'))).toBe(true);
  });

  it('can be overridden, and a wrong folder fails the open', async () => {
    await expect(
      createDb({ dataDir: 'memory://', migrationsFolder: '/nonexistent/drizzle' }),
    ).rejects.toThrow();
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

  it('applies every migration to an empty database', async () => {
    expect(handle.kind).toBe(driver.name);
    const tables = await handle.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const names = rowsOf<{ table_name: string }>(tables).map((r) => r.table_name);
    expect(names).toEqual(['compatibility_checks', 'daily_horoscopes', 'deleted_users', 'readings', 'users']);
    expect(await appliedMigrations(handle.db)).toBe(journal.entries.length);
  });

  it('answers ping', async () => {
    await expect(handle.ping()).resolves.toBeUndefined();
  });
});

describe('PGlite in a data folder', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'celtic-db-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('creates the folder, keeps data across reopening and does not re-apply migrations', async () => {
    const dataDir = join(dir, 'nested', 'pglite');
    const first = await createDb({ dataDir });
    await upsertUserOnSignIn(first.db, { firebaseUid: 'persisted', email: 'p@example.com' });
    await first.close();

    const second = await createDb({ dataDir });
    try {
      expect((await getUserByFirebaseUid(second.db, 'persisted'))?.email).toBe('p@example.com');
      expect(await appliedMigrations(second.db)).toBe(journal.entries.length);
    } finally {
      await second.close();
    }
  });
});

describe.runIf(testPostgresUrl)('PostgreSQL start-up', () => {
  it('lets several instances migrate the same new database at once', async () => {
    const fresh = await freshPostgresDatabase(testPostgresUrl ?? '');
    try {
      const handles = await Promise.all([1, 2, 3].map(() => createDb({ url: fresh.url })));
      try {
        const [first] = handles;
        if (!first) throw new Error('no handle');
        expect(await appliedMigrations(first.db)).toBe(journal.entries.length);
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
