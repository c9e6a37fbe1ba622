import type { Random } from '../../random';
import type { Sign, SignName } from '../../types';
import type { BirthFacts } from '../birth';
import type { Choose } from '../context';
import type { DailyText, PeriodInput, PeriodText, SeasonKey } from '../localized';

/** What a language gives the generator: its daily reading and the names it shows. */
export interface LocaleBank {
  /** The five sections of a sign's reading under the day's phase and season, with the day's choices. */
  daily(sign: Sign, phaseName: string, season: SeasonKey, choose: Choose): DailyText;
  /** The names shown for the signs (identifiers stay English). */
  signNames: Readonly<Record<SignName, string>>;
  /**
   * The words of each sign's own names in the language (shown name, tree, animal, ruling body): the
   * freshness measure does not count a phrase made only of them.
   */
  nameWords: Readonly<Record<SignName, string>>;
  /** The lucky colours' names, by their English name. */
  colors: Readonly<Record<string, string>>;
  /** A weekly, monthly or yearly reading's text; English keeps its own in period.ts. */
  period?: (input: PeriodInput) => PeriodText;
  /**
   * A birth chart's paragraph, from the chart's facts, what its Ogham letter stands for in the language and the
   * chart's choices; English keeps its own in birth.ts.
   */
  birth?: (input: {
    facts: BirthFacts;
    meaning: string;
    pick: <T>(key: string, list: readonly T[]) => T;
  }) => string;
}

/** How two signs' elements get on, and whether tradition lists them as allies (compatibility.ts). */
export type Relation = 'same' | 'harmonious' | 'mixed' | 'challenging';
export type Link = 'mutual' | 'one-way' | 'none';

export interface CompatibilityText {
  description: string;
  strengths: string[];
  challenges: string[];
}

export interface CompatibilityWords {
  /** Two signs in calendar order; `fan` is the one that lists the other when the link is one way. */
  pair(input: {
    a: Sign;
    b: Sign;
    relation: Relation;
    link: Link;
    fan: Sign;
    random: Random;
  }): CompatibilityText;
  same(input: { sign: Sign; random: Random }): CompatibilityText;
}
