/**
 * Cached per-user list pages sent without entering tRPC: the same bytes and headers as the procedure's
 * answer, and the procedure whenever the page is not one the caller may be given from the cache.
 */
import { AuthError, appRouter, createContextFactory, type VerifiedToken } from '@celtic/api';
import { createDb, type DbHandle } from '@celtic/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadEnv } from './env';
import { registerRestRoutes } from './rest';

const adminEmail = 'fast-admin@example.com';
let clock = Date.now();
const expiries = new Map<string, number>();

// Tokens `good-<uid>` are valid for `<uid>`, until the expiry set for them; anything else is refused.
async function verifyToken(token: string): Promise<VerifiedToken> {
  const uid = token.startsWith('good-') ? token.slice('good-'.length) : undefined;
  const exp = expiries.get(token);
  if (!uid || (exp !== undefined && exp * 1000 <= clock))
    throw new AuthError('Firebase ID token has expired');
  return { uid, email: `${uid}@example.com`, exp };
}

let handle: DbHandle;
let app: FastifyInstance;
// The bare REST adapter twice on one context factory: with the fast path, and without it (the procedure).
let fast: FastifyInstance;
let slow: FastifyInstance;
let contexts = 0;

beforeAll(async () => {
  handle = await createDb({ dataDir: 'memory://' });
  const env = loadEnv({
    NODE_ENV: 'test',
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9',
    FIREBASE_PROJECT_ID: 'demo-celtic-zodiac',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent-web-dist',
    ADMIN_EMAILS: adminEmail,
  });
  app = await buildApp({ env, db: { db: handle.db, ping: async () => {} }, verifyToken, logger: false });
  await app.ready();

  const createContext = createContextFactory({ db: handle.db, verifyToken, now: () => new Date(clock) });
  const counted = (authorization: string | undefined, extra: { requestId?: string }) => {
    contexts += 1;
    return createContext(authorization, extra);
  };
  fast = Fastify({ logger: false });
  const withPeek = Object.assign(counted.bind(null), { peekPage: createContext.peekPage });
  registerRestRoutes(fast, { router: appRouter, createContext: withPeek });
  slow = Fastify({ logger: false });
  registerRestRoutes(slow, { router: appRouter, createContext: counted });
  await Promise.all([fast.ready(), slow.ready()]);
});

afterAll(async () => {
  await Promise.all([app?.close(), fast?.close(), slow?.close()]);
  await handle?.close();
});

const get = (server: FastifyInstance, url: string, token?: string) =>
  server.inject({
    method: 'GET',
    url,
    headers: { 'x-request-id': 'fast-page-test', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

/** Signs `uid` in through the app and returns their id. */
async function signedIn(server: FastifyInstance, uid: string): Promise<number> {
  const answer = await get(server, '/api/users/me', `good-${uid}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return (JSON.parse(answer.body) as { id: number }).id;
}

async function saveReading(server: FastifyInstance, token: string, content: string) {
  const answer = await server.inject({
    method: 'POST',
    url: '/api/readings',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: { content, zodiacSign: 'Stag' },
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

describe('fast list pages (bare adapter)', () => {
  it('answers a cached page without a context, byte for byte as the procedure answers it', async () => {
    const token = 'good-bare-alice';
    const id = await signedIn(fast, 'bare-alice');
    await saveReading(fast, token, 'One');
    for (const url of ['/api/readings/me', `/api/readings/${id}?limit=5`, '/api/compatibility/me']) {
      const first = await get(slow, url, token); // fills the cache
      const viaProcedure = await get(slow, url, token);
      const before = contexts;
      const viaFastPath = await get(fast, url, token);
      expect(contexts, url).toBe(before);
      expect(viaFastPath.statusCode).toBe(200);
      expect(viaFastPath.body).toBe(viaProcedure.body);
      expect(viaFastPath.body).toBe(first.body);
      expect(viaFastPath.headers['content-type']).toBe(viaProcedure.headers['content-type']);
      expect(viaFastPath.headers['cache-control']).toBe(viaProcedure.headers['cache-control']);
    }
  });

  it('goes through the procedure for an unknown token, a bad limit, or an expired token', async () => {
    const token = 'good-bare-bob';
    expiries.set(token, Math.floor(clock / 1000) + 60);
    await signedIn(fast, 'bare-bob');
    await get(fast, '/api/readings/me', token);
    await get(fast, '/api/readings/me', token);

    let before = contexts;
    expect((await get(fast, '/api/readings/me', 'good-bare-nobody')).statusCode).toBe(200);
    expect(contexts).toBe(before + 1);

    before = contexts;
    const bad = await get(fast, '/api/readings/me?limit=0', token);
    const badViaProcedure = await get(slow, '/api/readings/me?limit=0', token);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toBe(badViaProcedure.body);
    expect(contexts).toBe(before + 2);

    clock += 61_000;
    before = contexts;
    expect((await get(fast, '/api/readings/me', token)).statusCode).toBe(401);
    expect(contexts).toBe(before + 1);
  });
});

describe('fast list pages (whole app)', () => {
  it('sends the same bytes and headers as the procedure, for "me" and the own id', async () => {
    const token = 'good-app-carol';
    const id = await signedIn(app, 'app-carol');
    await saveReading(app, token, 'Carol 1');
    for (const url of ['/api/readings/me', `/api/readings/${id}`, `/api/compatibility/${id}?limit=3`]) {
      const viaProcedure = await get(app, url, token);
      const viaFastPath = await get(app, url, token);
      expect(viaFastPath.statusCode).toBe(200);
      expect(viaFastPath.body).toBe(viaProcedure.body);
      const { date: _a, ...headers } = viaProcedure.headers;
      const { date: _b, ...fastHeaders } = viaFastPath.headers;
      expect(fastHeaders).toEqual(headers);
      expect(fastHeaders['x-request-id']).toBe('fast-page-test');
    }
  });

  it('shows a new reading at once after a write', async () => {
    const token = 'good-app-dave';
    await signedIn(app, 'app-dave');
    await saveReading(app, token, 'Dave 1');
    await get(app, '/api/readings/me', token);
    expect(JSON.parse((await get(app, '/api/readings/me', token)).body)).toHaveLength(1);
    await saveReading(app, token, 'Dave 2');
    const after = JSON.parse((await get(app, '/api/readings/me', token)).body) as { content: string }[];
    expect(after.map((reading) => reading.content)).toEqual(['Dave 2', 'Dave 1']);
  });

  it("leaves an admin reading someone else's list to the procedure, and refuses a non-admin", async () => {
    const erin = 'good-app-erin';
    const erinId = await signedIn(app, 'app-erin');
    await saveReading(app, erin, 'Erin 1');
    await get(app, '/api/readings/me', erin);
    await get(app, '/api/readings/me', erin);

    const adminToken = `good-${adminEmail.split('@')[0]}`;
    await signedIn(app, adminEmail.split('@')[0] ?? '');
    // The admin's own page is cached too: a peek that ignored the id would answer it.
    await get(app, '/api/readings/me', adminToken);
    await get(app, '/api/readings/me', adminToken);
    const asAdmin = await get(app, `/api/readings/${erinId}`, adminToken);
    const asErin = await get(app, `/api/readings/${erinId}`, erin);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.body).toBe(asErin.body);

    const frank = 'good-app-frank';
    await signedIn(app, 'app-frank');
    await get(app, '/api/readings/me', frank);
    expect((await get(app, `/api/readings/${erinId}`, frank)).statusCode).toBe(403);
    expect((await get(app, '/api/readings/me?limit=abc', erin)).statusCode).toBe(400);
  });
});
