import type { AnyTRPCProcedure } from '@trpc/server';
import { createOpenApiFetchHandler, generateOpenApiDocument } from 'trpc-to-openapi';
import { describe, expect, it } from 'vitest';
import type { VerifiedToken } from './context';
import { appRouter } from './root';
import { contextFromHeader, useTestDb } from './test/helpers';
import type { Meta } from './trpc';

const testDb = useTestDb();

/** docs/INTERNALS.md's procedure table: tRPC name → REST method and path (relative to /api). */
const restTable: Record<string, [string, string]> = {
  'user.deletedCheck': ['GET', '/user/deleted-check'],
  'user.updateZodiac': ['PATCH', '/users/{id}/zodiac'],
  'user.role': ['GET', '/users/role'],
  'user.me': ['GET', '/users/me'],
  'user.setLocale': ['PUT', '/users/me/locale'],
  'user.exportMe': ['GET', '/users/me/export'],
  'user.deleteMe': ['DELETE', '/users/me'],
  'horoscope.daily': ['GET', '/horoscope/daily'],
  'horoscope.dailyAll': ['GET', '/horoscope/daily/all'],
  'horoscope.weekly': ['GET', '/horoscope/weekly'],
  'horoscope.monthly': ['GET', '/horoscope/monthly'],
  'horoscope.yearly': ['GET', '/horoscope/yearly'],
  'readings.create': ['POST', '/readings'],
  'readings.toggleFavorite': ['PATCH', '/readings/{id}/favorite'],
  'readings.list': ['GET', '/readings/{userId}'],
  'readings.saved': ['GET', '/readings/saved/{zodiacSign}/{kind}/{period}'],
  'readings.delete': ['DELETE', '/readings/{id}'],
  'compatibility.check': ['POST', '/compatibility'],
  'compatibility.list': ['GET', '/compatibility/{userId}'],
  'admin.listUsers': ['GET', '/admin/users'],
  'admin.deleteUser': ['DELETE', '/admin/users/{id}'],
  'admin.setRole': ['PATCH', '/admin/users/{id}/role'],
  'admin.audit': ['GET', '/admin/audit'],
  'signs.list': ['GET', '/signs'],
  'signs.byDate': ['GET', '/signs/by-date'],
  'signs.byName': ['GET', '/signs/{name}'],
  'calendar.get': ['GET', '/calendar'],
  'feeds.sign': ['GET', '/feeds/{sign}.ics'],
  'birth.chart': ['GET', '/birth-chart'],
  'birth.mine': ['GET', '/users/me/birth'],
  'birth.keep': ['PUT', '/users/me/birth'],
  'birth.forget': ['DELETE', '/users/me/birth'],
  'user.reminder': ['GET', '/users/me/reminder'],
  'user.setReminder': ['PUT', '/users/me/reminder'],
  'push.publicKey': ['GET', '/push/public-key'],
  'push.subscribe': ['POST', '/push/subscriptions'],
  'push.unsubscribe': ['DELETE', '/push/subscriptions'],
  'push.test': ['POST', '/push/test'],
  'status.get': ['GET', '/status'],
  'keys.list': ['GET', '/keys'],
  'keys.create': ['POST', '/keys'],
  'keys.delete': ['DELETE', '/keys/{id}'],
  'keys.usage': ['GET', '/keys/usage'],
};

const publicProcedures = new Set([
  'horoscope.daily',
  'horoscope.dailyAll',
  'horoscope.weekly',
  'feeds.sign',
  'signs.list',
  'signs.byDate',
  'signs.byName',
  'calendar.get',
  'birth.chart',
  'push.publicKey',
  'status.get',
]);

// At runtime the router keeps its procedures flat, keyed by dotted path.
const procedures = appRouter._def.procedures as unknown as Record<string, AnyTRPCProcedure>;

describe('REST meta', () => {
  it('declares exactly the REST paths of the INTERNALS.md table', () => {
    expect(Object.keys(procedures).sort()).toEqual(Object.keys(restTable).sort());
    for (const [name, procedure] of Object.entries(procedures)) {
      const meta = procedure._def.meta as Meta | undefined;
      const openapi = meta?.openapi;
      expect(openapi, name).toBeDefined();
      expect([openapi?.method, openapi?.path], name).toEqual(restTable[name]);
      // Who may call it is the procedure's access alone: the document derives its security from that.
      expect(openapi?.protect, name).toBeUndefined();
      expect(meta?.access === 'public', name).toBe(publicProcedures.has(name));
      expect(openapi?.tags?.length, name).toBeGreaterThan(0);
      expect(openapi?.summary, name).toBeTruthy();
    }
  });

  it('marks the cacheable public answers', () => {
    const cacheOf = (name: string) => (procedures[name]?._def.meta as Meta | undefined)?.cache;
    const dated = ['horoscope.daily', 'horoscope.dailyAll', 'horoscope.weekly', 'calendar.get', 'feeds.sign'];
    expect(dated.map(cacheOf)).toEqual(dated.map(() => 'dated'));
    // Signed-in answers may be kept by the caller's browser only (private).
    expect(['horoscope.monthly', 'horoscope.yearly'].map(cacheOf)).toEqual(['dated', 'dated']);
    expect(['signs.list', 'signs.byName', 'signs.byDate'].map(cacheOf)).toEqual([
      'static',
      'static',
      'static',
    ]);
    expect(cacheOf('readings.list')).toBeUndefined();
  });

  it('generates an OpenAPI document covering every path', () => {
    const document = generateOpenApiDocument(appRouter, { title: 'test', version: '1', baseUrl: '/api' });
    const paths = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item ?? {}).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(paths.sort()).toEqual(
      Object.values(restTable)
        .map(([m, p]) => `${m} ${p}`)
        .sort(),
    );
  });
});

