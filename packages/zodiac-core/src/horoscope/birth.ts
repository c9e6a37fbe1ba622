import { treeMeaning } from '../content';
import { defaultLocale, type Locale } from '../locale';
import { signVoices } from '../profiles';
import { capitalize, daysText, withArticle } from '../text';
import type { Sign } from '../types';
import { banks } from './banks';
import { rotation } from './schedule';
import { signTraits } from './traits';
import { phaseVoices, quarterVoices } from './voices';

/** The facts of a birth chart that its paragraph reads; every sentence states some of them. */
export interface BirthFacts {
  sign: Sign;
  ogham: { name: string; meaning: string };
  phase: string;
  illumination: number;
  waxing: boolean;
  nearest: { phase: string; at: number };
  instant: number;
  quarter: string;
  before: { name: string; days: number };
  after: { name: string; days: number };
}

interface Words {
  facts: BirthFacts;
  noun: string;
  mood: string;
  percent: string;
  /** The nearest principal phase in three phrasings, one for each sentence that says it. */
  nearest: { exact: string; short: string; ahead: string };
  tree: string;
  meaning: string;
  /** "three days after Samhain" or "on Samhain itself" */
  since: string;
  pick<T>(key: string, list: readonly T[]): T;
}

type Sentence = (w: Words) => string;

const moonSentences: Sentence[] = [
  (w) =>
    `You were born under ${w.noun}, ${w.percent} lit and ${w.facts.waxing ? 'still growing' : 'already waning'}, when the Moon’s mood is ${w.mood}.`,
  (w) =>
    `On the day you arrived ${w.noun} showed ${w.percent} of its face, ${w.facts.waxing ? 'filling towards full' : 'emptying towards new'}, and something ${w.mood} has stayed with you since.`,
  (w) =>
    `The Moon of your birth was ${w.noun}: ${w.percent} lit, ${w.facts.waxing ? 'gaining light' : 'giving its light back'} night by night.`,
  (w) =>
    `Your first night fell under ${w.noun}, its disc ${w.percent} bright and ${w.facts.waxing ? 'waxing' : 'waning'}, a Moon that was ${w.mood}.`,
  (w) => `${capitalize(w.noun)} kept watch over your birth, ${w.percent} lit, ${w.nearest.exact}.`,
  (w) =>
    `You came in with ${w.noun}, ${w.nearest.short}, while its ${w.percent} of light ${w.facts.waxing ? 'was still increasing' : 'was already turning'}.`,
  (w) =>
    `${capitalize(w.noun)} was ${w.percent} lit on your birthday and ${w.facts.waxing ? 'growing' : 'shrinking'}: a birth Moon that is ${w.mood}.`,
  (w) => `Look up the sky of your birth and you find ${w.noun} ${w.nearest.ahead}, its temper ${w.mood}.`,
];

const treeSentences: Sentence[] = [
  (w) =>
    `As ${withArticle(w.facts.sign.name)} of the ${w.tree} month your letter is ${w.facts.ogham.name}, standing for ${w.meaning}, which your ${w.pick('gift', signTraits[w.facts.sign.name].gifts)} bears out.`,
  (w) =>
    `The ${w.tree} gives your sign its Ogham letter, ${w.facts.ogham.name}, a sign of ${w.meaning} that suits ${withArticle(w.pick('adjective', signTraits[w.facts.sign.name].adjectives))} ${w.facts.sign.name}.`,
  (w) =>
    `Your tree is the ${w.tree} and your letter ${w.facts.ogham.name}, which stands for ${w.meaning}; the ${w.pick('adjective', signTraits[w.facts.sign.name].adjectives)} ${w.facts.sign.name} in you knows why.`,
  (w) =>
    `Every ${w.facts.sign.name} walks under the ${w.tree}, whose Ogham ${w.facts.ogham.name} means ${w.meaning}: your ${w.pick('gift', signTraits[w.facts.sign.name].gifts)} grows from that root.`,
  (w) =>
    `In the tree calendar you belong to the ${w.tree} month and to ${w.facts.ogham.name}, the letter of ${w.meaning}, which is why people meet someone ${w.pick('adjective', signTraits[w.facts.sign.name].adjectives)} in you.`,
  (w) =>
    `Cut ${w.facts.ogham.name} on a stave and you have written your own sign: the ${w.tree}, ${w.meaning}, and the ${w.facts.sign.name}’s ${w.pick('gift', signTraits[w.facts.sign.name].gifts)}.`,
  (w) =>
    `Born ${withArticle(w.facts.sign.name)} in the month of the ${w.tree}, you carry ${w.facts.ogham.name}, a letter meaning ${w.meaning}, and ${withArticle(w.pick('adjective', signTraits[w.facts.sign.name].adjectives))} streak to match.`,
  (w) =>
    `The old scribes would have written your sign as ${w.facts.ogham.name}, the ${w.tree}’s letter: ${w.meaning}, carried with ${w.pick('gift', signTraits[w.facts.sign.name].gifts)}.`,
];

const quarter = (w: Words) => {
  const voice = quarterVoices[w.facts.quarter];
  if (!voice) throw new RangeError(`No wording for ${w.facts.quarter}`);
  return voice;
};

