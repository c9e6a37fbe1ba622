import { randomBytes } from 'node:crypto';
import { createDb, type Database, type DbHandle } from '@celtic/db';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxTrpcBatchSize } from '../http/trpc';
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
import { sharedRateLimitCounter } from './rate-limit-store';

const adminUrl = process.env.TEST_DATABASE_URL;

/** Every counter in the store, by key. */
async function counters(database: TestDatabase): Promise<Record<string, number>> {
  const result = await database.handle.db.execute(sql`select key, count from rate_limits order by key`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    key: string;
    count: number;
  }[];
  return Object.fromEntries(rows.map((row) => [row.key, Number(row.count)]));
}

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
    expect(errorMessage(refused)).toMatch(
      /^Too many requests: the limit is 3 requests a minute per account; try again in \d+ s$/,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('ratelimit-policy')).toBe('"write-account";q=3;w=60');
    expect((await save(first)).status).toBe(429);
  });

  it('counts exports in one bucket for both instances: the 6th in an hour is refused wherever it lands', async () => {
    const [first, second] = servers;
    if (!first || !second) throw new Error('servers did not start');
    await resetRateLimits(handles[0] as DbHandle);
    const user = await signIn({ email: uniqueEmail('export-shared'), name: 'Exporter' });
    const exportOn = (server: TestServer) =>
      send(`${server.url}/api/users/me/export`, { headers: { authorization: `Bearer ${user.idToken}` } });
    for (const server of [first, second, first, second, first])
      expect((await exportOn(server)).status).toBe(200);
    const refused = await exportOn(second);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
  });
});

describe('sharedRateLimitCounter over one database with windows of different lengths', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("keeps an hour's count when a minute's call sweeps the table", async () => {
    const hour = 3_600_000;
    const counter = sharedRateLimitCounter(database.handle.db, { sweepEveryMs: 0, keepForMs: hour });
    expect((await counter.count(['export:uid:a'], hour))[0]?.current).toBe(1);
    // The export's window began 10 minutes ago: long past any write's minute.
    await database.handle.db.execute(
      sql`update rate_limits set window_start = now() - interval '10 minutes' where key = 'export:uid:a'`,
    );
    expect((await counter.count(['write:uid:a'], 60_000))[0]?.current).toBe(1);
    expect((await counter.count(['export:uid:a'], hour))[0]?.current).toBe(2);
  });
});

/** A database whose every statement ends as `answer` ends (a failure, or never). */
function databaseThat(answer: () => Promise<never>): Database {
  const statement: object = new Proxy(() => {}, {
    get: (_, property) =>
      property === 'then'
        ? (resolve: (value: never) => void, reject: (error: unknown) => void) =>
            answer().then(resolve, reject)
        : statement,
    apply: () => statement,
  });
  return statement as Database;
}

