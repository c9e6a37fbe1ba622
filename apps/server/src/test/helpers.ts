/** Test helpers: real emulator sign-ins, a database per driver, and a listening server. */
import { randomBytes } from 'node:crypto';
import { compatibilityChecks, createDb, type DbHandle, readings } from '@celtic/db';
import { freshPostgresDatabase } from '@celtic/db/testing';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { createTokenVerifier } from '../adapters/firebase-auth';
import { type Env, loadEnv } from '../env';
import { buildApp } from '../http/app';

export const emulatorHost = () => inject('emulatorHost');

export interface SignedIn {
  uid: string;
  idToken: string;
  email: string;
}

/**
 * POSTs to the emulator's identity toolkit API. A busy machine's emulator sometimes refuses or resets a
 * connection: a few tries before giving up (each call here is safe to repeat).
 */
async function emulatorCall(
  path: string,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(
        `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/${path}?key=fake-api-key`,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
      );
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

/**
 * Signs a Google user in through the Auth emulator's REST API, as the web app does with
 * signInWithCredential(GoogleAuthProvider.credential(JSON.stringify({ sub, email, email_verified, name }))).
 */
export async function signIn(profile: {
  email: string;
  name: string;
  sub?: string;
  /** Google reports its addresses as verified; false stands for a provider that does not. */
  emailVerified?: boolean;
}): Promise<SignedIn> {
  const sub = profile.sub ?? `google-${randomBytes(6).toString('hex')}`;
  const { status, body } = await emulatorCall('accounts:signInWithIdp', {
    postBody: `id_token=${encodeURIComponent(JSON.stringify({ sub, email: profile.email, email_verified: profile.emailVerified ?? true, name: profile.name }))}&providerId=google.com`,
    requestUri: 'http://localhost',
    returnSecureToken: true,
  });
  if (status !== 200 || typeof body.idToken !== 'string' || typeof body.localId !== 'string') {
    throw new Error(`emulator sign-in failed: ${status} ${JSON.stringify(body)}`);
  }
  return { uid: body.localId, idToken: body.idToken, email: profile.email };
}

/**
 * An administrator's call to the emulator (the Admin SDK's REST API; the emulator takes `Bearer owner` as an
 * administrator): what a site owner does in the Firebase console.
 */
async function emulatorAdmin(action: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(
    `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/projects/demo-celtic-zodiac/${action}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify(body),
    },
  );
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`emulator ${action} failed: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** Whether the emulator still has a Firebase user with this uid. */
export async function firebaseUserExists(uid: string): Promise<boolean> {
  const found = await emulatorAdmin('accounts:lookup', { localId: [uid] });
  return Array.isArray(found.users) && found.users.length > 0;
}

/** Disables the Firebase user, as the console's "Disable account" does. */
export async function disableFirebaseUser(uid: string): Promise<void> {
  await emulatorAdmin('accounts:update', { localId: uid, disableUser: true });
}

/**
 * Creates an e-mail and password account (its address unverified, as every such account is until the person
 * follows Firebase's verification link) and signs it in.
 */
export async function signUpWithPassword(email: string): Promise<SignedIn> {
  const { status, body } = await emulatorCall('accounts:signUp', {
    email,
    password: 'correct horse battery',
    returnSecureToken: true,
  });
  if (status !== 200 || typeof body.idToken !== 'string' || typeof body.localId !== 'string') {
    throw new Error(`emulator sign-up failed: ${status} ${JSON.stringify(body)}`);
  }
  return { uid: body.localId, idToken: body.idToken, email };
}

/** A unique address, so runs never meet in the shared emulator. */
export const uniqueEmail = (name: string) => `${name}-${randomBytes(4).toString('hex')}@example.com`;

/**
 * The query deadline in tests: production's 5 s is about an outage, and a CI machine under load can take that
 * long to answer a query that is merely queued (a 503 there would fail a test that is not about the deadline).
 */
const testQueryTimeoutMs = 30_000;

export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    DB_QUERY_TIMEOUT_MS: String(testQueryTimeoutMs),
    // A busy test machine lags the event loop: no shedding unless a test turns it on (load-shedding.test.ts).
    MAX_EVENT_LOOP_DELAY_MS: '0',
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
    FIREBASE_PROJECT_ID: 'demo-celtic-zodiac',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent-web-dist',
    ...overrides,
  });
}

export interface TestDatabase {
  kind: 'pglite' | 'postgres';
  handle: DbHandle;
  dispose(): Promise<void>;
}

const postgresAdminUrl = process.env.TEST_DATABASE_URL;

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const databaseKinds: TestDatabase['kind'][] = postgresAdminUrl ? ['pglite', 'postgres'] : ['pglite'];

/** A fresh, migrated database: in-memory PGlite, or a PostgreSQL database of its own that is dropped after. */
export async function openTestDatabase(kind: TestDatabase['kind']): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const handle = await createDb({ dataDir: 'memory://' });
    return { kind, handle, dispose: () => handle.close() };
  }
  if (!postgresAdminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const fresh = await freshPostgresDatabase(postgresAdminUrl);
  try {
    const handle = await createDb({ url: fresh.url, queryTimeoutMs: testQueryTimeoutMs });
    return {
      kind,
      handle,
      dispose: async () => {
        await handle.close();
        await fresh.drop();
      },
    };
  } catch (error) {
    await fresh.drop();
    throw error;
  }
}

export interface TestServer {
  app: FastifyInstance;
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  close(): Promise<void>;
}

/** Builds the app on `db` and listens on a free port. */
export async function startTestServer(
  db: Pick<DbHandle, 'db' | 'ping'>,
  envOverrides: Record<string, string> = {},
): Promise<TestServer> {
  const env = testEnv(envOverrides);
  const verifier = createTokenVerifier(env);
  const app = await buildApp({ env, db, auth: verifier, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not get a TCP address');
  return {
    app,
    url: `http://127.0.0.1:${address.port}`,
    close: async () => {
      // A response the test never read (a large asset) keeps its socket busy, and Fastify's close waits for
      // busy sockets: at teardown nothing is in flight that matters, so drop them all.
      app.server.closeAllConnections();
      await app.close();
      await verifier.close();
    },
  };
}

const tables = { readings, compatibility_checks: compatibilityChecks };

/** Counts the rows of a table, straight from the database. */
export function countRows(handle: DbHandle, table: keyof typeof tables): Promise<number> {
  return handle.db.$count(tables[table]);
}

/**
 * Starts every rate-limit window afresh. The counters live in the database, shared by every server over it,
 * so a test that counts calls from 127.0.0.1 must not inherit another test's.
 */
export async function resetRateLimits(handle: DbHandle): Promise<void> {
  await handle.db.execute(sql`delete from rate_limits`);
}

/**
 * A PGlite database and a server on it for the tests of the enclosing file or `describe`: opened before them,
 * closed after. Read its fields inside the tests.
 */
export function pgliteServerForTests(envOverrides: Record<string, string> = {}): {
  readonly database: TestDatabase;
  readonly server: TestServer;
} {
  const opened = {} as { database: TestDatabase; server: TestServer };
  beforeAll(async () => {
    opened.database = await openTestDatabase('pglite');
    opened.server = await startTestServer(opened.database.handle, envOverrides);
  });
  afterAll(async () => {
    await opened.server?.close();
    await opened.database?.dispose();
  });
  return opened;
}
