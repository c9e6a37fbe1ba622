/**
 * The language of public readings over real HTTP, REST and tRPC: `lang`, else Accept-Language, else English;
 * Content-Language and Vary; ETags and the shared-answer store per language; the 400 for a language we do not
 * write in.
 */

import { appRouter, procedureTable } from '@celtic/api';
import {
  birthChart,
  generateDailyHoroscope,
  moonPhaseName,
  nextFestivalIn,
  quarterName,
  scoreCompatibilityIn,
} from '@celtic/zodiac-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openTestDatabase,
  type SignedIn,
  signIn,
  startTestServer,
  type TestDatabase,
  type TestServer,
  uniqueEmail,
} from '../test/helpers';
import { callAs, errorMessage, send } from '../test/http';
import { utcDate } from './cache-headers';

let database: TestDatabase;
let server: TestServer;
let reader: SignedIn;

beforeAll(async () => {
  database = await openTestDatabase('pglite');
  server = await startTestServer(database.handle);
  reader = await signIn({ email: uniqueEmail('lector'), name: 'Lectora' });
});

afterAll(async () => {
  await server?.close();
  await database?.dispose();
});

const hits = () => server.app.sharedAnswers.hits;
const get = (url: string, headers: Record<string, string> = {}) => send(server.url + url, { headers });
const vary = (answer: { headers: Headers }) => answer.headers.get('vary') ?? '';
const today = () => utcDate();
const trpc = (path: string, input: unknown) =>
  `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`;

