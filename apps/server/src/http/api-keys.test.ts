/**
 * API keys and read quotas over real HTTP, through the app as it runs: keys made, listed and revoked over REST;
 * keyed public reads over REST and tRPC, answered by Fastify and by the shared-answer store in front of it, with
 * the RateLimit fields of the IETF draft; refusals (401 for a bad key, 429 naming the limit, in the request's
 * language); the anonymous limit per address and per account; and what many distinct bad keys leave behind.
 */
import { randomBytes } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseKinds,
  openTestDatabase,
  resetRateLimits,
  type SignedIn,
  signIn,
  startTestServer,
  type TestDatabase,
  type TestServer,
  uniqueEmail,
} from '../test/helpers';
import { type Answer, callAs, errorMessage, send } from '../test/http';

interface CreatedKey {
  id: number;
  name: string;
  prefix: string;
  key: string;
  createdAt: string;
}

const unknownKey = () => `cz_live_${randomBytes(32).toString('base64url')}`;

/** The items of a RateLimit or RateLimit-Policy field, by policy name: their parameters. */
function fieldItems(value: string | null): Record<string, Record<string, number>> {
  const items: Record<string, Record<string, number>> = {};
  for (const item of (value ?? '').split(',').map((part) => part.trim())) {
    if (item === '') continue;
    const [name = '', ...parameters] = item.split(';');
    items[JSON.parse(name) as string] = Object.fromEntries(
      parameters.map((parameter) => {
        const [key = '', number = ''] = parameter.split('=');
        return [key, Number(number)];
      }),
    );
  }
  return items;
}

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];

async function rateLimitRows(database: TestDatabase): Promise<number> {
  const [row] = rowsOf<{ count: number }>(
    await database.handle.db.execute(sql`select count(*)::int as count from rate_limits`),
  );
  return Number(row?.count ?? 0);
}

