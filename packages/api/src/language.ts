/**
 * The language of a public reading: `lang` when the request names one, else the best of ours the
 * Accept-Language header accepts (negotiated by `negotiator`, the negotiation library Express and Koa use:
 * quality values, `es-ES` → `es`, `*`), else English. The procedures and the server's headers read it from here.
 */
import { defaultLocale, isLocale, type Locale, locales } from '@celtic/zodiac-core';
import Negotiator from 'negotiator';
import { z } from 'zod';
import { unsupportedLanguageMessage } from './refusals';

/** One of our languages; anything else is refused naming them. */
export const localeSchema = z.enum(locales, { error: (issue) => unsupportedLanguageMessage(issue.input) });

export const langSchema = localeSchema.meta({
  description: `The language of the text: ${locales.join(', ')}. Without it the Accept-Language header chooses, and English when it names none of them`,
  examples: ['es'],
});

/** The `lang` field of every input whose answer is written in a language. */
export const langShape = { lang: langSchema.optional() };

/** How a request's language was chosen. */
export interface ChosenLanguage {
  locale: Locale;
  /**
   * No `lang` was named, so the Accept-Language header chose (English when it was absent or named none of
   * ours): the answer varies with that header, and a cache must keep it apart per header.
   */
  byHeader: boolean;
}

/**
 * Whether an Accept-Language header states a preference: present and not `*` (which fetch sends by default, and
 * which chooses English like no header at all).
 */
export function statesLanguage(acceptLanguage: string | undefined): boolean {
  return acceptLanguage !== undefined && acceptLanguage.trim() !== '*';
}

/** The best of our languages an Accept-Language header accepts, or undefined when it accepts none. */
export function negotiateLocale(acceptLanguage: string | undefined): Locale | undefined {
  if (acceptLanguage === undefined) return undefined;
  const best = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language([...locales]);
  return best as Locale | undefined;
}

/**
 * The language of an answer: `lang`, else the header, else English. `lang` is the input's field as sent: a
 * procedure has refused any other value (`langSchema`) before it answers.
 */
export function chooseLanguage(lang: unknown, acceptLanguage: string | undefined): ChosenLanguage {
  if (isLocale(lang)) return { locale: lang, byHeader: false };
  return { locale: negotiateLocale(acceptLanguage) ?? defaultLocale, byHeader: true };
}

/**
 * The language a call writes its answer (or its error) in: its own `lang`, else the request's (the context's
 * `language`, which the server decided once).
 */
export const localeOf = (ctx: { language: ChosenLanguage }, lang: unknown): Locale =>
  isLocale(lang) ? lang : ctx.language.locale;
