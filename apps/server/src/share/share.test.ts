import { inflateSync } from 'node:zlib';
import { birthChart, generateDailyHoroscope, scoreCompatibility } from '@celtic/zodiac-core';
import { notInLanguage } from '@celtic/zodiac-core/test-support';
import { Resvg } from '@resvg/resvg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseKinds,
  openTestDatabase,
  startTestServer,
  type TestDatabase,
  type TestServer,
} from '../test/helpers';
import { type Answer, errorMessage, send } from '../test/http';
import { escapeHtml } from './html';

const origin = 'https://celtic.example';
const crawlers = [
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Twitterbot/1.0',
];

/** The content of each `<meta property|name="key">` and the canonical link, as a crawler reads them. */
function tagsOf(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const match of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) {
    tags[match[1] ?? ''] = match[2] ?? '';
  }
  const canonical = /<link rel="canonical" href="([^"]+)">/.exec(html);
  if (canonical?.[1]) tags.canonical = canonical[1];
  return tags;
}

/** The page's `hreflang` alternates: language → address. */
function alternatesOf(html: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)) {
    found[match[1] ?? ''] = match[2] ?? '';
  }
  return found;
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const readEntities = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => entities[e] ?? e);

/** What a reader sees of a page: its body's text, tags dropped and entities read, with the image's alt text. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf('<body>'));
  const alts = [...body.matchAll(/ alt="([^"]*)"/g)].map((match) => match[1] ?? '');
  return readEntities([body.replace(/<[^>]+>/g, ' '), ...alts].join(' '))
    .replace(/\s+/g, ' ')
    .trim();
}

async function fetchBytes(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  // The image data inflates: a truncated or corrupt stream throws here.
  const chunks: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.subarray(at + 4, at + 8).toString('latin1') === 'IDAT')
      chunks.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  expect(inflateSync(Buffer.concat(chunks)).length).toBeGreaterThan(0);
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** How many distinct colours the decoded image has (drawn by resvg from the PNG as an embedded image). */
function distinctColours(png: Buffer): number {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><image width="1200" height="630" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
  const pixels = new Resvg(svg).render().pixels;
  const colours = new Set<number>();
  for (let i = 0; i < pixels.length; i += 4 * 7) colours.add(pixels.readUInt32BE(i));
  return colours.size;
}

