import { NextMoonQuarter, SearchMoonQuarter } from 'astronomy-engine';
import { festivals, lunarMonths, moonPhases, quarters } from './calendar';
import { dayNumber, formatIsoDate, fromDayNumber, requireIsoDate, utcMillis } from './dates';

/** One of the four principal phases, at its exact instant. */
export interface PrincipalPhase {
  phase: 'New Moon' | 'First Quarter' | 'Full Moon' | 'Last Quarter';
  /** The UTC day in which the instant falls: the day the daily reading reports this phase. */
  date: string;
  /** The instant, ISO 8601 in UTC to the minute. */
  instant: string;
}

export interface SkyFestival {
  name: string;
  date: string;
}

/** A quarter of the Celtic year that begins (with its festival) inside the period. */
export interface QuarterChange {
  quarter: string;
  date: string;
}

/** One run of a tree month, with its real dates. */
export interface TreeMonthSpan {
  tree: string;
  /** The Ogham letter named after the tree. */
  name: string;
  start: string;
  end: string;
}

/** What the sky and the Celtic calendar hold between two days: true facts a period reading speaks of. */
export interface Sky {
  moonPhases: PrincipalPhase[];
  festivals: SkyFestival[];
  quarterChanges: QuarterChange[];
  treeMonths: TreeMonthSpan[];
}

// SearchMoonQuarter numbers the quarters 0 new, 1 first, 2 full, 3 last, as moonPhases lists them at 0, 2, 4, 6.
const principalNames = [0, 2, 4, 6].map((i) => moonPhases[i]) as PrincipalPhase['phase'][];

/**
 * The principal phases whose instants fall from `first` 00:00 UTC to the end of `last` (YYYY-MM-DD), by the
 * same search as the daily phase (moon.ts), so each is reported on the day the daily reading names it.
 */
export function principalPhases(first: string, last: string): PrincipalPhase[] {
  const from = requireIsoDate(first);
  const to = requireIsoDate(last);
  const end = utcMillis(to.year, to.month, to.day) + 86_400_000;
  const found: PrincipalPhase[] = [];
  let quarter = SearchMoonQuarter(new Date(utcMillis(from.year, from.month, from.day)));
  while (quarter.time.date.getTime() < end) {
    const at = quarter.time.date;
    const phase = principalNames[quarter.quarter];
    if (!phase) throw new RangeError(`Unexpected moon quarter ${quarter.quarter}`);
    found.push({ phase, date: at.toISOString().slice(0, 10), instant: `${at.toISOString().slice(0, 16)}Z` });
    quarter = NextMoonQuarter(quarter);
  }
  return found;
}

/** Every date (YYYY-MM-DD) of a month and day that falls between two days, both included. */
function occurrences(firstDay: number, lastDay: number, month: number, day: number): number[] {
  const years = new Set([fromDayNumber(firstDay).year, fromDayNumber(lastDay).year]);
  return [...years]
    .map((year) => dayNumber({ year, month, day }))
    .filter((n) => n >= firstDay && n <= lastDay);
}

/** The festivals, quarter changes and tree months between two days, with the principal moon phases. */
export function skyBetween(first: string, last: string): Sky {
  const firstDay = dayNumber(requireIsoDate(first));
  const lastDay = dayNumber(requireIsoDate(last));
  if (lastDay < firstDay) throw new RangeError(`${last} is before ${first}`);
  const iso = (n: number) => formatIsoDate(fromDayNumber(n));

  const festivalDays = festivals
    .flatMap((festival) =>
      occurrences(firstDay, lastDay, festival.month, festival.day).map((n) => ({ festival, n })),
    )
    .sort((a, b) => a.n - b.n);
  // Each quarter opens with its festival: Samhain Quarter on Samhain, and so on.
  const quarterChanges = festivalDays.map(({ festival, n }) => {
    const quarter = quarters.find((q) => q.monthNumbers[0] === festival.month);
    if (!quarter) throw new RangeError(`No quarter opens in month ${festival.month}`);
    return { quarter: quarter.name, date: iso(n) };
  });

  const treeMonths: TreeMonthSpan[] = [];
  const years = [fromDayNumber(firstDay).year - 1, fromDayNumber(lastDay).year];
  for (let year = years[0] ?? 0; year <= (years[1] ?? 0); year++) {
    for (const month of lunarMonths) {
      const start = dayNumber({ year, month: month.start.month, day: month.start.day });
      // Birch starts in December and ends in January of the next year.
      const endYear = month.end.month < month.start.month ? year + 1 : year;
      const end = dayNumber({ year: endYear, month: month.end.month, day: month.end.day });
      if (end >= firstDay && start <= lastDay) {
        treeMonths.push({ tree: month.tree, name: month.name, start: iso(start), end: iso(end) });
      }
    }
  }
  treeMonths.sort((a, b) => a.start.localeCompare(b.start));

  return {
    moonPhases: principalPhases(first, last),
    festivals: festivalDays.map(({ festival, n }) => ({ name: festival.name, date: iso(n) })),
    quarterChanges,
    treeMonths,
  };
}
