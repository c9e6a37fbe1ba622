import { createServer, type Server } from 'node:net';
import { appRouter, procedureTable } from '@celtic/api';
import type { Database } from '@celtic/db';
import Fastify, { type FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendError } from '../http/errors';
import type { Renderer } from '../share/render-pool';
import { registerShareRoutes } from '../share/routes';
import { testEnv } from '../test/helpers';
import { probeTcp, startDbGate } from './db-gate';
import { registerGuards, rulesOf } from './guards';

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

let accepted = 0;

function listen(port = 0): Promise<number> {
  const server = createServer((socket) => {
    accepted += 1;
    socket.destroy();
  });
  servers.push(server);
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the database gate', () => {
  it('closes while the port refuses connections and opens again when it listens', async () => {
    const port = await listen();
    expect(await probeTcp('127.0.0.1', port, 500)).toBe(true);
    const gate = startDbGate(`postgres://x@127.0.0.1:${port}/db`, { intervalMs: 20, timeoutMs: 200 });
    // Polled, not slept: on a loaded machine a probe can take longer than a few intervals.
    const becomes = (open: boolean) =>
      vi.waitFor(() => expect(gate.isOpen()).toBe(open), { timeout: 10_000, interval: 10 });
    await sleep(80);
    expect(gate.isOpen()).toBe(true);
    servers.pop()?.close();
    await becomes(false);
    await listen(port);
    await becomes(true);
    gate.close();
  });

  it('takes a recent answer of the database as proof and connects only when answers stop', async () => {
    const port = await listen();
    // While answering, the database answered a moment ago at every look.
    let answering = true;
    const gate = startDbGate(`postgres://x@127.0.0.1:${port}/db`, {
      intervalMs: 20,
      timeoutMs: 200,
      lastAnswerAt: () => (answering ? Date.now() : 0),
    });
    const before = accepted;
    await sleep(200);
    expect(accepted).toBe(before);
    expect(gate.isOpen()).toBe(true);
    // No answers since: the gate probes, and closes once the port refuses.
    answering = false;
    await vi.waitFor(() => expect(accepted).toBeGreaterThan(before), { timeout: 10_000, interval: 10 });
    servers.pop()?.close();
    await vi.waitFor(() => expect(gate.isOpen()).toBe(false), { timeout: 10_000, interval: 10 });
    // Answers again (the database is back, on a port the probe cannot reach): open without a probe.
    answering = true;
    await vi.waitFor(() => expect(gate.isOpen()).toBe(true), { timeout: 10_000, interval: 10 });
    gate.close();
  });

  it('lets calls that need no database through, by the procedure table', () => {
    const table = procedureTable(appRouter);
    // A REST route carries its procedure's rule; a tRPC URL names its calls; other paths are no procedure.
    const request = (url: string, procedure?: string) =>
      ({
        url,
        routeOptions: { config: { rule: procedure && table.get(procedure) } },
      }) as unknown as FastifyRequest;
    for (const [url, procedure] of [
      ['/api/signs', 'signs.list'],
      ['/api/signs/wolf', 'signs.byName'],
      ['/api/calendar?date=2026-11-01', 'calendar.get'],
      ['/trpc/signs.list,calendar.get'],
      ['/healthz'],
      ['/'],
    ] as const) {
      expect(rulesOf(request(url, procedure), table).needsDatabase, url).toBe(false);
    }
    for (const [url, procedure] of [
      ['/api/readings/me', 'readings.list'],
      ['/api/horoscope/daily?sign=Cat', 'horoscope.daily'],
      ['/trpc/signs.list,user.me'],
      ['/trpc/readings.create'],
      ['/trpc/no.such'],
    ] as const) {
      expect(rulesOf(request(url, procedure), table).needsDatabase, url).toBe(true);
    }
  });

  it('answers share pages and images 503 while it is shut, as it does procedures; the card needs no database', async () => {
    const port = await listen();
    servers.pop()?.close();
    const app = Fastify();
    app.setErrorHandler((error, request, reply) => sendError(request, reply, error));
    const { gate } = await registerGuards(
      app,
      testEnv({ DATABASE_URL: `postgres://x@127.0.0.1:${port}/db` }),
      {
        verifyToken: async () => null as never,
        db: {} as Database,
        table: procedureTable(appRouter),
      },
    );
    // Never reached: the gate answers first.
    const renderer: Renderer = {
      render: async () => Buffer.alloc(0),
      isFull: () => false,
      close: async () => {},
    };
    registerShareRoutes(app, { env: testEnv(), db: {} as Database, renderer });
    await vi.waitFor(() => expect(gate?.isOpen()).toBe(false), { timeout: 10_000, interval: 10 });
    for (const url of ['/share/daily/stag/2026-01-15', '/share/daily/stag/2026-01-15/image.png?lang=de']) {
      const answer = await app.inject({ url, headers: { 'accept-language': 'es' } });
      expect(answer.statusCode, url).toBe(503);
      expect(answer.headers['retry-after'], url).toBe('5');
      expect(answer.json().code, url).toBe('SERVICE_UNAVAILABLE');
    }
    expect((await app.inject('/share/card.png')).statusCode).toBe(200);
    await app.close();
  });
});
