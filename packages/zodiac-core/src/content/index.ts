import {
  type Festival,
  festivals,
  getNextFestival,
  type LunarMonth,
  lunarMonths,
  type Quarter,
  quarters,
} from '../calendar';
import { UnknownSignError } from '../errors';
import type { Locale } from '../locale';
import { getSign } from '../lookup';
import { signs } from '../signs';
import type { Element, MonthDay, Sign, SignName } from '../types';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import type { ContentBank } from './types';

/** Each language's fixed content; a language is one module and one entry here. */
export const contents: Readonly<Record<Locale, ContentBank>> = { en, es, de };

/**
 * A sign as shown in a language. `name`, `tree`, `element`, `ruling` and `compatibility` stay the English
 * identifiers (lookups key on them); the shown names sit beside them, and every text field is the language's.
 */
export interface SignProfile extends Sign {
  displayName: string;
  treeName: string;
  treeMeaning: string;
  elementName: string;
  rulingName: string;
}

function content(locale: Locale): ContentBank {
  const bank = contents[locale];
  if (!bank) throw new RangeError(`No content in the language "${String(locale)}"`);
  return bank;
}

/** "Dec 24 - Jan 20", "24 dic. - 20 ene.", "24. Dez. - 20. Jan.". */
export function dateRangeIn(start: MonthDay, end: MonthDay, locale: Locale = 'en'): string {
  const bank = content(locale);
  const day = (at: MonthDay) => bank.monthDay(at.day, bank.shortMonths[at.month - 1] ?? String(at.month));
  return `${day(start)} - ${day(end)}`;
}

/** A sign's profile in a language (English by default); an UnknownSignError names any other sign. */
export function signProfile(name: string, locale: Locale = 'en'): SignProfile {
  const sign = getSign(name);
  if (!sign) throw new UnknownSignError(name);
  const bank = content(locale);
  const text = bank.signs[sign.name];
  return {
    ...sign,
    dateRange: locale === 'en' ? sign.dateRange : dateRangeIn(sign.startDate, sign.endDate, locale),
    symbol: text.symbol,
    animal: text.animal,
    personality: text.personality,
    strengths: text.strengths,
    challenges: text.challenges,
    mythology: text.mythology,
    displayName: text.name,
    treeName: text.tree,
    treeMeaning: text.treeMeaning,
    elementName: bank.elements[sign.element],
    rulingName: text.ruling,
  };
}

/** The thirteen signs' profiles in calendar order. */
export function signProfiles(locale: Locale = 'en'): SignProfile[] {
  return signs.map((sign) => signProfile(sign.name, locale));
}

/** An element's shown name: Tierra, Erde. */
export function elementName(element: Element, locale: Locale = 'en'): string {
  return content(locale).elements[element];
}

const signOfTree = (tree: string): SignName => {
  const sign = signs.find((s) => s.tree === tree);
  if (!sign) throw new RangeError(`No tree month of the tree "${tree}"`);
  return sign.name;
};

/** A calendar tree's shown name, by its English name: Abedul, Birke. */
export function treeName(tree: string, locale: Locale = 'en'): string {
  return content(locale).signs[signOfTree(tree)].tree;
}

/** What a tree's Ogham letter stands for, by the tree's English name. */
export function treeMeaning(tree: string, locale: Locale = 'en'): string {
  return content(locale).signs[signOfTree(tree)].treeMeaning;
}

/** A moon phase's shown name, by its English name. */
export function moonPhaseName(phase: string, locale: Locale = 'en'): string {
  const name = content(locale).calendar.moonPhases[phase];
  if (name === undefined) throw new RangeError(`Unknown moon phase "${phase}"`);
  return name;
}

/** The four quarters with their shown names and months; `id` is the English name lookups use. */
export function quartersIn(locale: Locale = 'en'): (Quarter & { id: string })[] {
  const text = content(locale).calendar.quarters;
  return quarters.map((q) => {
    const shown = text[q.name];
    if (!shown) throw new RangeError(`No wording for ${q.name}`);
    return { ...q, id: q.name, name: shown.name, months: shown.months };
  });
}

/** A quarter's shown name, by its English name. */
export function quarterName(quarter: string, locale: Locale = 'en'): string {
  const shown = content(locale).calendar.quarters[quarter];
  if (!shown) throw new RangeError(`Unknown quarter "${quarter}"`);
  return shown.name;
}

function festivalIn<F extends Festival>(festival: F, locale: Locale): F {
  const text = content(locale).calendar.festivals[festival.name];
  if (!text) throw new RangeError(`No wording for the festival ${festival.name}`);
  return { ...festival, date: text.date, description: text.description };
}

/** The four fire festivals with their dates written and described in the language (names stay Irish). */
export function festivalsIn(locale: Locale = 'en'): Festival[] {
  return festivals.map((festival) => festivalIn(festival, locale));
}

/** The next festival on or after the date's UTC day, described in the language. */
export function nextFestivalIn(date: Date, locale: Locale = 'en'): ReturnType<typeof getNextFestival> {
  return festivalIn(getNextFestival(date), locale);
}

/** The thirteen tree months with their trees and dates in the language (the Ogham names stay Irish). */
export function lunarMonthsIn(locale: Locale = 'en'): LunarMonth[] {
  if (locale === 'en') return [...lunarMonths];
  return lunarMonths.map((month) => ({
    ...month,
    tree: treeName(month.tree, locale),
    dates: dateRangeIn(month.start, month.end, locale),
  }));
}

/** The text introducing the tree months. */
export function lunarMonthsTextIn(locale: Locale = 'en'): string {
  return content(locale).calendar.lunarMonthsText;
}
