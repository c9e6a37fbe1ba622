import { Body, Illumination, MoonPhase, NextMoonQuarter, SearchMoonQuarter } from 'astronomy-engine';
import { festivals, getQuarter, moonPhases } from './calendar';
import { moonPhaseName, quarterName, signProfile } from './content';
import { dayNumber, formatIsoDate, fromDayNumber, requireIsoDate, utcMillis } from './dates';
import { birthReading } from './horoscope/birth';
import { defaultLocale, type Locale } from './locale';
import { findSignByDate } from './lookup';
import { getMoonPhase } from './moon';
import { oghamOf } from './ogham';
import { assertTimeZone, zonedTimeToInstant } from './timezone';
import type { SignName } from './types';

export type PrincipalPhaseName = 'New Moon' | 'First Quarter' | 'Full Moon' | 'Last Quarter';

/**
 * A birth chart: true facts of a birth date (and time and zone), with a paragraph that reads them. The
 * identifiers (`sign.name`, `sign.tree`, `moon.phase`, `moon.nearest.phase`, `quarter.id`) are English in every
 * language; the shown names beside them, the letter's meaning and the reading are in the chart's language.
 * Festival and Ogham names are Irish in every language.
 */
export interface BirthChart {
  date: string;
  /** The local time of birth as given, HH:MM, or null when none was given. */
  time: string | null;
  /** False when no time was given: the Moon is then read at local noon. */
  timeKnown: boolean;
  timeZone: string;
  /** The instant the Moon is read at, ISO 8601 in UTC. */
  instant: string;
  sign: {
    name: SignName;
    /** The sign's shown name: Lobo, Wolf. */
    displayName: string;
    tree: string;
    /** The tree's shown name: Saúco, Holunder. */
    treeName: string;
    ogham: { letter: string; name: string; meaning: string };
  };
  moon: {
    /** The app's phase name for the local day of birth (principal phases on the day of their instant). */
    phase: string;
    /** The phase's shown name: Luna llena, Vollmond. */
    phaseName: string;
    /** Lit fraction of the disc at the instant, 0..1, to three decimals. */
    illumination: number;
    waxing: boolean;
    nearest: { phase: PrincipalPhaseName; phaseName: string; at: string };
  };
  /** `id` is the quarter's English name, `name` the shown one (the same in English). */
  quarter: { id: string; name: string };
  festivals: {
    /** The latest festival on or before the birth date (0 days on the festival itself). */
    before: { name: string; date: string; daysBefore: number };
    /** The first festival after the birth date. */
    after: { name: string; date: string; daysAfter: number };
  };
  reading: string;
}

/** Why a birth chart's input is refused; the message names the field and what it expects. */
export class BirthChartInputError extends RangeError {
  readonly field: 'date' | 'time' | 'timeZone';

