import { describe, expect, it } from 'vitest';
import { moonPhases } from '../calendar';
import { signs } from '../signs';
import type { Sign } from '../types';
import { adviceActions, framings, proverbQuotations, proverbs } from './advice';
import { type Choose, contextFor, type HoroscopeContext, type Part, type SeasonContext } from './context';
import { isCounted, normaliseWord, PHRASE_WORDS, type PhraseRules, phraseRules } from './freshness';
import {
  type Line,
  moonLines,
  recentLines,
  type SeasonLine,
  seasonLines,
  signLines,
  soonLines,
} from './general';
import {
  careerFollowUps,
  careerOpenings,
  healthFollowUps,
  healthOpenings,
  loveFollowUps,
  loveOpenings,
} from './sections';
import { type FestivalVoice, festivalVoices, quarterVoices } from './voices';

// The freshness test samples two years; this one covers every day there can be. Every word of a reading comes
// from a choice: a line of a list, or an entry of a list that a line reads. A line, and an entry of a list of
// seven or more, comes back at most once a week (schedule.ts). So two readings less than 7 days apart can share
// six words only if some six words can be made by two sets of choices with no such choice in common. This
// renders every line with every entry of the lists it reads, under every phase and season it can meet, marks
// each word with the choices it comes from, and looks for such pairs inside sentences and across the joins
// between them. Lists whose words lie five or more words apart in a line cannot meet in one phrase, so they
// are varied one at a time rather than in every combination.

// A chosen entry is rendered as ⟦source⦂text⟧; no bank uses those marks.
const OPEN = '⟦';
const MID = '⦂';
const CLOSE = '⟧';
const TOKENS = /⟦([^⦂]*)⦂|⟧|“|”|[\p{L}\p{N}’']+/gu;
const MARKS = /⟦[^⦂]*⦂|⟧/g;
// Days before or after a festival are rendered as 1 and as 11 ("11 days away"): every count from 2 to 10
// reads like 11 but for its number word, which the check puts back (numberWords).
const DAY_COUNTS = [1, 11];
const numberWords = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** The words of a marked text and, for each, the choices it comes from and its proverb quotation. */
interface Marked {
  words: string[];
  quotes: number[];
  sources: string[][];
}

function read(text: string, line: string, rules: PhraseRules): Marked {
  const marked: Marked = { words: [], quotes: [], sources: [] };
  const stack = [line];
  // Words share one copy of the stack until it changes.
  let current: string[] = [line];
  let quote = -1;
  let quotations = 0;
  for (const match of text.matchAll(TOKENS)) {
    const token = match[0];
    if (match[1] !== undefined) {
      stack.push(match[1]);
      current = [...stack];
    } else if (token === CLOSE) {
      stack.pop();
      current = [...stack];
    } else if (token === '“') {
      const inner = text.slice(match.index + 1, text.indexOf('”', match.index)).replace(MARKS, '');
      quote = rules.quotations.has(inner) ? quotations++ : -1;
    } else if (token === '”') quote = -1;
    else {
      const word = normaliseWord(token);
      if (!word) continue;
      marked.words.push(word);
      marked.quotes.push(quote);
      // The same count of days before or after a festival comes once a season.
      marked.sources.push(word === '11' ? [...current, 'days'] : current);
    }
  }
  return marked;
}

/** A choice that cannot come back within a week: a line, or an entry of a list of seven or more. */
const weekly = (source: string) => !source.endsWith('~');

interface Render {
  line: string;
  render: (choose: Choose) => string;
}

/**
 * A rendering of a line. The first rendering of a line has every entry at 0; each later one varies the
 * entries of one group of lists, whose words are `varied`: every phrase not touching them, and each end of
 * the sentence they do not reach, is the same as in the first rendering.
 */
interface Rendering {
  marked: Marked;
  varied?: { from: number; to: number };
}

/** Every rendering of a line that can differ in six consecutive words. */
function renderings({ line, render }: Render, rules: PhraseRules): Rendering[] {
  const sizes = new Map<string, number>();
  const marking =
    (index: (key: string) => number): Choose =>
    (key, list, use) => {
      const name = `${key}@${use}`;
      sizes.set(name, list.length);
      const at = index(name);
      const item = list[at];
      const source = `${name}:${at}${list.length >= 7 ? '' : '~'}`;
      return (typeof item === 'string' ? `${OPEN}${source}${MID}${item}${CLOSE}` : item) as never;
    };
  const first = read(render(marking(() => 0)), line, rules);
  const span = (marked: Marked, names: readonly string[]) => {
    const prefixes = names.map((name) => `${name}:`);
    let from = Number.POSITIVE_INFINITY;
    let to = Number.NEGATIVE_INFINITY;
    marked.sources.forEach((sources, i) => {
      if (sources.some((s) => prefixes.some((prefix) => s.startsWith(prefix)))) {
        from = Math.min(from, i);
        to = Math.max(to, i);
      }
    });
    return { from, to };
  };
  // Lists whose words lie within five words of each other are varied together.
  const spans = [...sizes.keys()]
    .map((name) => ({ names: [name], ...span(first, [name]) }))
    .sort((a, b) => a.from - b.from);
  const groups: { names: string[]; to: number }[] = [];
  for (const next of spans) {
    const last = groups.at(-1);
    if (last && next.from - last.to - 1 < PHRASE_WORDS - 1) {
      last.names.push(...next.names);
      last.to = Math.max(last.to, next.to);
    } else groups.push({ names: next.names, to: next.to });
  }
  const out: Rendering[] = [{ marked: first }];
  for (const { names } of groups) {
    const at = names.map(() => 0);
    for (;;) {
      let i = 0;
      while (i < at.length) {
        const next = (at[i] ?? 0) + 1;
        if (next < (sizes.get(names[i] ?? '') ?? 1)) {
          at[i] = next;
          break;
        }
        at[i++] = 0;
      }
      if (i === at.length) break;
      const marked = read(render(marking((name) => at[names.indexOf(name)] ?? 0)), line, rules);
      out.push({ marked, varied: span(marked, names) });
    }
  }
  return out;
}

/** Each counted phrase with the distinct sets of choices that make it. */
type Phrases = Map<string, Map<string, readonly string[]>>;

function addPhrases(phrases: Phrases, { marked, varied }: Rendering, rules: PhraseRules) {
  // Only the phrases that touch the varied words are new.
  const from = varied ? Math.max(0, varied.from - PHRASE_WORDS + 1) : 0;
  const to = varied ? Math.min(marked.words.length, varied.to + PHRASE_WORDS) : marked.words.length;
  for (let start = from; start + PHRASE_WORDS <= to; start++) {
    if (!isCounted(marked.words, marked.quotes, start, rules)) continue;
    const text = marked.words.slice(start, start + PHRASE_WORDS).join(' ');
    const origin: string[] = [];
    for (let i = start; i < start + PHRASE_WORDS; i++) {
      for (const source of marked.sources[i] ?? []) if (!origin.includes(source)) origin.push(source);
    }
    origin.sort();
    const origins = phrases.get(text) ?? new Map<string, readonly string[]>();
    phrases.set(text, origins);
    origins.set(origin.join(' '), origin);
  }
}

/** Phrases that two sets of choices with no weekly choice in common can both make. */
function clashes(phrases: Phrases): string[] {
  const found: string[] = [];
  for (const [text, origins] of phrases) {
    if (!text.split(' ').includes('11')) continue;
    for (const word of numberWords) {
      const same = phrases.get(text.replace('11', word));
      if (same)
        found.push(`“${text.replace('11', word)}”: ${[...origins.keys()][0]} | ${[...same.keys()][0]}`);
    }
  }
  for (const [text, origins] of phrases) {
    const list = [...origins.values()];
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const mine = new Set(list[i]);
        if (!list[j]?.some((source) => mine.has(source) && weekly(source))) {
          found.push(`“${text}”: ${list[i]?.join(' ')} | ${list[j]?.join(' ')}`);
        }
      }
    }
  }
  return found;
}

