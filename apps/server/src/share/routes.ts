/**
 * The public share pages and their preview images, in the reader's language: `?lang=`, else the Accept-Language
 * header, else English, chosen as the API chooses a reading's (`chooseLanguage`), with the same headers
 * (Content-Language, and `Vary: Accept-Language` when the header chose) and the same 400 for a language we do
 * not write in. A page is rendered from the reading on every request (its HTML is cheap and the reading is
 * stored), with an ETag of its bytes, so each language has its own. An image carries words (its kicker,
 * heading, lead and footer), so each language has its own, rendered once off the event loop, stored as bytes
 * under its address with `?lang=` (`imageAddress`), and from then on every instance answers those bytes with the
 * same ETag (previews.ts: how new images are bounded). A page never waits for its image: when the image is not
 * stored and cannot be made now for this client, the page names the site's card as its preview instead.
 *
 * Every page and image counts against its client address (`request.ip`, as far as TRUST_PROXY trusts), in the
 * shared rate_limits table. The routes are marked `shed`: expensive anonymous work, refused first under load.
 */
import {
  badInput,
  type ChosenLanguage,
  chooseLanguage,
  Refusal,
  refusals,
  unsupportedLanguageMessage,
} from '@celtic/api';
import { countRateLimitHit, type Database, type StoredShareImage, sweepRateLimitKeys } from '@celtic/db';
import { isLocale, type Locale } from '@celtic/zodiac-core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../env';
import { isFresh, languageHeadersFor, etagOf as pageEtagOf, setLanguageHeaders } from '../http/cache-headers';
import { HttpError, sendError } from '../http/errors';
import { siteCard } from './card';
import { imageAddress, type ShareKind, sharePageOf } from './content';
import { sharePageHtml } from './html';
import { minuteMs, previews } from './previews';
import { createRenderPool, type Renderer } from './render-pool';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Expensive anonymous work: the load shedding refuses such routes first when the event loop lags. */
    shed?: boolean;
  }
}

const routes: { kind: ShareKind; pattern: string }[] = [
  { kind: 'daily', pattern: '/share/daily/:a/:b' },
  { kind: 'weekly', pattern: '/share/weekly/:a/:b' },
  { kind: 'compatibility', pattern: '/share/compatibility/:a/:b' },
  { kind: 'birth-chart', pattern: '/share/birth-chart/:a' },
];

const year = 365 * 86_400;
// A page's text is final, but the origin it names may change with a deploy: a day, not a year.
const pageCacheControl = 'public, max-age=86400';
// A page naming the card instead of its own image: its image may be made a minute later.
const fallbackCacheControl = 'public, max-age=60';
const imageCacheControl = `public, max-age=${year}, immutable`;

type Params = { a: string; b?: string };

/** The refusals that name how long to wait: answered with Retry-After. */
type WaitKey = 'tooManyRequests' | 'tooManyNewImages' | 'imagesBusy';
const isWait = (refusal: Refusal): refusal is Refusal<WaitKey> =>
  refusal.refusal === 'tooManyRequests' ||
  refusal.refusal === 'tooManyNewImages' ||
  refusal.refusal === 'imagesBusy';
type Query = { lang?: unknown };

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

export interface ShareRouteOptions {
  env: Pick<
    Env,
    | 'publicOrigin'
    | 'SHARE_INDEXING'
    | 'SHARE_IMAGE_STORE_MB'
    | 'SHARE_NEW_IMAGES_PER_MINUTE'
    | 'SHARE_REQUESTS_PER_MINUTE'
  >;
  db: Database;
  /** Draws the images; by default a render pool of worker threads, closed with the app. */
  renderer?: Renderer;
}

