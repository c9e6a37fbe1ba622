import { i18n } from '@lingui/core';
import { apiLocale } from './locales';

/**
 * The locale `Intl` formats dates, numbers and lists in: the language shown (the pseudo-locale formats as
 * English). Read when formatting, so a formatter made at module level would miss a change of language.
 */
export function intlLocale(): string {
  return apiLocale(i18n.locale);
}

/** "Wolf, Hawk and Fox" in the language shown. */
export function formatList(items: readonly string[]): string {
  return new Intl.ListFormat(intlLocale(), { style: 'long', type: 'conjunction' }).format(items);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date formatter in the language shown, made once per language and options (a long list formats many). */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${intlLocale()}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(), options);
    dateFormats.set(key, format);
  }
  return format;
}

/** A whole percentage (a compatibility score of 0–100) as the language writes it: "83%", "83 %". */
export function formatPercent(score: number): string {
  return new Intl.NumberFormat(intlLocale(), { style: 'percent', maximumFractionDigits: 0 }).format(
    score / 100,
  );
}
