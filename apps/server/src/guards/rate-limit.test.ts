import { randomBytes } from 'node:crypto';
import { createDb, type Database, type DbHandle } from '@celtic/db';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer, uniqueEmail } from '../test/helpers';
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
