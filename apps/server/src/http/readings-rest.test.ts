/**
 * The readings beyond today over real HTTP: any day, all signs, weeks, months, years and the iCalendar feed, on
 * PGlite (and PostgreSQL when TEST_DATABASE_URL is set), with their cache headers and role rules. The feed is
 * read back with node-ical, a parser that owes nothing to the library that writes it.
 */

import { premiumRequiredMessage } from '@celtic/api';
import { users } from '@celtic/db';
import { eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseKinds,
  openTestDatabase,
  type SignedIn,
  signIn,
  startTestServer,
  type TestDatabase,
  type TestServer,
  uniqueEmail,
} from '../test/helpers';

const dayMs = 86_400_000;
const isoDay = (offset: number) => new Date(Date.now() + offset * dayMs).toISOString().slice(0, 10);
const yearLong = 'public, max-age=31536000, immutable';

describe.each(databaseKinds)('readings beyond today on %s', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let plain: SignedIn;
  let premium: SignedIn;

  const get = async (path: string, options: { as?: SignedIn; headers?: Record<string, string> } = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.as) headers.authorization = `Bearer ${options.as.idToken}`;
    const response = await fetch(`${server.url}${path}`, { headers });
    const text = await response.text();
    const json =
      (response.headers.get('content-type') ?? '').includes('json') && text ? JSON.parse(text) : null;
    return { status: response.status, headers: response.headers, text, json };
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    server = await startTestServer(database.handle);
    [plain, premium] = await Promise.all([
      signIn({ email: uniqueEmail('plain'), name: 'Paul Plain' }),
      signIn({ email: uniqueEmail('premium'), name: 'Pia Premium' }),
    ]);
    // Sign both in once (their rows exist), then make one premium: only a site owner's screen sets roles.
    await Promise.all([get('/api/users/me', { as: plain }), get('/api/users/me', { as: premium })]);
    await database.handle.db.update(users).set({ role: 'premium' }).where(eq(users.firebaseUid, premium.uid));
  });

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  it('daily: any named day is kept a year; today until the UTC day ends; 304 on a matching ETag', async () => {
    const named = await get('/api/horoscope/daily?sign=Stag&date=2020-01-01');
    expect(named.status, named.text).toBe(200);
    expect(named.json).toMatchObject({ date: '2020-01-01' });
    expect(named.headers.get('cache-control')).toBe(yearLong);
    const etag = named.headers.get('etag') ?? '';
    const again = await get('/api/horoscope/daily?sign=Stag&date=2020-01-01', {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);

    const today = await get('/api/horoscope/daily?sign=Stag');
    const maxAge = Number(/^public, max-age=(\d+)$/.exec(today.headers.get('cache-control') ?? '')?.[1]);
    const untilMidnight = Math.ceil((Date.parse(`${isoDay(1)}T00:00:00Z`) - Date.now()) / 1000);
    expect(Math.abs(maxAge - untilMidnight)).toBeLessThanOrEqual(3);

    expect((await get(`/api/horoscope/daily?sign=Stag&date=${isoDay(30)}`)).status).toBe(200);
    const far = await get(`/api/horoscope/daily?sign=Stag&date=${isoDay(31)}`);
    expect(far.status).toBe(400);
    expect(far.json.message).toBe(
      `date: Must be from 2020-01-01 to ${isoDay(30)} (30 days after today, UTC)`,
    );
    expect((await get('/api/horoscope/daily?sign=Stag&date=2019-12-31')).status).toBe(400);
  });

  it("daily/all: the 13 signs' readings for a day in one call, each as /daily answers it", async () => {
    const all = await get('/api/horoscope/daily/all?date=2024-02-29');
    expect(all.status, all.text).toBe(200);
    expect(all.json).toHaveLength(13);
    expect(all.headers.get('cache-control')).toBe(yearLong);
    const wolf = await get('/api/horoscope/daily?sign=wolf&date=2024-02-29');
    expect(all.json.find((r: { sign: string }) => r.sign === 'Wolf')).toEqual({ sign: 'Wolf', ...wolf.json });
    const etag = all.headers.get('etag') ?? '';
    expect(
      (await get('/api/horoscope/daily/all?date=2024-02-29', { headers: { 'if-none-match': etag } })).status,
    ).toBe(304);
    expect((await get('/api/horoscope/daily/all?date=2024-02-30')).status).toBe(400);
  });

  it('weekly: public, with its sky; the current week until the day ends', async () => {
    const week = await get('/api/horoscope/weekly?sign=Salmon&week=2026-W48');
    expect(week.status, week.text).toBe(200);
    expect(week.json).toMatchObject({
      sign: 'Salmon',
      kind: 'week',
      period: '2026-W48',
      start: '2026-11-23',
    });
    expect(week.json.sky.moonPhases).toEqual([
      { phase: 'Full Moon', date: '2026-11-24', instant: '2026-11-24T14:54Z' },
    ]);
    expect(week.headers.get('cache-control')).toBe(yearLong);
    const etag = week.headers.get('etag') ?? '';
    expect(
      (await get('/api/horoscope/weekly?sign=Salmon&week=2026-W48', { headers: { 'if-none-match': etag } }))
        .status,
    ).toBe(304);
    const current = await get('/api/horoscope/weekly?sign=Salmon');
    expect(current.status).toBe(200);
    expect(current.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    const bad = await get('/api/horoscope/weekly?sign=Salmon&week=2026-W60');
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('week: Expected an ISO week written YYYY-Www, e.g. 2026-W48');
    const early = await get('/api/horoscope/weekly?sign=Salmon&week=2019-W40');
    expect(early.status).toBe(400);
    expect(early.json.message).toMatch(/^week: Must be from 2020-W01 to /);
  });

  it('monthly and yearly: 401 signed out, 403 saying who may read them, 200 for premium, private caching', async () => {
    for (const path of [
      '/api/horoscope/monthly?sign=Wren&month=2026-08',
      '/api/horoscope/yearly?sign=Wren&year=2025',
    ]) {
      expect((await get(path)).status).toBe(401);
      const refused = await get(path, { as: plain });
      expect(refused.status).toBe(403);
      expect(refused.json.message).toBe(premiumRequiredMessage);
      const answer = await get(path, { as: premium });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      const etag = answer.headers.get('etag') ?? '';
      expect((await get(path, { as: premium, headers: { 'if-none-match': etag } })).status).toBe(304);
      // The ETag does not open the door: a plain user with it still gets 403.
      expect((await get(path, { as: plain, headers: { 'if-none-match': etag } })).status).toBe(403);
    }
    const month = await get('/api/horoscope/monthly?sign=Wren&month=2026-08', { as: premium });
    expect(month.json.sky.festivals).toEqual([{ name: 'Lughnasadh', date: '2026-08-01' }]);
    expect(month.json.sky.treeMonths.map((m: { tree: string }) => m.tree)).toEqual(['Holly', 'Hazel']);
    const later = await get('/api/horoscope/monthly?sign=Wren&month=2099-01', { as: premium });
    expect(later.status).toBe(400);
    expect(later.json.message).toMatch(/^month: Must be from 2020-01 to /);
  });

  it('the feed: an iCalendar document node-ical reads back, stable UIDs, events in the window', async () => {
    const first = await get('/api/feeds/Wolf.ics');
    expect(first.status, first.text).toBe(200);
    expect(first.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    expect(first.text).toContain('REFRESH-INTERVAL;VALUE=DURATION:P1D');
    const calendar = ical.sync.parseICS(first.text);
    const events = Object.values(calendar).filter((c) => c?.type === 'VEVENT') as VEvent[];

    const daily = events.filter((e) => e.uid.startsWith('wolf-daily-'));
    const days = daily.map((e) => e.uid.slice('wolf-daily-'.length, 'wolf-daily-'.length + 10)).sort();
    expect(days).toHaveLength(38);
    expect(days[0]).toBe(isoDay(-7));
    expect(days.at(-1)).toBe(isoDay(30));
    const today = daily.find((e) => e.uid === `wolf-daily-${isoDay(0)}@celtic-zodiac-explorer`);
    const reading = await get(`/api/horoscope/daily?sign=Wolf&date=${isoDay(0)}`);
    expect(today?.description).toContain(reading.json.general);
    expect(today?.datetype).toBe('date');

    const from = Date.parse(`${isoDay(-7)}T00:00:00Z`);
    const to = Date.parse(`${isoDay(31)}T00:00:00Z`);
    const moons = events.filter((e) => e.uid.startsWith('wolf-moon-'));
    expect(moons.length).toBeGreaterThanOrEqual(4);
    for (const moon of moons) {
      expect(['New Moon', 'First Quarter', 'Full Moon', 'Last Quarter']).toContain(moon.summary);
      expect(moon.start.getTime()).toBeGreaterThanOrEqual(from);
      expect(moon.start.getTime()).toBeLessThan(to);
    }
    for (const festival of events.filter((e) => e.uid.startsWith('wolf-festival-'))) {
      expect(['Samhain', 'Imbolc', 'Beltane', 'Lughnasadh']).toContain(festival.summary);
    }

    // Fetched again (and past the shared store, by another spelling of the sign): the same UIDs.
    const second = await get('/api/feeds/wolf.ics');
    const uids = (text: string) =>
      Object.values(ical.sync.parseICS(text))
        .filter((c) => c?.type === 'VEVENT')
        .map((e) => (e as VEvent).uid)
        .sort();
    expect(uids(second.text)).toEqual(uids(first.text));
    expect(second.text).toBe(first.text);
    const etag = first.headers.get('etag') ?? '';
    expect((await get('/api/feeds/Wolf.ics', { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await get('/api/feeds/Dragon.ics')).status).toBe(400);
    // An encoded slash or line break in the sign is a sign the schema refuses by name, not "no such path".
    for (const path of ['/api/feeds/Wo%2Flf.ics', '/api/feeds/%0A.ics', '/api/feeds/%20%2F%20.ics']) {
      const refused = await get(path);
      expect(refused.status, path).toBe(400);
      expect(refused.json.message, path).toMatch(/^sign: /);
    }
    expect((await get('/api/feeds/Wolf/x.ics')).status).toBe(404);
  });

  it('the OpenAPI document lists every new path', async () => {
    const document = (await get('/api/openapi.json')).json as { paths: Record<string, unknown> };
    for (const path of [
      '/horoscope/daily',
      '/horoscope/daily/all',
      '/horoscope/weekly',
      '/horoscope/monthly',
      '/horoscope/yearly',
      '/feeds/{sign}.ics',
    ]) {
      expect(
        Object.keys(document.paths).some((p) => p.endsWith(path)),
        path,
      ).toBe(true);
    }
  });
});
