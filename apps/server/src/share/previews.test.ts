import { AuthError, appRouter, procedureTable } from '@celtic/api';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerGuards } from '../guards/guards';
import { sendError } from '../http/errors';
import {
  databaseKinds,
  openTestDatabase,
  resetRateLimits,
  type TestDatabase,
  testEnv,
} from '../test/helpers';
import { siteCard } from './card';
import type { SharePage } from './content';
import { createRenderPool, PoolFull, type Renderer } from './render-pool';
import { registerShareRoutes } from './routes';

/** A renderer that counts its renders and holds them until released: bytes of `size` that name the page. */
function stubRenderer(size = 2000) {
  let renders = 0;
  let release: () => void = () => {};
  let held = Promise.resolve();
  const renderer: Renderer & { renders(): number; hold(): () => void } = {
    renders: () => renders,
    hold() {
      held = new Promise((resolve) => {
        release = resolve;
      });
      return () => release();
    },
    async render(page: SharePage) {
      renders += 1;
      await held;
      const png = Buffer.alloc(size);
      png.write(`${page.path} ${page.locale}`);
      return png;
    },
    isFull: () => false,
    close: async () => {},
  };
  return renderer;
}

const day = (n: number) => new Date(Date.UTC(1990, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
const imageOf = (n: number) => `/share/birth-chart/${day(n)}/image.png?lang=en`;

const table = procedureTable(appRouter);
const noTokens = async (): Promise<never> => {
  throw new AuthError();
};

/** The routes on `db` behind the rate limits, as the app registers them, answering errors in the app's shape. */
async function shareApp(db: TestDatabase, renderer: Renderer, env: Record<string, string> = {}) {
  const app = Fastify();
  app.setErrorHandler((error, request, reply) => sendError(request, reply, error));
  await registerGuards(app, testEnv(env), { verifyToken: noTokens, db: db.handle.db, table });
  registerShareRoutes(app, { env: testEnv(env), db: db.handle.db, renderer });
  await app.ready();
  return app;
}

const get = (app: FastifyInstance, url: string, address = '203.0.113.1') =>
  app.inject({ method: 'GET', url, remoteAddress: address });

const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

describe.each(databaseKinds)('share preview images on %s', (kind) => {
  let database: TestDatabase;
  const count = async (like = '%') => {
    const rows = (await database.handle.db.execute(
      sql`select count(*)::int as n, coalesce(sum(size), 0)::int as bytes from share_images where path like ${like}`,
    )) as unknown;
    const [n, bytes] = [/"n":(\d+)/, /"bytes":(\d+)/].map((re) => Number(re.exec(JSON.stringify(rows))?.[1]));
    return { n: n ?? 0, bytes: bytes ?? 0 };
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(async () => {
    await resetRateLimits(database.handle);
    await database.handle.db.execute(sql`delete from share_images`);
  });

  it('renders a missing image once for many concurrent requests, and stores one row across two instances', async () => {
    const renderers = [stubRenderer(), stubRenderer()];
    const apps = await Promise.all(renderers.map((renderer) => shareApp(database, renderer)));
    const releases = renderers.map((renderer) => renderer.hold());
    const asked = Array.from({ length: 16 }, (_, i) =>
      get(apps[i % 2] as FastifyInstance, imageOf(1), `198.51.100.${i + 1}`),
    );
    // Neither render can finish before both instances have started theirs; the other requests join one of
    // them, or (arriving after it) find the stored row.
    while (renderers.some((renderer) => renderer.renders() === 0))
      await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const release of releases) release();
    const answers = await Promise.all(asked);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    expect(renderers.map((renderer) => renderer.renders())).toEqual([1, 1]);
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(await count()).toMatchObject({ n: 1 });
    await Promise.all(apps.map((app) => app.close()));
  });

  it('makes at most the limit of new images per address a minute (many distinct dates); other addresses and stored images are unaffected', async () => {
    const renderer = stubRenderer();
    const app = await shareApp(database, renderer);
    const statuses: number[] = [];
    for (let n = 0; n < 30; n += 1) statuses.push((await get(app, imageOf(n), '203.0.113.7')).statusCode);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses.slice(20)).toEqual(Array(10).fill(429));
    expect(await count()).toMatchObject({ n: 20 });
    expect(renderer.renders()).toBe(20);

    const refused = await get(app, imageOf(40), '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json().message).toMatch(/^Too many new preview images/);
    // Worded in the reader's language (without `lang`, Accept-Language chooses it).
    const spanish = await app.inject({
      url: imageOf(40).replace('?lang=en', ''),
      remoteAddress: '203.0.113.7',
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.json().message).toMatch(/^Demasiadas imágenes de vista previa nuevas/);
    // A stored image is still served to that address; another address still has its own allowance.
    expect((await get(app, imageOf(3), '203.0.113.7')).statusCode).toBe(200);
    expect((await get(app, imageOf(40), '203.0.113.8')).statusCode).toBe(200);
    expect(renderer.renders()).toBe(21);
    await app.close();
  });

  it('answers 503 with Retry-After while the real pool (one thread, no queue) is busy, and draws the first image', async () => {
    const pool = createRenderPool({ threads: 1, queue: 0 });
    const app = await shareApp(database, pool);
    const first = get(app, imageOf(100));
    // The first request is counted and handed to the pool before the second arrives.
    while (!pool.isFull()) await new Promise((resolve) => setTimeout(resolve, 10));
    const second = await get(app, imageOf(101), '203.0.113.9');
    expect(second.statusCode).toBe(503);
    expect(second.headers['retry-after']).toBe('5');
    expect(second.json().message).toMatch(/^Preview images are busy/);
    // Meanwhile its page names the site's card, not an image that cannot be made now.
    const page = await get(app, '/share/birth-chart/1990-04-12', '203.0.113.9');
    expect(metaOf(page.body, 'og:image')).toMatch(/\/share\/card\.png\?v=/);
    const drawn = await first;
    expect(drawn.statusCode).toBe(200);
    expect(drawn.headers['content-type']).toBe('image/png');
    expect(drawn.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(drawn.rawPayload.readUInt32BE(16)).toBe(1200);
    expect(await count()).toMatchObject({ n: 1 });
    await app.close();
    await pool.close();
  });

  it('keeps the store under SHARE_IMAGE_STORE_MB, dropping the least recently served, a recently served one kept', async () => {
    const size = 300_000;
    const app = await shareApp(database, stubRenderer(size), { SHARE_IMAGE_STORE_MB: '1' });
    for (let n = 0; n < 12; n += 1) {
      expect((await get(app, imageOf(200 + n), `192.0.2.${n}`)).statusCode).toBe(200);
      expect((await count()).bytes).toBeLessThanOrEqual(1024 * 1024);
      // Hours pass; image 200 is asked for again, by an address that made nothing.
      await database.handle.db.execute(sql`update share_images set served_at = now() - interval '2 hours'`);
      expect((await get(app, imageOf(200), '192.0.2.250')).statusCode).toBe(200);
    }
    const rows = (await database.handle.db.execute(
      sql`select path from share_images order by path`,
    )) as unknown;
    const paths = [...JSON.stringify(rows).matchAll(/"path":"([^"]+)"/g)].map((match) => match[1]);
    expect(paths).toHaveLength(3);
    expect(paths).toContain(imageOf(200));
    expect(paths).toContain(imageOf(211));
    expect(paths).not.toContain(imageOf(201));
    await app.close();
  });

  it("names the site's card as a page's preview while the address may not have its image made; the card is served for a year", async () => {
    const app = await shareApp(database, stubRenderer(), { SHARE_NEW_IMAGES_PER_MINUTE: '1' });
    const own = await get(app, '/share/birth-chart/1991-01-01', '203.0.113.20');
    expect(own.statusCode).toBe(200);
    expect(metaOf(own.body, 'og:image')).toMatch(/\/share\/birth-chart\/1991-01-01\/image\.png\?lang=en$/);
    expect(own.headers['cache-control']).toBe('public, max-age=604800');
    // The address spends its one new image; the next page's image cannot be made for it now.
    expect((await get(app, '/share/birth-chart/1991-01-01/image.png', '203.0.113.20')).statusCode).toBe(200);
    const page = await get(app, '/share/birth-chart/1991-01-02', '203.0.113.20');
    expect(page.statusCode).toBe(200);
    const card = siteCard();
    expect(metaOf(page.body, 'og:image')).toBe(`http://localhost:3000${card.address}`);
    expect(metaOf(page.body, 'twitter:image')).toBe(`http://localhost:3000${card.address}`);
    expect(page.body).toContain(`<img src="${card.address}"`);
    expect(page.headers['cache-control']).toBe('public, max-age=60');
    // The stored one still names itself; the image URL itself answers 429.
    const stored = await get(app, '/share/birth-chart/1991-01-01', '203.0.113.20');
    expect(metaOf(stored.body, 'og:image')).toMatch(/1991-01-01\/image\.png\?lang=en$/);
    const image = await get(app, '/share/birth-chart/1991-01-02/image.png', '203.0.113.20');
    expect(image.statusCode).toBe(429);
    expect(Number(image.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Another address still gets the page's own image named.
    const other = await get(app, '/share/birth-chart/1991-01-02', '203.0.113.21');
    expect(metaOf(other.body, 'og:image')).toMatch(/1991-01-02\/image\.png\?lang=en$/);

    const served = await get(app, card.address);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(card.png)).toBe(true);
    await app.close();
  });

  it('revalidates a page and its image by ETag (304), saying their language, with their routes’ cache rules', async () => {
    const app = await shareApp(database, stubRenderer());
    for (const [url, cacheControl] of [
      ['/share/birth-chart/1992-02-02?lang=de', 'public, max-age=604800'],
      ['/share/birth-chart/1992-02-02/image.png?lang=de', 'public, max-age=31536000, immutable'],
    ] as const) {
      const first = await get(app, url, '203.0.113.40');
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['content-language'], url).toBe('de');
      expect(first.headers['cache-control'], url).toBe(cacheControl);
      const etag = String(first.headers.etag);
      const again = await app.inject({
        url,
        headers: { 'if-none-match': etag },
        remoteAddress: '203.0.113.40',
      });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      expect(again.headers.etag, url).toBe(etag);
      expect(again.headers['content-language'], url).toBe('de');
      expect(again.headers['cache-control'], url).toBe(cacheControl);
    }
    await app.close();
  });

  it('limits share pages and images per address a minute, with Retry-After; another address is unaffected', async () => {
    const app = await shareApp(database, stubRenderer(), { SHARE_REQUESTS_PER_MINUTE: '5' });
    const statuses: number[] = [];
    for (let n = 0; n < 8; n += 1)
      statuses.push((await get(app, `/share/daily/stag/${day(13_000 + n)}`, '203.0.113.30')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const refused = await get(app, imageOf(1), '203.0.113.30');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.json().message).toMatch(/^Too many requests/);
    expect((await get(app, '/share/daily/stag/2026-01-15', '203.0.113.31')).statusCode).toBe(200);
    await app.close();
  });
});

describe('the render pool', () => {
  it('refuses a render with PoolFull when its threads and queue are taken', async () => {
    const pool = createRenderPool({ threads: 1, queue: 1 });
    const page = {} as SharePage;
    // Neither settles before the third is asked for; an empty page fails in the worker, which is fine here.
    const taken = [pool.render(page), pool.render(page)].map((run) => run.catch((error: unknown) => error));
    expect(pool.isFull()).toBe(true);
    await expect(pool.render(page)).rejects.toBeInstanceOf(PoolFull);
    await Promise.all(taken);
    expect(pool.isFull()).toBe(false);
    await pool.close();
  });
});