export function registerShareRoutes(app: FastifyInstance, options: ShareRouteOptions): void {
  const { env, db } = options;
  const renderer = options.renderer ?? createRenderPool();
  if (!options.renderer) app.addHook('onClose', () => renderer.close());
  const images = previews({
    db,
    renderer,
    maxBytes: env.SHARE_IMAGE_STORE_MB * 1024 * 1024,
    newPerMinute: env.SHARE_NEW_IMAGES_PER_MINUTE,
  });
  const card = siteCard();
  const robots = (reply: FastifyReply) => {
    if (!env.SHARE_INDEXING) reply.header('x-robots-tag', 'noindex');
  };
  const pageOf = (kind: ShareKind, params: Params, locale: Locale) =>
    sharePageOf(db, kind, params.b === undefined ? [params.a] : [params.a, params.b], locale);

  // This file's counters (`share:…`, `share-image:…`) whose minute is over are deleted now and then; other
  // limiters' rows in the table have windows of their own and are left to them.
  let lastSweep = 0;
  /** Counts a share request of the client's address; false once the 429 has been sent. */
  async function withinLimit(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (Date.now() - lastSweep > minuteMs) {
      lastSweep = Date.now();
      sweepRateLimitKeys(db, 'share', minuteMs).catch(() => {});
    }
    const { current, ttl } = await countRateLimitHit(db, `share:${request.ip}`, minuteMs);
    if (current <= env.SHARE_REQUESTS_PER_MINUTE) return true;
    refuse(request, reply, refusals.tooManyRequests(Math.max(1, Math.ceil(ttl / 1000))));
    return false;
  }

  const refuse = (request: FastifyRequest, reply: FastifyReply, refusal: Refusal<WaitKey>) => {
    reply.header('retry-after', String(refusal.values.seconds));
    return sendError(request, reply, refusal);
  };

  const config = { shed: true };

  app.get('/share/card.png', { config }, async (request, reply) => {
    robots(reply);
    reply.header('etag', card.etag).header('cache-control', imageCacheControl);
    if (isFresh(request.headers['if-none-match'], card.etag)) return reply.code(304).send();
    return reply.type('image/png').send(card.png);
  });

  for (const { kind, pattern } of routes) {
    app.get<{ Params: Params }>(pattern, { config }, async (request, reply) => {
      robots(reply);
      if (!(await withinLimit(request, reply))) return reply;
      const language = languageOf(request, reply);
      if (!language) return reply;
      const page = await pageOf(kind, request.params, language.locale);
      if (!page) return notFound(request, reply);
      const own = await images.available(imageAddress(page.path, page.locale), request.ip);
      const html = sharePageHtml(page, env.publicOrigin, own ? {} : { preview: card.address });
      const etag = pageEtagOf(html);
      sayLanguage(reply, language);
      reply.header('etag', etag).header('cache-control', own ? pageCacheControl : fallbackCacheControl);
      if (isFresh(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('text/html; charset=utf-8').send(html);
    });

    app.get<{ Params: Params }>(`${pattern}/image.png`, { config }, async (request, reply) => {
      robots(reply);
      if (!(await withinLimit(request, reply))) return reply;
      const language = languageOf(request, reply);
      if (!language) return reply;
      const { locale } = language;
      // Stored under the page's own address in the language: a URL spelled that way is answered in one read.
      const asked = `${pathOf(request)}?lang=${locale}`;
      let image: StoredShareImage | null = await images.stored(asked);
      if (!image) {
        // Refused before the page is read when it could not be made now anyway: a flood costs little.
        const early = await images.refusal(asked, request.ip);
        if (early) return refuse(request, reply, early);
        // The page is read first: an unknown sign or a date out of range is a 404, and nothing is rendered.
        const page = await pageOf(kind, request.params, locale);
        if (!page) return notFound(request, reply);
        const path = imageAddress(page.path, locale);
        image = path === asked ? null : await images.stored(path);
        if (!image) {
          try {
            image = await images.make(path, page, request.ip);
          } catch (error) {
            if (error instanceof Refusal && isWait(error)) return refuse(request, reply, error);
            throw error;
          }
        }
      }
      sayLanguage(reply, language);
      reply.header('etag', image.etag).header('cache-control', imageCacheControl);
      if (isFresh(request.headers['if-none-match'], image.etag)) return reply.code(304).send();
      return reply.type('image/png').send(image.png);
    });
  }
}