describe.each(databaseKinds)('API keys over HTTP on %s', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let owner: SignedIn;

  const read = (path: string, headers: Record<string, string> = {}) =>
    send(`${server.url}${path}`, { headers });
  const keyed = (path: string, key: string, headers: Record<string, string> = {}) =>
    read(path, { 'x-api-key': key, ...headers });
  const makeKey = async (name: string, as = owner): Promise<CreatedKey> => {
    const answer = await callAs(server.url, 'POST', '/api/keys', { as, json: { name } });
    expect(answer.status, answer.text).toBe(201);
    return answer.json as CreatedKey;
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    server = await startTestServer(database.handle);
    owner = await signIn({ email: uniqueEmail('developer'), name: 'Dev Eloper' });
  });

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  it('makes a key (201, shown once), lists it without its secret, and revokes it (204)', async () => {
    const created = await makeKey('My calendar app');
    expect(created.key).toMatch(/^cz_live_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ name: 'My calendar app', prefix: created.key.slice(0, 12) });
    const listed = await callAs(server.url, 'GET', '/api/keys', { as: owner });
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toBe('private, no-store');
    expect(listed.json).toContainEqual({
      id: created.id,
      name: 'My calendar app',
      prefix: created.prefix,
      createdAt: created.createdAt,
      lastUsedAt: null,
    });
    expect(listed.text).not.toContain(created.key);

    const revoked = await callAs(server.url, 'DELETE', `/api/keys/${created.id}`, { as: owner });
    expect(revoked.status).toBe(204);
    const again = await callAs(server.url, 'DELETE', `/api/keys/${created.id}`, { as: owner });
    expect(again.status).toBe(404);
    expect(errorMessage(again)).toBe('API key not found');
    expect((await callAs(server.url, 'GET', '/api/keys')).status).toBe(401);
  });

  it('answers a keyed read, by Fastify and then by the store, with the key’s RateLimit fields counting down', async () => {
    const { key } = await makeKey('reader');
    const path = `/api/signs?probe=${randomBytes(4).toString('hex')}`;
    const hits = server.app.sharedAnswers.hits;
    const answers: Answer[] = [];
    for (let call = 0; call < 3; call += 1) answers.push(await keyed(path, key));
    // The second and third came from the store in front of Fastify.
    expect(server.app.sharedAnswers.hits - hits).toBe(2);
    for (const [index, answer] of answers.entries()) {
      expect(answer.status, answer.text).toBe(200);
      expect(fieldItems(answer.headers.get('ratelimit-policy'))).toEqual({
        minute: { q: 600, w: 60 },
        day: { q: 10_000, w: 86_400 },
      });
      const left = fieldItems(answer.headers.get('ratelimit'));
      expect(left.minute?.r).toBe(600 - index - 1);
      expect(left.day?.r).toBe(10_000 - index - 1);
      expect(left.minute?.t).toBeGreaterThan(0);
      expect(left.minute?.t).toBeLessThanOrEqual(60);
      expect(left.day?.t).toBeLessThanOrEqual(86_400);
    }
    expect(answers[1]?.text).toBe(answers[0]?.text);
    // The same over tRPC, and a signed-in call's own key is its token: its key is not looked at.
    const trpc = await keyed('/trpc/signs.list', key);
    expect(trpc.status).toBe(200);
    expect(fieldItems(trpc.headers.get('ratelimit')).minute?.r).toBe(596);
    // Without a key (the anonymous limit is off outside production), no field.
    const anonymous = await read(path);
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('ratelimit')).toBeNull();

    const usage = await callAs(server.url, 'GET', '/api/keys/usage', { as: owner });
    const mine = (usage.json as { keys: { id: number; requests: number[] }[] }).keys;
    expect(mine.map((entry) => entry.requests.at(-1))).toContain(4);
    const listed = (await callAs(server.url, 'GET', '/api/keys', { as: owner })).json as {
      prefix: string;
      lastUsedAt: string | null;
    }[];
    expect(listed.find((entry) => entry.prefix === key.slice(0, 12))?.lastUsedAt).not.toBeNull();
  });

  it('refuses a malformed, unknown or revoked key 401 in words, in the request’s language, on every path a read takes', async () => {
    const created = await makeKey('soon revoked');
    const path = `/api/horoscope/daily?sign=Wolf&probe=${randomBytes(4).toString('hex')}`;
    expect((await keyed(path, created.key)).status).toBe(200);
    // Stored now: the next answers would come from the store.
    expect((await callAs(server.url, 'DELETE', `/api/keys/${created.id}`, { as: owner })).status).toBe(204);
    for (const [key, message] of [
      [created.key, 'X-Api-Key: unknown or revoked API key'],
      [unknownKey(), 'X-Api-Key: unknown or revoked API key'],
      ['not-a-key', expect.stringMatching(/^X-Api-Key: not an API key of this service/)],
      ['', expect.stringMatching(/^X-Api-Key: not an API key/)],
      [`${unknownKey()}x`, expect.stringMatching(/^X-Api-Key: not an API key/)],
    ] as const) {
      for (const url of [path, '/api/signs', '/trpc/calendar.get']) {
        const refused = await keyed(url, key);
        expect(refused.status, `${url} ${key}`).toBe(401);
        expect(errorMessage(refused), url).toEqual(message);
        expect(refused.headers.get('ratelimit')).toBeNull();
      }
    }
    const spanish = await keyed(path, created.key, { 'accept-language': 'es' });
    expect(errorMessage(spanish)).toBe('X-Api-Key: clave de API desconocida o revocada');
    const german = await keyed(`${path}&lang=de`, 'cz_live_x');
    expect(errorMessage(german)).toMatch(/^X-Api-Key: kein API-Schlüssel dieses Dienstes/);
    // A signed-in call does not take a key: a key alone is no sign-in.
    const signedIn = await keyed('/api/readings/me', unknownKey());
    expect(signedIn.status).toBe(401);
    expect(errorMessage(signedIn)).toBe('Sign in required');
    // The calendar feed is no metered read: a key there is not looked at.
    expect((await keyed('/api/feeds/Wolf.ics', 'not-a-key')).status).toBe(200);
  });

  it('refuses an account’s 11th key 409, naming the limit', async () => {
    const person = await signIn({ email: uniqueEmail('many-keys'), name: 'Many Keys' });
    for (let index = 0; index < 10; index += 1) await makeKey(`key ${index}`, person);
    const refused = await callAs(server.url, 'POST', '/api/keys', { as: person, json: { name: 'eleventh' } });
    expect(refused.status).toBe(409);
    expect(errorMessage(refused)).toBe('An account holds at most 10 API keys: revoke one to make another');
    const blank = await callAs(server.url, 'POST', '/api/keys', { as: person, json: { name: ' ' } });
    expect(blank.status).toBe(400);
  });
});

