import type { Locale } from '@celtic/zodiac-core';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import type { HistoryContent } from './types';

export type { BackgroundArticle, Evidence, HistoryContent, MythFigure } from './types';

/** Each language's history texts; a language is one module here and one entry in this table. */
export const historyContents: Readonly<Record<Locale, HistoryContent>> = { en, es, de };

/** The history page's texts in a language, English by default. */
export function historyContent(locale: Locale = 'en'): HistoryContent {
  return historyContents[locale];
}
