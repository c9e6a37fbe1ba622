import { atNoonUtc, type Locale } from '@celtic/zodiac-core';

// A share page's own wording around the readings (which are written in the page's language already), one entry
// per language, each written whole in its language. Names arrive already shown in the language (Lobo, Falke);
// festival and Ogham names are Irish in every language. Dates, numbers and lists are formatted by Intl in the
// entry's `intl` locale, through the helpers below.

export interface ShareWords {
  /** The BCP 47 locale Intl formats this language's dates, numbers and lists in. */
  intl: string;
  /** The language's own name, as the page's language links show it. */
  languageName: string;
  /** The Open Graph locale (`og:locale`). */
  ogLocale: string;
  siteName: string;
  /** The label of the links to the page in the other languages. */
  otherLanguages: string;
  findYourSign: string;
  footer: string;
  /** The heading of a reading's page: "Stag, the Birch sign". */
  signHeading(sign: string, tree: string): string;
  overview: string;
  love: string;
  career: string;
  health: string;
  advice: string;
  dailyTitle(sign: string, day: string): string;
  dailyKicker(day: string): string;
  theWeek: string;
  weeklyTitle(sign: string, week: number, year: number): string;
  weeklyKicker(days: string): string;
  compatibilityTitle(pair: string, percent: string): string;
  compatibilityKicker(percent: string): string;
  thePair: string;
  strengths: string;
  challenges: string;
  birthTitle(day: string): string;
  birthKicker(day: string): string;
  birthDescription(facts: { sign: string; tree: string; ogham: string; phase: string; lit: string }): string;
  reading: string;
  theMoon: string;
  /** The Moon at noon of the day and the principal phase nearest to it (`at` a date and time in UTC). */
  moonText(facts: { phase: string; lit: string; nearest: string; at: string }): string;
  oghamLetter: string;
  theSeason: string;
  /** The quarter and the fire festivals either side; `daysAfter` 0 is a birth on the festival itself. */
  seasonText(facts: {
    quarter: string;
    before: string;
    daysAfter: number;
    after: string;
    daysBefore: number;
  }): string;
}

const plural = (intl: string, n: number, one: string, other: string) =>
  `${n} ${new Intl.PluralRules(intl).select(n) === 'one' ? one : other}`;

const en: ShareWords = {
  intl: 'en-GB',
  languageName: 'English',
  ogLocale: 'en_GB',
  siteName: 'Celtic Zodiac Explorer',
  otherLanguages: 'This page in',
  findYourSign: 'Find your sign',
  footer:
    'Celtic Zodiac Explorer: the thirteen signs of the Celtic tree calendar, the real Moon and the fire festivals.',
  signHeading: (sign, tree) => `${sign}, the ${tree} sign`,
  overview: 'Overview',
  love: 'Love',
  career: 'Career',
  health: 'Health',
  advice: 'Advice',
  dailyTitle: (sign, day) => `${sign} · daily reading for ${day}`,
  dailyKicker: (day) => `Daily reading · ${day}`,
  theWeek: 'The week',
  weeklyTitle: (sign, week, year) => `${sign} · weekly reading for ${year}-W${String(week).padStart(2, '0')}`,
  weeklyKicker: (days) => `Weekly reading · ${days}`,
  compatibilityTitle: (pair, percent) => `${pair} · ${percent} compatible`,
  compatibilityKicker: (percent) => `Compatibility · ${percent}`,
  thePair: 'The pair',
  strengths: 'Strengths',
  challenges: 'Challenges',
  birthTitle: (day) => `Celtic birth chart for ${day}`,
  birthKicker: (day) => `Birth chart · ${day}`,
  birthDescription: ({ sign, tree, ogham, phase, lit }) =>
    `${sign} of the ${tree} month, Ogham ${ogham}; born under the ${phase} (${lit} lit).`,
  reading: 'Reading',
  theMoon: 'The Moon',
  moonText: ({ phase, lit, nearest, at }) =>
    `${phase}, ${lit} lit at noon; the nearest ${nearest} fell on ${at}.`,
  oghamLetter: 'Ogham letter',
  theSeason: 'The season',
  seasonText: ({ quarter, before, daysAfter, after, daysBefore }) =>
    `${quarter}: ${daysAfter === 0 ? `born on ${before}` : `${plural('en', daysAfter, 'day', 'days')} after ${before}`}, ${plural('en', daysBefore, 'day', 'days')} before ${after}.`,
};

