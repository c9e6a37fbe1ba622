/**
 * What the request log may hold: never the query string of a signed-in call nor a tRPC call's input, even at
 * LOG_LEVEL=debug, where every request is logged.
 */
import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier } from '../adapters/firebase-auth';
import {
  openTestDatabase,
  type SignedIn,
  signIn,
  type TestDatabase,
  testEnv,
  uniqueEmail,
} from '../test/helpers';
import { buildApp } from './app';
import { errorForLog, loggedUrl } from './log-privacy';

const failedQuery = () =>
  new DrizzleQueryError('insert into "readings" ("content") values ($1)', ['secret text'], new Error('boom'));

/** `target` whose `methods` all throw a failed query holding a secret. */
function failingWith<T extends object>(target: T, methods: string[]): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      if (methods.includes(String(property)))
        return () => {
          throw failedQuery();
        };
      if (property === '$client')
        return failingWith(Reflect.get(object, property, receiver) as object, ['query', 'exec']);
      return Reflect.get(object, property, receiver);
    },
  });
}

let database: TestDatabase;
let app: FastifyInstance;
/** The same app over a database whose every statement fails as drizzle reports it: with its bound values. */
let failing: FastifyInstance;
let closeVerifier: () => Promise<void>;
let user: SignedIn;
const lines: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase('pglite');
  const env = testEnv({ LOG_LEVEL: 'debug' });
  const verifier = createTokenVerifier(env);
  closeVerifier = verifier.close;
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildApp({
    env,
    db: database.handle,
    auth: verifier,
    logger: { level: 'debug', stream },
  });
  await app.ready();
  const db = failingWith(database.handle.db, [
    'select',
    'insert',
    'update',
    'delete',
    'execute',
    'transaction',
  ]);
  failing = await buildApp({
    env,
    db: { ...database.handle, db },
    auth: verifier,
    logger: { level: 'debug', stream },
  });
  await failing.ready();
  user = await signIn({ email: uniqueEmail('logged'), name: 'Logged' });
});

afterAll(async () => {
  await failing?.close();
  await app?.close();
  await closeVerifier?.();
  await database?.dispose();
});

/** The request lines logged since `from`, parsed. */
const requestLines = (from: number) =>
  lines
    .slice(from)
    .map((line) => JSON.parse(line) as { msg: string; url?: string; statusCode?: number })
    .filter((line) => line.msg === 'request');

describe('the request log', () => {
  it('keeps the query string of a signed-in call out of every line', async () => {
    const from = lines.length;
    const bearer = `Bearer ${user.idToken}`;
    const me = await app.inject({ url: '/api/users/me?q=secret', headers: { authorization: bearer } });
    expect(me.statusCode).toBe(200);
    const refused = await app.inject({
      url: '/api/readings/me?limit=secret',
      headers: { authorization: bearer },
    });
    expect(refused.statusCode).toBe(400);
    expect(requestLines(from).map((line) => line.url)).toEqual(['/api/users/me', '/api/readings/me']);
    expect(lines.slice(from).join('\n')).not.toContain('secret');
  });

  it('keeps a tRPC call input out of every line, signed in or not', async () => {
    const from = lines.length;
    const input = encodeURIComponent(JSON.stringify({ name: 'secret' }));
    const refused = await app.inject({ url: `/trpc/signs.byName?input=${input}` });
    expect(refused.statusCode).toBe(400);
    const batch = await app.inject({
      url: `/trpc/signs.byName,user.me?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { name: 'secret' } }))}`,
      headers: { authorization: `Bearer ${user.idToken}` },
    });
    expect(batch.statusCode).toBe(207);
    const posted = await app.inject({
      method: 'POST',
      url: '/trpc/readings.create?note=secret',
      headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
      payload: { content: 'secret', zodiacSign: 'Cat' },
    });
    expect(posted.statusCode).toBe(200);
    expect(requestLines(from).map((line) => line.url)).toEqual([
      '/trpc/signs.byName',
      '/trpc/signs.byName,user.me',
      '/trpc/readings.create',
    ]);
    expect(lines.slice(from).join('\n')).not.toContain('secret');
  });

  it('keeps the query string of a public REST call, which holds nobody’s data', async () => {
    const from = lines.length;
    expect((await app.inject({ url: '/api/signs/by-date?month=1&day=5' })).statusCode).toBe(200);
    expect(requestLines(from).map((line) => line.url)).toEqual(['/api/signs/by-date?month=1&day=5']);
  });
});

describe('a failed query in the log', () => {
  it("keeps the query's bound values out of every line, REST and tRPC", async () => {
    const from = lines.length;
    const authorization = `Bearer ${user.idToken}`;
    const rest = await failing.inject({ url: '/api/users/me', headers: { authorization } });
    const trpc = await failing.inject({ url: '/trpc/user.me', headers: { authorization } });
    expect([rest.statusCode, trpc.statusCode]).toEqual([500, 500]);
    const logged = lines.slice(from).join('\n');
    expect(logged).not.toContain('secret');
    expect(logged).toContain('params: [not logged]');
  });

  it('is scrubbed by the err serializer, message, stack and fields', () => {
    const serialized = JSON.stringify(errorForLog(new Error('call failed', { cause: failedQuery() })));
    expect(serialized).toContain('Failed query: insert into');
    expect(serialized).not.toContain('secret');
  });
});

describe('loggedUrl', () => {
  it('drops the query string of signed-in and tRPC URLs only', () => {
    expect(loggedUrl({ url: '/api/a?b=1', headers: { authorization: 'Bearer x' } })).toBe('/api/a');
    expect(loggedUrl({ url: '/trpc/a?input=1', headers: {} })).toBe('/trpc/a');
    expect(loggedUrl({ url: '/api/a?b=1', headers: {} })).toBe('/api/a?b=1');
    expect(loggedUrl({ url: '/api/a', headers: { authorization: 'x' } })).toBe('/api/a');
  });
});
