import { atNoonUtc, type PeriodKind, periodOf, shiftPeriod } from '@celtic/zodiac-core';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { intlLocale } from '../../i18n/format';

// The /horoscope page's view and date live in the URL (`?view=week&date=2026-11-26`), so a link opens the
// same reading. These helpers are plain functions of the search params: no React, no clock unless given.

export type View = 'day' | 'week' | 'month' | 'year';
export const views: readonly View[] = ['day', 'week', 'month', 'year'];
export const viewLabels: Record<View, MessageDescriptor> = {
  day: msg`Today`,
  week: msg`Week`,
  month: msg`Month`,
  year: msg`Year`,
};

export interface HoroscopeSearch {
  view?: View;
  /** Any day of the period shown, YYYY-MM-DD; absent means today. */
  date?: string;
}

/** Readings exist from this day to 30 days after today (docs/PRODUCT.md §10). */
export const firstDate = '2020-01-01';
export const daysAhead = 30;

const dayMs = 86_400_000;

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** The last day a reading exists for, seen from the user's today. */
export function lastDate(today: string): string {
  return addDays(today, daysAhead);
}

/** A day of the period `steps` periods away from the one holding `date` (its first day for a period). */
export function stepDate(view: View, date: string, steps: number): string {
  if (view === 'day') return addDays(date, steps);
  return shiftPeriod(periodOf(view, date), steps).start;
}

/** Whether the period holding `date` has any day from the first date to the last (the API's range rule). */
export function inRange(view: View, date: string, today: string): boolean {
  const last = lastDate(today);
  if (view === 'day') return date >= firstDate && date <= last;
  const period = periodOf(view, date);
  return period.end >= firstDate && period.start <= last;
}

/** The day nearest to `date` that has a reading: the date itself, the first date or the last. */
export function nearestDate(date: string, today: string): string {
  const last = lastDate(today);
  if (date < firstDate) return firstDate;
  return date > last ? last : date;
}

/** The API's name of the period holding `date`: `2026-W48`, `2026-11`, `2026`. */
export function periodIdOf(kind: PeriodKind, date: string): string {
  return periodOf(kind, date).id;
}

/** A calendar date of an ISO day, formatted in UTC so no time zone moves it. */
const utcDay = atNoonUtc;

/** "23 November", "23 de noviembre", "23. November" (English keeps the day first). */
function dayMonth(isoDate: string): string {
  const locale = intlLocale() === 'en' ? 'en-GB' : intlLocale();
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    utcDay(isoDate),
  );
}

/**
 * How a period is named on the page and at the head of a saved reading: "Week 48, 2026 (23 November – 29
 * November)", "November 2026", "2026".
 */
export function periodLabel(kind: PeriodKind, date: string): string {
  const period = periodOf(kind, date);
  if (kind === 'year') return period.id;
  if (kind === 'month') {
    return new Intl.DateTimeFormat(intlLocale(), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      utcDay(period.start),
    );
  }
  const [year = '', weekId] = period.id.split('-W');
  const week = Number(weekId);
  const from = dayMonth(period.start);
  const to = dayMonth(period.end);
  return t`Week ${week}, ${year} (${from} – ${to})`;
}
