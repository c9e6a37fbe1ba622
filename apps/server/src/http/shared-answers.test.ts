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

  it('leaves to the app what needs more than a stored answer: HEAD, a preflight, a body, TLS via a proxy', async () => {
    await get(cors, horoscope);
    const before = hits(cors);
    const head = await fetch(cors.url + horoscope, { method: 'HEAD' });
    expect(head.status).toBe(200);
    const preflight = await fetch(cors.url + horoscope, {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example.com', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(hits(cors)).toBe(before);
    // An Origin changes nothing in a public read's answer (cors.test.ts): the store answers it.
    const withOrigin = await get(cors, horoscope, { origin: 'https://app.example.com' });
    expect(withOrigin.headers['access-control-allow-origin']).toBe('*');
    expect(hits(cors)).toBe(before + 1);
  });
});

// Today's batch as the web app sends it: one call of a batch of one.
const batch = `/trpc/horoscope.daily?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { sign: 'Hawk' } }))}`;

describe('what a request changes in a shared answer', () => {
  // A request whose headers change the answer comes first; a plain client after it must get plain JSON.
  it.each([
    ['trpc-accept: application/jsonl', { 'trpc-accept': 'application/jsonl' }],
    ['Accept: application/jsonl', { accept: 'application/jsonl' }],
    ['Accept-Language: de', { 'accept-language': 'de-DE,de;q=0.9' }],
    ['Accept-Language: es', { 'accept-language': 'es;q=0.4, en;q=0.1' }],
  ])('%s first, then a plain client of the same URL gets plain JSON', async (_, headers) => {
    for (const url of [
      `${batch}&n=${encodeURIComponent(JSON.stringify(headers))}`,
      `/trpc/signs.list?batch=1&input=%7B%7D&n=${encodeURIComponent(JSON.stringify(headers))}`,
    ]) {
      // Twice, so that a stored answer would also be moved among those asked for again.
      await get(server, url, headers);
      const before = hits(server);
      const other = await get(server, url, headers);
      if ('trpc-accept' in headers || 'accept' in headers) {
        expect(hits(server), 'a stream is never served from the store').toBe(before);
        expect(other.headers['content-type']).toBe('application/jsonl');
      }
      for (let repeat = 0; repeat < 2; repeat += 1) {
        const plain = await get(server, url);
        expect(plain.status).toBe(200);
        expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(plain.headers['content-language']).toBe('en');
        const parsed = JSON.parse(plain.body) as { result: { data: unknown } }[];
        expect(parsed).toHaveLength(1);
      }
    }
  });

  it('gives a plain client and any origin the same answer, CORS headers included', async () => {
    const url = `${batch}&n=origin`;
    const withOrigin = await get(cors, url, { origin: 'https://app.example.com' });
    expect(withOrigin.headers['access-control-allow-origin']).toBe('*');
    const before = hits(cors);
    for (const origin of [undefined, 'https://app.example.com', 'https://other.example']) {
      const again = await get(cors, url, origin === undefined ? {} : { origin });
      expect(again.headers).toEqual(withOrigin.headers);
      expect(again.body).toBe(withOrigin.body);
    }
    expect(hits(cors)).toBe(before + 3);
  });
});

describe('the store under a flood of one-off URLs', () => {
  it("keeps today's answers through 10,000 junk URLs, each a valid request answered once", async () => {
    const today = '/api/horoscope/daily?sign=Fox&lang=es';
    const todayTrpc = `${batch}&n=today`;
    for (const url of [today, todayTrpc]) {
      await get(server, url);
      await get(server, url);
    }
    // A junk URL is a valid request of a shared procedure the app answers and stores like any other.
    const junk = (n: number) => `/trpc/signs.list?batch=1&input=%7B%7D&junk=${n}`;
    const first = await get(server, junk(-1));
    const before = hits(server);
    expect((await get(server, junk(-1))).body).toBe(first.body);
    expect(hits(server), 'a junk answer is stored').toBe(before + 1);
    // What the app stores for each of 10,000 more (through HTTP they take minutes on a busy machine).
    const headers = { 'content-type': first.headers['content-type'] ?? '', vary: first.headers.vary ?? '' };
    for (let n = 0; n < 10_000; n += 1) {
      server.app.sharedAnswers.put({ url: junk(n), headers: {} }, { headers, body: first.body });
    }
    for (const url of [today, todayTrpc]) {
      const before = hits(server);
      const answer = await get(server, url);
      expect(answer.status).toBe(200);
      expect(hits(server), url).toBe(before + 1);
    }
    // The junk stored last is there, and the first is gone: the bound holds.
    const latest = hits(server);
    await get(server, junk(9_999));
    await get(server, junk(0));
    expect(hits(server)).toBe(latest + 1);
  });
});
