/**
 * What a public share page says, read through the API's own procedures (so a page is the reading the API answers
 * and is stored like it) or the pure core. A page holds no personal data: readings are the same for everyone of
 * a sign. Premium readings (monthly, yearly) have no page.
 */
import { createCaller, createContextInner } from '@celtic/api';
import type { Database } from '@celtic/db';
import { getSign, type OghamStrokes, oghamOf, type Sign, scoreCompatibility } from '@celtic/zodiac-core';
import { TRPCError } from '@trpc/server';

export const shareKinds = ['daily', 'weekly', 'compatibility', 'birth-chart'] as const;
export type ShareKind = (typeof shareKinds)[number];

export interface ShareSection {
  heading: string;
  text: string;
}

export interface SharePage {
  /** The page's canonical path, e.g. `/share/daily/stag/2026-11-27` (sign names lower-case). */
  path: string;
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

const longDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The first sentence of a text (up to its first full stop, question or exclamation mark). */
export function firstSentence(text: string): string {
  const match = /^.*?[.!?](?=\s|$)/s.exec(text.trim());
  return (match?.[0] ?? text).trim();
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
  reading: ReadingSections,
  page: { path: string; title: string; kicker: string; overviewHeading: string },
): SharePage {
  const lead = firstSentence(reading.overview);
  return {
    path: page.path,
    title: page.title,
    description: lead,
    kicker: page.kicker,
    heading: `${sign.name}, the ${sign.tree} sign`,
    sections: [
      { heading: page.overviewHeading, text: reading.overview },
      { heading: 'Love', text: reading.love },
      { heading: 'Career', text: reading.career },
      { heading: 'Health', text: reading.health },
      { heading: 'Advice', text: reading.advice },
    ],
    signs: [sign],
    lead,
  };
}

/**
 * The page of a share path's parameters, or null when there is none (an unknown sign, a date or week out of the
 * range the readings cover): that answers 404 and nothing is rendered.
 */
export async function sharePageOf(
  db: Database,
  kind: ShareKind,
  params: readonly string[],
  now: () => Date = () => new Date(),
): Promise<SharePage | null> {
  const api = createCaller(createContextInner({ db, caller: null, now }));
  const [first = '', second = ''] = params;
  switch (kind) {
    case 'daily': {
      const sign = signOf(first);
      if (!sign) return null;
      const reading = await api.horoscope.daily({ sign: sign.name, date: second }).catch(missing);
      if (!reading) return null;
      const when = longDate(reading.date);
      return readingPage(
        sign,
        { ...reading, overview: reading.general },
        {
          path: `/share/daily/${sign.name.toLowerCase()}/${reading.date}`,
          title: `${sign.name} · daily reading for ${when}`,
          kicker: `Daily reading · ${when}`,
          overviewHeading: 'Overview',
        },
      );
    }
    case 'weekly': {
      const sign = signOf(first);
      if (!sign) return null;
      const reading = await api.horoscope.weekly({ sign: sign.name, week: second }).catch(missing);
      if (!reading) return null;
      return readingPage(sign, reading, {
        path: `/share/weekly/${sign.name.toLowerCase()}/${reading.period}`,
        title: `${sign.name} · weekly reading for ${reading.period}`,
        kicker: `Weekly reading · ${longDate(reading.start)} to ${longDate(reading.end)}`,
        overviewHeading: 'The week',
      });
    }
    case 'compatibility': {
      const a = signOf(first);
      const b = signOf(second);
      if (!a || !b) return null;
      const result = scoreCompatibility(a.name, b.name);
      return {
        path: `/share/compatibility/${a.name.toLowerCase()}/${b.name.toLowerCase()}`,
        title: `${a.name} and ${b.name} · ${result.score}% compatible`,
        description: firstSentence(result.description),
        kicker: `Compatibility · ${result.score}%`,
        heading: `${a.name} and ${b.name}`,
        sections: [
          { heading: 'The pair', text: result.description },
          { heading: 'Strengths', text: result.strengths.join(' · ') },
          { heading: 'Challenges', text: result.challenges.join(' · ') },
        ],
        signs: [a, b],
        lead: firstSentence(result.description),
      };
    }
    case 'birth-chart': {
      const chart = await api.birth.chart({ date: first }).catch(missing);
      if (!chart) return null;
      const sign = signOf(chart.sign.name);
      if (!sign) return null;
      const when = longDate(chart.date);
      const { moon, festivals } = chart;
      return {
        path: `/share/birth-chart/${chart.date}`,
        title: `Celtic birth chart for ${when}`,
        description: `${sign.name} of the ${sign.tree} month, Ogham ${chart.sign.ogham.name}; born under the ${moon.phase} (${Math.round(moon.illumination * 100)}% lit).`,
        kicker: `Birth chart · ${when}`,
        heading: `${sign.name} · ${sign.tree} · ${chart.sign.ogham.name}`,
        sections: [
          { heading: 'Reading', text: chart.reading },
          {
            heading: 'The Moon',
            text: `${moon.phase}, ${Math.round(moon.illumination * 100)}% lit and ${moon.waxing ? 'waxing' : 'waning'} at noon; the nearest ${moon.nearest.phase} fell at ${moon.nearest.at.replace('T', ' ').replace('Z', ' UTC')}.`,
          },
          {
            heading: 'Ogham letter',
            text: `${chart.sign.ogham.letter} ${chart.sign.ogham.name}: ${chart.sign.ogham.meaning}.`,
          },
          {
            heading: 'The season',
            text: `${chart.quarter.name}: ${festivals.before.daysBefore} days after ${festivals.before.name}, ${festivals.after.daysAfter} days before ${festivals.after.name}.`,
          },
        ],
        signs: [sign],
        ogham: { name: chart.sign.ogham.name, strokes: oghamOf(sign.tree).strokes },
        lead: firstSentence(chart.reading),
      };
    }
  }
}
