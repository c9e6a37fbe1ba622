import { festivals, getQuarter } from '../calendar';
import { type CalendarDate, dayNumber, utcMillis } from '../dates';
import { getMoonPhase } from '../moon';
import { type ElementVoice, elementVoices, type SignVoice, signVoices } from '../profiles';
import type { Sign } from '../types';
import type { SeasonKey } from './localized';
import { rotation } from './schedule';
import { type SignTraits, signTraits } from './traits';
import {
  type ElementWords,
  elementWords,
  type FestivalVoice,
  festivalVoices,
  type PhaseVoice,
  phaseVoices,
  type QuarterVoice,
  quarterVoices,
  type RulerVoice,
  rulerVoices,
} from './voices';

/** Where the date sits in the Celtic year, as the horoscope talks about it. */
export type SeasonContext =
  | { kind: 'festival'; festival: FestivalVoice }
  | { kind: 'soon'; festival: FestivalVoice; days: number }
  | { kind: 'recent'; festival: FestivalVoice; days: number }
  | { kind: 'season'; quarter: QuarterVoice };

/**
 * The parts of a daily reading. A sign's trait lists are shared by all of them, so each part takes the
 * entry at its own offset (its index here) and no two parts of one reading say the same trait.
 */
export const parts = ['moon', 'sign', 'season', 'love', 'career', 'health', 'advice'] as const;
export type Part = (typeof parts)[number];

export interface HoroscopeContext {
  sign: Sign;
  voice: SignVoice;
  traits: SignTraits;
  element: ElementWords;
  elementVoice: ElementVoice;
  ruler: RulerVoice;
  phaseName: string;
  phase: PhaseVoice;
  season: SeasonContext;
  /**
   * The day's entry of a list for this sign, from the rotation named by key (schedule.ts). Every line that
   * reads the same key on a day reads the same entry, so a key belongs to one part of the reading.
   */
  pick<T>(key: string, list: readonly T[]): T;
  /** This part's adjective, gift and shadow of the day (traits.ts). */
  adjective(): string;
  gift(): string;
  shadow(): string;
}

const SOON_DAYS = 10;
const RECENT_DAYS = 5;

/** Where the date sits in the Celtic year, by the names of its festival or quarter. */
export function seasonKeyOf(date: CalendarDate): SeasonKey {
  const today = dayNumber(date);
  for (const year of [date.year - 1, date.year, date.year + 1]) {
    for (const festival of festivals) {
      const diff = dayNumber({ year, month: festival.month, day: festival.day }) - today;
      if (diff === 0) return { kind: 'festival', festival: festival.name };
      if (diff > 0 && diff <= SOON_DAYS) return { kind: 'soon', festival: festival.name, days: diff };
      if (diff < 0 && -diff <= RECENT_DAYS) return { kind: 'recent', festival: festival.name, days: -diff };
    }
  }
  return { kind: 'season', quarter: getQuarter(new Date(utcMillis(date.year, date.month, date.day))).name };
}

export function seasonOf(date: CalendarDate): SeasonContext {
  return englishSeason(seasonKeyOf(date));
}

/** The English wording of a season. */
export function englishSeason(key: SeasonKey): SeasonContext {
  if (key.kind === 'season') {
    const quarter = quarterVoices[key.quarter];
    if (!quarter) throw new RangeError(`No quarter wording for ${key.quarter}`);
    return { kind: 'season', quarter };
  }
  const festival = festivalVoices[key.festival];
  if (!festival) throw new RangeError(`No wording for ${key.festival}`);
  return key.kind === 'festival'
    ? { kind: key.kind, festival }
    : { kind: key.kind, festival, days: key.days };
}

// Every sign asks for the same dates, and the phase search is the costly part of a horoscope. Keyed by the
// canonical YYYY-MM-DD date a reading is made for, and emptied at the cap.
const phaseCache = new Map<string, string>();
const PHASE_CACHE_LIMIT = 2000;

export function utcPhaseName(isoDate: string): string {
  const cached = phaseCache.get(isoDate);
  if (cached) return cached;
  const name = getMoonPhase(isoDate, 'UTC').name;
  if (phaseCache.size >= PHASE_CACHE_LIMIT) phaseCache.clear();
  phaseCache.set(isoDate, name);
  return name;
}

/**
 * Chooses the entry of a list that a reading uses: `key` names the list (one rotation per sign and key) and
 * `use` is the part's offset into the trait lists that every part shares (0 for the others).
 */
export type Choose = <T>(key: string, list: readonly T[], use: number) => T;

/** The context of a sign's reading under a phase and a season, seen from each part, with its choices. */
export function contextFor(
  sign: Sign,
  phaseName: string,
  season: SeasonContext,
  choose: Choose,
): (part: Part) => HoroscopeContext {
  const ruler = rulerVoices[sign.ruling];
  if (!ruler) throw new RangeError(`No wording for ruling body ${sign.ruling}`);
  const phase = phaseVoices[phaseName];
  if (!phase) throw new RangeError(`No wording for moon phase ${phaseName}`);
  const traits = signTraits[sign.name];
  const shared = {
    sign,
    voice: signVoices[sign.name],
    traits,
    element: elementWords[sign.element],
    elementVoice: elementVoices[sign.element],
    ruler,
    phaseName,
    phase,
    season,
    pick: <T>(key: string, list: readonly T[]) => choose(key, list, 0),
  };
  return (part) => {
    const use = parts.indexOf(part);
    return {
      ...shared,
      adjective: () => choose('adjective', traits.adjectives, use),
      gift: () => choose('gift', traits.gifts, use),
      shadow: () => choose('shadow', traits.shadows, use),
    };
  };
}

/** The day's choices of a sign's reading: every choice is the day's step of its rotation. */
export function dailyChoices(sign: Sign, date: CalendarDate): Choose {
  const day = dayNumber(date);
  return (key, list, use) => {
    const item = list[rotation(`${sign.name}|${key}`, list.length, day, use)];
    if (item === undefined) throw new RangeError(`Cannot pick from the empty list ${key}`);
    return item;
  };
}

/** The context of a sign's reading on a date: every choice is the day's step of its rotation. */
export function buildContext(
  sign: Sign,
  isoDate: string,
  date: CalendarDate,
): (part: Part) => HoroscopeContext {
  // The horoscope is the same worldwide for a date, so the phase is read for the UTC day.
  return contextFor(sign, utcPhaseName(isoDate), seasonOf(date), dailyChoices(sign, date));
}
