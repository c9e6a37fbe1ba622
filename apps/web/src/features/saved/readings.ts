import { isSignName, parsePeriod } from '@celtic/zodiac-core';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { signLabel } from '../../i18n/sign-names';
import { formatIsoDate } from '../horoscope/dates';
import { periodLabel } from '../horoscope/periods';
/** The wire shape of a reading (dates are ISO strings, INTERNALS.md). */
export interface SavedReading {
  id: number;
  userId: number;
  content: string;
  zodiacSign: string;
  isFavorite: boolean;
  /** When it was saved. */
  readingDate: string;
  /** What it covers and its own day or period; null for a reading saved before they were kept. */
  kind?: ReadingKind | null;
  period?: string | null;
}

export type ReadingKind = 'day' | 'week' | 'month' | 'year';

export const RECENT_COUNT = 6;
export const PAGE_SIZE = 50;

const time = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
};

/** The `count` newest readings by readingDate (docs/PRODUCT.md §9), ties broken by the newer id. */
export function selectRecent<T extends Pick<SavedReading, 'id' | 'readingDate'>>(
  readings: readonly T[],
  count = RECENT_COUNT,
): T[] {
  return [...readings]
    .sort((a, b) => time(b.readingDate) - time(a.readingDate) || b.id - a.id)
    .slice(0, count);
}

export function selectFavorites<T extends Pick<SavedReading, 'isFavorite'>>(readings: readonly T[]): T[] {
  return readings.filter((r) => r.isFavorite);
}

/** Keyset paging: the id to pass as `before` for the next page, or undefined when this page was the last. */
export function nextBefore(page: readonly { id: number }[], limit: number): number | undefined {
  return page.length < limit ? undefined : page.at(-1)?.id;
}

/** Puts the reading the server returned in place of the one with the same id, in every page. */
export function replaceReading<T extends { id: number }>(pages: readonly T[][], updated: T): T[][] {
  return pages.map((page) => page.map((r) => (r.id === updated.id ? updated : r)));
}

export function removeReading<T extends { id: number }>(pages: readonly T[][], id: number): T[][] {
  return pages.map((page) => page.filter((r) => r.id !== id));
}

/** The shared text: a line naming the sign in the language shown, then the reading as it was saved. */
export function readingShareText(reading: Pick<SavedReading, 'zodiacSign' | 'content'>): string {
  const sign = shownSign(reading.zodiacSign);
  return `${t`My saved Celtic ${sign} reading`}\n\n${reading.content}`;
}

/** The sign's name in the language shown; a name the app does not know stays as it was saved. */
export function shownSign(name: string): string {
  return isSignName(name) ? signLabel(name) : name;
}

/** The kind of reading as a card names it. */
export const kindLabels: Record<ReadingKind, MessageDescriptor> = {
  day: msg`Daily`,
  week: msg`Weekly`,
  month: msg`Monthly`,
  year: msg`Yearly`,
};

/**
 * The reading's own day or period as the card heads it ("Sunday, 29 November 2026", "Week 48, 2026 (23 November
 * – 29 November)", "November 2026", "2026"); null for a reading saved without them, or one not understood.
 */
export function readingPeriodText(reading: Pick<SavedReading, 'kind' | 'period'>): string | null {
  const { kind, period } = reading;
  if (!kind || !period) return null;
  if (kind === 'day') return /^\d{4}-\d{2}-\d{2}$/.test(period) ? formatIsoDate(period) : null;
  const parsed = parsePeriod(kind, period);
  return parsed ? periodLabel(kind, parsed.start) : null;
}
