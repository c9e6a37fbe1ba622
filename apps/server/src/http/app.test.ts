/** The host around the REST contract: tRPC, OpenAPI, docs, health, logs, security headers, the web app. */

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync } from 'node:zlib';
import { appRouter, procedureTable } from '@celtic/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier } from '../adapters/firebase-auth';
import {
  openTestDatabase,
  signIn,
  startTestServer,
  type TestDatabase,
  type TestServer,
  testEnv,
  uniqueEmail,
} from '../test/helpers';
import { buildApp, OneLinePerRequest, slowRequestMs } from './app';
import { restRoutes } from './rest';

let database: TestDatabase;
let server: TestServer;
let webDist: string;

beforeAll(async () => {
  database = await openTestDatabase('pglite');
  webDist = await mkdtemp(join(tmpdir(), 'celtic-web-dist-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><title>Celtic</title><div id="root"></div>');
  await writeFile(
    join(webDist, 'index.html.br'),
    brotliCompressSync('<!doctype html><title>Celtic</title><div id="root"></div>'),
  );
  await writeFile(join(webDist, 'assets', 'index-abc123.js'), 'console.log("app")');
  await writeFile(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startTestServer(database.handle, {
    WEB_DIST: webDist,
    CORS_ORIGINS: 'https://allowed.example',
  });
});

afterAll(async () => {
  await server?.close();
  await database?.dispose();
  await rm(webDist, { recursive: true, force: true });
});

describe('tRPC at /trpc', () => {
  it('answers a batched query and a protected call with a real token', async () => {
    const batch = await fetch(
      `${server.url}/trpc/signs.byName,signs.byDate?batch=1&input=${encodeURIComponent(
        JSON.stringify({ 0: { name: 'wolf' }, 1: { month: 7, day: 10 } }),
      )}`,
    );
    expect(batch.status).toBe(200);
    const results = (await batch.json()) as { result: { data: { name: string } } }[];
    expect(results.map((entry) => entry.result.data.name)).toEqual(['Wolf', 'Wren']);

    const user = await signIn({ email: uniqueEmail('trpc'), name: 'Tee' });
    const me = await fetch(`${server.url}/trpc/user.me`, {
      headers: { authorization: `Bearer ${user.idToken}` },
    });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { result: { data: { firebaseUid: string } } }).result.data.firebaseUid).toBe(
      user.uid,
    );

    const anonymous = await fetch(`${server.url}/trpc/user.me`);
    expect(anonymous.status).toBe(401);
  });
});

