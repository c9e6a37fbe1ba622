/**
 * What a public share page says, read through the API's own procedures (so a page is the reading the API answers
 * and is stored like it) or the pure core. A page holds no personal data: readings are the same for everyone of
 * a sign. Premium readings (monthly, yearly) have no page.
 */
import { createCaller, createContextInner } from '@celtic/api';
import type { Database } from '@celtic/db';
import {
  firstSentence,
  getSign,
  type Locale,
  type OghamStrokes,
  oghamOf,
  type Sign,
  scoreCompatibilityIn,
  signProfile,
} from '@celtic/zodiac-core';
import { TRPCError } from '@trpc/server';
import { dateRange, longDate, pairOf, percent, type ShareWords, shareWords, utcDateTime } from './words';

export const shareKinds = ['daily', 'weekly', 'compatibility', 'birth-chart'] as const;
export type ShareKind = (typeof shareKinds)[number];

export interface ShareSection {
  heading: string;
  text: string;
}

export interface SharePage {
  /**
   * The page's canonical path, e.g. `/share/daily/stag/2026-11-27` (sign names lower-case, English in every
   * language); its address in one language adds `?lang=` (`pageAddress`).
   */
  path: string;
  /** The language every text of the page is written in. */
  locale: Locale;
  /** `<title>` and og:title. */
  title: string;
  /** og:description: the reading's first sentence, or its facts. */
  description: string;
  /** Above the heading: what kind of reading and for when. */
  kicker: string;
  heading: string;
  sections: ShareSection[];
  /** The signs the page is about (one, or the two of a compatibility check), for the colours and glyphs. */
  signs: Sign[];
  /** The Ogham letter drawn on a birth chart's image. */
  ogham?: { name: string; strokes: OghamStrokes };
  /** The sentence the preview image carries. */
  lead: string;
}

/**
 * The address of a page (`path`) or of its image in one language. Every address a page names carries its
 * language, so a link or preview made from it is in that language whatever the reader's browser asks for;
 * the address without `lang` is the one that follows the reader's language.
 */
export const pageAddress = (path: string, locale: Locale) =>
  `${path}${path.includes('?') ? '&' : '?'}lang=${locale}`;
export const imageAddress = (path: string, locale: Locale) => {
  const [base = '', query] = path.split('?');
  return pageAddress(query ? `${base}/image.png?${query}` : `${base}/image.png`, locale);
};

/** A birth chart's time and zone, as a share URL's query gives them (checked by the route). */
export interface BirthMoment {
  time?: string;
  timeZone?: string;
}

/**
 * The query of a birth chart's canonical path: the time when one was given, the zone when it is not UTC (even
 * without a time it moves the local noon the Moon is read at). Empty for a chart of the date alone.
 */
export function birthQuery(moment: { time?: string | null; timeZone?: string }): string {
  const query = new URLSearchParams();
  if (moment.time) query.set('time', moment.time);
  if (moment.timeZone && moment.timeZone !== 'UTC') query.set('timeZone', moment.timeZone);
  const text = query.toString();
  return text ? `?${text}` : '';
}

const signOf = (name: string) => {
  // Path segments are lower-case; any case is read, the canonical path says it lower-case.
  const sign = getSign(name);
  return sign && name.length <= 16 ? sign : null;
};

/** A refusal of the API's range or input check: the page does not exist. */
const missing = (error: unknown) => {
  if (error instanceof TRPCError && (error.code === 'BAD_REQUEST' || error.code === 'NOT_FOUND')) return null;
  throw error;
};

/** The sections of a day's or a week's reading, the same on both pages. */
interface ReadingSections {
  overview: string;
  love: string;
  career: string;
  health: string;
  advice: string;
}

function readingPage(
  sign: Sign,
  words: ShareWords,
  reading: ReadingSections,
  page: { path: string; locale: Locale; title: string; kicker: string; overviewHeading: string },
): SharePage {
  const lead = firstSentence(reading.overview);
  const shown = signProfile(sign.name, page.locale);
  return {
    path: page.path,
    locale: page.locale,
    title: page.title,
    description: lead,
    kicker: page.kicker,
    heading: words.signHeading(shown.displayName, shown.treeName),
    sections: [
      { heading: page.overviewHeading, text: reading.overview },
      { heading: words.love, text: reading.love },
      { heading: words.career, text: reading.career },
      { heading: words.health, text: reading.health },
      { heading: words.advice, text: reading.advice },
    ],
    signs: [sign],
    lead,
  };
}

/** `2026-W03` → week 3 of 2026 (the API has checked the form). */
function isoWeek(period: string): { year: number; week: number } {
  const [year = '', week = ''] = period.split('-W');
  return { year: Number(year), week: Number(week) };
}

