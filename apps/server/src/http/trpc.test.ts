/** tRPC answers: buffered instead of streamed, and shared queries served again from the shared-answer store. */
import { type Meta, procedureTable, syncFirst } from '@celtic/api';
import { initTRPC, TRPCError } from '@trpc/server';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SharedAnswers } from './shared-answers';
import { registerTrpcAnswers, trpcCalls } from './trpc';

const t = initTRPC.meta<Meta>().create();
const calls = { daily: 0, mine: 0, save: 0 };

const router = t.router({
  daily: t.procedure
    .meta({ access: 'public', openapi: { method: 'GET', path: '/daily' }, cache: 'dated' })
    .input(syncFirst(z.object({ sign: z.string().min(1) })))
    .output(syncFirst(z.object({ sign: z.string(), call: z.number() })))
    .query(({ input }) => {
      calls.daily += 1;
      return { sign: input.sign, call: calls.daily };
    }),
  mine: t.procedure
    .meta({ access: 'signedIn', openapi: { method: 'GET', path: '/mine' } })
    .output(syncFirst(z.object({ call: z.number() })))
    .query(() => {
      calls.mine += 1;
      return { call: calls.mine };
    }),
  save: t.procedure
    .meta({ access: 'public' })
    .input(syncFirst(z.object({ text: z.string() })))
    .output(syncFirst(z.object({ saved: z.string() })))
    .mutation(({ input }) => {
      calls.save += 1;
      if (input.text === 'bad') throw new TRPCError({ code: 'BAD_REQUEST', message: 'bad text' });
      return { saved: input.text };
    }),
});
const table = procedureTable(router);

const shared = new SharedAnswers({
  bypass: () => false,
  trustProxy: false,
  requestId: () => 'id',
});
// The store answers repeats from node:http, before Fastify: the tests of that path go over a socket.
const app = Fastify({ logger: false, serverFactory: shared.serverFactory() });
let origin = '';

beforeAll(async () => {
  registerTrpcAnswers(app, { table, shared, maxBatchSize: 25 });
  await app.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions: { router } });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
});

async function get(url: string) {
  const response = await fetch(origin + url);
  return {
    statusCode: response.status,
    body: await response.text(),
    headers: { 'content-type': response.headers.get('content-type') },
  };
}
afterAll(() => app.close());

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('trpcCalls', () => {
  it("reads a URL's calls from the procedure table, one or a batch, unknown names as undefined", () => {
    expect(trpcCalls('/trpc/daily?input=x', table).map((rule) => rule?.shared)).toEqual([true]);
    expect(trpcCalls('/trpc/daily,mine', table).map((rule) => rule?.path)).toEqual(['daily', 'mine']);
    expect(trpcCalls('/trpc/nope', table)).toEqual([undefined]);
    expect(trpcCalls('/trpc/%E0%A4%A', table)).toEqual([undefined]);
  });
});

describe('tRPC answers', () => {
  it('answers a repeated shared query with the same status, headers and bytes, calling it once', async () => {
    const url = `/trpc/daily?input=${input({ sign: 'Wolf' })}`;
    const first = await get(url);
    const second = await get(url);
    expect(first.statusCode).toBe(200);
    expect(JSON.parse(first.body)).toEqual({ result: { data: { sign: 'Wolf', call: 1 } } });
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(calls.daily).toBe(1);
  });

  it('caches a batch of shared queries as a whole, apart from the single call', async () => {
    const url = `/trpc/daily,daily?batch=1&input=${input({ 0: { sign: 'Cat' }, 1: { sign: 'Fox' } })}`;
    const first = await get(url);
    const before = calls.daily;
    const second = await get(url);
    expect(JSON.parse(first.body)).toHaveLength(2);
    expect(second.body).toBe(first.body);
    expect(calls.daily).toBe(before);
  });

  it('never caches a protected query, an error or a mutation', async () => {
    await app.inject({ method: 'GET', url: '/trpc/mine' });
    await app.inject({ method: 'GET', url: '/trpc/mine' });
    expect(calls.mine).toBe(2);

    const bad = `/trpc/daily?input=${input({ sign: '' })}`;
    const refused = await app.inject({ method: 'GET', url: bad });
    expect(refused.statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: bad })).statusCode).toBe(400);

    const saved = await app.inject({
      method: 'POST',
      url: '/trpc/save',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'hello' }),
    });
    expect(saved.statusCode).toBe(200);
    expect(JSON.parse(saved.body)).toEqual({ result: { data: { saved: 'hello' } } });
    const failed = await app.inject({
      method: 'POST',
      url: '/trpc/save',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'bad' }),
    });
    expect(failed.statusCode).toBe(400);
    expect(JSON.parse(failed.body).error.message).toBe('bad text');
    expect(calls.save).toBe(2);
  });
});