describe('REST', () => {
  it('writes the reading in lang, says so, and does not vary by header', async () => {
    const answer = await get('/api/horoscope/daily?sign=Wolf&lang=es', { 'accept-language': 'de' });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toEqual(generateDailyHoroscope('Wolf', today(), 'es'));
    expect(answer.headers.get('content-language')).toBe('es');
    expect(vary(answer)).not.toMatch(/accept-language/i);
  });

  it('negotiates Accept-Language without lang, English when it names none of ours, and varies by it', async () => {
    const german = await get('/api/horoscope/daily?sign=Hawk', {
      'accept-language': 'fr;q=0.9, de-AT;q=0.8',
    });
    expect(german.json).toEqual(generateDailyHoroscope('Hawk', today(), 'de'));
    expect(german.headers.get('content-language')).toBe('de');
    expect(vary(german)).toMatch(/accept-language/i);
    const french = await get('/api/horoscope/daily?sign=Hawk', { 'accept-language': 'fr' });
    expect(french.json).toEqual(generateDailyHoroscope('Hawk', today()));
    expect(french.headers.get('content-language')).toBe('en');
    const none = await get('/api/horoscope/daily?sign=Hawk');
    expect(none.headers.get('content-language')).toBe('en');
    expect(vary(none)).toMatch(/accept-language/i);
  });

  it('gives each language its own ETag: one language’s tag does not revalidate another', async () => {
    const url = '/api/horoscope/weekly?sign=Swan&week=2026-W10';
    const english = await get(`${url}&lang=en`);
    const spanish = await get(`${url}&lang=es`);
    const germanByHeader = await get(url, { 'accept-language': 'de' });
    const tags = [english, spanish, germanByHeader].map((answer) => answer.headers.get('etag'));
    expect(new Set(tags).size).toBe(3);
    const revalidated = await get(`${url}&lang=es`, { 'if-none-match': tags[0] ?? '' });
    expect(revalidated.status).toBe(200);
    expect(revalidated.headers.get('content-language')).toBe('es');
    expect((await get(`${url}&lang=es`, { 'if-none-match': tags[1] ?? '' })).status).toBe(304);
    expect((await get(url, { 'accept-language': 'de', 'if-none-match': tags[2] ?? '' })).status).toBe(304);
  });

  it('refuses a language it does not write in with a 400 naming the ones it does', async () => {
    for (const url of [
      '/api/horoscope/daily?sign=Wolf&lang=fr',
      '/api/signs?lang=EN',
      '/api/feeds/Wolf.ics?lang=ga',
      '/api/birth-chart?date=1990-06-15&lang=it',
      '/api/calendar?date=2026-10-31&lang=pt',
    ]) {
      const answer = await get(url);
      expect(answer.status, url).toBe(400);
      expect(errorMessage(answer), url).toMatch(/^lang: Unsupported language "\w+": use one of en, es, de$/);
      // The refusal itself is worded in English: no language of ours was asked.
      expect(answer.headers.get('content-language'), url).toBe('en');
    }
  });

  it('shows sign names in the language and keeps the identifiers; the feed in its language', async () => {
    const signs = await get('/api/signs?lang=de');
    expect(signs.headers.get('content-language')).toBe('de');
    const hawk = (signs.json as { name: string; displayName: string }[]).find((sign) => sign.name === 'Hawk');
    expect(hawk?.displayName).toBe('Falke');
    const wolf = await get('/api/signs/wolf', { 'accept-language': 'es-ES' });
    expect((wolf.json as { displayName: string }).displayName).toBe('Lobo');
    const feed = await get('/api/feeds/Wolf.ics?lang=es');
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-language')).toBe('es');
    expect(feed.text).toContain('Lobo: tu lectura celta');
  });

  it('draws the birth chart in lang, else Accept-Language, with its identifiers English', async () => {
    const url = '/api/birth-chart?date=1990-06-15&time=08:30&timeZone=Europe/Dublin';
    for (const locale of ['es', 'de'] as const) {
      const answer = await get(`${url}&lang=${locale}`, { 'accept-language': 'en' });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.json).toEqual(birthChart('1990-06-15', '08:30', 'Europe/Dublin', locale));
      expect(answer.headers.get('content-language')).toBe(locale);
      expect(vary(answer)).not.toMatch(/accept-language/i);
    }
    const german = await get(url, { 'accept-language': 'de-DE,de;q=0.9' });
    expect(german.headers.get('content-language')).toBe('de');
    expect(vary(german)).toMatch(/accept-language/i);
    const chart = german.json as ReturnType<typeof birthChart>;
    expect([chart.sign.name, chart.sign.displayName, chart.quarter.id]).toEqual([
      'Seahorse',
      'Seepferdchen',
      'Beltane Quarter',
    ]);
    const english = await get(url);
    expect(english.json).toEqual(birthChart('1990-06-15', '08:30', 'Europe/Dublin'));
    expect(english.headers.get('content-language')).toBe('en');
  });

  it('gives the calendar day in lang, else Accept-Language', async () => {
    const noon = new Date('2026-10-31T12:00:00Z');
    const spanish = await get('/api/calendar?date=2026-10-31&lang=es');
    expect(spanish.status, spanish.text).toBe(200);
    expect(spanish.headers.get('content-language')).toBe('es');
    expect(vary(spanish)).not.toMatch(/accept-language/i);
    const day = spanish.json as {
      quarter: { id: string; name: string };
      moonPhase: { id: string; name: string };
      nextFestival: unknown;
    };
    expect(day.quarter).toMatchObject({
      id: 'Lughnasadh Quarter',
      name: quarterName('Lughnasadh Quarter', 'es'),
    });
    expect(day.moonPhase.name).toBe(moonPhaseName(day.moonPhase.id, 'es'));
    expect(day.nextFestival).toEqual(nextFestivalIn(noon, 'es'));
    const german = await get('/api/calendar?date=2026-10-31', { 'accept-language': 'de' });
    expect(german.headers.get('content-language')).toBe('de');
    expect(vary(german)).toMatch(/accept-language/i);
    expect((german.json as typeof day).nextFestival).toEqual(nextFestivalIn(noon, 'de'));
    const overTrpc = await get(trpc('calendar.get', { date: '2026-10-31', lang: 'de' }));
    expect(overTrpc.headers.get('content-language')).toBe('de');
    expect((overTrpc.json as { result: { data: typeof day } }).result.data.quarter.name).toBe(
      quarterName('Lughnasadh Quarter', 'de'),
    );
  });

  it('documents lang, Accept-Language, Content-Language, Vary and the 400 on every path written in a language', async () => {
    type Parameter = { name: string; in: string; schema?: { enum?: string[] } };
    const document = (await get('/api/openapi.json')).json as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: Parameter[];
            requestBody?: {
              content: Record<string, { schema: { properties?: Record<string, Parameter['schema']> } }>;
            };
            responses: Record<string, { headers?: object; description?: string }>;
          }
        >
      >;
    };
    const localized = [...procedureTable(appRouter).values()].flatMap((rule) =>
      rule.localized && rule.rest ? [rule.rest] : [],
    );
    // Every public reading path, the feed and the status, and the one write that words what it saves.
    expect(localized.map((rest) => `${rest.method} ${rest.path}`).sort()).toEqual(
      [
        'GET /birth-chart',
        'GET /calendar',
        'GET /feeds/{sign}.ics',
        'GET /horoscope/daily',
        'GET /horoscope/daily/all',
        'GET /horoscope/monthly',
        'GET /horoscope/weekly',
        'GET /horoscope/yearly',
        'GET /signs',
        'GET /signs/by-date',
        'GET /signs/{name}',
        'GET /status',
        'POST /compatibility',
      ].sort(),
    );
    for (const { method, path } of localized) {
      const where = `${method} ${path}`;
      const operation = document.paths[path]?.[method.toLowerCase()];
      expect(operation, where).toBeDefined();
      const lang =
        operation?.parameters?.find((p) => p.in === 'query' && p.name === 'lang')?.schema ??
        operation?.requestBody?.content['application/json']?.schema.properties?.lang;
      expect(lang?.enum, where).toEqual(['en', 'es', 'de']);
      const names = operation?.parameters?.map((p) => `${p.in}:${p.name}`);
      expect(names, where).toContain('header:Accept-Language');
      const successes = Object.entries(operation?.responses ?? {}).filter(([status]) =>
        status.startsWith('2'),
      );
      expect(successes, where).toHaveLength(1);
      const [, ok] = successes[0] ?? [];
      expect(ok?.description, where).toBeTruthy();
      expect(Object.keys(ok?.headers ?? {}), where).toEqual(
        expect.arrayContaining(['Content-Language', 'Vary']),
      );
      expect(operation?.responses['400']?.description, where).toMatch(/`lang`.*en, es, de/);
    }
  });

  it('saves a compatibility check in the caller’s language', async () => {
    const answer = await callAs(server.url, 'POST', '/api/compatibility?lang=es', {
      as: reader,
      json: { firstSign: 'Fox', secondSign: 'Swan' },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers.get('content-language')).toBe('es');
    const details = JSON.parse((answer.json as { compatibilityDetails: string }).compatibilityDetails);
    expect(details.description).toBe(scoreCompatibilityIn('Fox', 'Swan', 'es').description);
    const byHeader = await callAs(server.url, 'POST', '/api/compatibility', {
      as: reader,
      json: { firstSign: 'Fox', secondSign: 'Swan' },
      headers: { 'accept-language': 'de' },
    });
    expect(byHeader.headers.get('content-language')).toBe('de');
    expect(
      JSON.parse((byHeader.json as { compatibilityDetails: string }).compatibilityDetails).description,
    ).toBe(scoreCompatibilityIn('Fox', 'Swan', 'de').description);
  });
});

