import type { Locale } from '@celtic/zodiac-core';
import { useLingui } from '@lingui/react';
import { apiLocale } from './locales';

/**
 * The language to ask the API for: the `lang` of a reading's query, so its query key names the language and a
 * change of language fetches the reading again.
 */
export function useApiLocale(): Locale {
  return apiLocale(useLingui().i18n.locale);
}