describe.each(databaseKinds)('share pages on %s', (kind) => {
  let database: TestDatabase;
  let one: TestServer;
  let two: TestServer;
  let quiet: TestServer;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // Two instances over one database: nothing but the database is shared between them.
    one = await startTestServer(database.handle, { PUBLIC_ORIGIN: origin });
    two = await startTestServer(database.handle, { PUBLIC_ORIGIN: origin });
    quiet = await startTestServer(database.handle, { PUBLIC_ORIGIN: origin, SHARE_INDEXING: '1' });
  });
  afterAll(async () => {
    await Promise.all([one?.close(), two?.close(), quiet?.close()]);
    await database?.dispose();
  });

  const pages = [
    ['/share/daily/stag/2026-01-15', 'Stag · daily reading for 15 January 2026'],
    ['/share/weekly/wolf/2026-W03', 'Wolf · weekly reading for 2026-W03'],
    ['/share/compatibility/wolf/hawk', 'Wolf and Hawk'],
    ['/share/birth-chart/1990-06-15', 'Celtic birth chart for 15 June 1990'],
  ] as const;

  it.each(pages)(
    '%s answers a crawler with absolute Open Graph and Twitter tags, no script',
    async (path, title) => {
      for (const agent of crawlers) {
        const page: Answer = await send(`${one.url}${path}`, {
          headers: { 'user-agent': agent, accept: 'text/html' },
        });
        expect(page.status, page.text).toBe(200);
        expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(page.headers.get('x-robots-tag')).toBe('noindex');
        expect(page.text).not.toMatch(/<script/i);
        const tags = tagsOf(page.text);
        expect(tags['og:title']).toContain(title);
        expect(tags['og:description']?.length).toBeGreaterThan(20);
        // Every address the page names carries its language; the one without it follows the reader's.
        expect(tags['og:url']).toBe(`${origin}${path}?lang=en`);
        expect(tags.canonical).toBe(`${origin}${path}?lang=en`);
        expect(tags['og:image']).toBe(`${origin}${path}/image.png?lang=en`);
        expect(tags['og:locale']).toBe('en_GB');
        expect(alternatesOf(page.text)).toEqual({
          en: `${origin}${path}?lang=en`,
          es: `${origin}${path}?lang=es`,
          de: `${origin}${path}?lang=de`,
          'x-default': `${origin}${path}`,
        });
        expect(page.text).toContain('<html lang="en">');
        expect(tags['twitter:card']).toBe('summary_large_image');
        expect(tags['twitter:image']).toBe(tags['og:image']);
        for (const url of [tags['og:url'], tags['og:image'], tags.canonical])
          expect(new URL(url ?? '').origin).toBe(origin);
        expect(page.text).toContain('<a class="cta" href="/birth-chart">Find your sign</a>');
      }
    },
  );

  it.each(pages)(
    '%s/image.png is a 1200×630 PNG, not blank, stored once: the same bytes from both instances',
    async (path) => {
      const first = await fetchBytes(`${one.url}${path}/image.png`, { 'user-agent': crawlers[1] ?? '' });
      expect(first.response.status).toBe(200);
      expect(first.response.headers.get('content-type')).toBe('image/png');
      expect(first.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(pngSize(first.bytes)).toEqual({ width: 1200, height: 630 });
      expect(distinctColours(first.bytes)).toBeGreaterThan(20);

      const other = await fetchBytes(`${two.url}${path}/image.png`);
      expect(other.bytes.equals(first.bytes)).toBe(true);
      const etag = first.response.headers.get('etag');
      expect(etag).toMatch(/^"[\w-]{43}"$/);
      expect(other.response.headers.get('etag')).toBe(etag);
      const again = await fetch(`${two.url}${path}/image.png`, { headers: { 'if-none-match': etag ?? '' } });
      expect(again.status).toBe(304);
    },
  );

  it('serves what the database holds: an image replaced or deleted by hand counts at once on both instances', async () => {
    const { sql } = await import('drizzle-orm');
    const path = '/share/compatibility/salmon/swan';
    const url = (server: TestServer) => `${server.url}${path}/image.png`;
    // Kept under the address the page names: its language is part of it.
    const row = `${path}/image.png?lang=en`;
    const first = await fetchBytes(url(one));
    expect(first.response.status).toBe(200);
    await fetchBytes(url(two));
    const db = database.handle.db;
    // Replaced: both instances answer the new bytes and ETag (an operator re-rendering one image).
    const replacement = (await fetchBytes(`${one.url}/share/daily/stag/2026-01-15/image.png`)).bytes;
    await db.execute(
      sql`update share_images set png = ${replacement}, etag = '"replaced"' where path = ${row}`,
    );
    for (const server of [one, two]) {
      const now = await fetchBytes(url(server));
      expect(now.response.headers.get('etag')).toBe('"replaced"');
      expect(now.bytes.equals(replacement)).toBe(true);
    }
    // Deleted: the next request renders and stores it again, the same bytes as the first render.
    await db.execute(sql`delete from share_images where path = ${row}`);
    const again = await fetchBytes(url(two));
    expect(again.response.status).toBe(200);
    expect(again.response.headers.get('etag')).toBe(first.response.headers.get('etag'));
    expect((await fetchBytes(url(one))).bytes.equals(again.bytes)).toBe(true);
  });

  it('names a page by its canonical, lower-case path whatever case it was reached by', async () => {
    const page = await send(`${one.url}/share/daily/STAG/2026-01-15`);
    expect(tagsOf(page.text).canonical).toBe(`${origin}/share/daily/stag/2026-01-15?lang=en`);
  });

  it('answers 404 for an unknown sign or a day out of range, rendering and storing nothing', async () => {
    const { sql } = await import('drizzle-orm');
    const count = async () => {
      const rows = (await database.handle.db.execute(
        sql`select count(*)::int as n from share_images`,
      )) as unknown;
      return JSON.stringify(rows).match(/"n":(\d+)/)?.[1];
    };
    const before = await count();
    for (const path of [
      '/share/daily/dragon/2026-01-15',
      '/share/daily/stag/2019-12-31',
      '/share/daily/stag/2026-02-30',
      '/share/weekly/stag/2019-W01',
      '/share/compatibility/wolf/phoenix',
      '/share/birth-chart/1899-12-31',
      '/share/monthly/stag/2026-01',
    ]) {
      for (const url of [path, `${path}/image.png`]) {
        const answer = await send(`${one.url}${url}`);
        expect(answer.status, url).toBe(404);
      }
    }
    expect(await count()).toBe(before);
  });

  it('lets search engines index the pages only when SHARE_INDEXING is set', async () => {
    const page = await send(`${quiet.url}/share/compatibility/swan/stag`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toBeNull();
  });
  it('keeps a birth chart’s time and zone: the Moon of that instant, in the page’s addresses and its image’s', async () => {
    const plain = await send(`${one.url}/share/birth-chart/1990-06-15?lang=en`);
    // 00:30 at Kiritimati (UTC+14) is 10:30 UTC the day before: another Moon than the date's noon in UTC.
    const query = 'time=00:30&timeZone=pacific/kiritimati';
    const timed = await send(`${one.url}/share/birth-chart/1990-06-15?${query}&lang=en`);
    expect(timed.status).toBe(200);
    const chart = birthChart('1990-06-15', '00:30', 'Pacific/Kiritimati', 'en');
    const lit = `${Math.round(chart.moon.illumination * 100)}%`;
    expect(timed.text).toContain(lit);
    expect(timed.text).not.toBe(plain.text);
    expect(timed.text).toContain('Birth chart · 15 June 1990, 00:30 (Pacific/Kiritimati)');
    // One spelling of the zone in every address the page names, its image's keyed by it too.
    const canonical = 'time=00%3A30&amp;timeZone=Pacific%2FKiritimati';
    const tags = tagsOf(timed.text);
    expect(tags['og:url']).toBe(`${origin}/share/birth-chart/1990-06-15?${canonical}&amp;lang=en`);
    expect(tags['og:image']).toBe(
      `${origin}/share/birth-chart/1990-06-15/image.png?${canonical}&amp;lang=en`,
    );
    expect(tagsOf(plain.text)['og:image']).toBe(`${origin}/share/birth-chart/1990-06-15/image.png?lang=en`);
    const image = await fetchBytes(
      (tags['og:image'] ?? '').replaceAll('&amp;', '&').replace(origin, one.url),
    );
    expect(image.response.status).toBe(200);
    expect(pngSize(image.bytes).width).toBe(1200);
    const again = await fetchBytes(`${two.url}/share/birth-chart/1990-06-15/image.png?${query}&lang=en`);
    expect(again.response.headers.get('etag')).toBe(image.response.headers.get('etag'));
  });

  it('refuses a birth chart’s bad time or zone with a 400 naming it', async () => {
    for (const [url, field] of [
      ['/share/birth-chart/1990-06-15?time=25:00', /^time: /],
      ['/share/birth-chart/1990-06-15/image.png?time=8h', /^time: /],
      ['/share/birth-chart/1990-06-15?timeZone=Mars/Olympus', /^timeZone: /],
      ['/share/birth-chart/1990-06-15/image.png?time=08:00&timeZone=', /^timeZone: /],
    ] as const) {
      const answer = await send(`${one.url}${url}`);
      expect(answer.status, url).toBe(400);
      expect(errorMessage(answer), url).toMatch(field);
    }
  });

  describe("in the reader's language", () => {
    const score = scoreCompatibility('Wolf', 'Hawk').score;
    // What each page says in Spanish and German: its title, a section heading, and the link to find one's sign.
    const localized = {
      es: [
        ['/share/daily/stag/2026-01-15', 'Ciervo · lectura diaria del 15 de enero de 2026', 'Amor'],
        ['/share/weekly/wolf/2026-W03', 'Lobo · lectura semanal de la semana 3 de 2026', 'La semana'],
        [
          '/share/compatibility/wolf/hawk',
          new RegExp(`^Lobo y Halcón · ${score}\\s% de compatibilidad$`),
          'Retos',
        ],
        ['/share/birth-chart/1990-06-15', 'Carta natal celta del 15 de junio de 1990', 'La Luna'],
      ],
      de: [
        ['/share/daily/stag/2026-01-15', 'Hirsch · Tageshoroskop für den 15. Januar 2026', 'Liebe'],
        ['/share/weekly/wolf/2026-W03', 'Wolf · Wochenhoroskop für die 3. Woche 2026', 'Die Woche'],
        [
          '/share/compatibility/wolf/hawk',
          new RegExp(`^Wolf und Falke · ${score}\\s% Verträglichkeit$`),
          'Stärken',
        ],
        [
          '/share/birth-chart/1990-06-15',
          'Keltisches Geburtshoroskop für den 15. Juni 1990',
          'Die Jahreszeit',
        ],
      ],
    } as const;
    const cta = { es: 'Encuentra tu signo', de: 'Finde dein Zeichen' } as const;

    it.each(['es', 'de'] as const)(
      'writes every page in %s by ?lang=, whatever the header asks',
      async (locale) => {
        for (const [path, title, heading] of localized[locale]) {
          const page = await send(`${one.url}${path}?lang=${locale}`, {
            headers: { 'accept-language': 'en' },
          });
          expect(page.status, page.text).toBe(200);
          expect(page.headers.get('content-language')).toBe(locale);
          expect(page.headers.get('vary') ?? '').not.toMatch(/accept-language/i);
          expect(page.text).toContain(`<html lang="${locale}">`);
          const tags = tagsOf(page.text);
          if (typeof title === 'string') expect(tags['og:title']).toBe(title);
          else expect(tags['og:title']).toMatch(title);
          expect(page.text).toContain(`<title>${tags['og:title']} · `);
          expect(tags['og:url']).toBe(`${origin}${path}?lang=${locale}`);
          expect(tags.canonical).toBe(`${origin}${path}?lang=${locale}`);
          expect(tags['og:image']).toBe(`${origin}${path}/image.png?lang=${locale}`);
          expect(tags['og:locale']).toBe(locale === 'es' ? 'es_ES' : 'de_DE');
          expect(page.text).toContain(`<img src="${escapeHtml(`${path}/image.png?lang=${locale}`)}"`);
          expect(page.text).toContain(`<h2>${heading}</h2>`);
          expect(page.text).toContain(`<a class="cta" href="/birth-chart">${cta[locale]}</a>`);
          // Everything a reader sees, the description and the image's alt text included, reads as the language.
          const seen = visibleText(page.text);
          expect(notInLanguage(seen, locale, 0.1), seen).toBeNull();
          expect(notInLanguage(tags['og:description'] ?? '', locale, 0), tags['og:description']).toBeNull();
          expect(seen).not.toMatch(/\b(Love|Career|Health|Advice|Overview|Find your sign|reading|sign)\b/);
        }
      },
    );

    it('writes the readings themselves in the language, sign names shown and identifiers English in the path', async () => {
      const spanish = await send(`${one.url}/share/daily/stag/2026-01-15?lang=es`);
      const reading = generateDailyHoroscope('Stag', '2026-01-15', 'es');
      for (const section of [reading.general, reading.love, reading.career, reading.health, reading.advice])
        expect(spanish.text).toContain(`<p>${escapeHtml(section)}</p>`);
      expect(spanish.text).toContain('<h1>Ciervo, signo del árbol Abedul</h1>');
      const german = await send(`${one.url}/share/birth-chart/1990-06-15?lang=de`);
      const chart = birthChart('1990-06-15', null, 'UTC', 'de');
      expect(german.text).toContain(`<p>${escapeHtml(chart.reading)}</p>`);
      expect(german.text).toContain(
        `<h1>${chart.sign.displayName} · ${chart.sign.treeName} · ${chart.sign.ogham.name}</h1>`,
      );
      expect(tagsOf(german.text)['og:url']).toBe(`${origin}/share/birth-chart/1990-06-15?lang=de`);
      // The page in the other languages is a link away, each named in its own language.
      expect(german.text).toContain(
        '<a href="/share/birth-chart/1990-06-15?lang=es" hreflang="es" lang="es">Español</a>',
      );
      expect(german.text).toContain(
        '<a href="/share/birth-chart/1990-06-15?lang=en" hreflang="en" lang="en">English</a>',
      );
    });

    it('counts days in each language’s plural, a birth on a festival said as such', async () => {
      const season = async (date: string, locale: string) => {
        const page = await send(`${one.url}/share/birth-chart/${date}?lang=${locale}`);
        return /<h2>[^<]+<\/h2><p>([^<]*)<\/p>\n<a class="cta"/.exec(page.text)?.[1];
      };
      // Samhain itself, the day after it, and the day before Imbolc.
      expect(await season('1990-11-01', 'en')).toBe(
        'Samhain Quarter: born on Samhain, 92 days before Imbolc.',
      );
      expect(await season('1990-11-01', 'es')).toBe(
        'Estación de Samhain: el mismo día de Samhain y 92 días antes de Imbolc.',
      );
      expect(await season('1990-11-01', 'de')).toBe(
        'Samhain-Viertel: an Samhain selbst, 92 Tage vor Imbolc.',
      );
      expect(await season('1990-11-02', 'en')).toBe(
        'Samhain Quarter: 1 day after Samhain, 91 days before Imbolc.',
      );
      expect(await season('1991-01-31', 'es')).toMatch(
        /: 91 días después de Samhain y 1 día antes de Imbolc\.$/,
      );
      expect(await season('1991-01-31', 'de')).toMatch(/: 91 Tage nach Samhain, 1 Tag vor Imbolc\.$/);
    });

    it('negotiates Accept-Language without lang, English when it names none of ours, and varies by it', async () => {
      const path = '/share/compatibility/wolf/hawk';
      const cases = [
        ['de-AT, es;q=0.5', 'de'],
        ['fr-FR, es;q=0.8, de;q=0.2', 'es'],
        ['fr', 'en'],
        [undefined, 'en'],
      ] as const;
      for (const [header, locale] of cases) {
        const page = await send(`${one.url}${path}`, {
          headers: header === undefined ? {} : { 'accept-language': header },
        });
        expect(page.status).toBe(200);
        expect(page.headers.get('content-language'), header).toBe(locale);
        expect(page.headers.get('vary') ?? '', header).toMatch(/accept-language/i);
        expect(page.text).toContain(`<html lang="${locale}">`);
        expect(tagsOf(page.text)['og:url']).toBe(`${origin}${path}?lang=${locale}`);
      }
    });

    it('gives each language its own ETag: one language’s tag does not revalidate another', async () => {
      const path = `${one.url}/share/weekly/swan/2026-W10`;
      const english = await send(path, { headers: { 'accept-language': 'en' } });
      const spanish = await send(`${path}?lang=es`);
      const german = await send(path, { headers: { 'accept-language': 'de' } });
      const tags = [english, spanish, german].map((answer) => answer.headers.get('etag'));
      for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/);
      expect(new Set(tags).size).toBe(3);
      // The same page from another instance has the same tag.
      expect((await send(`${two.url}/share/weekly/swan/2026-W10?lang=es`)).headers.get('etag')).toBe(tags[1]);
      const crossed = await send(`${path}?lang=es`, { headers: { 'if-none-match': tags[0] ?? '' } });
      expect(crossed.status).toBe(200);
      expect(crossed.headers.get('content-language')).toBe('es');
      const fresh = await send(`${path}?lang=es`, { headers: { 'if-none-match': tags[1] ?? '' } });
      expect(fresh.status).toBe(304);
      expect(fresh.headers.get('etag')).toBe(tags[1]);
      const byHeader = await send(path, {
        headers: { 'accept-language': 'de', 'if-none-match': tags[2] ?? '' },
      });
      expect(byHeader.status).toBe(304);
      expect(byHeader.headers.get('vary') ?? '').toMatch(/accept-language/i);
      const otherHeader = await send(path, {
        headers: { 'accept-language': 'es', 'if-none-match': tags[2] ?? '' },
      });
      expect(otherHeader.status).toBe(200);
    });

    it('draws an image per language, kept per language, each with its own ETag checked on every request', async () => {
      const { sql } = await import('drizzle-orm');
      const path = '/share/daily/hawk/2026-02-01';
      const image = (server: TestServer, query: string, headers: Record<string, string> = {}) =>
        fetchBytes(`${server.url}${path}/image.png${query}`, headers);
      const [english, spanish, german] = await Promise.all([
        image(one, '?lang=en'),
        image(one, '?lang=es'),
        image(one, '?lang=de'),
      ]);
      const etags = [english, spanish, german].map((answer) => answer.response.headers.get('etag'));
      expect(new Set(etags).size).toBe(3);
      expect(spanish.bytes.equals(english.bytes)).toBe(false);
      expect(spanish.response.headers.get('content-language')).toBe('es');
      expect(spanish.response.headers.get('vary') ?? '').not.toMatch(/accept-language/i);
      expect(pngSize(german.bytes)).toEqual({ width: 1200, height: 630 });
      // Without lang the header chooses, the same image as the page names for that language.
      const byHeader = await image(two, '', { 'accept-language': 'de-DE' });
      expect(byHeader.response.headers.get('content-language')).toBe('de');
      expect(byHeader.response.headers.get('vary') ?? '').toMatch(/accept-language/i);
      expect(byHeader.response.headers.get('etag')).toBe(etags[2]);
      expect(byHeader.bytes.equals(german.bytes)).toBe(true);
      const crossed = await fetch(`${two.url}${path}/image.png?lang=es`, {
        headers: { 'if-none-match': etags[0] ?? '' },
      });
      expect(crossed.status).toBe(200);
      const fresh = await fetch(`${two.url}${path}/image.png?lang=es`, {
        headers: { 'if-none-match': etags[1] ?? '' },
      });
      expect(fresh.status).toBe(304);
      // Kept under each language's address; a row changed by hand counts at once for that language only.
      const db = database.handle.db;
      const rows = (await db.execute(
        sql`select path from share_images where path like ${`${path}/image.png%`} order by path`,
      )) as unknown;
      expect(JSON.stringify(rows)).toContain(`${path}/image.png?lang=es`);
      await db.execute(
        sql`update share_images set etag = '"hand-made"' where path = ${`${path}/image.png?lang=es`}`,
      );
      for (const server of [one, two]) {
        expect((await image(server, '?lang=es')).response.headers.get('etag')).toBe('"hand-made"');
        expect((await image(server, '?lang=en')).response.headers.get('etag')).toBe(etags[0]);
      }
    });

    it('refuses a language it does not write in with the API’s 400, naming the ones it does, storing nothing', async () => {
      const api = await send(`${one.url}/api/horoscope/daily?sign=Wolf&lang=fr`);
      expect(api.status).toBe(400);
      for (const url of [
        '/share/daily/stag/2026-01-15?lang=fr',
        '/share/daily/stag/2026-01-15/image.png?lang=fr',
        '/share/compatibility/wolf/hawk?lang=EN',
        '/share/birth-chart/1990-06-15/image.png?lang=es-ES',
        '/share/weekly/wolf/2026-W03?lang=',
      ]) {
        const answer = await send(`${one.url}${url}`, { headers: { 'accept-language': 'es' } });
        expect(answer.status, url).toBe(400);
        // Worded like every refusal of the API: in the language Accept-Language asked for.
        expect(errorMessage(answer), url).toMatch(/^lang: Idioma no admitido "[\w-]*": /);
        expect(answer.headers.get('content-language'), url).toBe('es');
        expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
      }
      const share = await send(`${one.url}/share/daily/stag/2026-01-15?lang=fr`);
      expect(share.json).toEqual(api.json);
      expect(errorMessage(share)).toBe('lang: Unsupported language "fr": use one of en, es, de');
    });
  });
});
