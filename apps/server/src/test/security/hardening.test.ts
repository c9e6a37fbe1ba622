/**
 * Hardening over real HTTP: production refuses the emulator, 500s say nothing, security headers on every
 * answer, CORS for configured origins only beyond public reads, rate limits with Retry-After, body and batch
 * limits, and a database that cannot be reached answers 503.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { AuthError } from '@celtic/api';
import { vapidKeys } from '@celtic/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { buildApp } from '../../http/app';
import { maxTrpcBatchSize } from '../../http/trpc';
import {
  countRows,
  openTestDatabase,
  resetRateLimits,
  signIn,
  startTestServer,
  type TestDatabase,
  type TestServer,
  uniqueEmail,
} from '../helpers';
import { type Answer, errorMessage, send } from '../http';
import { productionVapidKeys } from '../vapid-keys';

const serverDir = fileURLToPath(new URL('../../..', import.meta.url));
let database: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  database = await openTestDatabase('pglite');
  server = await startTestServer(database.handle, { CORS_ORIGINS: 'https://app.example.com' });
});

afterAll(async () => {
  await server?.close();
  await database?.dispose();
});

/** A production-mode app whose database throws on every query, with a stub verifier (no firebase-admin). */
async function productionApp(db: TestDatabase['handle']['db'], overrides: Record<string, string> = {}) {
  const env = loadEnv({
    NODE_ENV: 'production',
    PUBLIC_ORIGIN: 'https://celtic.example',
    VAPID_SUBJECT: 'mailto:ops@example.com',
    ...productionVapidKeys,
    FIREBASE_PROJECT_ID: 'celtic-prod-check',
    EMBEDDED_DATABASE: '1',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent-web-dist',
    ...overrides,
  });
  return buildApp({
    env,
    db: { db, ping: () => Promise.resolve() },
    auth: { verifyToken: () => Promise.reject(new AuthError()), deleteFirebaseUser: async () => {} },
    logger: false,
  });
}

