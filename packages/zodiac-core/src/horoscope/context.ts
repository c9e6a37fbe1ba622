import { festivals, getQuarter } from '../calendar';
import { type CalendarDate, dayNumber, utcMillis } from '../dates';
import { getMoonPhase } from '../moon';
import { type ElementVoice, elementVoices, type SignVoice, signVoices } from '../profiles';
import type { Random } from '../random';
import type { Sign } from '../types';
import {
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

export interface HoroscopeContext {
  sign: Sign;
  voice: SignVoice;
  element: ElementVoice;
  ruler: RulerVoice;
  phaseName: string;
  phase: PhaseVoice;
  season: SeasonContext;
  /** Seeded by sign, date and section: free choices of words that do not decide variety. */
  random: Random;
}

const SOON_DAYS = 10;
const RECENT_DAYS = 5;

export function seasonOf(date: CalendarDate): SeasonContext {
  const today = dayNumber(date);
  for (const year of [date.year - 1, date.year, date.year + 1]) {
    for (const festival of festivals) {
      const voice = festivalVoices[festival.name];
      if (!voice) continue;
      const diff = dayNumber({ year, month: festival.month, day: festival.day }) - today;
      if (diff === 0) return { kind: 'festival', festival: voice };
      if (diff > 0 && diff <= SOON_DAYS) return { kind: 'soon', festival: voice, days: diff };
      if (diff < 0 && -diff <= RECENT_DAYS) return { kind: 'recent', festival: voice, days: -diff };
    }
  }
  const quarter = quarterVoices[getQuarter(new Date(utcMillis(date.year, date.month, date.day))).name];
  if (!quarter) throw new RangeError(`No quarter wording for ${date.month}/${date.day}`);
  return { kind: 'season', quarter };
}

// Every sign asks for the same dates, and the phase search is the costly part of a horoscope.
const phaseCache = new Map<string, string>();
const PHASE_CACHE_LIMIT = 2000;

function utcPhaseName(isoDate: string): string {
  const cached = phaseCache.get(isoDate);
  if (cached) return cached;
  const name = getMoonPhase(isoDate, 'UTC').name;
  if (phaseCache.size >= PHASE_CACHE_LIMIT) phaseCache.clear();
  phaseCache.set(isoDate, name);
  return name;
}

export function buildContext(
  sign: Sign,
  isoDate: string,
  date: CalendarDate,
  random: Random,
): HoroscopeContext {
  const ruler = rulerVoices[sign.ruling];
  if (!ruler) throw new RangeError(`No wording for ruling body ${sign.ruling}`);
  // The horoscope is the same worldwide for a date, so the phase is read for the UTC day.
  const phaseName = utcPhaseName(isoDate);
  const phase = phaseVoices[phaseName];
  if (!phase) throw new RangeError(`No wording for moon phase ${phaseName}`);
  return {
    sign,
    voice: signVoices[sign.name],
    element: elementVoices[sign.element],
    ruler,
    phaseName,
    phase,
    season: seasonOf(date),
    random,
  };
}