describe('read quotas', () => {
  let database: TestDatabase;
  let server: TestServer;
  let owner: SignedIn;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    server = await startTestServer(database.handle, {
      API_KEY_REQUESTS_PER_MINUTE: '3',
      API_KEY_REQUESTS_PER_DAY: '5',
      ANONYMOUS_READS_PER_MINUTE: '2',
    });
    owner = await signIn({ email: uniqueEmail('quota'), name: 'Quota Owner' });
  });

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    send(`${server.url}${path}`, { headers });

  it('answers a key’s 4th request in a minute 429 naming the limit, with Retry-After and r=0, then its day’s', async () => {
    const created = await callAs(server.url, 'POST', '/api/keys', { as: owner, json: { name: 'quota' } });
    const { key } = created.json as CreatedKey;
    const headers = { 'x-api-key': key };
    for (let call = 0; call < 3; call += 1) expect((await get('/api/signs', headers)).status).toBe(200);
    for (const language of ['en', 'es', 'de']) {
      const refused = await get('/api/signs', { ...headers, 'accept-language': language });
      expect(refused.status).toBe(429);
      const seconds = Number(refused.headers.get('retry-after'));
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(60);
      expect(fieldItems(refused.headers.get('ratelimit')).minute?.r).toBe(0);
      expect(fieldItems(refused.headers.get('ratelimit-policy')).minute).toEqual({ q: 3, w: 60 });
      const message = {
        en: `Too many requests: the limit is 3 requests a minute per API key; try again in ${seconds} s`,
        es: `Demasiadas peticiones: el límite es de 3 peticiones por minuto por clave de API; vuelve a intentarlo dentro de ${seconds} s`,
        de: `Zu viele Anfragen: erlaubt sind 3 Anfragen pro Minute je API-Schlüssel; versuche es in ${seconds} s erneut`,
      }[language];
      expect(errorMessage(refused)).toBe(message);
    }
    // A new minute: two more fit in the day's five, then the day is spent until UTC midnight.
    await resetRateLimits(database.handle);
    expect((await get('/api/signs', headers)).status).toBe(200);
    expect((await get('/api/calendar', headers)).status).toBe(200);
    const spent = await get('/api/signs', headers);
    expect(spent.status).toBe(429);
    expect(errorMessage(spent)).toMatch(/^Too many requests: the limit is 5 requests a day per API key/);
    const untilMidnight = Math.ceil(
      (Date.parse(`${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}T00:00:00Z`) - Date.now()) /
        1000,
    );
    expect(Math.abs(Number(spent.headers.get('retry-after')) - untilMidnight)).toBeLessThanOrEqual(5);
    expect(fieldItems(spent.headers.get('ratelimit')).day?.r).toBe(0);
    // The chart counts what was served: five.
    const usage = await callAs(server.url, 'GET', '/api/keys/usage', { as: owner });
    expect((usage.json as { keys: { requests: number[] }[]; perDay: number }).keys[0]?.requests.at(-1)).toBe(
      5,
    );
    expect(usage.json as { perMinute: number; perDay: number }).toMatchObject({ perMinute: 3, perDay: 5 });
  });

  it('limits anonymous reads per address, through the store too, and a signed-in reader per account', async () => {
    await resetRateLimits(database.handle);
    const path = `/api/signs?probe=${randomBytes(4).toString('hex')}`;
    const first = await get(path);
    expect(fieldItems(first.headers.get('ratelimit-policy'))).toEqual({ anonymous: { q: 2, w: 60 } });
    expect(fieldItems(first.headers.get('ratelimit')).anonymous?.r).toBe(1);
    const hits = server.app.sharedAnswers.hits;
    const second = await get(path);
    expect(server.app.sharedAnswers.hits - hits).toBe(1);
    expect(fieldItems(second.headers.get('ratelimit')).anonymous?.r).toBe(0);
    // Refused in front of Fastify's guards, wherever it would have been answered.
    for (const url of [path, '/trpc/signs.list', '/api/calendar']) {
      const refused = await get(url);
      expect(refused.status, url).toBe(429);
      expect(errorMessage(refused)).toMatch(
        /^Too many requests: the limit is 2 requests a minute per address; try again in \d+ s$/,
      );
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // A bearer that is no token counts as the address.
    expect((await get(path, { authorization: 'Bearer nonsense' })).status).toBe(429);
    // Signed in: the account's own two.
    const reader = await signIn({ email: uniqueEmail('reader'), name: 'Reader' });
    const bearer = { authorization: `Bearer ${reader.idToken}` };
    const mine = await get(path, bearer);
    expect(mine.status).toBe(200);
    expect(fieldItems(mine.headers.get('ratelimit-policy'))).toEqual({ account: { q: 2, w: 60 } });
    expect((await get(path, bearer)).status).toBe(200);
    const spent = await get('/trpc/signs.list', bearer);
    expect(spent.status).toBe(429);
    expect(errorMessage(spent)).toMatch(/per account; try again/);
    // A signed-in call alone is not a public read: not counted.
    expect((await get('/api/users/me', bearer)).status).toBe(200);
    // A key is counted apart from the address.
    const created = await callAs(server.url, 'POST', '/api/keys', { as: owner, json: { name: 'apart' } });
    expect((await get(path, { 'x-api-key': (created.json as CreatedKey).key })).status).toBe(200);
  });

  it('keeps nothing for many distinct bad keys: no row, and a heap that does not grow with them', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const heap = () => {
      gc();
      gc();
      return process.memoryUsage().heapUsed / 2 ** 20;
    };
    const sendBad = async (count: number) => {
      let next = 0;
      const lane = async () => {
        while (next < count) {
          next += 1;
          const key = next % 3 === 0 ? `cz_live_${randomBytes(20).toString('hex')}` : unknownKey();
          const refused = await get(`/api/signs?n=${next % 50}`, { 'x-api-key': key });
          if (refused.status !== 401) throw new Error(`${key}: ${refused.status}`);
        }
      };
      await Promise.all(Array.from({ length: 4 }, lane));
    };
    const usageRows = async () => {
      const [row] = rowsOf<{ count: number }>(
        await database.handle.db.execute(sql`select count(*)::int as count from api_key_usage`),
      );
      return Number(row?.count);
    };
    const usageBefore = await usageRows();
    await resetRateLimits(database.handle);
    await sendBad(500);
    const before = heap();
    await sendBad(5_000);
    const grew = heap() - before;
    console.log(`5,000 distinct bad keys: heap ${before.toFixed(1)} MB, grew ${grew.toFixed(1)} MB`);
    expect(grew).toBeLessThan(10);
    expect(await rateLimitRows(database)).toBe(0);
    expect(await usageRows()).toBe(usageBefore);
  }, 300_000);
});
