import type { ClaimedPush } from '@celtic/db';
import {
  defaultLocale,
  firstSentence,
  generateDailyHoroscope,
  getSign,
  type Locale,
  localDateAt,
  occasionsOn,
  type SignName,
  signDisplayName,
} from '@celtic/zodiac-core';
import { pushTexts } from './texts';

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

// The day's overview of a sign never changes (generated from the sign, the date and the language alone):
// worked out once per sign, day and language, not once per push. Keyed by the stored sign, the server's own
// YYYY-MM-DD date and a locale, never by request text; emptied past the cap.
const overviews = new Map<string, string>();
function overviewOf(sign: SignName, isoDate: string, locale: Locale): string {
  const key = `${sign} ${isoDate} ${locale}`;
  let overview = overviews.get(key);
  if (overview === undefined) {
    if (overviews.size > 500) overviews.clear();
    overview = firstSentence(generateDailyHoroscope(sign, isoDate, locale).general);
    overviews.set(key, overview);
  }
  return overview;
}

/**
 * The notification of a claimed push, for the user's local date of it (today's, for a test push), in the
 * language the user chose (English when none).
 */
export function pushMessageOf(push: ClaimedPush, now: Date): PushMessage {
  const localDate = push.localDate ?? localDateAt(push.timeZone, now.getTime());
  const locale = push.locale ?? defaultLocale;
  const texts = pushTexts[locale];
  const day = texts.dayTitle(localDate);
  if (push.kind === 'festival' || push.kind === 'moon') {
    const occasion = occasionsOn(localDate, push.timeZone);
    const festival = occasion.festival?.name;
    return {
      title:
        push.kind === 'festival'
          ? texts.festivalTitle(festival, day)
          : texts.moonTitle(occasion.moon ?? undefined, day),
      body:
        push.kind === 'festival'
          ? texts.festivalBody(festival, localDate)
          : texts.moonBody(occasion.moon ?? undefined, localDate),
      tag: `${push.kind}-${localDate}`,
      // The web app shows the Celtic calendar (festivals, moon phases) on /history, its first tab.
      url: '/history',
      icon,
      badge,
    };
  }
  const sign = push.sign ? getSign(push.sign) : null;
  const title = `${sign ? signDisplayName(sign.name, locale) : texts.yourHoroscope} · ${day}`;
  const body = sign ? overviewOf(sign.name, localDate, locale) : texts.chooseSign;
  return {
    title,
    body,
    tag: `${push.kind === 'test' ? 'test' : 'daily'}-${localDate}`,
    url: `/horoscope?date=${localDate}`,
    icon,
    badge,
  };
}
