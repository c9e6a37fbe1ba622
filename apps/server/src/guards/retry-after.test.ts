/** Every source of a 429 or a 503 says when to try again (Retry-After), over REST, tRPC and the HTTP layer. */
import { AuthError, AuthUnavailableError, type VerifyToken } from '@celtic/api';
import type { Database } from '@celtic/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../http/app';
import { openTestDatabase, resetRateLimits, type TestDatabase, testEnv } from '../test/helpers';

let database: TestDatabase;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = await openTestDatabase('pglite');
});

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

afterAll(async () => {
  await database?.dispose();
});

async function app(
  options: {
    db?: Database;
    ping?: () => Promise<void>;
    verifyToken?: VerifyToken;
    env?: Record<string, string>;
  } = {},
) {
  const built = await buildApp({
    env: testEnv(options.env),
    db: { db: options.db ?? database.handle.db, ping: options.ping ?? (() => Promise.resolve()) },
    auth: {
      verifyToken: options.verifyToken ?? (() => Promise.reject(new AuthError())),
      deleteFirebaseUser: async () => {},
    },
    logger: false,
  });
  apps.push(built);
  return built;
}

/** A drizzle database whose queries all fail with `error`. */
function failingDb(error: () => Error): Database {
  return new Proxy(database.handle.db, {
    get(target, property, receiver) {
      if (['select', 'insert', 'update', 'delete', 'execute'].includes(String(property))) {
        return () => {
          throw error();
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

const today = () => new Date().toISOString().slice(0, 10);
const trpcGet = (names: string, inputs: unknown[]) =>
  `/trpc/${names}?batch=1&input=${encodeURIComponent(JSON.stringify({ ...inputs }))}`;

describe('Retry-After', () => {
  it('on the 503 of a query past its deadline, over REST, tRPC and a batch holding it', async () => {
    const deadline = () =>
      new Error('Failed query', { cause: Object.assign(new Error('deadline'), { code: 'QUERY_TIMEOUT' }) });
    const server = await app({ db: failingDb(deadline) });
    const input = { sign: 'Fox', date: today() };
    const rest = await server.inject(`/api/horoscope/daily?sign=Fox&date=${today()}`);
    const trpc = await server.inject(
      `/trpc/horoscope.daily?input=${encodeURIComponent(JSON.stringify(input))}`,
    );
    const batch = await server.inject(trpcGet('horoscope.daily,signs.list', [input, undefined]));
    expect([rest.statusCode, trpc.statusCode, batch.statusCode]).toEqual([503, 503, 207]);
    for (const answer of [rest, trpc, batch]) expect(answer.headers['retry-after']).toBe('5');
    expect(rest.json()).toEqual({
      message: 'Database unavailable: try again shortly',
      code: 'SERVICE_UNAVAILABLE',
    });
  });

  it('on the 503 of a token check that cannot be made, over REST and tRPC', async () => {
    const server = await app({
      verifyToken: () => Promise.reject(new AuthUnavailableError('certificate fetch failed')),
    });
    const headers = { authorization: 'Bearer some.token.here' };
    const rest = await server.inject({ url: '/api/users/me', headers });
    const trpc = await server.inject({ url: '/trpc/user.me', headers });
    for (const answer of [rest, trpc]) {
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
    }
  });

  it("on the database gate's 503 while PostgreSQL refuses connections", async () => {
    // Port 1 refuses: the gate closes at its first look, within a quarter of a second.
    const server = await app({ env: { DATABASE_URL: 'postgres://celtic@127.0.0.1:1/celtic' } });
    let answer = await server.inject(`/api/horoscope/daily?sign=Fox&date=${today()}`);
    await vi.waitFor(
      async () => {
        answer = await server.inject(`/api/horoscope/daily?sign=Fox&date=${today()}`);
        expect(answer.statusCode).toBe(503);
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(answer.headers['retry-after']).toBe('5');
    const trpc = await server.inject(
      `/trpc/horoscope.daily?input=${encodeURIComponent(JSON.stringify({ sign: 'Fox', date: today() }))}`,
    );
    expect(trpc.statusCode).toBe(503);
    expect(trpc.headers['retry-after']).toBe('5');
  });

  it("on the health check's 503", async () => {
    const server = await app({ ping: () => Promise.reject(new Error('connection refused')) });
    const answer = await server.inject('/healthz');
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
  });

  it("on the rate limiter's 429, over REST and tRPC, with the seconds left in its window", async () => {
    const server = await app({ env: { RATE_LIMIT_PER_IP: '1', RATE_LIMIT_WINDOW_SECONDS: '120' } });
    const save = { content: 'x', zodiacSign: 'Wren' };
    const post = (url: string, body: object) =>
      server.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: body });
    await resetRateLimits(database.handle);
    expect((await post('/api/readings', save)).statusCode).toBe(401);
    for (const answer of [await post('/api/readings', save), await post('/trpc/readings.create', save)]) {
      expect(answer.statusCode).toBe(429);
      const seconds = Number(answer.headers['retry-after']);
      expect(seconds).toBeGreaterThan(60);
      expect(seconds).toBeLessThanOrEqual(120);
    }
  });
});