const slotNames = [
  'moon',
  'sign',
  'season',
  'love-1',
  'love-2',
  'career-1',
  'career-2',
  'health-1',
  'health-2',
  'saying',
  'advice',
] as const;
type Slot = (typeof slotNames)[number];

/** Every rendering of every slot of a sign's readings, under each phase and season the line can meet. */
function slotRenderings(sign: Sign, rules: PhraseRules): Map<Slot, Rendering[]> {
  const slots = new Map<Slot, Rendering[]>(slotNames.map((slot) => [slot, []]));
  const winter: SeasonContext = { kind: 'season', quarter: quarterVoices['Samhain Quarter'] ?? never() };
  // One context per line and phase; its choices go to whichever chooser the rendering sets.
  let choose: Choose = () => never();
  let readsPhase = false;
  const contextOf = (part: Part, phase: string, season: SeasonContext) => {
    const c = contextFor(sign, phase, season, (key, list, use) => choose(key, list, use))(part);
    const voice = c.phase;
    Object.defineProperty(c, 'phase', {
      get: () => {
        readsPhase = true;
        return voice;
      },
    });
    return c;
  };
  const add = (
    slot: Slot,
    part: Part,
    line: string,
    text: (c: HoroscopeContext) => string,
    season: SeasonContext = winter,
  ) => {
    readsPhase = false;
    // A line that never reads the phase is rendered under one phase only.
    for (const phase of moonPhases) {
      if (phase !== moonPhases[0] && !readsPhase) break;
      const c = contextOf(part, phase, season);
      const render = (chooser: Choose) => {
        choose = chooser;
        return text(c);
      };
      slots.get(slot)?.push(...renderings({ line, render }, rules));
    }
  };
  const lists: [Slot, Part, readonly Line[]][] = [
    ['sign', 'sign', signLines],
    ['love-1', 'love', loveOpenings],
    ['love-2', 'love', loveFollowUps],
    ['career-1', 'career', careerOpenings],
    ['career-2', 'career', careerFollowUps],
    ['health-1', 'health', healthOpenings],
    ['health-2', 'health', healthFollowUps],
    ['advice', 'advice', adviceActions],
  ];
  for (const [slot, part, lines] of lists) {
    for (const [i, line] of lines.entries()) add(slot, part, `${slot}:${i}`, line);
  }
  for (const phase of moonPhases) {
    for (const [i, line] of (moonLines[phase] ?? []).entries()) {
      const c = contextOf('moon', phase, winter);
      const render = (chooser: Choose) => {
        choose = chooser;
        return line(c);
      };
      slots.get('moon')?.push(...renderings({ line: `moon-${phase}:${i}`, render }, rules));
    }
  }
  const seasonal = (line: string, text: (c: HoroscopeContext) => string, season: SeasonContext) =>
    add('season', 'season', line, text, season);
  for (const quarter of Object.values(quarterVoices)) {
    const season = { kind: 'season', quarter } as const;
    for (const [i, line] of seasonLines.entries()) seasonal(`season:${i}`, (c) => line(season, c), season);
  }
  // A line that never reads the count of days is rendered with one count only.
  const counted = <K extends 'soon' | 'recent'>(kind: K, festival: FestivalVoice, lines: SeasonLine<K>[]) => {
    for (const [i, line] of lines.entries()) {
      let readsDays = false;
      for (const days of DAY_COUNTS) {
        if (days !== DAY_COUNTS[0] && !readsDays) break;
        const season = {
          kind,
          festival,
          get days() {
            readsDays = true;
            return days;
          },
        } as Extract<SeasonContext, { kind: K }>;
        seasonal(`${kind}:${i}`, (c) => line(season, c), season);
      }
    }
  };
  for (const festival of Object.values(festivalVoices)) {
    counted('soon', festival, soonLines);
    counted('recent', festival, recentLines);
    for (const [i, text] of festival.today.entries()) {
      const marked = read(text, `${festival.name}-day:${i}`, rules);
      slots.get('season')?.push({ marked });
    }
  }
  for (const [f, framing] of framings.entries()) {
    for (const [p, proverb] of proverbs.entries()) {
      const mark = (text: string) => `${OPEN}proverb:${p}${MID}${text}${CLOSE}`;
      const marked = read(framing(mark(proverb.irish), mark(proverb.english)), `framing:${f}`, rules);
      slots.get('saying')?.push({ marked });
    }
  }
  return slots;
}

