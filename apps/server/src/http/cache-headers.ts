import { hash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Access, CachePolicy, ChosenLanguage } from '@celtic/api';
import type { FastifyReply, FastifyRequest } from 'fastify';

const day = 86_400;
// Signs and other static data change only with a deploy; the ETag lets clients revalidate cheaply after that.
const staticMaxAge = 7 * day;
// The service's status: long enough to absorb a crowd refreshing it, short enough to show an outage at once.
const briefMaxAge = 30;
// A stored reading of a named day or period never changes (docs/PRODUCT.md §10 "API contract"): a year, the
// longest lifetime HTTP caches are asked to honour.
const namedMaxAge = 365 * day;

/** A strong ETag from the exact bytes of the body. */
export function etagOf(body: string | Uint8Array): string {
  // One-shot hash: a third faster than createHash() for bodies of a few kB.
  return `"${hash('sha1', body, 'base64url')}"`;
}

const dayMs = day * 1000;
// Runs on every cached answer: the date string is formatted once a day, not on each answer.
let today = '';
let todayStart = Number.NaN;

/** The UTC date (YYYY-MM-DD) at `nowMs`, formatted once a day. */
export function utcDate(nowMs: number = Date.now()): string {
  if (!(nowMs >= todayStart && nowMs < todayStart + dayMs)) {
    todayStart = nowMs - (((nowMs % dayMs) + dayMs) % dayMs);
    today = new Date(todayStart).toISOString().slice(0, 10);
  }
  return today;
}

/** Seconds from `now` until the UTC day ends, 1..86400: the life of an answer that means "today". */
export function secondsUntilUtcDayEnds(now: Date = new Date()): number {
  const ms = now.getTime();
  const dayStart = ms - (((ms % dayMs) + dayMs) % dayMs);
  return Math.max(1, Math.ceil((dayStart + dayMs - ms) / 1000));
}

/** How an answer may be kept, beside its policy. */
export interface CacheScope {
  /** The request named its day or period (the procedure's `period` input): the answer is final. */
  named: boolean;
  /** The answer is the same for everyone (public); otherwise it is the caller's alone (private). */
  shared: boolean;
}

/** How long an answer of `policy` may be kept, in seconds, and whether it is final. */
function lifetimeOf(policy: CachePolicy, named: boolean, now: Date): { maxAge: number; immutable: boolean } {
  if (policy === 'static') return { maxAge: staticMaxAge, immutable: false };
  if (policy === 'brief') return { maxAge: briefMaxAge, immutable: false };
  if (named) return { maxAge: namedMaxAge, immutable: true };
  return { maxAge: secondsUntilUtcDayEnds(now), immutable: false };
}

/**
 * Cache-Control for a cacheable answer. `static`: a week. `brief`: 30 seconds. `dated`: a year and `immutable` when the request named
 * its day or period; until the UTC day ends when the answer means today (the server's today is the UTC date).
 */
export function cacheControlFor(policy: CachePolicy, scope: CacheScope, now: Date = new Date()): string {
  const visibility = scope.shared ? 'public' : 'private';
  const { maxAge, immutable } = lifetimeOf(policy, scope.named, now);
  return `${visibility}, max-age=${maxAge}${immutable ? ', immutable' : ''}`;
}

/** One call an answer carries (a REST call, or one call of a tRPC batch): its procedure's rules and input. */
export interface CachedCall {
  access: Access;
  cache: CachePolicy | undefined;
  /** The input named the day or period of a `dated` answer (`namesPeriod`). */
  named: boolean;
}

export interface CacheHeaders {
  'cache-control': string;
  /** Named on an answer gated by role: a cache keeps it apart for each token. */
  vary?: 'Authorization';
}

export const noStore: CacheHeaders = { 'cache-control': 'private, no-store' };

/**
 * The cache rule of an answer, from the procedure table's rules of the calls it carries (a tRPC batch takes
 * the strictest), the one place that decides it:
 * - an answer of public calls that all have a policy is `public` for the shortest of their lifetimes;
 * - one with a signed-in call (whatever its role) that fails, or that depends on the caller (no cache policy:
 *   their own data), or that holds a public call without a policy, is `private, no-store`;
 * - otherwise it is gated by role but the same for every holder (premium readings): `private` for the shortest
 *   lifetime, with `Vary: Authorization`;
 * - undefined (no rule) for a public answer without a policy or a public failure.
 */
export function cacheHeadersFor(
  calls: readonly CachedCall[],
  ok: boolean,
  now: Date = new Date(),
): CacheHeaders | undefined {
  const signedIn = calls.some((call) => call.access !== 'public');
  if (!ok) return signedIn ? noStore : undefined;
  const lifetimes = [];
  for (const call of calls) {
    if (call.cache === undefined) return signedIn ? noStore : undefined;
    lifetimes.push(lifetimeOf(call.cache, call.named, now));
  }
  if (lifetimes.length === 0) return undefined;
  const maxAge = Math.min(...lifetimes.map((lifetime) => lifetime.maxAge));
  const immutable = lifetimes.every((lifetime) => lifetime.immutable) ? ', immutable' : '';
  if (!signedIn) return { 'cache-control': `public, max-age=${maxAge}${immutable}` };
  return { 'cache-control': `private, max-age=${maxAge}${immutable}`, vary: 'Authorization' };
}

