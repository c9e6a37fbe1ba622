import { hash } from 'node:crypto';

export type CachePolicy = 'daily' | 'static';

const day = 86_400;
// Signs and other static data change only with a deploy; the ETag lets clients revalidate cheaply after that.
const staticMaxAge = 7 * day;
// UTC+14 (Kiribati) is the first zone to leave a date: from then on some reader's "today" is the next day, so a
// shared cache must not keep that date's answer past it.
const earliestZoneOffsetMs = 14 * 3600 * 1000;

/** A strong ETag from the exact bytes of the body. */
export function etagOf(body: string): string {
  // One-shot hash: a third faster than createHash() for bodies of a few kB.
  return `"${hash('sha1', body, 'base64url')}"`;
}

const dayMs = day * 1000;
// Both below run on every cached answer: parsing or formatting a date string each time cost ~2% of the CPU.
let lastDate = '';
let lastDateStart = Number.NaN;
let today = '';
let todayStart = Number.NaN;

/** Start of the date `isoDate` (YYYY-MM-DD) in UTC milliseconds, NaN when it is not one. */
function startOfDate(isoDate: string): number {
  if (isoDate !== lastDate) {
    lastDateStart = Date.parse(`${isoDate}T00:00:00Z`);
    lastDate = isoDate;
  }
  return lastDateStart;
}

/** The UTC date (YYYY-MM-DD) at `nowMs`, formatted once a day. */
export function utcDate(nowMs: number = Date.now()): string {
  if (!(nowMs >= todayStart && nowMs < todayStart + dayMs)) {
    todayStart = nowMs - (((nowMs % dayMs) + dayMs) % dayMs);
    today = new Date(todayStart).toISOString().slice(0, 10);
  }
  return today;
}

/** Seconds from `now` until the date `isoDate` (YYYY-MM-DD) ends in UTC+14, clamped to 0..86400. */
export function secondsUntilDateEnds(isoDate: string, now: Date = new Date()): number {
  const startUtc = startOfDate(isoDate);
  if (Number.isNaN(startUtc)) return 0;
  const endInUtcPlus14 = startUtc + day * 1000 - earliestZoneOffsetMs;
  const seconds = Math.floor((endInUtcPlus14 - now.getTime()) / 1000);
  return Math.max(0, Math.min(day, seconds));
}

/** The `date` field of a result, if it has one (a daily answer's cache lifetime ends with that date). */
export function dateOf(result: unknown): string | undefined {
  if (typeof result === 'object' && result !== null && 'date' in result && typeof result.date === 'string') {
    return result.date;
  }
  return undefined;
}

/** Cache-Control for a cacheable answer; `date` is the answer's own date (today when it has none). */
export function cacheControlFor(
  policy: CachePolicy,
  date: string | undefined,
  now: Date = new Date(),
): string {
  if (policy === 'static') return `public, max-age=${staticMaxAge}`;
  return `public, max-age=${secondsUntilDateEnds(date ?? utcDate(now.getTime()), now)}`;
}

/** Cache-Control and ETag for a cacheable body; `result` is the value `body` was serialised from. */
export function cacheHeadersFor(
  policy: CachePolicy,
  body: string,
  result: unknown,
  now: Date = new Date(),
): { 'cache-control': string; etag: string } {
  return { 'cache-control': cacheControlFor(policy, dateOf(result), now), etag: etagOf(body) };
}

/** True when the request's If-None-Match already names this ETag (weak or strong, or `*`). */
export function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}
