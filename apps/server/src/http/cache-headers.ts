import { hash } from 'node:crypto';

export type CachePolicy = 'dated' | 'static';

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

/**
 * Cache-Control for a cacheable answer. `static`: a week. `dated`: a year and `immutable` when the request named
 * its day or period; until the UTC day ends when the answer means today (the server's today is the UTC date).
 */
export function cacheControlFor(policy: CachePolicy, scope: CacheScope, now: Date = new Date()): string {
  const visibility = scope.shared ? 'public' : 'private';
  if (policy === 'static') return `${visibility}, max-age=${staticMaxAge}`;
  if (scope.named) return `${visibility}, max-age=${namedMaxAge}, immutable`;
  return `${visibility}, max-age=${secondsUntilUtcDayEnds(now)}`;
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
