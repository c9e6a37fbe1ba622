import { hash } from 'node:crypto';
import { type Access, type CachePolicy, type ChosenLanguage, chooseLanguage } from '@celtic/api';
import type { FastifyReply } from 'fastify';

const day = 86_400;
// Signs and other static data change only with a deploy; the ETag lets clients revalidate cheaply after that.
const staticMaxAge = 7 * day;
// A stored reading of a named day or period never changes (docs/PRODUCT.md §10 "API contract"): a year, the
// longest lifetime HTTP caches are asked to honour.
const namedMaxAge = 365 * day;

/** A strong ETag from the exact bytes of the body. */
export function etagOf(body: string): string {
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
  if (named) return { maxAge: namedMaxAge, immutable: true };
  return { maxAge: secondsUntilUtcDayEnds(now), immutable: false };
}

/**
 * Cache-Control for a cacheable answer. `static`: a week. `dated`: a year and `immutable` when the request named
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

/** The language of each localized call an answer carries, as its procedure chose it (`chooseLanguage`). */
export function languagesOf(
  calls: readonly { localized: boolean; input: Readonly<Record<string, unknown>> }[],
  acceptLanguage: string | undefined,
): ChosenLanguage[] {
  return calls
    .filter((call) => call.localized)
    .map((call) => chooseLanguage(call.input.lang, acceptLanguage));
}

/** What an answer written in languages says of them. */
export interface LanguageHeaders {
  /** Its languages (a tRPC batch may hold several). */
  'content-language': string;
  /** Some call named no `lang`: the Accept-Language header chose, so caches keep the answer apart per header. */
  vary?: 'Accept-Language';
}

/** The language headers of an answer of `languages` (`languagesOf`); undefined when it has none. */
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
