import { type CalendarDate, dayNumber, formatIsoDate, fromDayNumber, requireIsoDate } from './dates';

/** The months' English names, January first. */
export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The periods a reading can cover beside a day. */
export type PeriodKind = 'week' | 'month' | 'year';
export const periodKinds: readonly PeriodKind[] = ['week', 'month', 'year'];

/** A week (ISO 8601, Monday to Sunday), a month or a year, with its first and last UTC days. */
export interface Period {
  kind: PeriodKind;
  /** `2026-W48`, `2026-11` or `2026`. */
  id: string;
  /** First and last day, YYYY-MM-DD, both included. */
  start: string;
  end: string;
  /**
   * The period's number counted without a break across years (a week: its Monday's day number divided by 7,
   * a month: year × 12 + month − 1, a year: the year), so consecutive periods have consecutive positions.
   */
  position: number;
}

const patterns: Record<PeriodKind, RegExp> = {
  week: /^(\d{4})-W(\d{2})$/,
  month: /^(\d{4})-(\d{2})$/,
  year: /^(\d{4})$/,
};

/** How each kind is written, for error messages. */
export const periodFormats: Record<PeriodKind, string> = {
  week: 'an ISO week written YYYY-Www, e.g. 2026-W48',
  month: 'a month written YYYY-MM, e.g. 2026-11',
  year: 'a year written YYYY, e.g. 2026',
};

// 1970-01-01 was a Thursday, so a day number d falls on weekday (d + 3) mod 7 counting Monday as 0.
const weekday = (day: number) => (((day + 3) % 7) + 7) % 7;
const mondayOf = (day: number) => day - weekday(day);

/** Monday of ISO week 1 of a year: the week holding the year's first Thursday (so 4 January). */
function firstMonday(year: number): number {
  return mondayOf(dayNumber({ year, month: 1, day: 4 }));
}

/** The number of ISO weeks in a year: 53 when its last week holds 28 December's Thursday, else 52. */
export function weeksInYear(year: number): number {
  return (firstMonday(year + 1) - firstMonday(year)) / 7;
}

function make(kind: PeriodKind, id: string, first: number, last: number, position: number): Period {
  return {
    kind,
    id,
    start: formatIsoDate(fromDayNumber(first)),
    end: formatIsoDate(fromDayNumber(last)),
    position,
  };
}

function weekStarting(monday: number): Period {
  // The ISO year of a week is the year of its Thursday.
  const year = fromDayNumber(monday + 3).year;
  const number = (monday - firstMonday(year)) / 7 + 1;
  const id = `${String(year).padStart(4, '0')}-W${String(number).padStart(2, '0')}`;
  return make('week', id, monday, monday + 6, Math.floor(monday / 7));
}

function monthOf(year: number, month: number): Period {
  const first = dayNumber({ year, month, day: 1 });
  const next = month === 12 ? { year: year + 1, month: 1, day: 1 } : { year, month: month + 1, day: 1 };
  const id = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
  return make('month', id, first, dayNumber(next) - 1, year * 12 + month - 1);
}

function yearOf(year: number): Period {
  const first = dayNumber({ year, month: 1, day: 1 });
  const last = dayNumber({ year, month: 12, day: 31 });
  return make('year', String(year).padStart(4, '0'), first, last, year);
}

/** Parses a period written as its kind is written (periodFormats), or returns null. */
export function parsePeriod(kind: PeriodKind, value: string): Period | null {
  const match = patterns[kind].exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  if (kind === 'year') return yearOf(year);
  const number = Number(match[2]);
  if (kind === 'month') return number >= 1 && number <= 12 ? monthOf(year, number) : null;
  if (number < 1 || number > weeksInYear(year)) return null;
  return weekStarting(firstMonday(year) + (number - 1) * 7);
}

/** Parses a period or throws a RangeError naming the input and the expected form. */
export function requirePeriod(kind: PeriodKind, value: string): Period {
  const period = parsePeriod(kind, value);
  if (!period) throw new RangeError(`Invalid ${kind} "${value}": expected ${periodFormats[kind]}`);
  return period;
}

/** The period of a kind that holds a date (YYYY-MM-DD). */
export function periodOf(kind: PeriodKind, isoDate: string): Period {
  const date: CalendarDate = requireIsoDate(isoDate);
  if (kind === 'year') return yearOf(date.year);
  if (kind === 'month') return monthOf(date.year, date.month);
  return weekStarting(mondayOf(dayNumber(date)));
}

/** The period `steps` periods after (or before, when negative) the given one. */
export function shiftPeriod(period: Period, steps: number): Period {
  if (period.kind === 'year') return yearOf(period.position + steps);
  if (period.kind === 'month') {
    const position = period.position + steps;
    return monthOf(Math.floor(position / 12), (position % 12) + 1);
  }
  return weekStarting(dayNumber(requireIsoDate(period.start)) + steps * 7);
}
