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
    app.get('/api/signs/by-date', async (request) => {
      const ctx = await createContext(request.headers.authorization);
      return createCaller(ctx).signs.byDate(request.query as { month: number; day: number });
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

async function measure(variant: Variant, seconds: number): Promise<number> {
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
  const result = await autocannon({ url, connections: 20, duration: seconds });
  child.kill();
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${variant}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

const servingIndex = process.argv.indexOf('--serve');
if (servingIndex !== -1) {
  const port = await serve(process.argv[servingIndex + 1] as Variant);
  process.send?.(port);
} else {
  const seconds = Number(process.argv[2] ?? 8);
  const rates: Partial<Record<Variant, number>> = {};
  for (const variant of variants) rates[variant] = await measure(variant, seconds);
  const bare = rates['bare-node-http'] ?? 1;
  console.log(`GET ${path}, 20 connections, ${seconds} s each (requests/s, ratio to bare node:http)`);
  for (const variant of variants) {
    const rate = rates[variant] ?? 0;
    console.log(`  ${variant.padEnd(20)} ${rate.toFixed(0).padStart(7)}  ${(rate / bare).toFixed(2)}×`);
  }
}