  constructor(field: BirthChartInputError['field'], message: string) {
    super(message);
    this.name = 'BirthChartInputError';
    this.field = field;
  }
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const NOON = 12;

// SearchMoonQuarter numbers the quarters 0 new, 1 first, 2 full, 3 last, as moonPhases lists them at 0, 2, 4, 6.
const principalNames = [0, 2, 4, 6].map((i) => moonPhases[i]) as PrincipalPhaseName[];

const isoSeconds = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}Z`;

/** The principal phase whose exact instant is closest to the instant, before or after it. */
export function nearestPrincipalPhase(instant: number): { phase: PrincipalPhaseName; at: number } {
  // Quarters are at most about 8 days apart, so one search from 9 days back finds the one before and after.
  let quarter = SearchMoonQuarter(new Date(instant - 9 * 86_400_000));
  let best: { phase: PrincipalPhaseName; at: number } | null = null;
  for (;;) {
    const at = quarter.time.date.getTime();
    const phase = principalNames[quarter.quarter];
    if (!phase) throw new RangeError(`Unexpected moon quarter ${quarter.quarter}`);
    if (!best || Math.abs(at - instant) < Math.abs(best.at - instant)) best = { phase, at };
    if (at > instant) return best;
    quarter = NextMoonQuarter(quarter);
  }
}

/** The festival on or before a day and the first one after it. */
function festivalsAround(day: number, year: number): BirthChart['festivals'] {
  const dated = [year - 1, year, year + 1]
    .flatMap((y) =>
      festivals.map((f) => ({ name: f.name, n: dayNumber({ year: y, month: f.month, day: f.day }) })),
    )
    .sort((a, b) => a.n - b.n);
  const before = dated.filter((f) => f.n <= day).at(-1);
  const after = dated.find((f) => f.n > day);
  // Four festivals a year: the year before and after always hold one on each side.
  if (!before || !after) throw new RangeError(`No festival around day ${day}`);
  const iso = (n: number) => formatIsoDate(fromDayNumber(n));
  return {
    before: { name: before.name, date: iso(before.n), daysBefore: day - before.n },
    after: { name: after.name, date: iso(after.n), daysAfter: after.n - day },
  };
}

/**
 * The birth chart of a date (YYYY-MM-DD), with an optional local time (HH:MM) and IANA time zone (default
 * UTC). Pure: the same input gives the same chart on every machine. Without a time the Moon is read at local
 * noon, the middle of the day, so the answer is never more than half a day away from the truth. `locale` is
 * the language of the shown names and the reading (English by default).
 */
export function birthChart(
  date: string,
  time?: string | null,
  timeZone = 'UTC',
  locale: Locale = defaultLocale,
): BirthChart {
  let parsed: ReturnType<typeof requireIsoDate>;
  try {
    parsed = requireIsoDate(date);
  } catch (error) {
    throw new BirthChartInputError('date', (error as Error).message);
  }
  const clock = time == null ? null : TIME.exec(time);
  if (time != null && !clock) {
    throw new BirthChartInputError('time', `Invalid time "${time}": expected HH:MM from 00:00 to 23:59`);
  }
  try {
    assertTimeZone(timeZone);
  } catch (error) {
    throw new BirthChartInputError('timeZone', (error as Error).message);
  }
  const hour = clock ? Number(clock[1]) : NOON;
  const minute = clock ? Number(clock[2]) : 0;
  const instant = zonedTimeToInstant(timeZone, parsed.year, parsed.month, parsed.day, hour, minute);

  const sign = findSignByDate(parsed.month, parsed.day);
  if (!sign) throw new RangeError(`No sign for ${date}`);
  const ogham = oghamOf(sign.tree);
  const phase = getMoonPhase(date, timeZone).name;
  const illumination = Math.round(Illumination(Body.Moon, new Date(instant)).phase_fraction * 1000) / 1000;
  // The Moon's ecliptic longitude ahead of the Sun: under 180° it is moving from new towards full.
  const waxing = MoonPhase(new Date(instant)) < 180;
  const nearest = nearestPrincipalPhase(instant);
  const quarter = getQuarter(new Date(utcMillis(parsed.year, parsed.month, parsed.day))).name;
  const day = dayNumber(parsed);
  const around = festivalsAround(day, parsed.year);

  const reading = birthReading(
    {
      sign,
      ogham,
      phase,
      illumination,
      waxing,
      nearest,
      instant,
      quarter,
      before: { name: around.before.name, days: around.before.daysBefore },
      after: { name: around.after.name, days: around.after.daysAfter },
    },
    day,
    locale,
  );
  const shown = signProfile(sign.name, locale);

  return {
    date,
    time: clock ? (time ?? null) : null,
    timeKnown: clock !== null,
    timeZone,
    instant: isoSeconds(instant),
    sign: {
      name: sign.name,
      displayName: shown.displayName,
      tree: sign.tree,
      treeName: shown.treeName,
      ogham: { letter: ogham.letter, name: ogham.name, meaning: shown.treeMeaning },
    },
    moon: {
      phase,
      phaseName: moonPhaseName(phase, locale),
      illumination,
      waxing,
      nearest: {
        phase: nearest.phase,
        phaseName: moonPhaseName(nearest.phase, locale),
        at: isoSeconds(nearest.at),
      },
    },
    quarter: { id: quarter, name: quarterName(quarter, locale) },
    festivals: around,
    reading,
  };
}