/** Adds `name` to the reply's Vary, keeping what is there (CORS's `Origin`, `Authorization`). */
export function addVary(reply: FastifyReply, name: string): void {
  const vary = reply.getHeader('vary');
  const present =
    vary === undefined
      ? []
      : String(vary)
          .split(',')
          .map((item) => item.trim());
  if (present.some((item) => item.toLowerCase() === name.toLowerCase() || item === '*')) return;
  reply.header('vary', [...present.filter(Boolean), name].join(', '));
}

/** Sets `headers` on `reply`, adding to a Vary already there (CORS's `Origin`) rather than replacing it. */
export function setCacheHeaders(reply: FastifyReply, headers: CacheHeaders): void {
  reply.header('cache-control', headers['cache-control']);
  if (headers.vary !== undefined) addVary(reply, headers.vary);
}

/** What an answer written in languages (each as `languageOf`, context.ts, decided it) says of them. */
export interface LanguageHeaders {
  /** Its languages (a tRPC batch may hold several). */
  'content-language': string;
  /** Some call named no `lang`: the Accept-Language header chose, so caches keep the answer apart per header. */
  vary?: 'Accept-Language';
}

/** The language headers of an answer of `languages`; undefined when it has none. */
export function languageHeadersFor(languages: readonly ChosenLanguage[]): LanguageHeaders | undefined {
  if (languages.length === 0) return undefined;
  const contentLanguage = [...new Set(languages.map((language) => language.locale))].join(', ');
  if (!languages.some((language) => language.byHeader)) return { 'content-language': contentLanguage };
  return { 'content-language': contentLanguage, vary: 'Accept-Language' };
}

/** Sets `headers` (`languageHeadersFor`) on `reply`, adding to its Vary. */
export function setLanguageHeaders(reply: FastifyReply, headers: LanguageHeaders): void {
  reply.header('content-language', headers['content-language']);
  if (headers.vary !== undefined) addVary(reply, headers.vary);
}

/** Whether a request's input names the day or period of a `dated` answer. */
export function namesPeriod(
  periodField: string | undefined,
  input: Readonly<Record<string, unknown>>,
): boolean {
  return periodField !== undefined && input[periodField] !== undefined;
}

/** True when the request's If-None-Match already names this ETag (weak or strong, or `*`). */
export function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/**
 * Cache-Control of the answers that are files, not procedures': the web app's content-hashed assets never
 * change under their name; everything else it serves (the shell, icons) and the API document are revalidated on
 * each use; the health check is never kept.
 */
export const fileCacheControl = {
  hashed: `public, max-age=${namedMaxAge}, immutable`,
  revalidated: 'no-cache',
  never: 'no-store',
} as const;

/** Sets a file's Cache-Control (`fileCacheControl`) on a reply, or on the raw response @fastify/static gives. */
export function setFileCacheControl(
  reply: Pick<FastifyReply, 'header'> | { setHeader(name: string, value: string): unknown },
  kind: keyof typeof fileCacheControl,
): void {
  if ('setHeader' in reply) reply.setHeader('cache-control', fileCacheControl[kind]);
  else reply.header('cache-control', fileCacheControl[kind]);
}

/**
 * Sends an answer that carries an ETag (of its bytes unless given) and its Cache-Control (`cacheHeadersFor`'s,
 * or `cacheControlFor`'s), answering 304 without a body when the request's If-None-Match already names that
 * ETag: the one place the app revalidates an answer (the shared-answer store in front of it asks
 * `storedAnswerHead`).
 */
export function sendTagged(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: { type: string; body: string | Uint8Array; etag?: string; cache?: CacheHeaders | string },
): FastifyReply {
  const etag = answer.etag ?? etagOf(answer.body);
  if (typeof answer.cache === 'string') reply.header('cache-control', answer.cache);
  else if (answer.cache) setCacheHeaders(reply, answer.cache);
  reply.header('etag', etag);
  if (isFresh(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type(answer.type).send(answer.body);
}

/** A share page naming the site's card as its preview: its own image may be made a minute later. */
export const previewPendingCacheControl = 'public, max-age=60';

/**
 * How a stored public answer (shared-answers.ts) is sent now, before Fastify: 304 when the request's
 * If-None-Match names its ETag, else 200, with its ETag and the Cache-Control the app would write now
 * (`cacheControlFor`), as node:http's flat [name, value] list.
 */
export function storedAnswerHead(
  headers: IncomingHttpHeaders,
  cache: { policy: CachePolicy; etag: string; named: boolean },
): { status: 200 | 304; head: string[] } {
  const cacheControl = cacheControlFor(cache.policy, { named: cache.named, shared: true });
  return {
    status: isFresh(headers['if-none-match'], cache.etag) ? 304 : 200,
    head: ['etag', cache.etag, 'cache-control', cacheControl],
  };
}
