const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
const MS_PER_DAY = 86_400_000;

/** True for a month and day that exist in some year (Feb 29 included). */
export function isValidMonthDay(month: number, day: number): boolean {
  if (!Number.isInteger(month) || !Number.isInteger(day) || month < 1 || month > 12) return false;
  const max = DAYS_IN_MONTH[month - 1] ?? 0;
  return day >= 1 && day <= max;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Parses a real calendar date written YYYY-MM-DD, or returns null. */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (!isValidMonthDay(month, day)) return null;
  if (month === 2 && day === 29 && !isLeapYear(year)) return null;
  return { year, month, day };
}

/**
 * A calendar date (YYYY-MM-DD) as the instant of its noon UTC: the same calendar day in every time zone from
 * UTC-11 to UTC+11, so a date formatted or read in UTC (or nearly any zone) stays that day.
 */
export const atNoonUtc = (isoDate: string): Date => new Date(`${isoDate}T12:00:00Z`);

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

/** Parses an ISO date or throws a RangeError that names the input. */
export function requireIsoDate(value: string): CalendarDate {
  const parsed = parseIsoDate(value);
  if (!parsed)
    throw new RangeError(`Invalid date "${value}": expected a real calendar date written YYYY-MM-DD`);
  return parsed;
}

/** Milliseconds since the epoch for a UTC wall time; unlike Date.UTC, years 0–99 are taken literally. */
export function utcMillis(year: number, month: number, day: number, hour = 0): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, 0, 0, 0);
  return date.getTime();
}

/** Whole days since 1970-01-01; independent of the machine's time zone. */
export function dayNumber(date: CalendarDate): number {
  return Math.round(utcMillis(date.year, date.month, date.day) / MS_PER_DAY);
}

export function fromDayNumber(days: number): CalendarDate {
  const d = new Date(days * MS_PER_DAY);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export function formatIsoDate(date: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}
