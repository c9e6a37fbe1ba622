// REST adapter overhead, measured with autocannon against a bare node:http handler doing the same work.
//   pnpm --filter @celtic/server exec tsx scripts/bench-rest.ts [seconds]
// Each variant runs in its own child process (so autocannon does not share its event loop) and serves
// GET /api/signs/by-date?month=7&day=10: a public procedure with zod input and output, no database.
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import { appRouter, createCaller, createContextFactory, createContextInner } from '@celtic/api';
import { createDb } from '@celtic/db';
import { findSignByDate } from '@celtic/zodiac-core';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { fastifyTRPCOpenApiPlugin } from 'trpc-to-openapi';
import { buildApp } from '../src/app';
import { cacheHeadersFor, isFresh } from '../src/cache';
import { loadEnv } from '../src/env';
import { registerRestRoutes } from '../src/rest';

const path = '/api/signs/by-date?month=7&day=10';
const variants = [
  'bare-node-http',
  'native-route',
  'full-app',
  'createCaller-route',
  'trpc-to-openapi',
] as const;
type Variant = (typeof variants)[number];

const noVerify = async () => {
  throw new Error('not used by a public route');
};

async function serve(variant: Variant): Promise<number> {
  if (variant === 'bare-node-http') {
    const server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://x');
      const sign = findSignByDate(Number(url.searchParams.get('month')), Number(url.searchParams.get('day')));
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(sign));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const address = server.address();
    return typeof address === 'object' && address ? address.port : 0;
  }

  const database = await createDb({ dataDir: 'memory://' });
  const env = loadEnv({
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/none',
  });
  if (variant === 'full-app') {
    const app = await buildApp({ env, db: database, verifyToken: noVerify, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return (app.server.address() as { port: number }).port;
  }
  const app = Fastify({ logger: false });
  const createContext = createContextFactory({ db: database.db, verifyToken: noVerify });
  if (variant === 'native-route') {
    registerRestRoutes(app, { router: appRouter, createContext });
  } else if (variant === 'createCaller-route') {
    // Same response as the native route (JSON, Cache-Control, ETag), so only the invocation path differs.
    app.get('/api/signs/by-date', async (request, reply) => {
      const ctx = await createContext(request.headers.authorization);
      const result = await createCaller(ctx).signs.byDate(request.query as { month: number; day: number });
      const json = JSON.stringify(result);
      const headers = cacheHeadersFor('static', json, result);
      reply.headers(headers);
      if (isFresh(request.headers['if-none-match'], headers.etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(json);
    });
  } else {
    await app.register(fastifyTRPCOpenApiPlugin, {
      basePath: '/api',
      router: appRouter,
      createContext: () => createContextInner({ db: database.db }),
    });
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as { port: number }).port;
}

interface Running {
  url: string;
  stop(): void;
}

async function start(variant: Variant): Promise<Running> {
  const child = fork(new URL(import.meta.url).pathname, ['--serve', variant], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve) =>
    child.once('message', (message) => resolve(Number(message))),
  );
  const url = `http://127.0.0.1:${port}${path}`;
  const check = await fetch(url);
  if (check.status !== 200) throw new Error(`${variant}: ${check.status} ${await check.text()}`);
  await autocannon({ url, connections: 20, duration: 2 }); // warm-up: JIT, caches
  return { url, stop: () => child.kill() };
}

async function measure(variant: Variant, url: string, seconds: number): Promise<number> {
  const result = await autocannon({ url, connections: 20, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${variant}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return result.requests.average;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const servingIndex = process.argv.indexOf('--serve');
if (servingIndex !== -1) {
  const port = await serve(process.argv[servingIndex + 1] as Variant);
  process.send?.(port);
} else {
  const seconds = Number(process.argv[2] ?? 5);
  const rounds = Number(process.argv[3] ?? 3);
  const running = new Map<Variant, Running>();
  for (const variant of variants) running.set(variant, await start(variant));
  // Rounds interleave the variants, and each ratio compares runs of the same round: the machine is shared,
  // so its load drifts; the median of the per-round ratios is the figure to quote.
  const rates = new Map<Variant, number[]>(variants.map((variant) => [variant, []]));
  const ratios = new Map<Variant, number[]>(variants.map((variant) => [variant, []]));
  for (let round = 0; round < rounds; round += 1) {
    const inRound = new Map<Variant, number>();
    for (const variant of variants) {
      const url = running.get(variant)?.url ?? '';
      inRound.set(variant, await measure(variant, url, seconds));
    }
    const bare = inRound.get('bare-node-http') ?? 1;
    for (const variant of variants) {
      const rate = inRound.get(variant) ?? 0;
      rates.get(variant)?.push(rate);
      ratios.get(variant)?.push(rate / bare);
    }
  }
  for (const child of running.values()) child.stop();
  console.log(`GET ${path}, 20 connections, ${rounds} rounds of ${seconds} s per variant`);
  console.log('  variant               median req/s   median ratio to bare node:http (per-round ratios)');
  for (const variant of variants) {
    const perRound = (ratios.get(variant) ?? []).map((ratio) => ratio.toFixed(2)).join(' ');
    console.log(
      `  ${variant.padEnd(20)} ${median(rates.get(variant) ?? [])
        .toFixed(0)
        .padStart(8)}   ${median(ratios.get(variant) ?? []).toFixed(2)}×  (${perRound})`,
    );
  }
}
