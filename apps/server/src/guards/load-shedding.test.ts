/**
 * Load shedding: while the event loop lags, anonymous expensive calls answer 503 with Retry-After, and
 * signed-in calls, cheap answers and /healthz go on. The lag is real: the test blocks this process's event loop.
 */
import { AuthError, type VerifiedToken } from '@celtic/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../http/app';
import { shareRules } from '../share/routes';
import { openTestDatabase, type TestDatabase, testEnv } from '../test/helpers';

/** Keeps the event loop busy `blockMs` out of every tick until stopped. */
function lagEventLoop(blockMs: number): () => void {
  const timer = setInterval(() => {
    const end = performance.now() + blockMs;
    while (performance.now() < end) {
      // Busy: this is the lag.
    }
  }, 1);
  return () => clearInterval(timer);
}

const signedIn: VerifiedToken = {
  uid: 'shed-test-user',
  email: 'shed@example.com',
  emailVerified: true,
  name: 'Shed',
  picture: null,
  authTime: Math.floor(Date.now() / 1000),
};

describe('load shedding', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await buildApp({
      // Limits off: the answers here are the shedder's alone.
      env: testEnv({ MAX_EVENT_LOOP_DELAY_MS: '50', RATE_LIMIT_COMPUTE_PER_MINUTE: '0' }),
      db: { db: database.handle.db, ping: () => Promise.resolve() },
      auth: {
        verifyToken: async (token) => {
          if (token === 'good') return signedIn;
          throw new AuthError();
        },
        deleteFirebaseUser: async () => {},
      },
      logger: false,
    });
    // A route whose rules mark it expensive, as the share pages' do.
    app.get('/expensive-page', { config: { rule: shareRules.page } }, async () => 'a page');
    app.get('/cheap-page', async () => 'a page');
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  // The mean delay @fastify/under-pressure measured, against MAX_EVENT_LOOP_DELAY_MS.
  const lagging = () => app.memoryUsage().eventLoopDelay > 50;
  const chart = (date: string, authorization?: string) =>
    app.inject({ url: `/api/birth-chart?date=${date}`, headers: authorization ? { authorization } : {} });
  const chartOverTrpc = (date: string) =>
    app.inject(`/trpc/birth.chart?input=${encodeURIComponent(JSON.stringify({ date }))}`);

  it('answers everything while the event loop keeps up', async () => {
    // Opening the database may have lagged the loop itself: wait for a calm sample.
    await vi.waitFor(() => expect(lagging()).toBe(false), { timeout: 20_000, interval: 50 });
    expect((await chart('1980-05-05')).statusCode).toBe(200);
    expect((await app.inject('/expensive-page')).statusCode).toBe(200);
  });

  it('refuses anonymous expensive calls with 503 and Retry-After while it lags; the rest goes on', async () => {
    const stop = lagEventLoop(150);
    try {
      await vi.waitFor(() => expect(lagging()).toBe(true), { timeout: 20_000, interval: 50 });
      const refused = [
        await chart('1980-05-06'),
        await chartOverTrpc('1980-05-07'),
        await app.inject('/expensive-page'),
        // A made-up token is no token.
        await chart('1980-05-08', 'Bearer made-up'),
      ];
      for (const answer of refused) {
        expect(answer.statusCode).toBe(503);
        expect(answer.headers['retry-after']).toBe('10');
      }
      expect(refused[0]?.json()).toEqual({
        message: 'The server is busy: sign in, or try again shortly',
        code: 'SERVICE_UNAVAILABLE',
      });
      const german = await app.inject({ url: '/api/birth-chart?date=1980-05-09&lang=de' });
      expect(german.statusCode).toBe(503);
      expect(german.json()).toMatchObject({ message: expect.stringContaining('ausgelastet') });

      expect((await chart('1980-05-10', 'Bearer good')).statusCode).toBe(200);
      expect((await app.inject('/healthz')).statusCode).toBe(200);
      expect((await app.inject('/api/signs')).statusCode).toBe(200);
      expect((await app.inject('/cheap-page')).statusCode).toBe(200);
    } finally {
      stop();
    }
  });
});
