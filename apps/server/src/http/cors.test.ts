/**
 * Cross-origin calls (cors.ts): a public read answers any origin with `*` and no credentials, from the app and
 * from the shared-answer store alike, errors and 304s included; everything else answers only CORS_ORIGINS, and
 * another origin's preflight is refused. Tried as a page on another site would try it.
 */
import { appRouter, procedureTable } from '@celtic/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, startTestServer, type TestDatabase, type TestServer } from '../test/helpers';
import { restRoutes } from './rest';

const partner = 'https://app.example.com';
const stranger = 'https://evil.example';

let database: TestDatabase;
/** CORS_ORIGINS names `partner`. */
let listed: TestServer;
/** No CORS_ORIGINS. */
let plain: TestServer;

beforeAll(async () => {
  database = await openTestDatabase('pglite');
  listed = await startTestServer(database.handle, { CORS_ORIGINS: partner });
  plain = await startTestServer(database.handle);
});

afterAll(async () => {
  await listed?.close();
  await plain?.close();
  await database?.dispose();
});

const servers = () =>
  [
    ['listed', listed],
    ['plain', plain],
  ] as const;

// A value for each path parameter of the REST routes (any value: an error answer carries the same headers).
const sampleParams: Record<string, string> = {
  sign: 'Wolf',
  name: 'wolf',
  zodiacSign: 'Wolf',
  kind: 'daily',
  period: '2026-01-01',
  userId: 'me',
  id: '00000000-0000-0000-0000-000000000000',
};
const pathOf = (url: string) => url.replace(/:(\w+)/g, (_, name: string) => sampleParams[name] ?? 'x');

const table = procedureTable(appRouter);
const routes = restRoutes(table).map((route) => ({ ...route, path: pathOf(route.url) }));
const publicReads = [
  ...routes.filter((route) => route.rule.access === 'public' && route.method === 'GET').map((r) => r.path),
  '/api/openapi.json',
  `/trpc/signs.list`,
  `/trpc/horoscope.daily,signs.byName?batch=1&input=${encodeURIComponent(
    JSON.stringify({ 0: { sign: 'Wolf' }, 1: { name: 'hawk' } }),
  )}`,
  '/share/daily/wolf/2026-01-01',
];
const signedInCalls = [
  ...routes.filter((route) => route.rule.access !== 'public'),
  { method: 'GET', path: '/trpc/user.me' },
  // A batch holding one signed-in call is not a public read.
  { method: 'GET', path: `/trpc/signs.list,user.me?batch=1&input=${encodeURIComponent('{}')}` },
  { method: 'POST', path: '/trpc/readings.create' },
];