/** A drizzle database whose queries all fail with `error`. */
function failingDb(error: () => Error): TestDatabase['handle']['db'] {
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

describe('production mode', () => {
  it('refuses to start with the Auth emulator beside a real project, before opening anything', () => {
    const result = spawnSync('node_modules/.bin/tsx', ['src/main.ts'], {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PUBLIC_ORIGIN: 'https://celtic.example',
        VAPID_SUBJECT: 'mailto:ops@example.com',
        ...productionVapidKeys,
        FIREBASE_PROJECT_ID: 'celtic-prod-check',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        DATABASE_URL: 'postgres://127.0.0.1:1/never-opened',
        PORT: '0',
        DATA_DIR: '/nonexistent/never-created',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('FIREBASE_AUTH_EMULATOR_HOST');
    expect(result.stderr).toContain('anyone could sign in as anyone');
  });

  it('signs push with the environment’s VAPID pair: it answers that key and never reads or makes the database’s', async () => {
    await database.handle.db.delete(vapidKeys);
    const app = await productionApp(database.handle.db);
    const answer = await app.inject({ method: 'GET', url: '/api/push/public-key' });
    await app.close();
    expect(answer.json()).toEqual({ publicKey: productionVapidKeys.VAPID_PUBLIC_KEY });
    expect(await database.handle.db.select().from(vapidKeys)).toEqual([]);
  });

  it('hides internals in 500 bodies, over REST and tRPC', async () => {
    const app = await productionApp(
      failingDb(() => new Error('relation "daily_horoscopes" does not exist at /srv/app/dist/main.js:123')),
    );
    const rest = await app.inject({ method: 'GET', url: '/api/horoscope/daily?sign=Stag&date=2019-12-31' });
    // A date too far off is refused before the database: ask for today's instead.
    const today = new Date().toISOString().slice(0, 10);
    const failing = await app.inject({ method: 'GET', url: `/api/horoscope/daily?sign=Stag&date=${today}` });
    const trpc = await app.inject({
      method: 'GET',
      url: `/trpc/horoscope.daily?input=${encodeURIComponent(JSON.stringify({ sign: 'Stag', date: today }))}`,
    });
    await app.close();
    expect(rest.statusCode).toBe(400);
    expect(failing.statusCode).toBe(500);
    expect(failing.json()).toEqual({ message: 'Internal server error', code: 'INTERNAL_SERVER_ERROR' });
    expect(trpc.statusCode).toBe(500);
    expect(trpc.json()).toEqual({
      error: {
        message: 'Internal server error',
        code: -32603,
        data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500, path: 'horoscope.daily' },
      },
    });
    for (const body of [failing.body, trpc.body]) expect(body).not.toMatch(/relation|main\.js|stack|at /);
  });

  it('answers 503 "Database unavailable" when the connection is refused, over REST and tRPC', async () => {
    const refused = () =>
      new Error('Failed query: select', {
        cause: Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' }),
      });
    const app = await productionApp(failingDb(refused));
    const today = new Date().toISOString().slice(0, 10);
    const rest = await app.inject({ method: 'GET', url: `/api/horoscope/daily?sign=Fox&date=${today}` });
    const trpc = await app.inject({
      method: 'GET',
      url: `/trpc/horoscope.daily?input=${encodeURIComponent(JSON.stringify({ sign: 'Fox', date: today }))}`,
    });
    await app.close();
    expect(rest.statusCode).toBe(503);
    expect(rest.json()).toEqual({
      message: 'Database unavailable: try again shortly',
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(trpc.statusCode).toBe(503);
    expect(trpc.body).not.toContain('10.0.0.5');
  });
});

describe('security headers', () => {
  const longBody = JSON.stringify({ content: 'x'.repeat(70 * 1024), zodiacSign: 'Cat' });
  // Every kind of answer, and the set it must carry: the strict API policy on JSON and empty answers, the page
  // policy (helmet's set) on the docs page.
  const requests: [string, string, RequestInit, 'api' | 'page'][] = [
    ['a JSON answer', '/api/signs', {}, 'api'],
    ['a 304', '/api/signs', {}, 'api'],
    ['a 404', '/api/nothing-here', {}, 'api'],
    ['a 404 off the API', '/nothing-here', {}, 'api'],
    ['a 401', '/api/users/me', {}, 'api'],
    [
      'bad JSON',
      '/api/readings',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' },
      'api',
    ],
    [
      'a wrong type',
      '/api/readings',
      { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' },
      'api',
    ],
    [
      'an oversize body',
      '/api/readings',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: longBody },
      'api',
    ],
    ['a malformed URL', '/api/signs/%E0%A4%A', {}, 'api'],
    ['tRPC', '/trpc/signs.list', {}, 'api'],
    ['a cached tRPC answer', '/trpc/signs.list', {}, 'api'],
    ['a tRPC error', '/trpc/nope.nothing', {}, 'api'],
    [
      'a tRPC body of the wrong type',
      '/trpc/readings.create',
      { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' },
      'api',
    ],
    ['health', '/healthz', {}, 'api'],
    ['the OpenAPI document', '/api/openapi.json', {}, 'api'],
    ['the docs page', '/api/docs/', {}, 'page'],
  ];

  it.each(requests)('are on %s', async (name, path, init, kind) => {
    const headers = new Headers(init.headers);
    if (name === 'a 304') {
      const first = await fetch(`${server.url}${path}`);
      headers.set('if-none-match', first.headers.get('etag') ?? '');
    }
    const answer = await send(`${server.url}${path}`, { ...init, headers });
    if (name === 'a 304') expect(answer.status).toBe(304);
    if (name === 'a tRPC body of the wrong type') expect(answer.status).toBe(415);
    const csp = answer.headers.get('content-security-policy') ?? '';
    if (kind === 'api') {
      // Nothing may load, run or frame; no document-only headers.
      expect(csp).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(answer.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(answer.headers.get('cross-origin-opener-policy')).toBeNull();
    } else {
      const directive = (key: string) =>
        csp.split(';').find((part) => part.trim().startsWith(`${key} `)) ?? '';
      expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(directive('script-src')).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(directive('object-src')).toBe("object-src 'none'");
      expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    }
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    // Plain HTTP: HSTS would be ignored by browsers and wrong for a local run.
    expect(answer.headers.get('strict-transport-security')).toBeNull();
    if (answer.status >= 400) expect(errorMessage(answer), answer.text).toBeTruthy();
  });

  it('sends HSTS behind TLS: with TRUST_PROXY and X-Forwarded-Proto https, never on a spoofed header', async () => {
    const behindProxy = await productionApp(database.handle.db, { TRUST_PROXY: '1' });
    const direct = await productionApp(database.handle.db);
    const tls = { 'x-forwarded-proto': 'https' };
    const viaProxy = await behindProxy.inject({ method: 'GET', url: '/api/signs', headers: tls });
    const spoofed = await direct.inject({ method: 'GET', url: '/api/signs', headers: tls });
    const plain = await behindProxy.inject({ method: 'GET', url: '/api/signs' });
    await behindProxy.close();
    await direct.close();
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('CORS', () => {
  it('answers only the configured origin on signed-in paths, for simple requests and preflights', async () => {
    const preflight = (origin: string) =>
      fetch(`${server.url}/api/readings`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization',
        },
      });
    const allowed = await preflight('https://app.example.com');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    expect(allowed.headers.get('access-control-allow-methods')).toContain('POST');
    for (const origin of ['https://evil.example', 'https://app.example.com.evil.example', 'null']) {
      const refused = await preflight(origin);
      expect(refused.status).toBe(404);
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
      const simple = await fetch(`${server.url}/api/users/me`, { headers: { origin } });
      expect(simple.headers.get('access-control-allow-origin')).toBeNull();
      expect(simple.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });
});

describe('rate limits', () => {
  const save = (url: string, bearer?: string) =>
    send(`${url}/api/readings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(bearer ? { authorization: bearer } : {}) },
      body: JSON.stringify({ content: 'rate limited?', zodiacSign: 'Wren' }),
    });

  function expectTooMany(answer: Answer) {
    expect(answer.status).toBe(429);
    expect(errorMessage(answer)).toMatch(
      /^Too many requests: the limit is 3 requests a minute per (account|address); try again in \d+ s$/,
    );
    expect(answer.headers.get('ratelimit')).toMatch(/;r=0;t=\d+/);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(answer.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  }

  it('limits writes per user (the verified uid), not touching other users or reads', async () => {
    await resetRateLimits(database.handle);
    const limited = await startTestServer(database.handle, {
      RATE_LIMIT_PER_USER: '3',
      RATE_LIMIT_PER_IP: '0',
    });
    try {
      const [ann, ben] = await Promise.all([
        signIn({ email: uniqueEmail('ann'), name: 'Ann' }),
        signIn({ email: uniqueEmail('ben'), name: 'Ben' }),
      ]);
      const annBearer = `Bearer ${ann.idToken}`;
      for (let call = 0; call < 3; call += 1) expect((await save(limited.url, annBearer)).status).toBe(200);
      const before = await countRows(database.handle, 'readings');
      expectTooMany(await save(limited.url, annBearer));
      // A tRPC mutation is the same write by the same user.
      const trpc = await send(`${limited.url}/trpc/readings.create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: annBearer },
        body: JSON.stringify({ content: 'again', zodiacSign: 'Wren' }),
      });
      expectTooMany(trpc);
      expect(await countRows(database.handle, 'readings')).toBe(before);
      expect((await save(limited.url, `Bearer ${ben.idToken}`)).status).toBe(200);
      expect(
        (await send(`${limited.url}/api/readings/me`, { headers: { authorization: annBearer } })).status,
      ).toBe(200);
      expect((await send(`${limited.url}/api/signs`)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('limits writes and sign-in-related calls per IP, each class in its own bucket, counting a tRPC batch once', async () => {
    await resetRateLimits(database.handle);
    const limited = await startTestServer(database.handle, {
      RATE_LIMIT_PER_USER: '0',
      RATE_LIMIT_PER_IP: '3',
    });
    try {
      const user = await signIn({ email: uniqueEmail('ip'), name: 'Ip' });
      const bearer = `Bearer ${user.idToken}`;
      expect((await send(`${limited.url}/api/users/me`, { headers: { authorization: bearer } })).status).toBe(
        200,
      );
      expect((await save(limited.url)).status).toBe(401);
      const batch = await send(`${limited.url}/trpc/readings.create,readings.create?batch=1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: bearer },
        body: JSON.stringify({
          0: { content: 'one', zodiacSign: 'Cat' },
          1: { content: 'two', zodiacSign: 'Cat' },
        }),
      });
      expect(batch.status).toBe(200);
      expect((await save(limited.url, bearer)).status).toBe(200);
      expectTooMany(await save(limited.url, bearer));
      // Sign-in calls are a class of their own, counted in their own bucket: two more, then refused.
      const me = () => send(`${limited.url}/api/users/me`, { headers: { authorization: bearer } });
      for (let call = 0; call < 2; call += 1) expect((await me()).status).toBe(200);
      expectTooMany(await me());
      // Public reads are never limited.
      expect((await send(`${limited.url}/api/horoscope/daily?sign=Cat`)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('size limits', () => {
  it('refuses bodies over 64 kB with 413 on REST and tRPC, and content over the schema limit with 400', async () => {
    const user = await signIn({ email: uniqueEmail('big'), name: 'Big' });
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${user.idToken}` };
    const before = await countRows(database.handle, 'readings');
    const huge = JSON.stringify({ content: 'x'.repeat(65 * 1024), zodiacSign: 'Cat' });
    for (const path of ['/api/readings', '/trpc/readings.create']) {
      const answer = await send(`${server.url}${path}`, { method: 'POST', headers, body: huge });
      expect(answer.status).toBe(413);
      expect(errorMessage(answer)).toBe('Body is larger than 64 kB');
    }
    const long = await send(`${server.url}/api/readings`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ content: 'x'.repeat(10_001), zodiacSign: 'Cat' }),
    });
    expect(long.status).toBe(400);
    expect(errorMessage(long)).toBe('content: Too long (at most 10000 characters)');
    expect(await countRows(database.handle, 'readings')).toBe(before);
  });

  it(`refuses a tRPC batch of more than ${maxTrpcBatchSize} calls`, async () => {
    const names = Array.from({ length: maxTrpcBatchSize + 1 }, () => 'signs.list').join(',');
    const answer = await send(`${server.url}/trpc/${names}?batch=1&input=%7B%7D`);
    expect(answer.status).toBe(400);
    expect(answer.text).toMatch(/batch/i);
    const allowed = Array.from({ length: maxTrpcBatchSize }, () => 'signs.list').join(',');
    expect((await send(`${server.url}/trpc/${allowed}?batch=1&input=%7B%7D`)).status).toBe(200);
  });
});
