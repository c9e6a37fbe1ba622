/** The hourly test-push limit over real HTTP: its 429 carries Retry-After on REST and on tRPC. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openTestDatabase,
  signIn,
  startTestServer,
  type TestDatabase,
  type TestServer,
  uniqueEmail,
} from '../test/helpers';
import { errorMessage, send } from '../test/http';

let database: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  database = await openTestDatabase('pglite');
  // The general per-user limit off: only the test-push limit answers here.
  server = await startTestServer(database.handle, { RATE_LIMIT_PER_USER: '0', RATE_LIMIT_PER_IP: '0' });
});

afterAll(async () => {
  await server?.close();
  await database?.dispose();
});

describe('test pushes over HTTP', () => {
  it('accepts 5 an hour, then answers 429 with Retry-After, in the caller’s language, on REST and tRPC', async () => {
    const user = await signIn({ email: uniqueEmail('tester'), name: 'Tester' });
    const bearer = `Bearer ${user.idToken}`;
    const rest = () =>
      send(`${server.url}/api/push/test`, { method: 'POST', headers: { authorization: bearer } });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await rest()).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202]);

    const refused = await rest();
    expect(refused.status).toBe(429);
    expect(errorMessage(refused)).toMatch(/^At most 5 test notifications an hour: try again in \d+ s$/);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);

    const trpc = await send(`${server.url}/trpc/push.test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: bearer, 'accept-language': 'de' },
      body: '{}',
    });
    expect(trpc.status).toBe(429);
    expect(Number(trpc.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(errorMessage(trpc)).toMatch(/^Höchstens 5 Testbenachrichtigungen pro Stunde/);
  });
});
