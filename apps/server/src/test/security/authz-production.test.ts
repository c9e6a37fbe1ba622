/**
 * The production verifier (firebase-admin with no emulator) against forged tokens: a well-formed RS256 token
 * signed by a key of our own must never be accepted. Without network Google's public keys cannot be fetched,
 * so the verifier fails closed with 503; with network the unknown key id gives 401. Which one applies is
 * found out first and then asserted exactly.
 */
import { appRouter, procedureTable } from '@celtic/api';
import type { AnyTRPCProcedure, AnyTRPCRouter } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restRoutes } from '../../http/rest';
import { openTestDatabase, startTestServer, type TestDatabase, type TestServer } from '../helpers';
import { errorMessage, restCall, trpcCall } from '../http';
import { productionVapidKeys } from '../vapid-keys';
import { authorisationTable, type Caller } from './authz-table';
import { malformedHeaders, selfSignedToken, withClaims } from './tokens';

const projectId = 'celtic-prod-check';
const googleKeys = 'https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com';
const procedures = (appRouter as AnyTRPCRouter)._def.procedures as Record<string, AnyTRPCProcedure>;
const routes = new Map(restRoutes(procedureTable(appRouter)).map((route) => [route.procedurePath, route]));
const emulatorHostBefore = process.env.FIREBASE_AUTH_EMULATOR_HOST;

let database: TestDatabase;
let server: TestServer;
/** 401 when Google's keys can be fetched from here, 503 when they cannot. */
let failClosedStatus: 401 | 503;

beforeAll(async () => {
  const reachable = await fetch(googleKeys, { signal: AbortSignal.timeout(3000) }).then(
    (response) => response.ok,
    () => false,
  );
  failClosedStatus = reachable ? 401 : 503;
  database = await openTestDatabase('pglite');
  server = await startTestServer(database.handle, {
    NODE_ENV: 'production',
    PUBLIC_ORIGIN: 'https://celtic.example',
    VAPID_SUBJECT: 'mailto:ops@example.com',
    ...productionVapidKeys,
    FIREBASE_PROJECT_ID: projectId,
    FIREBASE_AUTH_EMULATOR_HOST: '',
    EMBEDDED_DATABASE: '1',
    // Each forged token tries the export too, and every public read, all from one address.
    RATE_LIMIT_EXPORTS_PER_HOUR: '0',
    ANONYMOUS_READS_PER_MINUTE: '0',
  });
});

afterAll(async () => {
  await server?.close();
  await database?.dispose();
  if (emulatorHostBefore !== undefined) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHostBefore;
});

const forged = selfSignedToken(projectId);
const productionCallers: Partial<Record<Caller, (index: number) => string | undefined>> = {
  none: () => undefined,
  malformed: (index) => malformedHeaders[index % malformedHeaders.length],
  wrongSignature: () => `Bearer ${forged}`,
};

describe.each(['REST', 'tRPC'] as const)('production verifier over %s', (transport) => {
  it.each(Object.keys(authorisationTable))('%s refuses forged tokens', async (procedurePath) => {
    const row = authorisationTable[procedurePath];
    const procedure = procedures[procedurePath];
    const route = routes.get(procedurePath);
    if (!row || !procedure || (transport === 'REST' && !route)) throw new Error(`${procedurePath}: no row`);
    const isMutation = procedure._def.type === 'mutation';
    // Inputs only need the right shape here: no forged caller gets as far as the data.
    const input = {
      ...{
        uid: 'mallory',
        id: 1,
        userId: 1,
        content: 'x',
        zodiacSign: 'Cat',
        firstSign: 'Cat',
        secondSign: 'Fox',
      },
      // Public procedures answer 200 whatever the token: they need their real input.
      ...(Object.values(row.expect).every((status) => status === 200) ? await row.input({} as never) : {}),
    };
    for (const [index, [caller, header]] of Object.entries(productionCallers).entries()) {
      const authorization = header?.(index);
      const answer =
        transport === 'REST' && route
          ? await restCall(server.url, route, input, authorization)
          : await trpcCall(
              server.url,
              procedurePath,
              isMutation ? 'mutation' : 'query',
              input,
              authorization,
            );
      const tableStatus = row.expect[caller as Caller];
      const expected = caller === 'wrongSignature' && tableStatus === 401 ? failClosedStatus : tableStatus;
      expect(answer.status, `${procedurePath} as ${caller}: ${answer.text.slice(0, 200)}`).toBe(expected);
      if (expected >= 400)
        expect(errorMessage(answer)).toMatch(/token|Sign in required|temporarily unavailable/);
    }
  });
});

describe('other forgeries against the production verifier', () => {
  it('refuses self-signed tokens naming another project, another issuer, an old expiry or no key id', async () => {
    const variants = [
      withClaims(selfSignedToken(projectId), {
        aud: 'someone-else',
        iss: 'https://securetoken.google.com/someone-else',
      }),
      withClaims(selfSignedToken(projectId), { iss: 'https://evil.example' }),
      withClaims(selfSignedToken(projectId), { exp: Math.floor(Date.now() / 1000) - 60 }),
      // alg "none", as the emulator issues them: production must never take one.
      `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${forged.split('.')[1]}.`,
    ];
    for (const token of variants) {
      const answer = await restCall(
        server.url,
        { method: 'GET', url: '/api/users/me' },
        {},
        `Bearer ${token}`,
      );
      expect([401, failClosedStatus]).toContain(answer.status);
      expect(answer.text).not.toContain('mallory');
    }
  });

  it('answers the forged caller in about the time a refusal takes, not a hang', async () => {
    const started = performance.now();
    const answer = await restCall(
      server.url,
      { method: 'GET', url: '/api/users/me' },
      {},
      `Bearer ${selfSignedToken(projectId, 'eve')}`,
    );
    expect(answer.status).toBe(failClosedStatus);
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
