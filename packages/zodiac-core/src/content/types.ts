import type { Element, SignName } from '../types';

// The fixed long content of a language: the signs' profiles and the Celtic calendar's texts. Each language is
// one module of this shape (content/<code>.ts); English reads its texts from signs.ts, calendar.ts and
// ogham.ts, where they were first written, so its strings stay exactly as they are.

/** What a language says about one sign; every field is shown text, written whole in the language. */
export interface SignText {
  /**
   * The sign's shown name, as its horoscope bank names it (horoscope/banks/<code>/signs.ts; a test keeps the
   * two equal). Kept here too so that showing a profile does not load every language's horoscope sentences.
   */
  name: string;
  /** The tree's name: "Abedul", "Birke". */
  tree: string;
  /** What the tree's Ogham letter stands for, a short phrase starting with a capital. */
  treeMeaning: string;
  /** The ruling body's name: "Saturno", "Saturn". */
  ruling: string;
  symbol: string;
  /** The animal as a species: "Ciervo rojo", "Rothirsch". */
  animal: string;
  personality: string[];
  strengths: string[];
  challenges: string[];
  mythology: string;
}

/** A fire festival's shown date ("1 de noviembre") and what it means. */
export interface FestivalText {
  date: string;
  description: string;
}

export interface CalendarText {
  /** Quarter names and their months, keyed by the English quarter name. */
  quarters: Readonly<Record<string, { name: string; months: string }>>;
  /** Keyed by the festival's name (Samhain stays Samhain in every language). */
  festivals: Readonly<Record<string, FestivalText>>;
  /** The eight phase names, keyed by the English one. */
  moonPhases: Readonly<Record<string, string>>;
  /** The text above the table of tree months. */
  lunarMonthsText: string;
}

export interface ContentBank {
  signs: Readonly<Record<SignName, SignText>>;
  elements: Readonly<Record<Element, string>>;
  /** Short month names, January first, for date ranges ("24 dic. - 20 ene."). */
  shortMonths: readonly string[];
  /** A day of a short month as a range writes it: (24, "dic.") → "24 dic.". */
  monthDay(day: number, month: string): string;
  calendar: CalendarText;
}