describe('/api/openapi.json and /api/docs', () => {
  it('documents every REST path of the router, as OpenAPI 3.1', async () => {
    const response = await fetch(`${server.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(document.openapi).toMatch(/^3\.1/);
    // Compared by shape: the document gives paths that differ only by a parameter's name one name (openapi.ts).
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{\w+\}/g, '{}')}`),
    );
    const routes = restRoutes(procedureTable(appRouter)).map(
      (route) => `${route.method} ${route.url.replace(/^\/api/, '').replace(/:\w+/g, '{}')}`,
    );
    expect(routes.length).toBeGreaterThanOrEqual(17);
    expect(documented.sort()).toEqual(routes.sort());
    const daily = document.paths['/horoscope/daily']?.get as { parameters?: { name: string }[] } | undefined;
    expect(daily?.parameters?.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['sign', 'date']),
    );
  });

  it('serves the docs page and its script from this server, with no CDN and no inline script without a hash', async () => {
    const page = await fetch(`${server.url}/api/docs/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const sources = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(source).not.toMatch(/^(https?:)?\/\//);
    expect(html).not.toMatch(/https?:\/\/(cdn|unpkg|fonts)\./);
    const script = await fetch(new URL(sources[0] ?? '', `${server.url}/api/docs/`));
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect((await script.arrayBuffer()).byteLength).toBeGreaterThan(0);

    const csp = page.headers.get('content-security-policy') ?? '';
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/json)[^>]*>/g)];
    expect(csp.match(/'sha256-/g)?.length ?? 0).toBe(inline.length);
    expect(csp).not.toContain("'unsafe-inline' 'sha256");
  });
});

describe('/healthz', () => {
  it('answers ok after a database ping', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 when the database does not answer', async () => {
    const env = testEnv();
    const verifier = createTokenVerifier(env);
    const app = await buildApp({
      env,
      db: { db: database.handle.db, ping: () => Promise.reject(new Error('connection refused')) },
      auth: verifier,
      logger: false,
    });
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ database: 'unreachable' });
    await app.close();
    await verifier.close();
  });

  it('answers 503 once draining begins, logged at info, while every other answer is served and closes its connection', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const env = testEnv();
    const verifier = createTokenVerifier(env);
    const app = await buildApp({
      env,
      db: database.handle,
      auth: verifier,
      logger: { level: 'info', stream },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      // Twice, so that the second is a stored answer served before Fastify.
      for (let round = 0; round < 2; round += 1) {
        const before = await fetch(`${url}/api/signs`);
        expect(before.status).toBe(200);
        expect(before.headers.get('connection')).toBe('keep-alive');
      }
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      const hitsBefore = app.sharedAnswers.hits;

      app.beginDraining();
      const health = await fetch(`${url}/healthz`);
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ status: 'stopping' });
      for (const path of ['/api/signs', '/api/signs/by-date?month=7&day=10', '/api/nope']) {
        const answer = await fetch(`${url}${path}`);
        expect(answer.status, path).toBe(path === '/api/nope' ? 404 : 200);
        expect(answer.headers.get('connection'), path).toBe('close');
      }
      // The stored answer went through the app, which adds the header.
      expect(app.sharedAnswers.hits).toBe(hitsBefore);
    } finally {
      await app.close();
      await verifier.close();
    }
    const healthLines = lines.filter((line) => line.url === '/healthz' && line.statusCode === 503);
    expect(healthLines).toHaveLength(1);
    expect(healthLines[0]?.level).toBe(30);
  });
});

describe('errors and logs', () => {
  it('never leaks a stack or SQL in a 500, and logs it with the request id', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const failing = new Proxy(database.handle.db, {
      get(target, property, receiver) {
        if (property === 'select' || property === 'insert' || property === 'execute') {
          return () => {
            throw new Error('relation "daily_horoscopes" does not exist: select * from daily_horoscopes');
          };
        }
        return Reflect.get(target, property, receiver);
      },
    });
    const env = testEnv({ LOG_LEVEL: 'info' });
    const verifier = createTokenVerifier(env);
    const app = await buildApp({
      env,
      db: { db: failing, ping: database.handle.ping },
      auth: verifier,
      logger: { level: 'info', stream },
    });
    const response = await app.inject({
      method: 'GET',
      url: '/api/horoscope/daily?sign=Stag',
      headers: { 'x-request-id': 'req-500-test' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error', code: 'INTERNAL_SERVER_ERROR' });
    expect(response.body).not.toMatch(/select|relation|at .*\.ts/);
    expect(response.headers['x-request-id']).toBe('req-500-test');
    const errorLine = lines.find((line) => line.level === 50 && line.reqId === 'req-500-test');
    expect(JSON.stringify(errorLine)).toContain('daily_horoscopes');
    // Exactly one line for the request itself.
    const requestLines = lines.filter((line) => line.reqId === 'req-500-test' && line.msg === 'request');
    expect(requestLines).toHaveLength(1);
    // A 5xx is logged at error level even when it was answered normally.
    expect(requestLines[0]).toMatchObject({
      level: 50,
      statusCode: 500,
      url: '/api/horoscope/daily?sign=Stag',
    });
    await app.close();
    await verifier.close();
  });

  it('logs each request once, at a level by outcome: failures and 5xx error, slow warn, 4xx info, others debug', () => {
    const calls: [string, Record<string, unknown>][] = [];
    const at = (level: string) => (fields: Record<string, unknown>) => calls.push([level, fields]);
    const log = { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') };
    const controller = new OneLinePerRequest();
    const complete = (statusCode: number, elapsedTime: number, error?: Error) =>
      controller.requestCompleted(
        error,
        { method: 'GET', url: '/api/x' } as FastifyRequest,
        { statusCode, elapsedTime, log } as unknown as FastifyReply,
      );
    complete(200, 3.04);
    complete(304, 2);
    complete(404, 1);
    complete(503, 1);
    complete(200, slowRequestMs + 500);
    complete(500, 1, new Error('boom'));
    expect(calls.map(([level]) => level)).toEqual(['debug', 'debug', 'info', 'error', 'warn', 'error']);
    expect(calls[0]?.[1]).toEqual({ method: 'GET', url: '/api/x', statusCode: 200, ms: 3 });
    expect(calls[5]?.[1]).toMatchObject({ statusCode: 500, err: { message: 'boom' } });
  });

  it('echoes a safe incoming x-request-id and makes one up otherwise', async () => {
    const given = await fetch(`${server.url}/api/signs`, { headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers.get('x-request-id')).toBe('abc-123');
    const unsafe = await fetch(`${server.url}/api/signs`, { headers: { 'x-request-id': 'a b\tc' } });
    expect(unsafe.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('security headers', () => {
  it('sends pages a CSP that allows the Firebase emulator and Google auth hosts, with no inline scripts', async () => {
    const response = await fetch(`${server.url}/`, { headers: { accept: 'text/html' } });
    expect(response.headers.get('content-type')).toContain('text/html');
    const csp = response.headers.get('content-security-policy') ?? '';
    const directive = (name: string) =>
      csp.split(';').find((part) => part.trim().startsWith(`${name} `)) ?? '';
    expect(directive('connect-src')).toContain('http://127.0.0.1:9099');
    expect(directive('connect-src')).toContain('http://localhost:9099');
    expect(directive('connect-src')).toContain('https://identitytoolkit.googleapis.com');
    expect(directive('frame-src')).toContain('https://demo-celtic-zodiac.firebaseapp.com');
    expect(directive('script-src')).not.toContain('unsafe-inline');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });

  it('sends JSON answers the strict API policy, and a JSON 404 off the API too', async () => {
    for (const path of ['/api/signs', '/missing.png']) {
      const response = await fetch(`${server.url}${path}`, { headers: { accept: 'application/json' } });
      expect(response.headers.get('content-type'), path).toContain('application/json');
      expect(response.headers.get('content-security-policy'), path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('cross-origin-opener-policy'), path).toBeNull();
    }
  });

  it('allows a signed-in call only for the configured origins, and a public read for any (cors.test.ts)', async () => {
    const allowed = await fetch(`${server.url}/api/users/me`, {
      headers: { origin: 'https://allowed.example' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://allowed.example');
    const other = await fetch(`${server.url}/api/users/me`, { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const read = await fetch(`${server.url}/api/signs`, { headers: { origin: 'https://evil.example' } });
    expect(read.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('the built web app', () => {
  it('serves hashed assets as immutable and other files with revalidation', async () => {
    const asset = await fetch(`${server.url}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await fetch(`${server.url}/favicon.svg`);
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers page loads of client routes with index.html, but not /api, /trpc or non-HTML requests', async () => {
    const page = await fetch(`${server.url}/horoscope`, { headers: { accept: 'text/html,*/*' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect(page.headers.get('cache-control')).toBe('no-cache');

    const root = await fetch(`${server.url}/`, { headers: { accept: 'text/html' } });
    expect(await root.text()).toContain('<div id="root">');

    expect((await fetch(`${server.url}/api/unknown`, { headers: { accept: 'text/html' } })).status).toBe(404);
    expect((await fetch(`${server.url}/trpc`, { headers: { accept: 'text/html' } })).status).toBe(404);
    const json = await fetch(`${server.url}/missing.png`, { headers: { accept: 'image/png' } });
    expect(json.status).toBe(404);
    expect(await json.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('tags the shell by its bytes in each encoding and answers 304 to a client that has it', async () => {
    const get = (url: string, headers: Record<string, string>) =>
      fetch(`${server.url}${url}`, { headers: { accept: 'text/html', ...headers } });
    const plain = await get('/horoscope', { 'accept-encoding': 'identity' });
    const compressed = await get('/', { 'accept-encoding': 'gzip, br' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(await compressed.text()).toContain('<div id="root">');
    for (const answer of [plain, compressed]) {
      expect(answer.headers.get('etag')).toMatch(/^"[\w-]+"$/);
      expect(answer.headers.get('vary')).toContain('Accept-Encoding');
      expect(answer.headers.get('cache-control')).toBe('no-cache');
    }
    expect(plain.headers.get('etag')).not.toBe(compressed.headers.get('etag'));
    // /index.html is the shell too, whatever the client accepts (the service worker precaches it by name).
    const byName = await fetch(`${server.url}/index.html`, { headers: { accept: '*/*' } });
    expect(byName.status).toBe(200);
    expect(await byName.text()).toContain('<div id="root">');
    const direct = await get('/index.html', {
      'accept-encoding': 'br',
      'if-none-match': compressed.headers.get('etag') ?? '',
    });
    expect(direct.status).toBe(304);
    const again = await get('/profile', {
      'accept-encoding': 'identity',
      'if-none-match': plain.headers.get('etag') ?? '',
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });
});
