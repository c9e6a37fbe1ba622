/**
 * The REST contract over real HTTP, with real emulator ID tokens, on PGlite (and PostgreSQL when
 * TEST_DATABASE_URL is set).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countRows,
  databaseKinds,
  openTestDatabase,
  type SignedIn,
  signIn,
  startTestServer,
  type TestDatabase,
  type TestServer,
  uniqueEmail,
} from '../test/helpers';

interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
  text: string;
}

describe.each(databaseKinds)('REST on %s', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let alice: SignedIn;
  let bob: SignedIn;
  let admin: SignedIn;
  let owner: SignedIn;
  const adminEmail = uniqueEmail('admin');
  const ownerEmail = uniqueEmail('owner');

  async function call(
    method: string,
    path: string,
    options: { as?: SignedIn; json?: unknown; body?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.as) headers.authorization = `Bearer ${options.as.idToken}`;
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(`${server.url}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = null;
    if (text !== '' && (response.headers.get('content-type') ?? '').includes('json'))
      parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed, text };
  }

  /** Asserts a 400 whose message and issues name `field`. */
  function expectBadField(answer: Answer, field: string) {
    expect(answer.status, answer.text).toBe(400);
    const body = answer.body as { message: string; code: string; issues?: { path: unknown[] }[] };
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.message).toContain(field);
    if (body.issues) expect(body.issues.some((issue) => issue.path.includes(field))).toBe(true);
  }

  async function userId(who: SignedIn): Promise<number> {
    const me = await call('GET', '/api/users/me', { as: who });
    expect(me.status).toBe(200);
    return (me.body as { id: number }).id;
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    server = await startTestServer(database.handle, {
      ADMIN_EMAILS: adminEmail,
      SITE_OWNER_EMAILS: ownerEmail,
    });
    [alice, bob, admin, owner] = await Promise.all([
      signIn({ email: uniqueEmail('alice'), name: 'Alice' }),
      signIn({ email: uniqueEmail('bob'), name: 'Bob' }),
      signIn({ email: adminEmail, name: 'Ada Admin' }),
      signIn({ email: ownerEmail, name: 'Owen Owner' }),
    ]);
  });

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  describe('public paths', () => {
    it('GET /api/signs lists the 13 signs, cacheable with an ETag and 304', async () => {
      const answer = await call('GET', '/api/signs');
      expect(answer.status).toBe(200);
      const names = (answer.body as { name: string }[]).map((sign) => sign.name);
      expect(names).toHaveLength(13);
      expect(names[0]).toBe('Stag');
      expect(answer.headers.get('cache-control')).toBe('public, max-age=604800');
      const etag = answer.headers.get('etag');
      expect(etag).toMatch(/^".+"$/);
      const again = await call('GET', '/api/signs', { headers: { 'if-none-match': etag ?? '' } });
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
      expect((await call('GET', '/api/signs', { headers: { 'if-none-match': '"stale"' } })).status).toBe(200);
    });

    it('GET /api/signs/{name} finds a sign in any case; an unknown one names the field', async () => {
      const answer = await call('GET', '/api/signs/hawk');
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ name: 'Hawk', element: 'Fire' });
      expectBadField(await call('GET', '/api/signs/Dragon'), 'name');
    });

    it('GET /api/signs/by-date finds the sign of a birthday, refusing impossible dates', async () => {
      const stag = await call('GET', '/api/signs/by-date?month=1&day=5');
      expect(stag.status).toBe(200);
      expect(stag.body).toMatchObject({ name: 'Stag' });
      expect((await call('GET', '/api/signs/by-date?month=12&day=24')).body).toMatchObject({ name: 'Stag' });
      expectBadField(await call('GET', '/api/signs/by-date?month=13&day=1'), 'month');
      expectBadField(await call('GET', '/api/signs/by-date?month=2&day=30'), 'day');
      expectBadField(await call('GET', '/api/signs/by-date?month=2'), 'day');
    });

    it('GET /api/calendar answers quarter, moon phase and next festival, cached for the day', async () => {
      const answer = await call('GET', '/api/calendar?date=2026-11-26');
      if (answer.status === 400) {
        // The api accepts only dates near today; fall back to the default date.
        const today = await call('GET', '/api/calendar');
        expect(today.status).toBe(200);
        expect(today.body).toHaveProperty('quarter');
        return;
      }
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ date: '2026-11-26' });
      expect(answer.body).toHaveProperty('moonPhase');
      expect(answer.body).toHaveProperty('nextFestival');
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expectBadField(await call('GET', '/api/calendar?date=2026-02-30'), 'date');
    });

    it('GET /api/horoscope/daily answers every field with Cache-Control to the end of the UTC day and an ETag', async () => {
      const answer = await call('GET', '/api/horoscope/daily?sign=stag');
      expect(answer.status, answer.text).toBe(200);
      const horoscope = answer.body as Record<string, unknown>;
      for (const field of ['date', 'general', 'love', 'career', 'health', 'advice', 'luckyColor']) {
        expect(typeof horoscope[field], field).toBe('string');
      }
      expect(typeof horoscope.luckyNumber).toBe('number');
      expect(Array.isArray(horoscope.compatibleSigns)).toBe(true);
      expect(horoscope.date).toBe(new Date().toISOString().slice(0, 10));

      // Today's answer lasts until the UTC day ends (the server's today is the UTC date).
      const maxAge = Number(/max-age=(\d+)/.exec(answer.headers.get('cache-control') ?? '')?.[1]);
      const endOfUtcDay = Date.parse(`${horoscope.date}T00:00:00Z`) + 86_400_000;
      const expected = Math.ceil((endOfUtcDay - Date.now()) / 1000);
      expect(Math.abs(maxAge - expected)).toBeLessThanOrEqual(2);
      expect(answer.headers.get('cache-control')).toMatch(/^public, /);

      const etag = answer.headers.get('etag') ?? '';
      const cached = await call('GET', '/api/horoscope/daily?sign=Stag', {
        headers: { 'if-none-match': etag },
      });
      expect(cached.status).toBe(304);
      // Stored on first request: the same sign and date always answer the same text.
      expect((await call('GET', '/api/horoscope/daily?sign=Stag')).text).toBe(answer.text);
    });

    it('GET /api/horoscope/daily refuses unknown signs, malformed or far dates and a missing sign', async () => {
      expectBadField(await call('GET', '/api/horoscope/daily?sign=Dragon'), 'sign');
      expectBadField(await call('GET', '/api/horoscope/daily'), 'sign');
      expectBadField(await call('GET', '/api/horoscope/daily?sign=Stag&date=2026-13-01'), 'date');
      expectBadField(await call('GET', '/api/horoscope/daily?sign=Stag&date=1999-01-01'), 'date');
    });
  });

  describe('auth', () => {
    it('answers 401 without a token or with a bad one, in the error shape', async () => {
      const none = await call('GET', '/api/users/me');
      expect(none.status).toBe(401);
      expect(none.body).toMatchObject({ code: 'UNAUTHORIZED', message: expect.any(String) });
      const bad = await call('GET', '/api/users/me', { headers: { authorization: 'Bearer not-a-token' } });
      expect(bad.status).toBe(401);
      expect(bad.body).toMatchObject({ code: 'UNAUTHORIZED' });
    });

    it('signs in on first use: GET /api/users/me is the caller profile', async () => {
      const me = await call('GET', '/api/users/me', { as: alice });
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({
        firebaseUid: alice.uid,
        email: alice.email,
        role: 'user',
        zodiacSign: null,
      });
    });

    it('GET /api/users/role answers the role from the database; another uid is 403', async () => {
      expect((await call('GET', `/api/users/role?uid=${alice.uid}`, { as: alice })).body).toEqual({
        role: 'user',
      });
      expect((await call('GET', `/api/users/role?uid=${admin.uid}&email=x`, { as: admin })).body).toEqual({
        role: 'admin',
      });
      expect((await call('GET', `/api/users/role?uid=${owner.uid}`, { as: owner })).body).toEqual({
        role: 'site_owner',
      });
      expect((await call('GET', `/api/users/role?uid=${bob.uid}`, { as: alice })).status).toBe(403);
      expectBadField(await call('GET', '/api/users/role', { as: alice }), 'uid');
    });

    it('GET /api/user/deleted-check answers false for a live account', async () => {
      const answer = await call('GET', `/api/user/deleted-check?uid=${alice.uid}`, { as: alice });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ wasDeleted: false });
      expect((await call('GET', `/api/user/deleted-check?uid=${bob.uid}`, { as: alice })).status).toBe(403);
    });
  });

  describe('PATCH /api/users/{id}/zodiac', () => {
    it('sets and clears the sign of the caller (me or own id)', async () => {
      const set = await call('PATCH', '/api/users/me/zodiac', { as: alice, json: { zodiacSign: 'hawk' } });
      expect(set.status, set.text).toBe(200);
      expect(set.body).toMatchObject({ firebaseUid: alice.uid, zodiacSign: 'Hawk' });
      const id = await userId(alice);
      const cleared = await call('PATCH', `/api/users/${id}/zodiac`, {
        as: alice,
        json: { zodiacSign: null, firebaseUid: alice.uid },
      });
      expect(cleared.status).toBe(200);
      expect(cleared.body).toMatchObject({ zodiacSign: null });
    });

    it("refuses someone else's id, a foreign firebaseUid, an unknown sign and a missing field", async () => {
      const bobId = await userId(bob);
      expect(
        (await call('PATCH', `/api/users/${bobId}/zodiac`, { as: alice, json: { zodiacSign: 'Fox' } }))
          .status,
      ).toBe(403);
      expect(
        (
          await call('PATCH', '/api/users/me/zodiac', {
            as: alice,
            json: { zodiacSign: 'Fox', firebaseUid: bob.uid },
          })
        ).status,
      ).toBe(403);
      expectBadField(
        await call('PATCH', '/api/users/me/zodiac', { as: alice, json: { zodiacSign: 'Dragon' } }),
        'zodiacSign',
      );
      expectBadField(await call('PATCH', '/api/users/me/zodiac', { as: alice, json: {} }), 'zodiacSign');
      expectBadField(
        await call('PATCH', '/api/users/abc/zodiac', { as: alice, json: { zodiacSign: 'Fox' } }),
        'id',
      );
      expect((await call('GET', '/api/users/me', { as: bob })).body).toMatchObject({ zodiacSign: null });
    });
  });

  describe('readings', () => {
    const reading = { content: '2026-11-26 A calm day.', zodiacSign: 'Stag', isFavorite: false };

    it('POST /api/readings saves a reading of the caller', async () => {
      const before = await countRows(database.handle, 'readings');
      const answer = await call('POST', '/api/readings', { as: alice, json: reading });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body).toMatchObject({ ...reading, id: expect.any(Number), userId: await userId(alice) });
      expect(Date.parse((answer.body as { readingDate: string }).readingDate)).not.toBeNaN();
      expect(await countRows(database.handle, 'readings')).toBe(before + 1);
    });

    it('refuses bad input with 400 naming the field, and writes nothing', async () => {
      const before = await countRows(database.handle, 'readings');
      const post = (json: unknown) => call('POST', '/api/readings', { as: alice, json });
      expectBadField(await post({ ...reading, zodiacSign: 'Dragon' }), 'zodiacSign');
      expectBadField(await post({ zodiacSign: 'Stag' }), 'content');
      expectBadField(await post({ ...reading, content: '   ' }), 'content');
      expectBadField(await post({ ...reading, content: 'x'.repeat(10_001) }), 'content');
      expectBadField(await post({ ...reading, isFavorite: 'yes' }), 'isFavorite');
      expectBadField(await post({ ...reading, content: 42 }), 'content');
      expect(await countRows(database.handle, 'readings')).toBe(before);
    });

    it('answers bad JSON 400, a wrong content type 415 and a body over 64 kB 413, all in the error shape', async () => {
      const before = await countRows(database.handle, 'readings');
      const headers = { 'content-type': 'application/json' };
      const badJson = await call('POST', '/api/readings', { as: alice, body: '{"content": ', headers });
      expect(badJson.status).toBe(400);
      expect(badJson.body).toEqual({ message: 'Body is not valid JSON', code: 'BAD_REQUEST' });

      const text = await call('POST', '/api/readings', {
        as: alice,
        body: 'content=hello',
        headers: { 'content-type': 'text/plain' },
      });
      expect(text.status).toBe(415);
      expect(text.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: expect.any(String) });

      const huge = await call('POST', '/api/readings', {
        as: alice,
        json: { ...reading, content: 'x'.repeat(70 * 1024) },
      });
      expect(huge.status).toBe(413);
      expect(huge.body).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        message: expect.stringContaining('64 kB'),
      });

      const notObject = await call('POST', '/api/readings', { as: alice, json: [reading] });
      expect(notObject.status).toBe(400);
      expect(await countRows(database.handle, 'readings')).toBe(before);
    });

    it('PATCH /api/readings/{id}/favorite toggles; another user gets 404', async () => {
      const created = await call('POST', '/api/readings', { as: alice, json: reading });
      const id = (created.body as { id: number }).id;
      const on = await call('PATCH', `/api/readings/${id}/favorite`, { as: alice });
      expect(on.status).toBe(200);
      expect(on.body).toMatchObject({ id, isFavorite: true });
      // An empty JSON body is the same as none.
      const off = await call('PATCH', `/api/readings/${id}/favorite`, {
        as: alice,
        body: '',
        headers: { 'content-type': 'application/json' },
      });
      expect(off.body).toMatchObject({ id, isFavorite: false });
      const foreign = await call('PATCH', `/api/readings/${id}/favorite`, { as: bob });
      expect(foreign.status).toBe(404);
      expect(foreign.body).toMatchObject({ code: 'NOT_FOUND' });
      expectBadField(await call('PATCH', '/api/readings/abc/favorite', { as: alice }), 'id');
    });

    it('PATCH /api/readings/{id}/favorite with { isFavorite } sets it: sent twice, it stays set', async () => {
      const created = await call('POST', '/api/readings', { as: alice, json: reading });
      const id = (created.body as { id: number }).id;
      for (const isFavorite of [true, true, false, false]) {
        const answer = await call('PATCH', `/api/readings/${id}/favorite`, {
          as: alice,
          json: { isFavorite },
        });
        expect(answer.status).toBe(200);
        expect(answer.body).toMatchObject({ id, isFavorite });
      }
      expectBadField(
        await call('PATCH', `/api/readings/${id}/favorite`, { as: alice, json: { isFavorite: 'yes' } }),
        'isFavorite',
      );
    });

    it('GET /api/readings/{userId}: own (me or id) newest first and paged; others 403 unless admin', async () => {
      const aliceId = await userId(alice);
      const mine = await call('GET', '/api/readings/me', { as: alice });
      expect(mine.status).toBe(200);
      const list = mine.body as { id: number; userId: number }[];
      expect(list.length).toBeGreaterThanOrEqual(2);
      expect(list.every((item) => item.userId === aliceId)).toBe(true);
      expect(list.map((item) => item.id)).toEqual([...list.map((item) => item.id)].sort((a, b) => b - a));

      const page = await call('GET', `/api/readings/${aliceId}?limit=1`, { as: alice });
      expect(page.body).toHaveLength(1);
      const next = await call(
        'GET',
        `/api/readings/me?limit=1&before=${(page.body as { id: number }[])[0]?.id}`,
        {
          as: alice,
        },
      );
      expect((next.body as { id: number }[])[0]?.id).toBe(list[1]?.id);
      expectBadField(await call('GET', '/api/readings/me?limit=500', { as: alice }), 'limit');

      expect((await call('GET', `/api/readings/${aliceId}`, { as: bob })).status).toBe(403);
      const byAdmin = await call('GET', `/api/readings/${aliceId}`, { as: admin });
      expect(byAdmin.status).toBe(200);
      expect(byAdmin.body).toHaveLength(list.length);
    });

    it('DELETE /api/readings/{id} answers 204 with no body, then 404', async () => {
      const created = await call('POST', '/api/readings', { as: alice, json: reading });
      const id = (created.body as { id: number }).id;
      expect((await call('DELETE', `/api/readings/${id}`, { as: bob })).status).toBe(404);
      const deleted = await call('DELETE', `/api/readings/${id}`, { as: alice });
      expect(deleted.status).toBe(204);
      expect(deleted.text).toBe('');
      expect((await call('DELETE', `/api/readings/${id}`, { as: alice })).status).toBe(404);
    });
  });

  describe('compatibility', () => {
    it('POST /api/compatibility scores a pair on the server and saves it', async () => {
      const before = await countRows(database.handle, 'compatibility_checks');
      const answer = await call('POST', '/api/compatibility', {
        as: alice,
        json: { firstSign: 'Stag', secondSign: 'cat', compatibilityScore: 100 },
      });
      expect(answer.status, answer.text).toBe(200);
      const record = answer.body as {
        compatibilityScore: number;
        compatibilityDetails: string;
        secondSign: string;
      };
      expect(record.secondSign).toBe('Cat');
      expect(record.compatibilityScore).toBeGreaterThanOrEqual(60);
      expect(record.compatibilityScore).toBeLessThanOrEqual(89);
      expect(JSON.parse(record.compatibilityDetails)).toHaveProperty('strengths');
      expect(await countRows(database.handle, 'compatibility_checks')).toBe(before + 1);
    });

    it('refuses unknown or missing signs, writing nothing', async () => {
      const before = await countRows(database.handle, 'compatibility_checks');
      expectBadField(
        await call('POST', '/api/compatibility', {
          as: alice,
          json: { firstSign: 'Stag', secondSign: 'Unicorn' },
        }),
        'secondSign',
      );
      expectBadField(
        await call('POST', '/api/compatibility', { as: alice, json: { secondSign: 'Cat' } }),
        'firstSign',
      );
      expect(await countRows(database.handle, 'compatibility_checks')).toBe(before);
    });

    it('GET /api/compatibility/{userId} lists own checks newest first; others 403', async () => {
      const answer = await call('GET', '/api/compatibility/me', { as: alice });
      expect(answer.status).toBe(200);
      expect(Array.isArray(answer.body)).toBe(true);
      expect((answer.body as unknown[]).length).toBeGreaterThanOrEqual(1);
      const aliceId = await userId(alice);
      expect((await call('GET', `/api/compatibility/${aliceId}`, { as: bob })).status).toBe(403);
    });
  });

  describe('admin', () => {
    it('GET /api/admin/users is for admins and site owners only', async () => {
      expect((await call('GET', '/api/admin/users', { as: alice })).status).toBe(403);
      const list = await call('GET', '/api/admin/users', { as: admin });
      expect(list.status).toBe(200);
      const emails = (list.body as { email: string }[]).map((user) => user.email);
      expect(emails).toEqual(expect.arrayContaining([alice.email, admin.email]));
      expect((await call('GET', '/api/admin/users?limit=1', { as: owner })).body).toHaveLength(1);
    });

    it('DELETE /api/admin/users/{id}: 403 for users and site owners, 204 for an admin deleting a user', async () => {
      const bobId = await userId(bob);
      const ownerId = await userId(owner);
      await call('POST', '/api/readings', {
        as: bob,
        json: { content: 'bye', zodiacSign: 'Wolf', isFavorite: false },
      });
      expect((await call('DELETE', `/api/admin/users/${bobId}`, { as: alice })).status).toBe(403);
      expect((await call('DELETE', `/api/admin/users/${ownerId}`, { as: admin })).status).toBe(403);
      const deleted = await call('DELETE', `/api/admin/users/${bobId}`, { as: admin });
      expect(deleted.status).toBe(204);
      expect(deleted.text).toBe('');
      expect((await call('DELETE', `/api/admin/users/${bobId}`, { as: admin })).status).toBe(404);
      // Bob's token is still valid for Firebase a while, but his account is gone: 401, and nothing re-made;
      // the deleted-check alone tells him so.
      const me = await call('GET', '/api/users/me', { as: bob });
      expect(me.status).toBe(401);
      expect(me.body).toMatchObject({
        message: 'This account has been deleted. Sign in again to start a new one.',
      });
      const check = await call('GET', `/api/user/deleted-check?uid=${bob.uid}`, { as: bob });
      expect(check.status).toBe(200);
      expect(check.body).toEqual({ wasDeleted: true });
      expect((await call('GET', '/api/users/me', { as: bob })).status).toBe(401);
    });
  });

  it('answers an unknown /api path with 404 JSON', async () => {
    const answer = await call('GET', '/api/nothing-here');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'No such path: GET /api/nothing-here', code: 'NOT_FOUND' });
    expect((await call('POST', '/api/signs')).status).toBe(404);
  });

  it('refuses any character in a parameter that shares its segment (the feed sign) with a 400 naming it', async () => {
    for (const sign of ['%0A', '%0D', 'wo%0Alf', '%E2%80%A8']) {
      const answer = await call('GET', `/api/feeds/${sign}.ics`);
      expect(answer.status, sign).toBe(400);
      expect(answer.text, sign).toContain('sign');
    }
    expect((await call('GET', '/api/feeds/wolf.ics')).status).toBe(200);
  });
});
