import type { Period, PeriodKind } from '../periods';
import type { Sky } from '../sky';
import type { Element, Sign, SignName } from '../types';
import type { BirthFacts } from './birth';
import type { Choose, Part } from './context';
import { parts } from './context';

// The daily reading of a language other than English: the same choices (rotations, keys, parts, list sizes)
// as the English one, over the language's own sentences and wording. A language describes its grammar in
// the types of its entries (`Grammar`), so a sentence that names a sign or a trait reads the form it needs
// (an article, a gender, a case) instead of gluing translated words together.

/** The types of a language's entries. */
export interface Grammar {
  adjective: unknown;
  gift: unknown;
  shadow: unknown;
  /** A sign as the sentences name it: shown name, article, gender, case forms. */
  sign: unknown;
  ruler: unknown;
  phase: unknown;
  element: unknown;
  /** A festival's name as the sentences use it (Samhain stays Samhain, but may take an article or a case). */
  festival: unknown;
  /** A quarter of the year's names: the quarter and the season it is. */
  quarter: unknown;
}

/** An element's lists: images for the Moon lines, one sentence list each for love and work, health words. */
export interface ElementLists {
  images: string[];
  love: string[];
  work: string[];
  focus: string[];
  activity: string[];
}

/** A festival's wording; lists are read from rotations, `today` on the day itself. */
export interface FestivalWords {
  themes: string[];
  imagery: string[];
  invitations: string[];
  lore: string[];
  today: string[];
}

/** A quarter of the year's wording. */
export interface QuarterWords {
  imagery: string[];
  themes: string[];
  invitations: string[];
}

export interface SignWords<G extends Grammar> {
  adjectives: G['adjective'][];
  gifts: G['gift'][];
  shadows: G['shadow'][];
  /** Whole sentences about the sign's animal, read as one of the sign lines. */
  images: string[];
  /** What the animal teaches, read by one advice line. */
  lesson: string;
}

/** Everything a language says about the facts a reading speaks of. */
export interface Voices<G extends Grammar> {
  signs: Readonly<Record<SignName, G['sign'] & SignWords<G>>>;
  rulers: Readonly<Record<string, G['ruler']>>;
  phases: Readonly<Record<string, G['phase']>>;
  elements: Readonly<Record<Element, G['element']>>;
  festivals: Readonly<Record<string, G['festival'] & FestivalWords>>;
  quarters: Readonly<Record<string, G['quarter'] & QuarterWords>>;
}

/** Where the date sits in the Celtic year, by name (each language words it). */
export type SeasonKey =
  | { kind: 'festival'; festival: string }
  | { kind: 'soon'; festival: string; days: number }
  | { kind: 'recent'; festival: string; days: number }
  | { kind: 'season'; quarter: string };

export type Season<G extends Grammar> =
  | { kind: 'festival'; festival: G['festival'] & FestivalWords }
  | { kind: 'soon'; festival: G['festival'] & FestivalWords; days: number }
  | { kind: 'recent'; festival: G['festival'] & FestivalWords; days: number }
  | { kind: 'season'; quarter: G['quarter'] & QuarterWords };

export interface Ctx<G extends Grammar> {
  sign: Sign;
  me: G['sign'] & SignWords<G>;
  ruler: G['ruler'];
  phase: G['phase'];
  element: G['element'];
  phaseName: string;
  season: Season<G>;
  pick<T>(key: string, list: readonly T[]): T;
  adjective(): G['adjective'];
  gift(): G['gift'];
  shadow(): G['shadow'];
}

export type Line<G extends Grammar> = (c: Ctx<G>) => string;
export type SeasonLine<G extends Grammar, K extends Season<G>['kind']> = (
  season: Extract<Season<G>, { kind: K }>,
  c: Ctx<G>,
) => string;

/** A language's sentences for the daily reading, with the list sizes the freshness rules ask for. */
export interface DailyLines<G extends Grammar> {
  /** Eight lines for each of the eight phases. */
  moon: Readonly<Record<string, Line<G>[]>>;
  /** Sixteen. */
  sign: Line<G>[];
  /** Sixteen for ordinary days, eleven before a festival, six after. */
  season: SeasonLine<G, 'season'>[];
  soon: SeasonLine<G, 'soon'>[];
  recent: SeasonLine<G, 'recent'>[];
  /** Sixteen openings and sixteen follow-ups each. */
  love: [Line<G>[], Line<G>[]];
  career: [Line<G>[], Line<G>[]];
  health: [Line<G>[], Line<G>[]];
  /** The proverbs' meanings in the language, in the order of `proverbs` (advice.ts). */
  proverbMeanings: readonly string[];
  framings: readonly ((irish: string, meaning: string) => string)[];
  /** Sixteen. */
  advice: Line<G>[];
}

/** An Irish proverb with its meaning in the language. */
export interface Saying {
  irish: string;
  meaning: string;
}

/** The proverbs (advice.ts) paired with a language's meanings, in order; every proverb needs one. */
export function sayingsOf(proverbs: readonly { irish: string }[], meanings: readonly string[]): Saying[] {
  if (meanings.length !== proverbs.length) {
    throw new RangeError(`${meanings.length} meanings for ${proverbs.length} proverbs`);
  }
  return proverbs.map((proverb, i) => ({ irish: proverb.irish, meaning: meanings[i] ?? '' }));
}

