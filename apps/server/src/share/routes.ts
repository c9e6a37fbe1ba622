/**
 * The public share pages and their preview images. A page is rendered from the reading on every request (its
 * HTML is cheap and the reading is stored); an image is rendered once, stored as bytes, and from then on every
 * instance answers those bytes with the same ETag. Every request reads the path's ETag from the database, so a row
 * deleted or replaced by hand counts at once on every instance; the bytes are kept here by ETag, which is their
 * SHA-256 (whoever replaces a row's bytes writes their new ETag, as HTTP caches rely on too).
 */
import { hash } from 'node:crypto';
import type { Database } from '@celtic/db';
import { keepShareImage, type StoredShareImage, shareImageByPath, shareImageEtag } from '@celtic/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Env } from '../env';
import { HttpError, sendError } from '../http/errors';
import { type ShareKind, sharePageOf } from './content';
import { sharePageHtml } from './html';
import { renderPreview } from './image';

const routes: { kind: ShareKind; pattern: string }[] = [
  { kind: 'daily', pattern: '/share/daily/:a/:b' },
  { kind: 'weekly', pattern: '/share/weekly/:a/:b' },
  { kind: 'compatibility', pattern: '/share/compatibility/:a/:b' },
  { kind: 'birth-chart', pattern: '/share/birth-chart/:a' },
];

const year = 365 * 86_400;
// A page's text is final, but the origin it names may change with a deploy: a day, not a year.
const pageCacheControl = 'public, max-age=86400';
const imageCacheControl = `public, max-age=${year}, immutable`;

type Params = { a: string; b?: string };

/**
 * A share page's stored image: its ETag read from the database, its bytes from those kept by ETag when this
 * instance has read them before (an image is about 100 kB: reading the row whole on every request is the
 * slow part; docs/PERFORMANCE.md).
 */
function storedImages(db: Database) {
  const bytes = new LRUCache<string, Uint8Array>({
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (png) => png.length,
  });
  return async (path: string): Promise<StoredShareImage | null> => {
    const etag = await shareImageEtag(db, path);
    if (etag === null) return null;
    const png = bytes.get(etag);
    if (png) return { etag, png };
    const image = await shareImageByPath(db, path);
    if (image) bytes.set(image.etag, image.png);
    return image;
  };
}

const etagOf = (png: Uint8Array) => `"${hash('sha256', png, 'base64url')}"`;

function notFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0];
  return sendError(request, reply, new HttpError(404, 'NOT_FOUND', `No share page at ${path}`));
}

export function registerShareRoutes(app: FastifyInstance, options: { env: Env; db: Database }): void {
  const { env, db } = options;
  const stored = storedImages(db);
  const robots = (reply: FastifyReply) => {
    if (!env.SHARE_INDEXING) reply.header('x-robots-tag', 'noindex');
  };
  const pageOf = (kind: ShareKind, params: Params) =>
    sharePageOf(db, kind, params.b === undefined ? [params.a] : [params.a, params.b]);

  for (const { kind, pattern } of routes) {
    app.get<{ Params: Params }>(pattern, async (request, reply) => {
      const page = await pageOf(kind, request.params);
      robots(reply);
      if (!page) return notFound(request, reply);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', pageCacheControl)
        .send(sharePageHtml(page, env.publicOrigin));
    });

    app.get<{ Params: Params }>(`${pattern}/image.png`, async (request, reply) => {
      robots(reply);
      // Stored under the page's own path: a URL spelled that way is answered in one read.
      const asked = request.url.split('?')[0] ?? '';
      let image: StoredShareImage | null = await stored(asked);
      if (!image) {
        // The page is read first: an unknown sign or a date out of range is a 404, and nothing is rendered.
        const page = await pageOf(kind, request.params);
        if (!page) return notFound(request, reply);
        const path = `${page.path}/image.png`;
        image = path === asked ? null : await stored(path);
        if (!image) {
          const png = await renderPreview(page);
          image = await keepShareImage(db, { path, png, etag: etagOf(png) });
        }
      }
      reply.header('etag', image.etag).header('cache-control', imageCacheControl);
      if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
      return reply.type('image/png').send(image.png);
    });
  }
}
