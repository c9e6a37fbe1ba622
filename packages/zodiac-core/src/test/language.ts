import type { Locale } from '../locale';

// The one check, for every test in the project, that a text is written in a language: by its own commonest
// words, not by English ones. Tests outside this package import it as `@celtic/zodiac-core/test-support`, an entry
// no production module imports. A new language adds its entry here.

/**
 * What marks a text as written in a language: its own commonest words make a share of it, and none of the
 * words only English or another of our languages would use appears. Words two languages share are in neither
 * list of the other ("es" is Spanish and German; German writes "los" and "tu" as well as Spanish).
 */
export const languageWords: Readonly<
  Record<Exclude<Locale, 'en'>, { common: readonly string[]; foreign: readonly string[] }>
> = {
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
      'su',
      'para',
      'es',
      'al',
      'lo',
      'como',
      'más',
      'tu',
      'te',
      'ti',
      'tus',
      'hoy',
      'así',
      'o',
      'sin',
      'sobre',
      'ya',
    ],
    foreign: [
      'the',
      'and',
      'your',
      'you',
      'with',
      'is',
      'of',
      'this',
      'und',
      'der',
      'dich',
      'dein',
      'ein',
      'nicht',
      'ist',
    ],
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
      'für',
      'ist',
      'im',
      'dem',
      'nicht',
      'ein',
      'eine',
      'einem',
      'als',
      'auch',
      'es',
      'an',
      'nach',
      'du',
      'dich',
      'dir',
      'dein',
      'deine',
      'deinen',
      'deinem',
      'deiner',
      'wenn',
      'was',
      'wie',
      'so',
      'noch',
      'also',
      'heute',
      'am',
    ],
    foreign: ['the', 'and', 'your', 'you', 'with', 'of', 'this', 'el', 'que', 'con', 'para', 'hoy', 'y'],
  },
};

/** A text's words, lower case, without its quotations (Irish proverbs, titles of works). */
export function words(text: string): string[] {
  const unquoted = text.replace(/«[^»]*»|„[^“]*“|“[^”]*”/g, ' ');
  return (unquoted.toLowerCase().match(/[\p{L}’']+/gu) ?? []).map((w) => w.replace(/[’']/g, ''));
}

/**
 * Why a text does not read as the language, or null when it does: a word only another language uses, or fewer
 * than `minShare` of its words among the language's commonest (0 checks the foreign words only).
 */
export function notInLanguage(text: string, locale: Exclude<Locale, 'en'>, minShare = 0.2): string | null {
  const { common, foreign } = languageWords[locale];
  const all = words(text);
  const strange = all.filter((word) => foreign.includes(word));
  if (strange.length > 0) return `foreign words ${strange.join(', ')}`;
  if (minShare === 0) return null;
  const share = all.length === 0 ? 0 : all.filter((word) => common.includes(word)).length / all.length;
  return share >= minShare ? null : `only ${Math.round(share * 100)}% common words`;
}
