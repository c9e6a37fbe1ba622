import {
  type DailyHoroscope,
  festivalsIn,
  type Locale,
  moonPhaseName,
  type SignName,
  signDisplayName,
  skyBetween,
} from '@celtic/zodiac-core';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { type FeedWords, feedWords } from './feed-words';

/** The feed covers this many days before today … */
export const feedDaysBefore = 7;
/** … and after it: as far as readings go (docs/PRODUCT.md §10). */
export const feedDaysAfter = 30;

const domain = 'celtic-zodiac-explorer';

export interface FeedWindow {
  /** The server's UTC date the feed is made on. */
  today: string;
  first: string;
  last: string;
}

export function feedWindow(now: Date): FeedWindow {
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return { today: day(0), first: day(-feedDaysBefore), last: day(feedDaysAfter) };
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function readingText(reading: DailyHoroscope, words: FeedWords): string {
  return [
    reading.general,
    `${words.love}: ${reading.love}`,
    `${words.career}: ${reading.career}`,
    `${words.health}: ${reading.health}`,
    `${words.advice}: ${reading.advice}`,
    words.lucky(reading.luckyNumber, reading.luckyColor),
  ].join('\n\n');
}

/**
 * A sign's iCalendar feed (RFC 5545) in `locale`: one all-day event a day with that day's stored reading, the fire festivals
 * and the principal moon phases of the window. A UID names the sign, the kind and the day, so an event keeps it
 * across fetches; every DTSTAMP is the start of the UTC day, so the feed is the same bytes all day on every
 * server (and so is its ETag).
 */
export function buildFeed(
  sign: SignName,
  window: FeedWindow,
  readings: readonly DailyHoroscope[],
  locale: Locale,
): string {
  const words = feedWords[locale];
  const shown = signDisplayName(sign, locale);
  const stamp = new Date(`${window.today}T00:00:00Z`);
  const calendar = ical({
    name: words.calendarName(shown),
    description: words.calendarDescription(shown),
    prodId: { company: 'Celtic Zodiac Explorer', product: 'Horoscope feed', language: words.language },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 86_400,
  });
  const uid = (kind: string, date: string, extra = '') =>
    `${slug(sign)}-${kind}-${date}${extra && `-${extra}`}@${domain}`;

  for (const reading of readings) {
    calendar.createEvent({
      id: uid('daily', reading.date),
      start: reading.date,
      allDay: true,
      stamp,
      summary: words.readingSummary(shown),
      description: readingText(reading, words),
    });
  }
  const sky = skyBetween(window.first, window.last);
  const described = festivalsIn(locale);
  for (const festival of sky.festivals) {
    const about = described.find((f) => f.name === festival.name);
    if (!about) throw new RangeError(`No festival named ${festival.name}`);
    calendar.createEvent({
      id: uid('festival', festival.date, slug(festival.name)),
      start: festival.date,
      allDay: true,
      stamp,
      // The festival's name is Irish in every language; what it means is told in the feed's.
      summary: festival.name,
      description: about.description,
    });
  }
  for (const phase of sky.moonPhases) {
    const at = new Date(phase.instant);
    calendar.createEvent({
      id: uid('moon', phase.date, slug(phase.phase)),
      start: at,
      end: at,
      stamp,
      summary: moonPhaseName(phase.phase, locale),
      description: words.phaseAt(moonPhaseName(phase.phase, locale), phase.instant.slice(11, 16)),
    });
  }
  return calendar.toString();
}