function never(): never {
  throw new Error('missing wording');
}

/** The ends of a slot's sentences, by their words, each with the distinct sets of choices behind them. */
function ends(all: Rendering[], count: number, last: boolean): Map<string, Map<string, string[]>> {
  const byWords = new Map<string, Map<string, string[]>>();
  for (const { marked, varied } of all) {
    // A rendering whose varied words do not reach this end ends like the line's first rendering.
    if (varied && (last ? varied.to < marked.words.length - count : varied.from >= count)) continue;
    const cut = <T>(list: readonly T[]) => (last ? list.slice(-count) : list.slice(0, count));
    const words = cut(marked.words).join(' ');
    const origin = [...new Set(cut(marked.sources).flat())].sort();
    const origins = byWords.get(words) ?? new Map<string, string[]>();
    byWords.set(words, origins);
    origins.set(origin.join(' '), origin);
  }
  return byWords;
}

/** Adds every way of making the phrase `tail head` at a join. */
function addJoin(
  phrases: Phrases,
  text: string,
  tailOrigins: Map<string, string[]>,
  headOrigins: Map<string, string[]>,
) {
  const origins = phrases.get(text) ?? new Map<string, readonly string[]>();
  phrases.set(text, origins);
  for (const mine of tailOrigins.values()) {
    for (const theirs of headOrigins.values()) {
      const origin = [...new Set([...mine, ...theirs])].sort();
      origins.set(origin.join(' '), origin);
    }
  }
}

/**
 * The phrases across the joins between sentences: the last k words of one and the first 6 − k of the next.
 * Only those that can clash are added, which spares building every pairing of ends:
 * - a phrase also made inside a sentence;
 * - one made at one join from two ends that each come in several ways (one made from an end that comes in
 *   a single way shares that end's line with every other way it is made there);
 * - one made at two joins;
 * - one made at two places with the break after different words: then the words between the two breaks end
 *   one sentence and begin another ("… by the right people." and "People around you …").
 */
