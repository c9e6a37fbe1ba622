import type { DailyHoroscope, PeriodHoroscope } from '@celtic/zodiac-core';
import { t } from '@lingui/core/macro';

type ReadingParts = Pick<DailyHoroscope, 'date' | 'general' | 'love' | 'career'>;
type ShareParts = ReadingParts & Pick<DailyHoroscope, 'luckyNumber' | 'luckyColor'>;

/** Love and career, each under its label in the language the reading is shown in (the share text's labels). */
function labelledSections(h: Pick<DailyHoroscope, 'love' | 'career'>): string[] {
  return [t`Love: ${h.love.trim()}`, t`Career: ${h.career.trim()}`];
}

/**
 * What Save Reading stores (docs/PRODUCT.md §3): the date, then the general text, then love and career, each
 * under its label so the saved text says which is which.
 */
export function composeReadingContent(h: ReadingParts): string {
  return [h.date.trim(), h.general.trim(), ...labelledSections(h)].join('\n\n');
}

/** The text Share Horoscope hands to the share sheet or the clipboard (docs/PRODUCT.md §9). */
export function horoscopeShareText(signName: string, h: ShareParts): string {
  return [
    t`My Celtic horoscope for ${signName} (${h.date})`,
    '',
    h.general,
    '',
    t`Love: ${h.love}`,
    t`Career: ${h.career}`,
    '',
    t`Lucky number: ${h.luckyNumber}`,
    t`Lucky color: ${h.luckyColor}`,
  ].join('\n');
}

type PeriodParts = Pick<PeriodHoroscope, 'overview' | 'love' | 'career'>;

/**
 * What Save Reading stores for a week, month or year: the period's name first (so the saved reading says which
 * period it was), then the overview and the labelled sections, as a day's reading starts with its date.
 */
export function composePeriodContent(label: string, h: PeriodParts): string {
  return [label.trim(), h.overview.trim(), ...labelledSections(h)].join('\n\n');
}

/** The share text of a period's reading. */
export function periodShareText(
  signName: string,
  label: string,
  h: PeriodParts & Pick<PeriodHoroscope, 'luckyNumber' | 'luckyColor'>,
): string {
  return [
    t`My Celtic reading for ${signName}: ${label}`,
    '',
    h.overview,
    '',
    t`Love: ${h.love}`,
    t`Career: ${h.career}`,
    '',
    t`Lucky number: ${h.luckyNumber}`,
    t`Lucky color: ${h.luckyColor}`,
  ].join('\n');
}