async function call(server: TestServer, method: string, path: string, headers: Record<string, string> = {}) {
  const hasBody = method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
  const response = await fetch(server.url + path, {
    method,
    headers: hasBody ? { 'content-type': 'application/json', ...headers } : headers,
    body: hasBody ? '{}' : undefined,
  });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

const preflight = (server: TestServer, path: string, origin: string, method = 'GET', headers?: string) =>
  call(server, 'OPTIONS', path, {
    origin,
    'access-control-request-method': method,
    ...(headers === undefined ? {} : { 'access-control-request-headers': headers }),
  });

const varyOf = (headers: Headers) =>
  (headers.get('vary') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);

function expectPublicAnswer(headers: Headers, what: string) {
  expect(headers.get('access-control-allow-origin'), what).toBe('*');
  expect(headers.get('access-control-allow-credentials'), what).toBeNull();
  expect(headers.get('access-control-expose-headers'), what).toBe(
    'ETag, Retry-After, Content-Language, RateLimit, RateLimit-Policy, X-Request-Id',
  );
  // The same for every origin: a cache may give it to anyone.
  expect(varyOf(headers), what).not.toContain('origin');
}

describe('a public read', () => {
  it('answers any origin, or none, with * and no credentials, on both servers', async () => {
    expect(publicReads.length).toBeGreaterThan(8);
    for (const [name, server] of servers()) {
      for (const path of publicReads) {
        for (const origin of [stranger, partner, 'null', undefined]) {
          const what = `${name} ${path} from ${origin}`;
          const answer = await call(server, 'GET', path, origin === undefined ? {} : { origin });
          expect(answer.status, `${what}: ${answer.body}`).toBeLessThan(500);
          expectPublicAnswer(answer.headers, what);
        }
        const head = await call(server, 'HEAD', path, { origin: stranger });
        expectPublicAnswer(head.headers, `${name} HEAD ${path}`);
      }
    }
  });

  it('lets the browser read its errors and its 304s', async () => {
    for (const [name, server] of servers()) {
      const refused = await call(server, 'GET', '/api/horoscope/daily?sign=Nobody', { origin: stranger });
      expect(refused.status).toBe(400);
      expect(JSON.parse(refused.body)).toMatchObject({ code: 'BAD_REQUEST' });
      expectPublicAnswer(refused.headers, `${name} 400`);

      const missing = await call(server, 'GET', '/api/signs/nobody', { origin: stranger });
      expect(missing.status).toBeGreaterThanOrEqual(400);
      expectPublicAnswer(missing.headers, `${name} ${missing.status}`);

      // The app's 304 (a URL not stored yet), then the store's.
      const url = `/api/horoscope/daily?sign=Fox&lang=de&n=${name}`;
      const first = await call(server, 'GET', url, { origin: stranger });
      const etag = first.headers.get('etag') ?? '';
      const fromApp = await call(server, 'GET', `${url}&again`, { origin: stranger, 'if-none-match': etag });
      const before = server.app.sharedAnswers.hits;
      const fromStore = await call(server, 'GET', url, { origin: stranger, 'if-none-match': etag });
      expect(server.app.sharedAnswers.hits).toBe(before + 1);
      for (const answer of [fromApp, fromStore]) {
        expect(answer.status).toBe(304);
        expectPublicAnswer(answer.headers, `${name} 304`);
      }
    }
  });

  it('is answered by the store, to any origin, with the headers the app sent', async () => {
    const perAnswer = new Set(['x-request-id', 'date', 'cache-control']);
    const headersOf = (headers: Headers) =>
      Object.fromEntries([...headers].filter(([header]) => !perAnswer.has(header)));
    for (const [name, server] of servers()) {
      for (const path of [
        '/api/horoscope/daily?sign=Hawk',
        `/trpc/horoscope.daily?input=${encodeURIComponent(JSON.stringify({ sign: 'Hawk' }))}`,
      ]) {
        const url = `${path}&n=store-${name}`;
        // Spanish by the header: the answer varies by Accept-Language, never by Origin.
        const asked = { origin: stranger, 'accept-language': 'es' };
        const fromApp = await call(server, 'GET', url, asked);
        for (const origin of [stranger, partner, undefined]) {
          const before = server.app.sharedAnswers.hits;
          const headers = origin === undefined ? { 'accept-language': 'es' } : { ...asked, origin };
          const fromStore = await call(server, 'GET', url, headers);
          expect(server.app.sharedAnswers.hits, `${name} ${url} ${origin}`).toBe(before + 1);
          expect(fromStore.body).toBe(fromApp.body);
          expect(headersOf(fromStore.headers)).toEqual(headersOf(fromApp.headers));
        }
        expectPublicAnswer(fromApp.headers, url);
        expect(varyOf(fromApp.headers)).toContain('accept-language');
        expect(fromApp.headers.get('content-language')).toBe('es');
      }
    }
  });

  it('answers a preflight from any origin with 204 and the headers a client needs, without Authorization', async () => {
    for (const [name, server] of servers()) {
      for (const path of publicReads) {
        for (const method of ['GET', 'HEAD']) {
          const what = `${name} ${method} ${path}`;
          const answer = await preflight(server, path, stranger, method, 'x-api-key, accept-language');
          expect(answer.status, what).toBe(204);
          expect(answer.body).toBe('');
          expect(answer.headers.get('access-control-allow-origin'), what).toBe('*');
          expect(answer.headers.get('access-control-allow-credentials'), what).toBeNull();
          expect(answer.headers.get('access-control-allow-methods'), what).toBe('GET, HEAD');
          const allowed = (answer.headers.get('access-control-allow-headers') ?? '').toLowerCase();
          for (const header of ['x-api-key', 'accept-language', 'content-type', 'if-none-match'])
            expect(allowed, what).toContain(header);
          expect(allowed, what).not.toContain('authorization');
          expect(answer.headers.get('access-control-max-age'), what).toBe('7200');
        }
      }
    }
  });

  it('is not a way to send a token, or to write, from another origin', async () => {
    for (const [name, server] of servers()) {
      const asksToken = await preflight(server, '/api/signs', stranger, 'GET', 'authorization');
      // Allowed as a read, but not with the header asked for: the browser sends nothing.
      expect(asksToken.headers.get('access-control-allow-headers')?.toLowerCase()).not.toContain(
        'authorization',
      );
      expect(asksToken.headers.get('access-control-allow-origin')).toBe('*');
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        const write = await preflight(server, '/api/signs', stranger, method);
        expect(write.status, `${name} ${method}`).toBe(404);
        expect(write.headers.get('access-control-allow-origin')).toBeNull();
        expect(write.headers.get('access-control-allow-methods')).toBeNull();
      }
    }
  });
});

