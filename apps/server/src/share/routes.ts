/**
 * The public share pages and their preview images, in the reader's language: `?lang=`, else the Accept-Language
 * header, else English, chosen as the API chooses a reading's (`chooseLanguage`), with the same headers
 * (Content-Language, and `Vary: Accept-Language` when the header chose) and the same 400 for a language we do
 * not write in. A page is rendered from the reading on every request (its HTML is cheap and the reading is
 * stored), with an ETag of its bytes, so each language has its own. An image carries words (its kicker,
 * heading, lead and footer), so each language has its own, rendered once, stored as bytes under its address
 * with `?lang=` (`imageAddress`), and from then on every instance answers those bytes with the same ETag. Every request reads the path's ETag from the database, so a row
 * deleted or replaced by hand counts at once on every instance; the bytes are kept here by ETag, which is their
 * SHA-256 (whoever replaces a row's bytes writes their new ETag, as HTTP caches rely on too).
 */
import { hash } from 'node:crypto';
import { badInput, type ChosenLanguage, chooseLanguage, unsupportedLanguageMessage } from '@celtic/api';
import type { Database } from '@celtic/db';
import { keepShareImage, type StoredShareImage, shareImageByPath, shareImageEtag } from '@celtic/db';
import { isLocale, type Locale } from '@celtic/zodiac-core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Env } from '../env';
import { isFresh, languageHeadersFor, etagOf as pageEtagOf, setLanguageHeaders } from '../http/cache-headers';
import { HttpError, sendError } from '../http/errors';
import { imageAddress, type ShareKind, sharePageOf } from './content';
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
type Query = { lang?: unknown };

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

const imageEtagOf = (png: Uint8Array) => `"${hash('sha256', png, 'base64url')}"`;

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '';

function notFound(request: FastifyRequest, reply: FastifyReply) {
  return sendError(request, reply, new HttpError(404, 'NOT_FOUND', `No share page at ${pathOf(request)}`));
}

/** The reader's language; null once the API's 400 for a `lang` we do not write in has been sent. */
function languageOf(request: FastifyRequest, reply: FastifyReply): ChosenLanguage | null {
  const { lang } = request.query as Query;
  if (lang !== undefined && !isLocale(lang)) {
    sendError(request, reply, badInput('lang', unsupportedLanguageMessage(lang)));
    return null;
  }
  return chooseLanguage(lang, request.headers['accept-language']);
}

/** Content-Language, and Vary: Accept-Language when the header chose. */
function sayLanguage(reply: FastifyReply, language: ChosenLanguage) {
  const headers = languageHeadersFor([language]);
  if (headers) setLanguageHeaders(reply, headers);
}

export function registerShareRoutes(app: FastifyInstance, options: { env: Env; db: Database }): void {
  const { env, db } = options;
  const stored = storedImages(db);
  const robots = (reply: FastifyReply) => {
    if (!env.SHARE_INDEXING) reply.header('x-robots-tag', 'noindex');
  };
  const pageOf = (kind: ShareKind, params: Params, locale: Locale) =>
    sharePageOf(db, kind, params.b === undefined ? [params.a] : [params.a, params.b], locale);

  for (const { kind, pattern } of routes) {
    app.get<{ Params: Params }>(pattern, async (request, reply) => {
      robots(reply);
      const language = languageOf(request, reply);
      if (!language) return reply;
      const page = await pageOf(kind, request.params, language.locale);
      if (!page) return notFound(request, reply);
      const html = sharePageHtml(page, env.publicOrigin);
      const etag = pageEtagOf(html);
      sayLanguage(reply, language);
      reply.header('etag', etag).header('cache-control', pageCacheControl);
      if (isFresh(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('text/html; charset=utf-8').send(html);
    });

    app.get<{ Params: Params }>(`${pattern}/image.png`, async (request, reply) => {
      robots(reply);
      const language = languageOf(request, reply);
      if (!language) return reply;
      const { locale } = language;
      // Stored under the page's own address in the language: a URL spelled that way is answered in one read.
      const asked = `${pathOf(request)}?lang=${locale}`;
      let image: StoredShareImage | null = await stored(asked);
      if (!image) {
        // The page is read first: an unknown sign or a date out of range is a 404, and nothing is rendered.
        const page = await pageOf(kind, request.params, locale);
        if (!page) return notFound(request, reply);
        const path = imageAddress(page.path, locale);
        image = path === asked ? null : await stored(path);
        if (!image) {
          const png = await renderPreview(page);
          image = await keepShareImage(db, { path, png, etag: imageEtagOf(png) });
        }
      }
      sayLanguage(reply, language);
      reply.header('etag', image.etag).header('cache-control', imageCacheControl);
      if (isFresh(request.headers['if-none-match'], image.etag)) return reply.code(304).send();
      return reply.type('image/png').send(image.png);
    });
  }
}