export interface DailyText {
  general: string;
  love: string;
  career: string;
  health: string;
  advice: string;
}

function seasonOfKey<G extends Grammar>(key: SeasonKey, voices: Voices<G>): Season<G> {
  if (key.kind === 'season') {
    const quarter = voices.quarters[key.quarter];
    if (!quarter) throw new RangeError(`No wording for ${key.quarter}`);
    return { kind: 'season', quarter };
  }
  const festival = voices.festivals[key.festival];
  if (!festival) throw new RangeError(`No wording for ${key.festival}`);
  return key.kind === 'festival'
    ? { kind: 'festival', festival }
    : { kind: key.kind, festival, days: key.days };
}

/** The context of a language's reading, seen from each part, with the choices of the day or period. */
export function localizedContext<G extends Grammar>(
  voices: Voices<G>,
  sign: Sign,
  phaseName: string,
  seasonKey: SeasonKey,
  choose: Choose,
): (part: Part) => Ctx<G> {
  const me = voices.signs[sign.name];
  const ruler = voices.rulers[sign.ruling];
  const phase = voices.phases[phaseName];
  if (ruler === undefined) throw new RangeError(`No wording for ruling body ${sign.ruling}`);
  if (phase === undefined) throw new RangeError(`No wording for moon phase ${phaseName}`);
  const shared = {
    sign,
    me,
    ruler,
    phase,
    element: voices.elements[sign.element],
    phaseName,
    season: seasonOfKey(seasonKey, voices),
    pick: <T>(key: string, list: readonly T[]) => choose(key, list, 0),
  };
  return (part) => {
    const use = parts.indexOf(part);
    return {
      ...shared,
      adjective: () => choose('adjective', me.adjectives, use),
      gift: () => choose('gift', me.gifts, use),
      shadow: () => choose('shadow', me.shadows, use),
    };
  };
}

/** A language's daily reading of a sign under a phase and a season, with the day's choices. */
export function localizedDaily<G extends Grammar>(
  voices: Voices<G>,
  lines: DailyLines<G>,
  sayings: readonly Saying[],
  sign: Sign,
  phaseName: string,
  seasonKey: SeasonKey,
  choose: Choose,
): DailyText {
  const at = localizedContext(voices, sign, phaseName, seasonKey, choose);
  const pair = (part: Part, [first, second]: [Line<G>[], Line<G>[]]) => {
    const c = at(part);
    return `${c.pick(`${part}-1`, first)(c)} ${c.pick(`${part}-2`, second)(c)}`;
  };
  const advice = at('advice');
  const proverb = advice.pick('proverb', sayings);
  return {
    general: [
      moonLine(lines, at('moon')),
      at('sign').pick('sign', lines.sign)(at('sign')),
      seasonLine(lines, at('season')),
    ].join(' '),
    love: pair('love', lines.love),
    career: pair('career', lines.career),
    health: pair('health', lines.health),
    advice: `${advice.pick('proverb-framing', lines.framings)(proverb.irish, proverb.meaning)} ${advice.pick('advice', lines.advice)(advice)}`,
  };
}

/** A period reading's context: the daily one's, plus the span it covers. */
export type PeriodCtx<G extends Grammar> = Ctx<G> & { span: PeriodKind };
export type PeriodLine<G extends Grammar> = (c: PeriodCtx<G>) => string;

/** A language's sentences for weekly, monthly and yearly readings (period.ts reads them as English does). */
export interface PeriodLines<G extends Grammar> {
  /** Thirteen lines on the sign and sixteen on the period's prospects, for the overview. */
  sign: PeriodLine<G>[];
  theme: PeriodLine<G>[];
  /** Twelve openings and eleven follow-ups each. */
  love: [PeriodLine<G>[], PeriodLine<G>[]];
  career: [PeriodLine<G>[], PeriodLine<G>[]];
  health: [PeriodLine<G>[], PeriodLine<G>[]];
  /** Eight. */
  framings: readonly ((irish: string, meaning: string, span: PeriodKind) => string)[];
  /** Twelve. */
  advice: PeriodLine<G>[];
  /** The overview's opening: the period's sky, in the language (sky.ts gives the facts). */
  sky(period: Period, sky: Sky, framing: number): string;
}

/** The text of a period reading. */
export interface PeriodText {
  overview: string;
  love: string;
  career: string;
  health: string;
  advice: string;
}

/** What a period reading is made from: the sign, the phase and season of its first day, its choices and sky. */
export interface PeriodInput {
  sign: Sign;
  phaseName: string;
  season: SeasonKey;
  choose: Choose;
  period: Period;
  sky: Sky;
  skyFraming: number;
}

