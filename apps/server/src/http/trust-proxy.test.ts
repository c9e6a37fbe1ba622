/**
 * TRUST_PROXY counts the proxies in front (or names them): the client IP is the one the nearest trusted proxy saw,
 * never an X-Forwarded-For entry the client wrote itself. Checked on request.ip, on the per-IP rate limit that
 * keys on it, and on the shared answers sent before Fastify (X-Forwarded-Proto from a trusted peer only).
 */
import { randomBytes } from 'node:crypto';
import { AuthError } from '@celtic/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openTestDatabase,
  resetRateLimits,
  signIn,
  startTestServer,
  type TestDatabase,
  testEnv,
  uniqueEmail,
} from '../test/helpers';
import { buildApp } from './app';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase('pglite');
});

afterAll(async () => {
  await database?.dispose();
});

const randomIp = () => [...randomBytes(4)].join('.');

/** An app with a route that says which client IP it saw. */
async function echoApp(trustProxy: string): Promise<FastifyInstance> {
  const app = await buildApp({
    env: testEnv({ TRUST_PROXY: trustProxy, RATE_LIMIT_PER_IP: '0', RATE_LIMIT_PER_USER: '0' }),
    db: { db: database.handle.db, ping: () => Promise.resolve() },
    auth: { verifyToken: () => Promise.reject(new AuthError()), deleteFirebaseUser: async () => {} },
    logger: false,
  });
  app.get('/test/ip', async (request) => ({ ip: request.ip, protocol: request.protocol }));
  return app;
}

async function seen(app: FastifyInstance, remoteAddress: string, headers: Record<string, string>) {
  const answer = await app.inject({ method: 'GET', url: '/test/ip', remoteAddress, headers });
  return answer.json() as { ip: string; protocol: string };
}

describe('the client IP behind TRUST_PROXY', () => {
  it('is the last X-Forwarded-For entry with one proxy in front, whatever the client put before it', async () => {
    const app = await echoApp('1');
    try {
      const forwarded = { 'x-forwarded-for': `${randomIp()}, 198.51.100.3, 203.0.113.7` };
      expect((await seen(app, '10.0.0.2', forwarded)).ip).toBe('203.0.113.7');
      expect((await seen(app, '10.0.0.2', {})).ip).toBe('10.0.0.2');
    } finally {
      await app.close();
    }
  });

  it('is the second entry from the right with two proxies in front', async () => {
    const app = await echoApp('2');
    try {
      const forwarded = { 'x-forwarded-for': `${randomIp()}, 198.51.100.3, 203.0.113.7` };
      expect((await seen(app, '10.0.0.2', forwarded)).ip).toBe('198.51.100.3');
    } finally {
      await app.close();
    }
  });

  it('is the peer itself with no proxy in front, and with a proxy list the peer is not on', async () => {
    const forwarded = { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' };
    const direct = await echoApp('0');
    const listed = await echoApp('10.0.0.0/8');
    try {
      expect(await seen(direct, '198.51.100.1', forwarded)).toEqual({ ip: '198.51.100.1', protocol: 'http' });
      expect(await seen(listed, '198.51.100.1', forwarded)).toEqual({ ip: '198.51.100.1', protocol: 'http' });
      // A listed proxy is believed, and only as far as the next hop it vouches for.
      expect(
        await seen(listed, '10.1.2.3', { ...forwarded, 'x-forwarded-for': `${randomIp()}, 203.0.113.7` }),
      ).toEqual({ ip: '203.0.113.7', protocol: 'https' });
    } finally {
      await direct.close();
      await listed.close();
    }
  });

  it('limits 30 writes from one client behind one proxy after 20, however the first X-Forwarded-For entry varies', async () => {
    await resetRateLimits(database.handle);
    const server = await startTestServer(database.handle, {
      TRUST_PROXY: '1',
      RATE_LIMIT_PER_IP: '20',
      RATE_LIMIT_PER_USER: '0',
    });
    try {
      const user = await signIn({ email: uniqueEmail('spoofer'), name: 'Spoofer' });
      const statuses: number[] = [];
      for (let write = 0; write < 30; write += 1) {
        const answer = await fetch(`${server.url}/api/readings`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${user.idToken}`,
            'x-forwarded-for': `${randomIp()}, 203.0.113.7`,
          },
          body: JSON.stringify({ content: 'one client, many claimed addresses', zodiacSign: 'Wren' }),
        });
        await answer.arrayBuffer();
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([...Array(20).fill(200), ...Array(10).fill(429)]);
    } finally {
      await server.close();
    }
  });
});

describe('shared answers before Fastify behind TRUST_PROXY', () => {
  async function answersFromStore(trustProxy: string) {
    const server = await startTestServer(database.handle, { TRUST_PROXY: trustProxy });
    try {
      const hits = () => server.app.sharedAnswers.hits;
      const get = () => fetch(`${server.url}/api/signs`, { headers: { 'x-forwarded-proto': 'https' } });
      await (await get()).arrayBuffer();
      const before = hits();
      const answer = await get();
      await answer.arrayBuffer();
      return { fromStore: hits() === before + 1, hsts: answer.headers.get('strict-transport-security') };
    } finally {
      await server.close();
    }
  }

  it('take X-Forwarded-Proto from a trusted peer only, as Fastify does', async () => {
    // The test client connects from 127.0.0.1.
    expect(await answersFromStore('loopback')).toEqual({
      fromStore: false,
      hsts: 'max-age=31536000; includeSubDomains',
    });
    expect(await answersFromStore('10.0.0.0/8')).toEqual({ fromStore: true, hsts: null });
  });
});
