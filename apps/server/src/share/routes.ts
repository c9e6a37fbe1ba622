/**
 * The public share pages and their preview images, in the reader's language (`languageOf`, as for any
 * procedure: `?lang=`, else the Accept-Language header, else English, with the same Content-Language and Vary,
 * and the procedures' own 400 for a language we do not write in). A page is rendered from the reading on every
 * request (its HTML is cheap and the reading is stored), with an ETag of its bytes, so each language has its
 * own. An image carries words (its kicker, heading, lead and footer), so each language has its own, rendered
 * once off the event loop, stored as bytes under its address with `?lang=` (`imageAddress`), and from then on
 * every instance answers those bytes with the same ETag (previews.ts: how new images are bounded). A page never
 * waits for its image: when the image is not stored and cannot be made now for this client, the page names the
 * site's card as its preview instead.
 *
 * Each route carries its rules in the procedure table's shape (`shareRules`), and the guards read them as they
 * read a procedure's: the database gate, the rate limit (class `share`: SHARE_REQUESTS_PER_MINUTE per address
 * in the shared rate_limits table, guards/rate-limit.ts), the load shedding (expensive anonymous work, refused
 * first under load); cache-headers.ts writes their Cache-Control, ETag and 304.
 */
import { langSchema, toTRPCError } from '@celtic/api';
import type { Database, StoredShareImage } from '@celtic/db';
import { assertTimeZone, type Locale } from '@celtic/zodiac-core';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Env } from '../env';
import {
  cacheControlFor,
  languageHeadersFor,
  previewPendingCacheControl,
  sendTagged,
  setLanguageHeaders,
} from '../http/cache-headers';
import { languageOf } from '../http/context';
import { HttpError, sendError } from '../http/errors';
import type { RouteRule } from '../http/rest';
import { siteCard } from './card';
import {
  type BirthMoment,
  birthQuery,
  imageAddress,
  pageAddress,
  type ShareKind,
  sharePageOf,
} from './content';
import { sharePageHtml } from './html';
import { previews } from './previews';
import { createRenderPool, type Renderer } from './render-pool';

const routes: { kind: ShareKind; pattern: string }[] = [
  { kind: 'daily', pattern: '/share/daily/:a/:b' },
  { kind: 'weekly', pattern: '/share/weekly/:a/:b' },
  { kind: 'compatibility', pattern: '/share/compatibility/:a/:b' },
  { kind: 'birth-chart', pattern: '/share/birth-chart/:a' },
];

/**
 * The share routes' rules, as the procedure table states a procedure's. A page's text is final, but the origin
 * it names changes with a deploy: `static`. An image's URL names its day and language, and its bytes never change
 * under it: `dated`, named. The card is bytes in memory: no database, no limit. Share pages are no API read:
 * their own limit (`share`) counts them, never a key's or the address's read quota.
 */
export const shareRules = {
  page: {
    access: 'public',
    cache: 'static',
    needsDatabase: true,
    rateLimit: 'share',
    shed: true,
    localized: true,
    metered: false,
  },
  image: {
    access: 'public',
    cache: 'dated',
    needsDatabase: true,
    rateLimit: 'share',
    shed: true,
    localized: true,
    metered: false,
  },
  card: {
    access: 'public',
    cache: 'dated',
    needsDatabase: false,
    rateLimit: 'none',
    shed: true,
    localized: false,
    metered: false,
  },
} as const satisfies Record<string, RouteRule>;

/** The Cache-Control of a share route's answer, from its rule (public, and named: its URL names it). */
const cacheOf = (rule: RouteRule) =>
  rule.cache === undefined ? undefined : cacheControlFor(rule.cache, { named: true, shared: true });

type Params = { a: string; b?: string };

// The query a share URL takes: the `lang` field every localized procedure's input has, refused as theirs is.
const shareQuery = z.object({ lang: langSchema.optional() });

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '';

function notFound(request: FastifyRequest, reply: FastifyReply) {
  return sendError(request, reply, new HttpError(404, 'NOT_FOUND', `No share page at ${pathOf(request)}`));
}

const birthTime = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * A birth chart's time and zone from the query, the zone in its canonical spelling (one page and one image
 * per zone, however it is written); an HttpError 400 naming what is wrong.
 */