describe('a signed-in call', () => {
  it('answers a listed origin only, and names Origin in Vary whoever asks', async () => {
    expect(signedInCalls.length).toBeGreaterThan(20);
    for (const { method, path } of signedInCalls) {
      const what = `${method} ${path}`;
      for (const origin of [
        stranger,
        'null',
        `${partner}.evil.example`,
        'https://APP.example.com',
        undefined,
      ]) {
        const answer = await call(listed, method, path, origin === undefined ? {} : { origin });
        expect(answer.headers.get('access-control-allow-origin'), `${what} from ${origin}`).toBeNull();
        expect(answer.headers.get('access-control-expose-headers'), `${what} from ${origin}`).toBeNull();
        expect(varyOf(answer.headers), `${what} from ${origin}`).toContain('origin');
      }
      const allowed = await call(listed, method, path, { origin: partner });
      expect(allowed.status, what).not.toBe(200);
      expect(allowed.headers.get('access-control-allow-origin'), what).toBe(partner);
      expect(allowed.headers.get('access-control-allow-credentials'), what).toBeNull();
      expect(allowed.headers.get('access-control-expose-headers'), what).toContain('Retry-After');
      expect(varyOf(allowed.headers), what).toContain('origin');

      // With no origins listed, nobody: the answer does not depend on the Origin then.
      const none = await call(plain, method, path, { origin: partner });
      expect(none.headers.get('access-control-allow-origin'), what).toBeNull();
      expect(varyOf(none.headers), what).not.toContain('origin');
    }
  });

  it('keeps tRPC’s own Vary beside Origin', async () => {
    const answer = await call(listed, 'GET', '/trpc/user.me', { origin: partner });
    expect(varyOf(answer.headers)).toEqual(expect.arrayContaining(['origin', 'trpc-accept', 'accept']));
  });

  it('refuses the preflight of an origin not listed, and allows a listed one with its token', async () => {
    for (const { method, path } of signedInCalls) {
      const what = `${method} ${path}`;
      for (const [name, server] of servers()) {
        for (const origin of [stranger, `${partner}.evil.example`, 'null']) {
          const refused = await preflight(server, path, origin, method, 'authorization, content-type');
          expect(refused.status, `${name} ${what} from ${origin}`).toBe(404);
          expect(refused.headers.get('access-control-allow-origin')).toBeNull();
          expect(refused.headers.get('access-control-allow-methods')).toBeNull();
          expect(refused.headers.get('access-control-allow-headers')).toBeNull();
        }
      }
      const allowed = await preflight(listed, path, partner, method, 'authorization, content-type');
      expect(allowed.status, what).toBe(204);
      expect(allowed.headers.get('access-control-allow-origin'), what).toBe(partner);
      expect(allowed.headers.get('access-control-allow-methods'), what).toContain(method);
      expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase(), what).toContain(
        'authorization',
      );
      expect(allowed.headers.get('access-control-allow-credentials'), what).toBeNull();
      expect(varyOf(allowed.headers), what).toContain('origin');
      expect((await preflight(plain, path, partner, method)).status, what).toBe(404);
    }
  });

  it('lets a listed origin send its token to a public read', async () => {
    const answer = await preflight(listed, '/api/signs', partner, 'GET', 'authorization');
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(partner);
    expect(answer.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    // The preflight answers each origin its own way.
    expect(varyOf(answer.headers)).toContain('origin');
    expect(varyOf((await preflight(listed, '/api/signs', stranger)).headers)).toContain('origin');
  });
});

describe('what is neither', () => {
  it('gives no CORS to the docs page, the health check, unknown paths or a bare OPTIONS', async () => {
    for (const [name, server] of servers()) {
      for (const path of ['/api/docs', '/healthz', '/api/nowhere', '/trpc/nothing.here']) {
        const answer = await call(server, 'GET', path, { origin: stranger });
        expect(answer.headers.get('access-control-allow-origin'), `${name} ${path}`).toBeNull();
        expect((await preflight(server, path, stranger)).status, `${name} ${path}`).toBe(404);
      }
      // Not a preflight: no Access-Control-Request-Method.
      const bare = await call(server, 'OPTIONS', '/api/signs', { origin: stranger });
      expect(bare.status).toBe(404);
      expect(bare.headers.get('access-control-allow-origin')).toBeNull();
    }
  });
});
