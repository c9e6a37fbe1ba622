import { inflateSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseKinds,
  openTestDatabase,
  startTestServer,
  type TestDatabase,
  type TestServer,
} from '../test/helpers';
import { type Answer, send } from '../test/http';

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
        expect(tags['og:url']).toBe(`${origin}${path}`);
        expect(tags.canonical).toBe(`${origin}${path}`);
        expect(tags['og:image']).toBe(`${origin}${path}/image.png`);
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
    const first = await fetchBytes(url(one));
    expect(first.response.status).toBe(200);
    await fetchBytes(url(two));
    const db = database.handle.db;
    // Replaced: both instances answer the new bytes and ETag (an operator re-rendering one image).
    const replacement = (await fetchBytes(`${one.url}/share/daily/stag/2026-01-15/image.png`)).bytes;
    await db.execute(
      sql`update share_images set png = ${replacement}, etag = '"replaced"' where path = ${`${path}/image.png`}`,
    );
    for (const server of [one, two]) {
      const now = await fetchBytes(url(server));
      expect(now.response.headers.get('etag')).toBe('"replaced"');
      expect(now.bytes.equals(replacement)).toBe(true);
    }
    // Deleted: the next request renders and stores it again, the same bytes as the first render.
    await db.execute(sql`delete from share_images where path = ${`${path}/image.png`}`);
    const again = await fetchBytes(url(two));
    expect(again.response.status).toBe(200);
    expect(again.response.headers.get('etag')).toBe(first.response.headers.get('etag'));
    expect((await fetchBytes(url(one))).bytes.equals(again.bytes)).toBe(true);
  });

  it('names a page by its canonical, lower-case path whatever case it was reached by', async () => {
    const page = await send(`${one.url}/share/daily/STAG/2026-01-15`);
    expect(tagsOf(page.text).canonical).toBe(`${origin}/share/daily/stag/2026-01-15`);
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
});
