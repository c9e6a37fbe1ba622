import { isLocale, type Locale } from '@celtic/zodiac-core';

/**
 * The languages the app is shown in: ours (zodiac-core's `locales`) and `pseudo`, Lingui's pseudolocalized
 * English, which only the browser tests choose (it proves every string goes through the catalogues).
 */
export type UiLocale = Locale | 'pseudo';

export const LOCALE_KEY = 'celtic-zodiac.locale';

/**
 * Each language's name in itself, as the language menu lists it: a reader who cannot read the current language
 * still finds their own.
 */
export const localeNames: Readonly<Record<Locale, string>> = { en: 'English', es: 'Español', de: 'Deutsch' };

export function isUiLocale(value: unknown): value is UiLocale {
  return value === 'pseudo' || isLocale(value);
}

/** The first of the browser's languages that we have (`es-ES` → `es`), else English. */
export function browserLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const base = language.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(base)) return base;
  }
  return 'en';
}

/** The language this browser was last shown in by choice (the menu, or the signed-in user's stored one). */
export function storedLocale(storage: Storage): UiLocale | null {
  try {
    const value = storage.getItem(LOCALE_KEY);
    return isUiLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLocale(storage: Storage, locale: UiLocale): void {
  try {
    storage.setItem(LOCALE_KEY, locale);
  } catch {
    // Storage refused (privacy mode): the next visit starts from the browser's language again.
  }
}

/** The language a page starts in: the one chosen on this browser, else the browser's own. */
export function initialLocale(): UiLocale {
  return storedLocale(localStorage) ?? browserLocale(navigator.languages ?? [navigator.language]);
}

/** The language asked of the API: the pseudo-locale reads English data. */
export function apiLocale(locale: string): Locale {
  return isLocale(locale) ? locale : 'en';
}