const seasonSentences: Sentence[] = [
  (w) =>
    `You arrived in the ${w.facts.quarter}, a time of ${w.pick('imagery', quarter(w).imagery)}, ${w.since}.`,
  (w) =>
    `${capitalize(w.since)}, with ${w.facts.after.name} still ${daysText(w.facts.after.days)} away, you came into a world of ${w.pick('imagery', quarter(w).imagery)}.`,
  (w) =>
    `Your birthday sits in the ${w.facts.quarter}, between ${w.facts.before.name} and ${w.facts.after.name}, a season for ${w.pick('theme', quarter(w).themes)}.`,
  (w) =>
    `The fires of ${w.facts.after.name} were ${daysText(w.facts.after.days)} off when you were born, in ${quarter(w).season} and ${w.pick('imagery', quarter(w).imagery)}.`,
  (w) =>
    `Born ${w.since}, you belong to the ${w.facts.quarter} and its gift of ${w.pick('theme', quarter(w).themes)}.`,
  (w) =>
    `The ${w.facts.quarter} held the land when you arrived, ${w.pick('imagery', quarter(w).imagery)} all around, and ${w.facts.after.name} lay ${daysText(w.facts.after.days)} ahead.`,
  (w) =>
    `Your story starts ${w.since}, in the ${quarter(w).season} of the ${w.facts.quarter}, with its ${w.pick('theme', quarter(w).themes)}.`,
  (w) =>
    `You were born into ${quarter(w).season}, ${w.since}, when the old calendar asked people to ${w.pick('invitation', quarter(w).invitations)}.`,
];

const shadow = (w: Words) => w.pick('shadow', signTraits[w.facts.sign.name].shadows);
const animal = (w: Words) => signVoices[w.facts.sign.name].animal;

const counselSentences: Sentence[] = [
  (w) => `The one thing ${animal(w)} in you must watch for, all your life, is ${shadow(w)}.`,
  (w) => `Whatever a year brings, keep an eye on ${shadow(w)}, the ${w.facts.sign.name}’s old weakness.`,
  (w) => `Your chart’s warning is a gentle one: ${shadow(w)} costs you more than it seems to.`,
  (w) =>
    `${capitalize(animal(w))} in you is strong, but it stumbles on ${shadow(w)}, so name it when it comes.`,
  (w) => `When things go wrong, look first for ${shadow(w)}; it is the knot in your particular wood.`,
  (w) => `Guard against ${shadow(w)}, and the rest of this chart works in your favour.`,
  (w) => `Of everything in your chart, ${shadow(w)} is the part that asks for your patience.`,
  (w) => `Those who love you will forgive ${shadow(w)}, but it is worth forgiving it in yourself first.`,
];

const DAY_MS = 86_400_000;

function nearestText(facts: BirthFacts): Words['nearest'] {
  const gap = facts.nearest.at - facts.instant;
  const days = Math.round(Math.abs(gap) / DAY_MS);
  const phase = facts.nearest.phase;
  if (days === 0) {
    return {
      exact: `within a day of the exact ${phase}`,
      short: `only hours from the ${phase}`,
      ahead: `with the ${phase} less than a day ${gap > 0 ? 'away' : 'behind'}`,
    };
  }
  return {
    exact: `${daysText(days)} ${gap > 0 ? 'before' : 'after'} the exact ${phase}`,
    short: `${daysText(days)} ${gap > 0 ? 'short of' : 'past'} the ${phase}`,
    ahead: `with the ${phase} ${daysText(days)} ${gap > 0 ? 'ahead' : 'behind'}`,
  };
}

/** The chart's choices: each list walked by the birth date's day number with the seed of the sign and list. */
function chooser(facts: BirthFacts, day: number) {
  const seed = (key: string) => `birth|${facts.sign.name}|${key}`;
  return <T>(key: string, list: readonly T[]): T => {
    const item = list[rotation(seed(key), list.length, day)];
    if (item === undefined) throw new RangeError(`Cannot pick from the empty list ${key}`);
    return item;
  };
}

/**
 * The paragraph of a birth chart: four sentences (the Moon, the tree and its letter, the season, a counsel),
 * each from a bank of eight walked by the birth date's day number (schedule.ts), so charts of birth dates less
 * than a week apart share no phrase, and the same chart always reads the same (docs/HOROSCOPE-TEXT.md). Other
 * languages write their own sentences over the same choices (banks/<code>/birth.ts).
 */
export function birthReading(facts: BirthFacts, day: number, locale: Locale = defaultLocale): string {
  if (locale !== 'en') {
    const write = banks[locale].birth;
    if (!write) throw new RangeError(`No birth chart sentences in the language "${locale}"`);
    return write({ facts, meaning: treeMeaning(facts.sign.tree, locale), pick: chooser(facts, day) });
  }
  const phase = phaseVoices[facts.phase];
  if (!phase) throw new RangeError(`No wording for moon phase ${facts.phase}`);
  const words: Words = {
    facts,
    noun: phase.noun,
    mood: phase.mood,
    percent: `${Math.round(facts.illumination * 100)}%`,
    nearest: nearestText(facts),
    tree: facts.sign.tree.toLowerCase(),
    meaning: facts.ogham.meaning.toLowerCase(),
    since:
      facts.before.days === 0
        ? `on ${facts.before.name} itself`
        : `${daysText(facts.before.days)} after ${facts.before.name}`,
    pick: chooser(facts, day),
  };
  const parts: [string, Sentence[]][] = [
    ['moon', moonSentences],
    ['tree', treeSentences],
    ['season', seasonSentences],
    ['counsel', counselSentences],
  ];
  return parts.map(([key, bank]) => words.pick(`${key}-line`, bank)(words)).join(' ');
}