describe('the shared-answer store', () => {
  // fetch sends `Accept-Language: *` unless told otherwise: like no header, it states no language.
  it('keeps an answer without lang under the language the header chose, not under the header', async () => {
    const url = '/api/horoscope/daily?sign=Salmon';
    const first = await get(url);
    const before = hits();
    expect((await get(url)).json).toEqual(first.json);
    expect(hits(), 'a repeat without the header').toBe(before + 1);
    // Another language: the app answers, in it, and the answer is kept for that language.
    const spanish = await get(url, { 'accept-language': 'es' });
    expect(spanish.json).toEqual(generateDailyHoroscope('Salmon', today(), 'es'));
    expect(hits(), 'the first Spanish request').toBe(before + 1);
    // Other spellings of a header choosing Spanish get the stored Spanish answer.
    for (const header of ['es', 'es-ES,es;q=0.9', 'fr;q=0.9, ES-mx;q=0.8']) {
      const again = await get(url, { 'accept-language': header });
      expect(again.json, header).toEqual(spanish.json);
      expect(again.headers.get('content-language')).toBe('es');
    }
    expect(hits()).toBe(before + 4);
    // A header choosing none of ours is English, like no header.
    const stored = await get(url, { 'accept-language': 'fr' });
    expect(stored.headers.get('content-language')).toBe('en');
    expect(stored.json).toEqual(first.json);
    expect(vary(stored)).toMatch(/accept-language/i);
    expect(hits()).toBe(before + 5);
    const german = await get(url, { 'accept-language': 'de-AT' });
    expect(german.json).toEqual(generateDailyHoroscope('Salmon', today(), 'de'));
    expect(hits(), 'German was never asked for').toBe(before + 5);
  });

  it('serves an answer of a named language under each language a header chooses', async () => {
    const url = '/api/horoscope/daily?sign=Cat&lang=de';
    await get(url, { 'accept-language': 'es' });
    const before = hits();
    const repeat = await get(url, { 'accept-language': 'es-ES' });
    expect(hits()).toBe(before + 1);
    expect(repeat.json).toEqual(generateDailyHoroscope('Cat', today(), 'de'));
    expect(repeat.headers.get('content-language')).toBe('de');
    const english = await get(url, { 'accept-language': 'en' });
    expect(english.json).toEqual(repeat.json);
    expect(english.headers.get('content-language')).toBe('de');
  });

  it('does the same over tRPC', async () => {
    const url = trpc('horoscope.daily', { sign: 'Butterfly' });
    await get(url);
    const before = hits();
    const german = await get(url, { 'accept-language': 'de' });
    expect(hits()).toBe(before);
    expect((german.json as { result: { data: unknown } }).result.data).toEqual(
      generateDailyHoroscope('Butterfly', today(), 'de'),
    );
    const english = await get(url);
    expect(hits()).toBe(before + 1);
    expect(english.headers.get('content-language')).toBe('en');
    const germanAgain = await get(url, { 'accept-language': 'de-DE;q=0.5' });
    expect(hits()).toBe(before + 2);
    expect(germanAgain.json).toEqual(german.json);
    expect(germanAgain.headers.get('content-language')).toBe('de');
  });
});