describe('REST through trpc-to-openapi', () => {
  const verifyToken = async (token: string): Promise<VerifiedToken> => ({
    uid: token,
    email: `${token}@example.com`,
  });

  async function rest(method: string, path: string, options: { token?: string; body?: unknown } = {}) {
    const createContext = contextFromHeader(testDb.db, verifyToken);
    const headers = new Headers();
    if (options.token) headers.set('authorization', `Bearer ${options.token}`);
    if (options.body !== undefined) headers.set('content-type', 'application/json');
    const response = await createOpenApiFetchHandler({
      endpoint: '/api',
      router: appRouter,
      req: new Request(`http://test/api${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      }),
      createContext: ({ req }: { req: Request }) =>
        createContext(req.headers.get('authorization') ?? undefined),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }

  it('reads numbers from query strings and refuses "abc", "1.5" and "-1"', async () => {
    const created = await rest('POST', '/readings', {
      token: 'rest-a',
      body: { content: 'hello', zodiacSign: 'owl' },
    });
    expect(created.status).toBe(400);
    expect(created.body).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'zodiacSign: Unknown zodiac sign "owl"',
    });

    const ok = await rest('POST', '/readings', {
      token: 'rest-a',
      body: { content: 'hello', zodiacSign: 'swan' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ content: 'hello', zodiacSign: 'Swan', isFavorite: false });

    const listed = await rest('GET', '/readings/me?limit=1', { token: 'rest-a' });
    expect(listed).toMatchObject({ status: 200, body: [{ id: ok.body.id }] });
    const byId = await rest('GET', `/readings/${ok.body.userId}?limit=5&before=${ok.body.id + 1}`, {
      token: 'rest-a',
    });
    expect(byId.body).toHaveLength(1);

    for (const bad of ['abc', '1.5', '-1', '0', '']) {
      const answer = await rest('GET', `/readings/me?limit=${bad}`, { token: 'rest-a' });
      expect(answer.status, bad).toBe(400);
      expect(answer.body.message, bad).toBe('limit: Expected a whole number from 1 to 200');
    }
  });

  it('answers the status of each failure', async () => {
    expect((await rest('GET', '/users/me')).status).toBe(401);
    const other = await rest('GET', '/users/me', { token: 'rest-b' });
    expect(other.status).toBe(200);
    expect((await rest('GET', `/readings/${other.body.id}`, { token: 'rest-c' })).status).toBe(403);
    expect((await rest('GET', '/admin/users', { token: 'rest-c' })).status).toBe(403);
    expect((await rest('PATCH', '/readings/999999/favorite', { token: 'rest-c', body: {} })).status).toBe(
      404,
    );
    expect((await rest('DELETE', '/readings/abc', { token: 'rest-c' })).status).toBe(400);
  });

  it('routes /signs/by-date before /signs/{name} and reads month and day as numbers', async () => {
    expect(await rest('GET', '/signs/by-date?month=8&day=5')).toMatchObject({
      status: 200,
      body: { name: 'Horse' },
    });
    expect(await rest('GET', '/signs/wolf')).toMatchObject({ status: 200, body: { name: 'Wolf' } });
    expect(await rest('GET', '/signs/by-date?month=2&day=30')).toMatchObject({
      status: 400,
      body: { message: 'day: Month 2 has at most 29 days' },
    });
    const list = await rest('GET', '/signs');
    expect(list.body).toHaveLength(13);
  });

  it('sets and clears the sign over PATCH /users/me/zodiac', async () => {
    const set = await rest('PATCH', '/users/me/zodiac', {
      token: 'rest-d',
      body: { zodiacSign: 'bull', firebaseUid: 'rest-d' },
    });
    expect(set).toMatchObject({ status: 200, body: { firebaseUid: 'rest-d', zodiacSign: 'Bull' } });
    const cleared = await rest('PATCH', '/users/me/zodiac', { token: 'rest-d', body: { zodiacSign: null } });
    expect(cleared.body.zodiacSign).toBeNull();
    const forged = await rest('PATCH', '/users/me/zodiac', {
      token: 'rest-d',
      body: { zodiacSign: 'Cat', firebaseUid: 'x' },
    });
    expect(forged.status).toBe(403);
  });
});
