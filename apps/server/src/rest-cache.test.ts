/** The REST adapter's answer cache: only public GETs with a cache policy are served from it. */
import { initTRPC } from '@trpc/server';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type RestMeta, registerRestRoutes } from './rest';

const t = initTRPC.meta<RestMeta>().create();
const calls = { daily: 0, private: 0 };

const router = t.router({
  daily: t.procedure
    .meta({ openapi: { method: 'GET', path: '/daily', protect: false }, cache: 'daily' })
    .input(z.object({ sign: z.string() }))
    .query(({ input }) => {
      calls.daily += 1;
      return { date: new Date().toISOString().slice(0, 10), sign: input.sign, call: calls.daily };
    }),
  mine: t.procedure
    .meta({ openapi: { method: 'GET', path: '/mine', protect: true }, cache: 'daily' })
    .query(() => {
      calls.private += 1;
      return { call: calls.private };
    }),
});

const app = Fastify({ logger: false });

beforeAll(async () => {
  registerRestRoutes(app, { router, createContext: async () => ({}) });
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('answer cache', () => {
  it('answers a repeated public GET with the same bytes and ETag without calling the procedure again', async () => {
    const first = await get('/api/daily?sign=Wolf');
    const second = await get('/api/daily?sign=Wolf');
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(calls.daily).toBe(1);
    // A different URL is a different answer.
    expect(JSON.parse((await get('/api/daily?sign=Cat')).body).sign).toBe('Cat');
    expect(calls.daily).toBe(2);
  });

  it('still answers 304 to a matching If-None-Match from the cache', async () => {
    const { headers } = await get('/api/daily?sign=Wolf');
    const again = await get('/api/daily?sign=Wolf', { 'if-none-match': String(headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('never caches a protected procedure, whose answer depends on the caller', async () => {
    await get('/api/mine');
    await get('/api/mine');
    expect(calls.private).toBe(2);
  });

  it('does not cache failures', async () => {
    const before = calls.daily;
    expect((await get('/api/daily')).statusCode).toBeGreaterThanOrEqual(400);
    expect((await get('/api/daily')).statusCode).toBeGreaterThanOrEqual(400);
    expect(calls.daily).toBe(before);
  });
});