describe('tRPC', () => {
  it('takes lang in the input, else Accept-Language, and says which', async () => {
    const spanish = await get(trpc('horoscope.daily', { sign: 'Stag', lang: 'es' }), {
      'accept-language': 'de',
    });
    expect((spanish.json as { result: { data: unknown } }).result.data).toEqual(
      generateDailyHoroscope('Stag', today(), 'es'),
    );
    expect(spanish.headers.get('content-language')).toBe('es');
    expect(vary(spanish)).not.toMatch(/accept-language/i);
    const german = await get('/trpc/signs.list', { 'accept-language': 'de' });
    expect(german.headers.get('content-language')).toBe('de');
    expect(vary(german)).toMatch(/accept-language/i);
  });

  it('names every language of a batch', async () => {
    const input = { 0: { sign: 'Stag', lang: 'es' }, 1: { sign: 'Stag', lang: 'de' } };
    const answer = await get(
      `/trpc/horoscope.daily,horoscope.daily?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`,
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers.get('content-language')).toBe('es, de');
  });

  it('answers a mutation in the language of its body', async () => {
    const answer = await callAs(server.url, 'POST', '/trpc/compatibility.check', {
      as: reader,
      json: { firstSign: 'Wren', secondSign: 'Bull', lang: 'de' },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers.get('content-language')).toBe('de');
  });

  it('refuses a language it does not write in with a 400 naming the ones it does', async () => {
    const answer = await get(trpc('horoscope.daily', { sign: 'Stag', lang: 'fr' }));
    expect(answer.status).toBe(400);
    expect(errorMessage(answer)).toBe('lang: Unsupported language "fr": use one of en, es, de');
  });
});

describe("the user's language", () => {
  it('PUT /api/users/me/locale stores it for the caller; GET /api/users/me carries it; 400 and 401 otherwise', async () => {
    const person = await signIn({ email: uniqueEmail('sprache'), name: 'Sprache' });
    const me = await callAs(server.url, 'GET', '/api/users/me', { as: person });
    expect((me.json as { locale: unknown }).locale).toBeNull();
    const set = await callAs(server.url, 'PUT', '/api/users/me/locale', {
      as: person,
      json: { locale: 'de' },
    });
    expect(set.status, set.text).toBe(200);
    expect((set.json as { locale: unknown }).locale).toBe('de');
    expect(set.headers.get('cache-control')).toBe('private, no-store');
    const again = await callAs(server.url, 'GET', '/api/users/me', { as: person });
    expect((again.json as { locale: unknown }).locale).toBe('de');
    const refused = await callAs(server.url, 'PUT', '/api/users/me/locale', {
      as: person,
      json: { locale: 'fr' },
    });
    expect(refused.status).toBe(400);
    expect(errorMessage(refused)).toBe('locale: Unsupported language "fr": use one of en, es, de');
    const anonymous = await callAs(server.url, 'PUT', '/api/users/me/locale', { json: { locale: 'es' } });
    expect(anonymous.status).toBe(401);
    const overTrpc = await callAs(server.url, 'POST', '/trpc/user.setLocale', {
      as: person,
      json: { locale: 'es' },
    });
    expect(overTrpc.status, overTrpc.text).toBe(200);
    const exported = await callAs(server.url, 'GET', '/api/users/me/export', { as: person });
    expect((exported.json as { profile: { locale: unknown } }).profile.locale).toBe('es');
  });
});
