import { Body, Illumination, SearchMoonQuarter } from 'astronomy-engine';
import { moonPhases } from './calendar';
import { dayNumber, fromDayNumber, requireIsoDate } from './dates';
import { assertTimeZone, zonedTimeToInstant } from './timezone';

export interface MoonPhase {
  name: string;
  /** Lit fraction of the Moon's disc at local noon, 0..1, rounded to three decimals. */
  illumination: number;
}

// SearchMoonQuarter numbers the quarters 0 new, 1 first, 2 full, 3 last.
const QUARTER_NAMES = [moonPhases[0], moonPhases[2], moonPhases[4], moonPhases[6]];
// The in-between phase for days before each quarter: before First Quarter the Moon is a waxing crescent, …
const BEFORE_QUARTER = [moonPhases[7], moonPhases[1], moonPhases[3], moonPhases[5]];

/**
 * The Moon's phase on a calendar day in an IANA time zone, from the real Moon (astronomy-engine).
 * New, First Quarter, Full and Last Quarter are reported on the local day in which the exact instant
 * falls; the other days get the crescent or gibbous phase between them.
 */
export function getMoonPhase(isoDate: string, timeZone = 'UTC'): MoonPhase {
  const date = requireIsoDate(isoDate);
  assertTimeZone(timeZone);
  const next = fromDayNumber(dayNumber(date) + 1);
  const start = zonedTimeToInstant(timeZone, date.year, date.month, date.day, 0);
  const end = zonedTimeToInstant(timeZone, next.year, next.month, next.day, 0);

  const quarter = SearchMoonQuarter(new Date(start));
  const name =
    quarter.time.date.getTime() < end ? QUARTER_NAMES[quarter.quarter] : BEFORE_QUARTER[quarter.quarter];
  if (!name) throw new RangeError(`Unexpected moon quarter ${quarter.quarter}`);

  const noon = zonedTimeToInstant(timeZone, date.year, date.month, date.day, 12);
  const illumination = Illumination(Body.Moon, new Date(noon)).phase_fraction;
  return { name, illumination: Math.round(illumination * 1000) / 1000 };
}