function birthMomentOf(query: unknown): BirthMoment {
  const { time, timeZone } = (query ?? {}) as Record<string, unknown>;
  const moment: BirthMoment = {};
  if (time !== undefined) {
    if (typeof time !== 'string' || !birthTime.test(time))
      throw new HttpError(400, 'BAD_REQUEST', 'time: expected a time written HH:MM, from 00:00 to 23:59');
    moment.time = time;
  }
  if (timeZone !== undefined) {
    const bad = new HttpError(
      400,
      'BAD_REQUEST',
      'timeZone: expected an IANA time zone such as Europe/Dublin',
    );
    if (typeof timeZone !== 'string' || timeZone.length === 0 || timeZone.length > 64) throw bad;
    try {
      assertTimeZone(timeZone);
    } catch {
      throw bad;
    }
    moment.timeZone = new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
  }
  return moment;
}

/** The request's language (`languageOf`); null once the 400 for a `lang` we do not write in has been sent. */
function languageOfShare(request: FastifyRequest, reply: FastifyReply) {
  const parsed = shareQuery.safeParse(request.query);
  if (parsed.success) return languageOf(request);
  // Translated here, as a procedure's input error is at its boundary: a 400 naming `lang`, in the reader's words.
  sendError(request, reply, toTRPCError(new TRPCError({ code: 'BAD_REQUEST', cause: parsed.error })));
  return null;
}

/** A share answer in the request's language: Content-Language and Vary, then `sendTagged`. */
function sendInLanguage(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Parameters<typeof sendTagged>[2],
): FastifyReply {
  const headers = languageHeadersFor([languageOf(request)]);
  if (headers) setLanguageHeaders(reply, headers);
  return sendTagged(request, reply, answer);
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
  const pageOf = (kind: ShareKind, params: Params, locale: Locale, moment: BirthMoment) =>
    sharePageOf(
      db,
      kind,
      params.b === undefined ? [params.a] : [params.a, params.b],
      locale,
      undefined,
      moment,
    );
  /** The birth chart's time and zone (none for the other kinds); null once the 400 has been sent. */
  const momentOf = (kind: ShareKind, request: FastifyRequest, reply: FastifyReply) => {
    if (kind !== 'birth-chart') return {};
    try {
      return birthMomentOf(request.query);
    } catch (error) {
      sendError(request, reply, error as HttpError);
      return null;
    }
  };

  app.get('/share/card.png', { config: { rule: shareRules.card } }, async (request, reply) => {
    robots(reply);
    const cache = cacheOf(shareRules.card);
    return sendTagged(request, reply, { type: 'image/png', body: card.png, etag: card.etag, cache });
  });

  for (const { kind, pattern } of routes) {
    app.get<{ Params: Params }>(pattern, { config: { rule: shareRules.page } }, async (request, reply) => {
      robots(reply);
      const language = languageOfShare(request, reply);
      if (!language) return reply;
      const moment = momentOf(kind, request, reply);
      if (!moment) return reply;
      const page = await pageOf(kind, request.params, language.locale, moment);
      if (!page) return notFound(request, reply);
      const own = await images.available(imageAddress(page.path, page.locale), request.ip);
      const html = sharePageHtml(page, env.publicOrigin, own ? {} : { preview: card.address });
      const cache = own ? cacheOf(shareRules.page) : previewPendingCacheControl;
      return sendInLanguage(request, reply, { type: 'text/html; charset=utf-8', body: html, cache });
    });

    app.get<{ Params: Params }>(
      `${pattern}/image.png`,
      { config: { rule: shareRules.image } },
      async (request, reply) => {
        robots(reply);
        const language = languageOfShare(request, reply);
        if (!language) return reply;
        const { locale } = language;
        const moment = momentOf(kind, request, reply);
        if (!moment) return reply;
        // Stored under the page's own address in the language: a URL spelled that way is answered in one read.
        const asked = pageAddress(`${pathOf(request)}${birthQuery(moment)}`, locale);
        let image: StoredShareImage | null = await images.stored(asked);
        if (!image) {
          // Refused before the page is read when it could not be made now anyway: a flood costs little.
          const early = await images.refusal(asked, request.ip);
          if (early) return sendError(request, reply, early);
          // The page is read first: an unknown sign or a date out of range is a 404, and nothing is rendered.
          const page = await pageOf(kind, request.params, locale, moment);
          if (!page) return notFound(request, reply);
          const path = imageAddress(page.path, locale);
          image = path === asked ? null : await images.stored(path);
          // A refusal (too many new images, the renderers busy) leaves through the error handler, with Retry-After.
          image ??= await images.make(path, page, request.ip);
        }
        const cache = cacheOf(shareRules.image);
        return sendInLanguage(request, reply, {
          type: 'image/png',
          body: image.png,
          etag: image.etag,
          cache,
        });
      },
    );
  }
}