/**
 * The page of a share path's parameters in a language, or null when there is none (an unknown sign, a date or
 * week out of the range the readings cover): that answers 404 and nothing is rendered. Sign identifiers stay
 * English in the path; every shown name and text is the language's.
 */
export async function sharePageOf(
  db: Database,
  kind: ShareKind,
  params: readonly string[],
  locale: Locale,
  now: () => Date = () => new Date(),
  moment: BirthMoment = {},
): Promise<SharePage | null> {
  const api = createCaller(createContextInner({ db, caller: null, now }));
  const words = shareWords[locale];
  const [first = '', second = ''] = params;
  const shownName = (sign: Sign) => signProfile(sign.name, locale).displayName;
  switch (kind) {
    case 'daily': {
      const sign = signOf(first);
      if (!sign) return null;
      const reading = await api.horoscope
        .daily({ sign: sign.name, date: second, lang: locale })
        .catch(missing);
      if (!reading) return null;
      const when = longDate(words, reading.date);
      return readingPage(
        sign,
        words,
        { ...reading, overview: reading.general },
        {
          path: `/share/daily/${sign.name.toLowerCase()}/${reading.date}`,
          locale,
          title: words.dailyTitle(shownName(sign), when),
          kicker: words.dailyKicker(when),
          overviewHeading: words.overview,
        },
      );
    }
    case 'weekly': {
      const sign = signOf(first);
      if (!sign) return null;
      const reading = await api.horoscope
        .weekly({ sign: sign.name, week: second, lang: locale })
        .catch(missing);
      if (!reading) return null;
      const { year, week } = isoWeek(reading.period);
      return readingPage(sign, words, reading, {
        path: `/share/weekly/${sign.name.toLowerCase()}/${reading.period}`,
        locale,
        title: words.weeklyTitle(shownName(sign), week, year),
        kicker: words.weeklyKicker(dateRange(words, reading.start, reading.end)),
        overviewHeading: words.theWeek,
      });
    }
    case 'compatibility': {
      const a = signOf(first);
      const b = signOf(second);
      if (!a || !b) return null;
      const result = scoreCompatibilityIn(a.name, b.name, locale);
      const pair = pairOf(words, shownName(a), shownName(b));
      const score = percent(words, result.score);
      return {
        path: `/share/compatibility/${a.name.toLowerCase()}/${b.name.toLowerCase()}`,
        locale,
        title: words.compatibilityTitle(pair, score),
        description: firstSentence(result.description),
        kicker: words.compatibilityKicker(score),
        heading: pair,
        sections: [
          { heading: words.thePair, text: result.description },
          { heading: words.strengths, text: result.strengths.join(' · ') },
          { heading: words.challenges, text: result.challenges.join(' · ') },
        ],
        signs: [a, b],
        lead: firstSentence(result.description),
      };
    }
    case 'birth-chart': {
      const chart = await api.birth.chart({ date: first, ...moment, lang: locale }).catch(missing);
      if (!chart) return null;
      const sign = signOf(chart.sign.name);
      if (!sign) return null;
      // The time and zone are part of the chart (another hour can be another Moon): the page says them.
      const zone = chart.timeZone === 'UTC' && !chart.time ? '' : ` (${chart.timeZone.replaceAll('_', ' ')})`;
      const when = `${longDate(words, chart.date)}${chart.time ? `, ${chart.time}` : ''}${zone}`;
      const { moon, festivals } = chart;
      const lit = percent(words, Math.round(moon.illumination * 100));
      const ogham = chart.sign.ogham;
      return {
        path: `/share/birth-chart/${chart.date}${birthQuery({ time: chart.time, timeZone: chart.timeZone })}`,
        locale,
        title: words.birthTitle(when),
        description: words.birthDescription({
          sign: chart.sign.displayName,
          tree: chart.sign.treeName,
          ogham: ogham.name,
          phase: moon.phaseName,
          lit,
        }),
        kicker: words.birthKicker(when),
        heading: `${chart.sign.displayName} · ${chart.sign.treeName} · ${ogham.name}`,
        sections: [
          { heading: words.reading, text: chart.reading },
          {
            heading: words.theMoon,
            text: words.moonText({
              phase: moon.phaseName,
              lit,
              nearest: moon.nearest.phaseName,
              at: utcDateTime(words, moon.nearest.at),
            }),
          },
          { heading: words.oghamLetter, text: `${ogham.letter} ${ogham.name}: ${ogham.meaning}.` },
          {
            heading: words.theSeason,
            text: words.seasonText({
              quarter: chart.quarter.name,
              before: festivals.before.name,
              daysAfter: festivals.before.daysBefore,
              after: festivals.after.name,
              daysBefore: festivals.after.daysAfter,
            }),
          },
        ],
        signs: [sign],
        ogham: { name: ogham.name, strokes: oghamOf(sign.tree).strokes },
        lead: firstSentence(chart.reading),
      };
    }
  }
}
