import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DailyHoroscope, SignName } from '@celtic/zodiac-core';
import postgres from 'postgres';
import { inject } from 'vitest';
import { createDb, type DbHandle } from '../client';
import { upsertUserOnSignIn } from '../queries/users';
import type { User } from '../schema';

/**
 * Test support, shared with the api and server tests through `@celtic/db/testing` (never imported by
 * production code: Biome refuses it outside test files): one isolated, freshly migrated database per driver
 * run, and users in it.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, closed PGlite data folder that test runs copy instead of running initdb each time. */
    pgliteTemplate: string;
  }
}
export interface TestDriver {
  name: 'pglite' | 'postgres';
  open(): Promise<TestDb>;
}

export interface TestDb extends DbHandle {
  /** Closes the handle and throws the database away. */
  dispose(): Promise<void>;
}

const adminUrl = process.env.TEST_DATABASE_URL;

/** A copy of the migrated template folder made by global-setup.ts, deleted afterwards. */
export async function copyPgliteTemplate(): Promise<{ dataDir: string; remove(): Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'celtic-db-test-'));
  const dataDir = join(root, 'pglite');
  await cp(inject('pgliteTemplate'), dataDir, { recursive: true });
  return { dataDir, remove: () => rm(root, { recursive: true, force: true }) };
}

const pgliteDriver: TestDriver = {
  name: 'pglite',
  async open() {
    const copy = await copyPgliteTemplate();
    const handle = await createDb({ dataDir: copy.dataDir });
    return {
      ...handle,
      dispose: async () => {
        await handle.close();
        await copy.remove();
      },
    };
  },
};

/** A database of its own per run (`celtic_test_<random>`), dropped afterwards, so parallel runs never meet. */
export async function freshPostgresDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `celtic_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    url: dbUrl.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

function postgresDriver(url: string): TestDriver {
  return {
    name: 'postgres',
    async open() {
      const fresh = await freshPostgresDatabase(url);
      try {
        const handle = await createDb({ url: fresh.url });
        return {
          ...handle,
          dispose: async () => {
            await handle.close();
            await fresh.drop();
          },
        };
      } catch (error) {
        await fresh.drop();
        throw error;
      }
    },
  };
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const testDrivers: TestDriver[] = adminUrl ? [pgliteDriver, postgresDriver(adminUrl)] : [pgliteDriver];

/** The PostgreSQL server tests may create databases on, if any. */
export const testPostgresUrl = adminUrl;

let uidCounter = 0;

/** Signs a new user with a unique uid in, as the server's sign-in does; `role` raises them like the email lists do. */
export function makeUser(
  db: DbHandle['db'],
  options: { displayName?: string; email?: string; role?: 'admin' | 'site_owner' } = {},
): Promise<User> {
  uidCounter += 1;
  const firebaseUid = `uid-${uidCounter}-${randomBytes(4).toString('hex')}`;
  return upsertUserOnSignIn(db, {
    emailVerified: true,
    firebaseUid,
    email: options.email ?? `${firebaseUid}@example.com`,
    displayName: options.displayName ?? `Tester ${uidCounter}`,
    photoUrl: null,
    raiseRoleTo: options.role,
  });
}

/** A complete horoscope whose fields carry a marker, so tests can tell which generator call was stored. */
export function fakeHoroscope(sign: SignName, isoDate: string, marker: string): DailyHoroscope {
  return {
    date: isoDate,
    general: `${sign} general ${marker}`,
    love: `love ${marker}`,
    career: `career ${marker}`,
    health: `health ${marker}`,
    advice: `advice ${marker}`,
    luckyNumber: 7,
    luckyColor: 'Emerald',
    compatibleSigns: ['Cat', 'Wolf', 'Swan'],
  };
}

/** The rows of a raw `db.execute`: PGlite answers `{ rows }`, postgres.js an array. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as T[]) : [];
}

/** A timestamp as rows carry it: ISO 8601 in UTC with milliseconds (timestamps.ts). */
export const isoTimestampPattern = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