/** A language's period reading, with the period's choices (the same keys as English, period.ts). */
export function localizedPeriod<G extends Grammar>(
  voices: Voices<G>,
  lines: PeriodLines<G>,
  sayings: readonly Saying[],
  input: PeriodInput,
): PeriodText {
  const daily = localizedContext(voices, input.sign, input.phaseName, input.season, input.choose);
  const at = (part: Part): PeriodCtx<G> => ({ ...daily(part), span: input.period.kind });
  const line = (part: Part, key: string, list: readonly PeriodLine<G>[]) => {
    const c = at(part);
    return c.pick(key, list)(c);
  };
  const pair = (part: Part, [first, second]: [PeriodLine<G>[], PeriodLine<G>[]]) =>
    `${line(part, `${part}-1`, first)} ${line(part, `${part}-2`, second)}`;
  const proverb = input.choose('proverb', sayings, 0);
  const framing = input.choose('proverb-framing', lines.framings, 0);
  return {
    overview: [
      lines.sky(input.period, input.sky, input.skyFraming),
      line('sign', 'sign', lines.sign),
      line('season', 'theme', lines.theme),
    ].join(' '),
    love: pair('love', lines.love),
    career: pair('career', lines.career),
    health: pair('health', lines.health),
    advice: `${framing(proverb.irish, proverb.meaning, input.period.kind)} ${line('advice', 'advice', lines.advice)}`,
  };
}

function moonLine<G extends Grammar>(lines: DailyLines<G>, c: Ctx<G>): string {
  return c.pick(`moon-${c.phaseName}`, lines.moon[c.phaseName] ?? [])(c);
}

function seasonLine<G extends Grammar>(lines: DailyLines<G>, c: Ctx<G>): string {
  const season = c.season;
  switch (season.kind) {
    case 'festival':
      return c.pick('festival-day', season.festival.today);
    case 'soon':
      return c.pick('soon', lines.soon)(season, c);
    case 'recent':
      return c.pick('recent', lines.recent)(season, c);
    case 'season':
      return c.pick('season', lines.season)(season, c);
  }
}

/** What a language's birth-chart paragraph reads: the chart's facts in the language's own forms. */
export interface BirthCtx<G extends Grammar, T> {
  facts: BirthFacts;
  sign: G['sign'] & SignWords<G>;
  /** The sign's tree in the language's forms (its `trees` entry). */
  tree: T;
  /** What the tree's Ogham letter stands for, as the language's content writes it (a capital first). */
  meaning: string;
  phase: G['phase'];
  /** The nearest principal phase, whole days from it (0 within a day), and whether it was still to come. */
  nearest: { phase: G['phase']; days: number; ahead: boolean };
  quarter: G['quarter'] & QuarterWords;
  /** The lit fraction in whole per cent. */
  percent: number;
  pick<X>(key: string, list: readonly X[]): X;
  adjective(): G['adjective'];
  gift(): G['gift'];
  shadow(): G['shadow'];
}

export type BirthLine<G extends Grammar, T> = (c: BirthCtx<G, T>) => string;

/** A language's sentences for the birth chart's paragraph: eight each, as English has (birth.ts). */
export interface BirthLines<G extends Grammar, T> {
  /** The calendar trees in the forms the sentences use, by their English name. */
  trees: Readonly<Record<string, T>>;
  moon: BirthLine<G, T>[];
  tree: BirthLine<G, T>[];
  season: BirthLine<G, T>[];
  counsel: BirthLine<G, T>[];
}

const DAY_MS = 86_400_000;

/**
 * A language's birth-chart paragraph: the same four parts, keys and walks as the English one (birth.ts), so
 * charts of birth dates less than a week apart share no sentence in any language.
 */
export function localizedBirth<G extends Grammar, T>(
  voices: Voices<G>,
  lines: BirthLines<G, T>,
  input: { facts: BirthFacts; meaning: string; pick: <X>(key: string, list: readonly X[]) => X },
): string {
  const { facts, pick } = input;
  const voice = <V>(table: Readonly<Record<string, V>>, key: string, what: string): V => {
    const found = table[key];
    if (found === undefined) throw new RangeError(`No wording for ${what} ${key}`);
    return found;
  };
  const sign = voices.signs[facts.sign.name];
  const gap = facts.nearest.at - facts.instant;
  const c: BirthCtx<G, T> = {
    facts,
    sign,
    tree: voice(lines.trees, facts.sign.tree, 'the tree'),
    meaning: input.meaning,
    phase: voice(voices.phases, facts.phase, 'moon phase'),
    nearest: {
      phase: voice(voices.phases, facts.nearest.phase, 'moon phase'),
      days: Math.round(Math.abs(gap) / DAY_MS),
      ahead: gap > 0,
    },
    quarter: voice(voices.quarters, facts.quarter, 'the quarter'),
    percent: Math.round(facts.illumination * 100),
    pick,
    adjective: () => pick('adjective', sign.adjectives),
    gift: () => pick('gift', sign.gifts),
    shadow: () => pick('shadow', sign.shadows),
  };
  const parts: [string, BirthLine<G, T>[]][] = [
    ['moon', lines.moon],
    ['tree', lines.tree],
    ['season', lines.season],
    ['counsel', lines.counsel],
  ];
  return parts.map(([key, bank]) => pick(`${key}-line`, bank)(c)).join(' ');
}
