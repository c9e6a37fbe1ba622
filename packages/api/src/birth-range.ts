import { BirthChartInputError, birthChart, type Locale } from '@celtic/zodiac-core';
import { badInput } from './errors';
import { firstBirthDate } from './schemas/birth';

// The time zone furthest ahead of UTC (Kiribati, UTC+14): its date is the last "today" anywhere.
const furthestAheadMs = 14 * 3_600_000;

/** The last birth date accepted: today where it is latest, so a birth today anywhere is accepted. */
export function lastBirthDate(now: Date): string {
  return new Date(now.getTime() + furthestAheadMs).toISOString().slice(0, 10);
}

/** Throws 400 naming `date` when it lies outside 1900-01-01 … today. */
export function checkBirthDate(date: string, now: Date): void {
  const last = lastBirthDate(now);
  if (date < firstBirthDate || date > last) {
    throw badInput(
      'date',
      `Must be from ${firstBirthDate} to today (${last} in the time zone furthest ahead)`,
    );
  }
}

/** The chart, or a 400 naming the field the core refused (an unknown time zone). */
export function chartOrBadInput(
  date: string,
  time: string | null | undefined,
  timeZone: string | undefined,
  locale: Locale = 'en',
) {
  try {
    return birthChart(date, time, timeZone, locale);
  } catch (error) {
    if (error instanceof BirthChartInputError) throw badInput(error.field, error.message);
    throw error;
  }
}
