import { formatIsoDate, fromDayNumber, utcMillis } from '../dates';
import { defaultLocale, type Locale } from '../locale';
import type { Sign } from '../types';
import { proverbQuotations } from './advice';
import { banks } from './banks';
import { type DailyHoroscope, generateDailyHoroscope } from './generate';

/**
 * The freshness rule's measure. A phrase is six consecutive words of one section, lower-cased, with
 * punctuation ignored (apostrophes are dropped, every other mark separates words). Two readings of a sign
 * may not share a phrase when they are less than `FRESH_DAYS` days apart, and no phrase may appear in more than
 * `YEARLY_CAP` readings of a calendar year. Two kinds of phrase are not counted, and only these two:
 * - one made only of the sign's own names (sign, tree, animal, ruling body): those words are its identity;
 * - one lying wholly inside the quotation marks of a listed proverb, whose words cannot be reworded.
 * The same measure serves period readings: there the window is 2 (no phrase in two consecutive periods).
 */
export const PHRASE_WORDS = 6;
export const FRESH_DAYS = 7;
export const YEARLY_CAP = 24;

export interface PhraseRules {
  /** Words of the sign's names; a phrase made only of them is not counted. */
  nameWords: ReadonlySet<string>;
  /** Proverb quotations, as written between “ and ”; a phrase wholly inside one is not counted. */
  quotations: ReadonlySet<string>;
}

// Quotations as each language marks them: “English”, «español», „Deutsch“.
const TOKEN = /“([^”]*)”|«([^»]*)»|„([^“]*)“|[\p{L}\p{N}’']+/gu;
const WORD = /[\p{L}\p{N}’']+/gu;

/** A word as the measure reads it: lower case, apostrophes dropped ("Moon’s" is "moons"). */
export function normaliseWord(word: string): string {
  const lower = word.toLowerCase();
  return lower.includes('’') || lower.includes("'") ? lower.replace(/[’']/g, '') : lower;
}

function words(text: string): string[] {
  return (text.match(WORD) ?? []).map(normaliseWord).filter((word) => word.length > 0);
}

/**
 * Whether the phrase starting at `start` counts: not one wholly inside a listed proverb quotation (`quotes`
 * holds each word's quotation number, -1 outside one), not one made only of the sign's names.
 */
export function isCounted(
  tokens: readonly string[],
  quotes: readonly number[],
  start: number,
  rules: PhraseRules,
) {
  const first = quotes[start] ?? -1;
  let inQuotation = first >= 0;
  let namesOnly = true;
  for (let i = start; i < start + PHRASE_WORDS; i++) {
    if (quotes[i] !== first) inQuotation = false;
    if (!rules.nameWords.has(tokens[i] ?? '')) namesOnly = false;
  }
  return !inQuotation && !namesOnly;
}

export function phraseRules(
  sign: Sign,
  quotations: readonly string[],
  locale: Locale = defaultLocale,
): PhraseRules {
  const names = words(banks[locale].nameWords[sign.name]);
  return { nameWords: new Set(names), quotations: new Set(quotations) };
}

/** The counted phrases of one text, in order; a phrase that occurs twice is listed twice. */
export function countedPhrases(text: string, rules: PhraseRules): string[] {
  // Each word carries the number of the proverb quotation it sits in, or -1 outside one.
  const tokens: string[] = [];
  const quotes: number[] = [];
  let quote = 0;
  for (const match of text.matchAll(TOKEN)) {
    const inner = match[1] ?? match[2] ?? match[3];
    const id = inner !== undefined && rules.quotations.has(inner) ? quote++ : -1;
    for (const word of words(inner ?? match[0])) {
      tokens.push(word);
      quotes.push(id);
    }
  }
  // A phrase is a slice of the words joined by spaces, which costs far less than joining each window.
  const line = tokens.join(' ');
  const starts: number[] = [];
  let offset = 0;
  for (const token of tokens) {
    starts.push(offset);
    offset += token.length + 1;
  }
  const phrases: string[] = [];
  for (let start = 0; start + PHRASE_WORDS <= tokens.length; start++) {
    if (!isCounted(tokens, quotes, start, rules)) continue;
    const end = start + PHRASE_WORDS;
    phrases.push(line.slice(starts[start], end < tokens.length ? (starts[end] ?? 0) - 1 : line.length));
  }
  return phrases;
}

/** The sections of a daily reading that the rule reads. */
export const readingSections = ['general', 'love', 'career', 'health', 'advice'] as const;

/** The counted phrases of a whole daily reading, section by section (no phrase spans two sections). */
export function readingPhrases(reading: DailyHoroscope, rules: PhraseRules): string[] {
  return readingSections.flatMap((section) => countedPhrases(reading[section], rules));
}

/** One reading in a sequence: its position (a day number, or a period's number) and its counted phrases. */
export interface PhraseReading {
  index: number;
  phrases: readonly string[];
}

export interface StalePhrase {
  index: number;
  phrase: string;
  /** The index of the earlier reading with the same phrase. */
  earlier: number;
}

/**
 * Phrases a reading shares with an earlier one less than `window` positions before it. Readings must come
 * in increasing index order; a phrase repeated inside one reading is not a repeat between readings.
 */
export function stalePhrases(readings: Iterable<PhraseReading>, window: number): StalePhrase[] {
  const lastSeen = new Map<string, number>();
  const stale: StalePhrase[] = [];
  for (const { index, phrases } of readings) {
    for (const phrase of new Set(phrases)) {
      const earlier = lastSeen.get(phrase);
      if (earlier !== undefined && index - earlier < window) stale.push({ index, phrase, earlier });
    }
    for (const phrase of phrases) lastSeen.set(phrase, index);
  }
  return stale;
}

/** In how many of the readings each phrase appears, most frequent first. */
export function phraseCounts(readings: Iterable<PhraseReading>): [phrase: string, count: number][] {
  const counts = new Map<string, number>();
  for (const { phrases } of readings) {
    for (const phrase of new Set(phrases)) counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** A sign's daily readings over one calendar year, measured. */
export interface YearFreshness {
  year: number;
  days: number;
  /** Repeats whose later reading falls in the year; the first days look back into the December before. */
  stale: StalePhrase[];
  counts: [phrase: string, count: number][];
}

/** The freshness of a sign's daily readings in each of the years, as the tests and the script read it. */
export function dailyFreshness(
  sign: Sign,
  years: readonly number[],
  locale: Locale = defaultLocale,
): YearFreshness[] {
  const rules = phraseRules(sign, proverbQuotations, locale);
  return years.map((year) => {
    const first = utcMillis(year, 1, 1) / 86_400_000;
    const last = utcMillis(year, 12, 31) / 86_400_000;
    const readings: PhraseReading[] = [];
    for (let day = first - (FRESH_DAYS - 1); day <= last; day++) {
      const reading = generateDailyHoroscope(sign.name, formatIsoDate(fromDayNumber(day)), locale);
      readings.push({ index: day, phrases: readingPhrases(reading, rules) });
    }
    return {
      year,
      days: last - first + 1,
      stale: stalePhrases(readings, FRESH_DAYS).filter((repeat) => repeat.index >= first),
      counts: phraseCounts(readings.filter((reading) => reading.index >= first)),
    };
  });
}
