import { i18n, type Messages } from '@lingui/core';
import { apiLocale, type UiLocale } from './locales';

// One import per catalogue, so each language is a chunk of its own and a page loads only the one it shows.
const catalogues: Readonly<Record<UiLocale, () => Promise<{ messages: Messages }>>> = {
  en: () => import('../locales/en/messages.po'),
  es: () => import('../locales/es/messages.po'),
  de: () => import('../locales/de/messages.po'),
  pseudo: () => import('../locales/pseudo/messages.po'),
};

/** Loads `locale`'s catalogue and makes it the app's language; `<html lang>` follows. */
export async function activateLocale(locale: UiLocale): Promise<void> {
  if (i18n.locale === locale) return;
  const { messages } = await catalogues[locale]();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = apiLocale(locale);
}

/** The language the app is shown in now. */
export function currentLocale(): UiLocale {
  return (i18n.locale || 'en') as UiLocale;
}