const es: ShareWords = {
  intl: 'es-ES',
  languageName: 'Español',
  ogLocale: 'es_ES',
  siteName: 'Explorador del Zodiaco Celta',
  otherLanguages: 'Esta página en',
  findYourSign: 'Encuentra tu signo',
  footer:
    'Explorador del Zodiaco Celta: los trece signos del calendario celta de los árboles, la Luna tal como está en el cielo y las fiestas del fuego.',
  signHeading: (sign, tree) => `${sign}, signo del árbol ${tree}`,
  overview: 'Visión general',
  love: 'Amor',
  career: 'Trabajo',
  health: 'Salud',
  advice: 'Consejo',
  dailyTitle: (sign, day) => `${sign} · lectura diaria del ${day}`,
  dailyKicker: (day) => `Lectura diaria · ${day}`,
  theWeek: 'La semana',
  weeklyTitle: (sign, week, year) => `${sign} · lectura semanal de la semana ${week} de ${year}`,
  weeklyKicker: (days) => `Lectura semanal · ${days}`,
  compatibilityTitle: (pair, percent) => `${pair} · ${percent} de compatibilidad`,
  compatibilityKicker: (percent) => `Compatibilidad · ${percent}`,
  thePair: 'La pareja',
  strengths: 'Fortalezas',
  challenges: 'Retos',
  birthTitle: (day) => `Carta natal celta del ${day}`,
  birthKicker: (day) => `Carta natal · ${day}`,
  birthDescription: ({ sign, tree, ogham, phase, lit }) =>
    `${sign}, del mes del árbol ${tree}, ogham ${ogham}; la Luna del nacimiento: ${phase}, iluminada al ${lit}.`,
  reading: 'Lectura',
  theMoon: 'La Luna',
  moonText: ({ phase, lit, nearest, at }) =>
    `La Luna a mediodía: ${phase}, iluminada al ${lit}. La fase principal más cercana, ${nearest}, llegó el ${at}.`,
  oghamLetter: 'Letra ogham',
  theSeason: 'La estación',
  seasonText: ({ quarter, before, daysAfter, after, daysBefore }) =>
    `${quarter}: ${daysAfter === 0 ? `el mismo día de ${before}` : `${plural('es', daysAfter, 'día', 'días')} después de ${before}`} y ${plural('es', daysBefore, 'día', 'días')} antes de ${after}.`,
};

const de: ShareWords = {
  intl: 'de-DE',
  languageName: 'Deutsch',
  ogLocale: 'de_DE',
  siteName: 'Keltischer Tierkreis-Entdecker',
  otherLanguages: 'Diese Seite auf',
  findYourSign: 'Finde dein Zeichen',
  footer:
    'Keltischer Tierkreis-Entdecker: die dreizehn Zeichen des keltischen Baumkalenders, der Mond, wie er wirklich am Himmel steht, und die Feuerfeste.',
  signHeading: (sign, tree) => `${sign}, Zeichen des Baums ${tree}`,
  overview: 'Überblick',
  love: 'Liebe',
  career: 'Beruf',
  health: 'Gesundheit',
  advice: 'Rat',
  dailyTitle: (sign, day) => `${sign} · Tageshoroskop für den ${day}`,
  dailyKicker: (day) => `Tageshoroskop · ${day}`,
  theWeek: 'Die Woche',
  weeklyTitle: (sign, week, year) => `${sign} · Wochenhoroskop für die ${week}. Woche ${year}`,
  weeklyKicker: (days) => `Wochenhoroskop · ${days}`,
  compatibilityTitle: (pair, percent) => `${pair} · ${percent} Verträglichkeit`,
  compatibilityKicker: (percent) => `Verträglichkeit · ${percent}`,
  thePair: 'Das Paar',
  strengths: 'Stärken',
  challenges: 'Herausforderungen',
  birthTitle: (day) => `Keltisches Geburtshoroskop für den ${day}`,
  birthKicker: (day) => `Geburtshoroskop · ${day}`,
  birthDescription: ({ sign, tree, ogham, phase, lit }) =>
    `${sign}, aus dem Monat des Baums ${tree}, Ogham ${ogham}; der Mond bei der Geburt: ${phase}, zu ${lit} beleuchtet.`,
  reading: 'Deutung',
  theMoon: 'Der Mond',
  moonText: ({ phase, lit, nearest, at }) =>
    `Der Mond am Mittag: ${phase}, zu ${lit} beleuchtet. Die nächste Hauptphase, ${nearest}, war am ${at}.`,
  oghamLetter: 'Ogham-Buchstabe',
  theSeason: 'Die Jahreszeit',
  seasonText: ({ quarter, before, daysAfter, after, daysBefore }) =>
    `${quarter}: ${daysAfter === 0 ? `an ${before} selbst` : `${plural('de', daysAfter, 'Tag', 'Tage')} nach ${before}`}, ${plural('de', daysBefore, 'Tag', 'Tage')} vor ${after}.`,
};

/** Each language's share-page wording; a language is one entry here. */
export const shareWords: Readonly<Record<Locale, ShareWords>> = { en, es, de };

const noon = atNoonUtc;
const dayOptions: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
};

/** "15 January 2026", "15 de enero de 2026", "15. Januar 2026". */
export const longDate = (words: ShareWords, isoDate: string) =>
  new Intl.DateTimeFormat(words.intl, dayOptions).format(noon(isoDate));

/** "12–18 January 2026", "12–18 de enero de 2026", "12.–18. Januar 2026". */
export const dateRange = (words: ShareWords, start: string, end: string) =>
  new Intl.DateTimeFormat(words.intl, dayOptions).formatRange(noon(start), noon(end));

/** An instant (ISO 8601) as a date and time in UTC, saying so: "14 June 1990 at 12:34 UTC". */
export const utcDateTime = (words: ShareWords, instant: string) =>
  new Intl.DateTimeFormat(words.intl, {
    ...dayOptions,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(new Date(instant));

/** A whole percentage, 0..100: "72%", "72 %". */
export const percent = (words: ShareWords, whole: number) =>
  new Intl.NumberFormat(words.intl, { style: 'percent' }).format(whole / 100);

/** "Wolf and Hawk", "Lobo y Halcón", "Wolf und Falke". */
export const pairOf = (words: ShareWords, a: string, b: string) =>
  new Intl.ListFormat(words.intl, { type: 'conjunction' }).format([a, b]);
