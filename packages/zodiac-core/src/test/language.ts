import type { Locale } from '../locale';

/**
 * What marks a text as written in a language: its own commonest words make a share of it, and none of the
 * words only English or the other language would use appears. Quoted words are skipped (proverbs, titles).
 */
export const languageWords: Record<Exclude<Locale, 'en'>, { common: string[]; foreign: string[] }> = {
  es: {
    common: [
      'de',
      'la',
      'que',
      'el',
      'en',
      'y',
      'a',
      'los',
      'se',
      'del',
      'las',
      'un',
      'una',
      'por',
      'con',
      'no',
    ],
    foreign: ['the', 'and', 'your', 'you', 'with', 'is', 'of', 'this', 'und', 'der', 'dich', 'nicht', 'ist'],
  },
  de: {
    common: [
      'der',
      'die',
      'und',
      'in',
      'den',
      'von',
      'zu',
      'das',
      'mit',
      'sich',
      'des',
      'auf',
      'ist',
      'im',
      'dem',
    ],
    foreign: ['the', 'and', 'your', 'you', 'with', 'of', 'this', 'el', 'que', 'con', 'para', 'los'],
  },
};

/** A text's words, lower case, without its quotations. */
export function words(text: string): string[] {
  const unquoted = text.replace(/«[^»]*»|„[^“]*“|“[^”]*”/g, ' ');
  return (unquoted.toLowerCase().match(/[\p{L}’']+/gu) ?? []).map((w) => w.replace(/[’']/g, ''));
}

/** Why a text does not read as the language, or null when it does (a long text: ≥ 20% common words). */
export function notInLanguage(text: string, locale: Exclude<Locale, 'en'>, minShare = 0.2): string | null {
  const { common, foreign } = languageWords[locale];
  const all = words(text);
  const strange = all.filter((word) => foreign.includes(word));
  if (strange.length > 0) return `foreign words ${strange.join(', ')}`;
  const share = all.filter((word) => common.includes(word)).length / all.length;
  return share >= minShare ? null : `only ${Math.round(share * 100)}% common words`;
}
