import { createDb } from '@celtic/db';
import { TRPCClientError } from '@trpc/client';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { describe, expect, it } from 'vitest';
import { createCelticClient } from './client';
import { type Context, createContextInner, type VerifiedToken } from './context';
import { type AppRouter, appRouter } from './root';
import { contextFromHeader, makeUser, useTestDb } from './test/helpers';

const testDb = useTestDb();

/** A client whose fetch goes straight into tRPC's fetch adapter: the real wire format, no socket. */
function clientWith(createContext: (authorization: string | undefined) => Promise<Context>, token?: string) {
  const seenAuthorization: (string | null)[] = [];
  const client = createCelticClient({
    url: 'http://celtic.test/',
    getToken: () => token,
    fetch: async (input, init) => {
      const req = new Request(input, init);
      seenAuthorization.push(req.headers.get('authorization'));
      return fetchRequestHandler({
        endpoint: '/trpc',
        req,
        router: appRouter,
        createContext: () => createContext(req.headers.get('authorization') ?? undefined),
      });
    },
  });
  return { client, seenAuthorization };
}

async function clientError(call: Promise<unknown>): Promise<TRPCClientError<AppRouter>> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof TRPCClientError))
    throw new Error(`expected a TRPCClientError, got ${String(error)}`);
  return error as TRPCClientError<AppRouter>;
}

describe('typed client over the tRPC wire', () => {
  const verifyToken = async (token: string): Promise<VerifiedToken> => ({ uid: token, name: 'Wire Tester' });

  it('sends the bearer token and batches calls', async () => {
    const createContext = contextFromHeader(testDb.db, verifyToken);
    const { client, seenAuthorization } = clientWith(createContext, 'wire-1');
    const [me, signs] = await Promise.all([client.user.me.query(), client.signs.list.query()]);
    expect(me).toMatchObject({ firebaseUid: 'wire-1', displayName: 'Wire Tester' });
    expect(signs).toHaveLength(13);
    expect(seenAuthorization).toEqual(['Bearer wire-1']);

    const reading = await client.readings.create.mutate({ content: 'over the wire', zodiacSign: 'Hawk' });
    expect(reading.zodiacSign).toBe('Hawk');
    expect(typeof reading.readingDate).toBe('string');
  });

  it('sends an API key as X-Api-Key when given one', async () => {
    const seen: (string | null)[] = [];
    const client = createCelticClient({
      url: 'http://celtic.test',
      apiKey: 'cz_live_example',
      fetch: async (input, init) => {
        const req = new Request(input, init);
        seen.push(req.headers.get('x-api-key'));
        return fetchRequestHandler({
          endpoint: '/trpc',
          req,
          router: appRouter,
          createContext: () => createContextInner({ db: testDb.db }),
        });
      },
    });
    expect(await client.signs.list.query()).toHaveLength(13);
    expect(seen).toEqual(['cz_live_example']);
  });

  it('sends no header without a token, and the server answers 401', async () => {
    const createContext = contextFromHeader(testDb.db, verifyToken);
    const { client, seenAuthorization } = clientWith(createContext);
    const error = await clientError(client.user.me.query());
    expect(error.message).toBe('Sign in required');
    expect(error.data?.code).toBe('UNAUTHORIZED');
    expect(error.data?.httpStatus).toBe(401);
    expect(seenAuthorization).toEqual([null]);
  });

  it('formats input errors with the field names and issues', async () => {
    const createContext = contextFromHeader(testDb.db, verifyToken);
    const { client } = clientWith(createContext);
    const error = await clientError(client.horoscope.daily.query({ sign: 'Dragon', date: '2026-99-01' }));
    expect(error.message).toBe(
      'sign: Unknown zodiac sign "Dragon"; date: Expected a date written YYYY-MM-DD',
    );
    expect(error.data).toMatchObject({
      code: 'BAD_REQUEST',
      httpStatus: 400,
      issues: [
        { path: ['sign'], message: 'Unknown zodiac sign "Dragon"' },
        { path: ['date'], message: 'Expected a date written YYYY-MM-DD' },
      ],
    });
  });

  it('answers 500 "Internal server error" for a database failure, without SQL or stack', async () => {
    const real = await makeUser(testDb.db);
    // A database that has gone away under the call: the statement fails inside the driver.
    const closed = await createDb({ dataDir: 'memory://' });
    await closed.close();
    const { client } = clientWith(async () => createContextInner({ db: closed.db, user: real }));
    const error = await clientError(client.readings.create.mutate({ content: 'x', zodiacSign: 'Stag' }));
    expect(error.message).toBe('Internal server error');
    expect(error.data).toEqual({ code: 'INTERNAL_SERVER_ERROR', httpStatus: 500, path: 'readings.create' });
    expect(JSON.stringify(error.shape)).not.toMatch(/insert|foreign|readings_|stack/i);
  });
});