function addJoins(phrases: Phrases, joins: [Rendering[], Rendering[]][], rules: PhraseRules) {
  const counts = Array.from({ length: PHRASE_WORDS - 1 }, (_, i) => i + 1);
  const sides = joins.map(([before, after]) => ({
    tails: new Map(counts.map((k) => [k, ends(before, k, true)])),
    heads: new Map(counts.map((k) => [k, ends(after, k, false)])),
  }));
  const none = new Map<string, Map<string, string[]>>();
  const tailsOf = (j: number, k: number) => sides[j]?.tails.get(k) ?? none;
  const headsOf = (j: number, k: number) => sides[j]?.heads.get(PHRASE_WORDS - k) ?? none;
  const add = (j: number, k: number, tail: string, head: string) => {
    const tailOrigins = tailsOf(j, k).get(tail);
    const headOrigins = headsOf(j, k).get(head);
    if (!tailOrigins || !headOrigins) return;
    const text = `${tail} ${head}`;
    if (text.split(' ').every((word) => rules.nameWords.has(word))) return;
    addJoin(phrases, text, tailOrigins, headOrigins);
  };
  const joinNumbers = [...sides.keys()];
  const anyTail = counts.map((k) => new Set(joinNumbers.flatMap((j) => [...tailsOf(j, k).keys()])));
  const anyHead = counts.map((k) => new Set(joinNumbers.flatMap((j) => [...headsOf(j, k).keys()])));
  for (const text of [...phrases.keys()]) {
    let space = -1;
    for (const k of counts) {
      space = text.indexOf(' ', space + 1);
      const tail = text.slice(0, space);
      if (!anyTail[k - 1]?.has(tail)) continue;
      const head = text.slice(space + 1);
      if (!anyHead[k - 1]?.has(head)) continue;
      for (const j of joinNumbers) add(j, k, tail, head);
    }
  }
  for (const k of counts) {
    for (const j of joinNumbers) {
      const varied = (ends: Map<string, Map<string, string[]>>) =>
        [...ends].filter(([, origins]) => origins.size > 1).map(([words]) => words);
      for (const tail of varied(tailsOf(j, k))) {
        for (const head of varied(headsOf(j, k))) add(j, k, tail, head);
      }
    }
    const joinsOf = (ends: (j: number) => Map<string, unknown>) => {
      const byWords = new Map<string, number[]>();
      for (const j of joinNumbers) {
        for (const words of ends(j).keys()) byWords.set(words, [...(byWords.get(words) ?? []), j]);
      }
      return [...byWords].filter(([, at]) => at.length > 1);
    };
    const sharedHeads = joinsOf((j) => headsOf(j, k));
    for (const [tail, tailJoins] of joinsOf((j) => tailsOf(j, k))) {
      for (const [head, headJoins] of sharedHeads) {
        const both = tailJoins.filter((j) => headJoins.includes(j));
        if (both.length > 1) for (const j of both) add(j, k, tail, head);
      }
    }
    for (const j of joinNumbers) {
      for (const head of headsOf(j, k).keys()) {
        const words = head.split(' ');
        for (let shift = 1; k + shift < PHRASE_WORDS; shift++) {
          const between = words.slice(0, shift).join(' ');
          const rest = words.slice(shift).join(' ');
          for (const other of joinNumbers) {
            if (!headsOf(other, k + shift).has(rest)) continue;
            for (const tail of tailsOf(j, k).keys()) {
              const longer = `${tail} ${between}`;
              if (!tailsOf(other, k + shift).has(longer)) continue;
              add(j, k, tail, head);
              add(other, k + shift, longer, rest);
            }
          }
        }
      }
    }
  }
}

/** The joins between the sentences of a reading: the overview's three, and each section's two. */
const joins: [Slot, Slot][] = [
  ['moon', 'sign'],
  ['sign', 'season'],
  ['love-1', 'love-2'],
  ['career-1', 'career-2'],
  ['health-1', 'health-2'],
  ['saying', 'advice'],
];

describe('the phrase banks, every day there can be', () => {
  it.each(signs.map((sign) => [sign.name, sign] as const))(
    '%s: no six words can come back within a week',
    (_, sign) => {
      const rules = phraseRules(sign, proverbQuotations);
      const slots = slotRenderings(sign, rules);
      const phrases: Phrases = new Map();
      for (const renderingsOfSlot of slots.values()) {
        for (const rendering of renderingsOfSlot) addPhrases(phrases, rendering, rules);
      }
      const sides = joins.map(([before, after]): [Rendering[], Rendering[]] => [
        slots.get(before) ?? [],
        slots.get(after) ?? [],
      ]);
      addJoins(phrases, sides, rules);
      const found = clashes(phrases);
      expect(found.slice(0, 10), `${found.length} phrases`).toEqual([]);
    },
  );
});
