import { randomBytes } from 'node:crypto';
import { createDb, type Database, type DbHandle } from '@celtic/db';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxTrpcBatchSize } from '../http/app';
import {
  openTestDatabase,
  resetRateLimits,
  signIn,
  startTestServer,
  type TestDatabase,
  type TestServer,
  uniqueEmail,
} from '../test/helpers';
import { errorMessage, send } from '../test/http';
import { type RateLimitStore, sharedRateLimitStore } from './rate-limit-store';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)('rate limits shared between instances over one PostgreSQL database', () => {
  const name = `celtic_rate_limit_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl ?? '', { max: 1, onnotice: () => {} });
  let handles: DbHandle[] = [];
  let servers: TestServer[] = [];

  beforeAll(async () => {
    await admin.unsafe(`create database ${name}`);
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    // Two instances: each its own pool, as two processes would have.
    const open = () => createDb({ url: url.toString(), queryTimeoutMs: 30_000 });
    handles = await Promise.all([open(), open()]);
    const env = { DATABASE_URL: url.toString(), RATE_LIMIT_PER_USER: '3', RATE_LIMIT_PER_IP: '0' };
    servers = await Promise.all(handles.map((handle) => startTestServer(handle, env)));
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await Promise.all(handles.map((handle) => handle.close()));
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end({ timeout: 5 });
  });

  it('answers 429 on the second instance once the limit is spent on the first', async () => {
    const [first, second] = servers;
    if (!first || !second) throw new Error('servers did not start');
    const user = await signIn({ email: uniqueEmail('shared'), name: 'Shared' });
    const save = (server: TestServer) =>
      send(`${server.url}/api/readings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user.idToken}` },
        body: JSON.stringify({ content: 'counted once, wherever it lands', zodiacSign: 'Wren' }),
      });
    for (let call = 0; call < 3; call += 1) expect((await save(first)).status).toBe(200);
    const refused = await save(second);
    expect(refused.status).toBe(429);
    expect(errorMessage(refused)).toMatch(/^Too many requests: try again in \d+ s$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await save(first)).status).toBe(429);
  });
});

describe('sharedRateLimitStore when the database is away', () => {
  const incr = (store: RateLimitStore, key: string) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) => {
      store.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), 60_000, 10);
    });

  it('lets calls through uncounted when the database fails (keeping no count here), and says so once', async () => {
    const failing = { execute: () => Promise.reject(new Error('connect ECONNREFUSED')) };
    const uncounted: unknown[] = [];
    const Store = sharedRateLimitStore(failing as unknown as Database, {
      onUncounted: (error) => uncounted.push(error),
    });
    const store = new Store().child();
    for (let call = 0; call < 3; call += 1) {
      const counter = await incr(store, 'ip:1');
      expect(counter.current).toBe(1);
      expect(counter.ttl).toBeGreaterThan(0);
    }
    expect(uncounted).toHaveLength(1);
    expect(String(uncounted[0])).toContain('ECONNREFUSED');
  });

  it('does not wait for a database that never answers', async () => {
    const silent = { execute: () => new Promise(() => {}) };
    const Store = sharedRateLimitStore(silent as unknown as Database, { giveUpAfterMs: 50 });
    expect((await incr(new Store(), 'ip:1')).current).toBe(1);
  });
});

describe('what one request costs', () => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    // Limits far above what these tests send: they read the counters, not the 429.
    server = await startTestServer(database.handle, {
      RATE_LIMIT_PER_IP: '5000',
      RATE_LIMIT_PER_USER: '5000',
    });
  });

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  /** Every counter in the store, by key. */
  async function counters(): Promise<Record<string, number>> {
    const result = await database.handle.db.execute(sql`select key, count from rate_limits order by key`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      key: string;
      count: number;
    }[];
    return Object.fromEntries(rows.map((row) => [row.key, Number(row.count)]));
  }

  const post = (path: string, body: unknown, bearer?: string) =>
    send(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(bearer ? { authorization: bearer } : {}) },
      body: JSON.stringify(body),
    });

  it('refuses a tRPC URL naming 999 unknown procedures before counting anything', async () => {
    await resetRateLimits(database.handle);
    const names = Array.from({ length: 999 }, () => 'x').join(',');
    for (const answer of [
      await send(`${server.url}/trpc/${names}?batch=1&input=%7B%7D`),
      await post(`/trpc/${names}?batch=1`, {}),
    ]) {
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({
        message: `Too many calls in one batch: 999 (at most ${maxTrpcBatchSize} per request)`,
        code: 'BAD_REQUEST',
      });
    }
    expect(await counters()).toEqual({});
  });

  it('refuses a batch of more than the limit of existing limited calls before counting anything', async () => {
    await resetRateLimits(database.handle);
    const user = await signIn({ email: uniqueEmail('batch'), name: 'Batch' });
    const names = Array.from({ length: maxTrpcBatchSize + 1 }, () => 'readings.create').join(',');
    const answer = await post(`/trpc/${names}?batch=1`, {}, `Bearer ${user.idToken}`);
    expect(answer.status).toBe(400);
    expect(errorMessage(answer)).toContain(`at most ${maxTrpcBatchSize}`);
    expect(await counters()).toEqual({});
  });

  it('counts nothing for names that do not exist', async () => {
    await resetRateLimits(database.handle);
    const answer = await post('/trpc/nope.create,readings.nothing?batch=1', { 0: {}, 1: {} });
    expect(answer.status).toBe(404);
    expect(await counters()).toEqual({});
  });

  it('counts a batch of limited calls once per limiter, per IP and per user', async () => {
    await resetRateLimits(database.handle);
    const user = await signIn({ email: uniqueEmail('once'), name: 'Once' });
    const bearer = `Bearer ${user.idToken}`;
    const input = (content: string) => ({ content, zodiacSign: 'Cat' });
    const batch = await post(
      '/trpc/readings.create,readings.create,readings.create,nope?batch=1',
      { 0: input('one'), 1: input('two'), 2: input('three'), 3: {} },
      bearer,
    );
    expect(batch.status).toBe(207);
    const counted = await counters();
    expect(Object.keys(counted)).toHaveLength(2);
    expect(Object.keys(counted).some((key) => key.includes(`uid:${user.uid}`))).toBe(true);
    expect(Object.values(counted)).toEqual([1, 1]);
    // A REST write is one more, on each.
    expect((await post('/api/readings', input('four'), bearer)).status).toBe(200);
    expect(Object.values(await counters())).toEqual([2, 2]);
  });
});
