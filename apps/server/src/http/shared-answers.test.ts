import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, startTestServer, type TestDatabase, type TestServer } from '../test/helpers';

let database: TestDatabase;
let server: TestServer;
let cors: TestServer;

beforeAll(async () => {
  database = await openTestDatabase('pglite');
  server = await startTestServer(database.handle);
  cors = await startTestServer(database.handle, { CORS_ORIGINS: 'https://app.example.com' });
});

afterAll(async () => {
  await server?.close();
  await cors?.close();
  await database?.dispose();
});

const hits = (on: TestServer) => on.app.sharedAnswers.hits;

// Differ on every answer whichever path sends it.
const perAnswer = new Set(['x-request-id', 'date']);

async function get(on: TestServer, url: string, headers: Record<string, string> = {}) {
  const response = await fetch(on.url + url, { headers });
  const kept: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!perAnswer.has(name)) kept[name] = value;
  });
  return {
    status: response.status,
    headers: kept,
    body: await response.text(),
    id: response.headers.get('x-request-id'),
  };
}

const horoscope = '/api/horoscope/daily?sign=Wolf';
const trpcHoroscope = `/trpc/horoscope.daily?input=${encodeURIComponent(JSON.stringify({ sign: 'Wolf' }))}`;

describe('shared answers before Fastify', () => {
  it.each([
    ['REST', horoscope],
    ['tRPC', trpcHoroscope],
    ['REST signs', '/api/signs'],
    // Text beyond ASCII (umlauts, curly quotes): the store keeps UTF-8 bytes, not the text.
    ['REST German', `${horoscope}&lang=de`],
    [
      'tRPC Spanish',
      `/trpc/horoscope.daily?input=${encodeURIComponent(JSON.stringify({ sign: 'Wolf', lang: 'es' }))}`,
    ],
  ])(
    'answers a repeat of a shared %s GET with the same status, headers and bytes as the app',
    async (_, url) => {
      const before = hits(server);
      const first = await get(server, url);
      expect(first.status, first.body).toBe(200);
      expect(hits(server)).toBe(before);
      const second = await get(server, url);
      expect(hits(server)).toBe(before + 1);
      // Max-age counts down each second: allow for a tick between the two answers.
      const maxAge = (answer: typeof first) =>
        Number(/max-age=(\d+)/.exec(answer.headers['cache-control'] ?? '')?.[1]);
      if (first.headers['cache-control']) {
        expect(Math.abs(maxAge(first) - maxAge(second))).toBeLessThanOrEqual(1);
        second.headers['cache-control'] = first.headers['cache-control'];
      }
      expect(second).toEqual({ ...first, id: second.id });
      // Beyond ASCII: more bytes than characters.
      if (url.includes('lang')) expect(Buffer.byteLength(second.body)).toBeGreaterThan(second.body.length);
      expect(Number(second.headers['content-length'])).toBe(Buffer.byteLength(second.body));
      expect(second.id).not.toBe(first.id);
    },
  );

  it('answers If-None-Match with 304 and no body, as the app does', async () => {
    const { headers } = await get(server, horoscope);
    const etag = headers.etag ?? '';
    const before = hits(server);
    const revalidated = await get(server, horoscope, { 'if-none-match': etag });
    expect(hits(server)).toBe(before + 1);
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['content-type']).toBeUndefined();
  });

  it('keeps a safe X-Request-Id and replaces an unsafe one', async () => {
    await get(server, horoscope);
    expect((await get(server, horoscope, { 'x-request-id': 'trace-42' })).id).toBe('trace-42');
    expect((await get(server, horoscope, { 'x-request-id': 'bad id\u00e9' })).id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('leaves to the app what needs more than a stored answer: CORS, HEAD, a body, TLS via a proxy', async () => {
    await get(cors, horoscope);
    const before = hits(cors);
    const withOrigin = await get(cors, horoscope, { origin: 'https://app.example.com' });
    expect(withOrigin.headers['access-control-allow-origin']).toBe('https://app.example.com');
    const head = await fetch(cors.url + horoscope, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(hits(cors)).toBe(before);
    // Without an Origin the stored answer is still fine.
    await get(cors, horoscope);
    expect(hits(cors)).toBe(before + 1);
  });
});
