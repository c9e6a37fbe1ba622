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
