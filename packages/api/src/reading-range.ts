import { type Period, periodOf } from '@celtic/zodiac-core';
import { badInput } from './errors';

/** Readings exist from this day (docs/PRODUCT.md §9) … */
export const firstReadingDate = '2020-01-01';
/** … to this many days after the server's UTC date. */
export const daysAhead = 30;

export function utcIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function lastReadingDate(now: Date): string {
  return utcIsoDate(new Date(now.getTime() + daysAhead * 86_400_000));
}

/** Throws 400 naming `field` when the day lies outside the range of readings. */
export function checkReadingDate(field: string, isoDate: string, now: Date): void {
  const last = lastReadingDate(now);
  if (isoDate < firstReadingDate || isoDate > last) {
    throw badInput(field, `Must be from ${firstReadingDate} to ${last} (${daysAhead} days after today, UTC)`);
  }
}

/** Throws 400 naming `field` unless the period holds a day of the range: from 2020 to 30 days ahead. */
export function checkReadingPeriod(field: string, period: Period, now: Date): void {
  const last = lastReadingDate(now);
  if (period.end < firstReadingDate || period.start > last) {
    const from = periodOf(period.kind, firstReadingDate).id;
    const to = periodOf(period.kind, last).id;
    throw badInput(
      field,
      `Must be from ${from} to ${to} (the ${period.kind} holding ${last}, ${daysAhead} days after today, UTC)`,
    );
  }
}
