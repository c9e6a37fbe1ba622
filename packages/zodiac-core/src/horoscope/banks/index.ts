import type { Locale } from '../../locale';
import type { SignName } from '../../types';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import type { LocaleBank } from './types';

/** Each language's bank; a language is its folder here and one entry in this table. */
export const banks: Readonly<Record<Locale, LocaleBank>> = { en, es, de };

/** The name shown for a sign in a language: Lobo, Wolf; identifiers stay English. */
export function signDisplayName(name: SignName, locale: Locale): string {
  return banks[locale].signNames[name];
}