describe('sharedRateLimitCounter when the database is away', () => {
  it('lets calls through uncounted when the database fails (keeping no count here), and says so once', async () => {
    const failing = databaseThat(() => Promise.reject(new Error('connect ECONNREFUSED')));
    const uncounted: unknown[] = [];
    const counter = sharedRateLimitCounter(failing, { onUncounted: (error) => uncounted.push(error) });
    for (let call = 0; call < 3; call += 1) {
      const counters = await counter.count(['write:ip:1', 'write:uid:a'], 60_000);
      expect(counters.map((count) => count.current)).toEqual([1, 1]);
      expect(counters.every((count) => count.ttl > 0)).toBe(true);
    }
    expect(uncounted).toHaveLength(1);
    expect(String(uncounted[0])).toContain('ECONNREFUSED');
  });

  it('does not wait for a database that never answers', async () => {
    const silent = databaseThat(() => new Promise(() => {}));
    const counter = sharedRateLimitCounter(silent, { giveUpAfterMs: 50 });
    expect((await counter.count(['ip:1'], 60_000))[0]?.current).toBe(1);
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
    expect(await counters(database)).toEqual({});
  });

  it('refuses a batch of more than the limit of existing limited calls before counting anything', async () => {
    await resetRateLimits(database.handle);
    const user = await signIn({ email: uniqueEmail('batch'), name: 'Batch' });
    const names = Array.from({ length: maxTrpcBatchSize + 1 }, () => 'readings.create').join(',');
    const answer = await post(`/trpc/${names}?batch=1`, {}, `Bearer ${user.idToken}`);
    expect(answer.status).toBe(400);
    expect(errorMessage(answer)).toContain(`at most ${maxTrpcBatchSize}`);
    expect(await counters(database)).toEqual({});
  });

  it('saves a reading under a new idempotency key in two statements: the limits, then the write', async () => {
    const user = await signIn({ email: uniqueEmail('two'), name: 'Two' });
    const save = (key: string) =>
      send(`${server.url}/api/readings`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${user.idToken}`,
          'idempotency-key': key,
        },
        body: JSON.stringify({ content: `saved under ${key}`, zodiacSign: 'Cat' }),
      });
    // The first call of a token also writes its sign-in.
    expect((await save(randomBytes(8).toString('hex'))).status).toBe(200);
    const client = (database.handle.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const query = client.query;
    const statements: string[] = [];
    client.query = function (this: unknown, ...args: unknown[]) {
      statements.push(String(args[0]));
      return query.apply(this, args);
    };
    try {
      expect((await save(randomBytes(8).toString('hex'))).status).toBe(200);
    } finally {
      client.query = query;
    }
    expect(statements).toHaveLength(2);
    expect(statements[0]).toContain('rate_limits');
    expect(statements[1]).toContain('idempotency_keys');
  });

  it('counts nothing for names that do not exist', async () => {
    await resetRateLimits(database.handle);
    const answer = await post('/trpc/nope.create,readings.nothing?batch=1', { 0: {}, 1: {} });
    expect(answer.status).toBe(404);
    expect(await counters(database)).toEqual({});
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
    const counted = await counters(database);
    expect(Object.keys(counted)).toHaveLength(2);
    expect(Object.keys(counted).some((key) => key.includes(`uid:${user.uid}`))).toBe(true);
    expect(Object.values(counted)).toEqual([1, 1]);
    // A REST write is one more, on each.
    expect((await post('/api/readings', input('four'), bearer)).status).toBe(200);
    expect(Object.values(await counters(database))).toEqual([2, 2]);
  });
});

describe('rate-limit classes', () => {
  let database: TestDatabase;
  let server: TestServer;
  let twin: TestServer;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    // Production's limits (exports 5 an hour, birth charts 60 a minute per address), writes as configured.
    server = await startTestServer(database.handle);
    // A second instance over the same database: it holds no count of its own.
    twin = await startTestServer(database.handle);
  });

  afterAll(async () => {
    await twin?.close();
    await server?.close();
    await database?.dispose();
  });

  const exportAs = (bearer: string, on = server) =>
    send(`${on.url}/api/users/me/export`, { headers: { authorization: bearer } });
  const chart = (date: string, on = server) => send(`${on.url}/api/birth-chart?date=${date}`);
  const dayAfter = (start: string, days: number) =>
    new Date(Date.parse(start) + days * 86_400_000).toISOString().slice(0, 10);

  it('answers the 6th export in an hour 429 with Retry-After, on either instance, and writes still go', async () => {
    await resetRateLimits(database.handle);
    const user = await signIn({ email: uniqueEmail('exports'), name: 'Exporter' });
    const bearer = `Bearer ${user.idToken}`;
    // Over tRPC too: the same procedure, the same bucket.
    const overTrpc = await send(
      `${server.url}/trpc/user.exportMe?batch=1&input=${encodeURIComponent('{"0":{}}')}`,
      {
        headers: { authorization: bearer, 'trpc-accept': 'application/jsonl' },
      },
    );
    expect(overTrpc.status).toBe(200);
    for (const on of [twin, server, twin, server]) expect((await exportAs(bearer, on)).status).toBe(200);
    for (const on of [server, twin]) {
      const refused = await exportAs(bearer, on);
      expect(refused.status).toBe(429);
      expect(errorMessage(refused)).toMatch(
        /^Too many requests: the limit is 5 requests an hour per (account|address); try again in \d+ s$/,
      );
      const seconds = Number(refused.headers.get('retry-after'));
      expect(seconds).toBeGreaterThan(3000);
      expect(seconds).toBeLessThanOrEqual(3600);
    }
    // Another account from the same address: the address's five are spent too.
    const other = await signIn({ email: uniqueEmail('exports-other'), name: 'Neighbour' });
    expect((await exportAs(`Bearer ${other.idToken}`)).status).toBe(429);
    // Writes have a bucket of their own.
    const saved = await post('/api/readings', { content: 'still saved', zodiacSign: 'Wren' }, bearer);
    expect(saved.status).toBe(200);
  });

  it('limits distinct birth charts per address a minute; repeats are not counted; writes go on', async () => {
    await resetRateLimits(database.handle);
    const dates = Array.from({ length: 60 }, (_, day) => dayAfter('1990-01-01', day));
    for (const [index, date] of dates.entries()) {
      // Half on each instance: one count in the database.
      expect((await chart(date, index % 2 === 0 ? server : twin)).status).toBe(200);
    }
    const refused = await chart(dayAfter('1990-01-01', 60));
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect((await chart(dayAfter('1990-01-01', 61), twin)).status).toBe(429);
    // An answer already given is the shared store's: no chart is worked out, nothing is counted.
    expect((await chart(dates[0] as string)).status).toBe(200);
    const user = await signIn({ email: uniqueEmail('charts'), name: 'Charter' });
    const saved = await post(
      '/api/readings',
      { content: 'a write', zodiacSign: 'Wren' },
      `Bearer ${user.idToken}`,
    );
    expect(saved.status).toBe(200);
  });

  it('counts a batch once per class', async () => {
    await resetRateLimits(database.handle);
    const user = await signIn({ email: uniqueEmail('batch-classes'), name: 'Batcher' });
    const names = 'birth.chart,birth.chart,birth.chart,user.exportMe,user.me';
    const input = {
      0: { date: '1971-03-01' },
      1: { date: '1972-03-01' },
      2: { date: '1973-03-01' },
      3: {},
      4: {},
    };
    await send(`${server.url}/trpc/${names}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`, {
      headers: { authorization: `Bearer ${user.idToken}`, 'trpc-accept': 'application/jsonl' },
    });
    const counted = await counters(database);
    expect(counted).toEqual({
      'compute:ip:127.0.0.1': 1,
      'export:ip:127.0.0.1': 1,
      [`export:uid:${user.uid}`]: 1,
      'signIn:ip:127.0.0.1': 1,
      [`signIn:uid:${user.uid}`]: 1,
    });
  });

  const post = (path: string, body: unknown, bearer: string) =>
    send(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: bearer },
      body: JSON.stringify(body),
    });
});
