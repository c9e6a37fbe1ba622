import type { ClaimedPush } from '@celtic/db';
import { generateDailyHoroscope, getSign, localDateAt, occasionsOn } from '@celtic/zodiac-core';

/** What the service worker shows (apps/web/public/sw-push.js reads these fields). */
export interface PushMessage {
  title: string;
  body: string;
  /** One per day and kind: a repeat replaces the notification rather than stacking a second. */
  tag: string;
  /** Opened (or focused) on a click. */
  url: string;
  icon: string;
  badge: string;
}

const icon = '/pwa-192x192.png';
const badge = '/pwa-64x64.png';

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** "Friday 27 November": a local date (already the user's), written out. */
function dayTitle(isoDate: string): string {
  return dayFormat.format(new Date(`${isoDate}T12:00:00Z`));
}

// The day's overview of a sign never changes (generated from the sign and the date alone): worked out once per
// sign and day, not once per push.
const overviews = new Map<string, string>();
function overviewOf(sign: string, isoDate: string): string {
  const key = `${sign} ${isoDate}`;
  let overview = overviews.get(key);
  if (overview === undefined) {
    if (overviews.size > 500) overviews.clear();
    overview = firstSentence(generateDailyHoroscope(sign, isoDate).general);
    overviews.set(key, overview);
  }
  return overview;
}

/** The first sentence of a text: up to the first `.`, `!` or `?` followed by a space or the end. */
export function firstSentence(text: string): string {
  const match = /^.*?[.!?](?=\s|$)/s.exec(text.trim());
  return (match ? match[0] : text).trim();
}

/** The notification of a claimed push, for the user's local date of it (today's, for a test push). */
export function pushMessageOf(push: ClaimedPush, now: Date): PushMessage {
  const localDate = push.localDate ?? localDateAt(push.timeZone, now.getTime());
  const day = dayTitle(localDate);
  if (push.kind === 'festival' || push.kind === 'moon') {
    const occasion = occasionsOn(localDate, push.timeZone);
    const what =
      push.kind === 'festival'
        ? `${occasion.festival?.name ?? 'A fire festival'} today`
        : `${occasion.moon ?? 'A principal moon phase'} today`;
    const body =
      push.kind === 'festival'
        ? `${occasion.festival?.name ?? 'The festival'} falls on ${day}: read about it on the Celtic calendar.`
        : `The ${(occasion.moon ?? 'moon').toLowerCase()} falls on ${day}: see the phases on the Celtic calendar.`;
    return {
      title: `${what} · ${day}`,
      body,
      tag: `${push.kind}-${localDate}`,
      url: '/calendar',
      icon,
      badge,
    };
  }
  const sign = push.sign ? getSign(push.sign) : null;
  const title = `${sign?.name ?? 'Your horoscope'} · ${day}`;
  const body = sign
    ? overviewOf(sign.name, localDate)
    : 'Choose your Celtic sign to read your daily horoscope.';
  return {
    title,
    body,
    tag: `${push.kind === 'test' ? 'test' : 'daily'}-${localDate}`,
    url: `/horoscope?date=${localDate}`,
    icon,
    badge,
  };
}
