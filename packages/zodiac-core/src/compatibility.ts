import { UnknownSignError } from './errors';
import type { Link, Relation } from './horoscope/banks/types';
import { getSign } from './lookup';
import { elementVoices, signVoices } from './profiles';
import { hashString, seededRandom } from './random';
import { signs } from './signs';
import { withArticle } from './text';
import type { Element, Sign, SignName } from './types';

export interface CompatibilityResult {
  /** A whole number from 60 to 89. */
  score: number;
  description: string;
  strengths: string[];
  challenges: string[];
}

const HARMONIOUS = new Set(['Air+Fire', 'Earth+Water']);
const CHALLENGING = new Set(['Fire+Water', 'Air+Earth']);

function relationOf(a: Element, b: Element): Relation {
  if (a === b) return 'same';
  const key = [a, b].sort().join('+');
  if (HARMONIOUS.has(key)) return 'harmonious';
  if (CHALLENGING.has(key)) return 'challenging';
  return 'mixed';
}

// Points above the floor of 60; the largest total is 11 + 12 + 6 = 29, so scores stay within 60..89.
const RELATION_POINTS: Record<Relation, number> = { harmonious: 11, same: 9, mixed: 4, challenging: 0 };
const MUTUAL_LIST_POINTS = 12;
const ONE_WAY_LIST_POINTS = 7;
const SAME_SIGN_POINTS = 5;
const MAX_PAIR_JITTER = 6;

const PLURALS: Record<SignName, string> = {
  Stag: 'Stags',
  Cat: 'Cats',
  Snake: 'Snakes',
  Hawk: 'Hawks',
  Fox: 'Foxes',
  Bull: 'Bulls',
  Seahorse: 'Seahorses',
  Wren: 'Wrens',
  Horse: 'Horses',
  Salmon: 'Salmon',
  Swan: 'Swans',
  Butterfly: 'Butterflies',
  Wolf: 'Wolves',
};

function resolve(name: string): Sign {
  const sign = getSign(name);
  if (!sign) throw new UnknownSignError(name);
  return sign;
}

/**
 * A deterministic, symmetric reading for two signs, in English: the pair is put in calendar order first,
 * so (a, b) and (b, a) give the same result. `scoreCompatibilityIn` (compatibility-in.ts) writes it in another
 * language with the same score; it is a module of its own so that this one stays light for the web app.
 */
export function scoreCompatibility(first: string, second: string): CompatibilityResult {
  const [a, b] = orderedPair(first, second);
  return a === b ? sameSign(a) : pair(a, b);
}

/** The two signs in calendar order. */
export function orderedPair(first: string, second: string): [Sign, Sign] {
  const one = resolve(first);
  const two = resolve(second);
  return signs.indexOf(one) <= signs.indexOf(two) ? [one, two] : [two, one];
}

/** How two signs' elements relate, whether tradition lists them as allies, and which lists the other. */
export function pairFacts(a: Sign, b: Sign): { relation: Relation; link: Link; fan: Sign } {
  return {
    relation: relationOf(a.element, b.element),
    link: listLink(a, b),
    fan: a.compatibility.includes(b.name) ? a : b,
  };
}

function listLink(a: Sign, b: Sign): Link {
  const ab = a.compatibility.includes(b.name);
  const ba = b.compatibility.includes(a.name);
  if (ab && ba) return 'mutual';
  return ab || ba ? 'one-way' : 'none';
}

function pair(a: Sign, b: Sign): CompatibilityResult {
  const relation = relationOf(a.element, b.element);
  const link = listLink(a, b);
  const random = seededRandom(`compatibility|${a.name}|${b.name}`);
  const linkPoints = link === 'mutual' ? MUTUAL_LIST_POINTS : link === 'one-way' ? ONE_WAY_LIST_POINTS : 0;
  const jitter = hashString(`${a.name}+${b.name}`) % (MAX_PAIR_JITTER + 1);
  const score = 60 + RELATION_POINTS[relation] + linkPoints + jitter;

  const va = signVoices[a.name];
  const vb = signVoices[b.name];
  const description = [
    random.pick(RELATION_OPENINGS[relation])(a, b),
    `The ${a.name}’s ${random.pick(va.gifts)} meets the ${b.name}’s ${random.pick(vb.gifts)}, ${random.pick(MEETING_ENDINGS)}`,
    linkSentence(a, b, link),
  ].join(' ');

  const strengths = [
    RELATION_STRENGTHS[relation](a, b),
    `The ${a.name} brings its ${random.pick(va.gifts)}; the ${b.name} brings its ${random.pick(vb.gifts)}.`,
    link === 'none'
      ? 'Differences give each of you something new to learn from the other.'
      : 'A natural ease: Celtic lore counts this pairing among the friendly ones.',
  ];
  const challenges = [
    RELATION_CHALLENGES[relation](a, b),
    `The ${a.name} must guard against ${random.pick(va.shadows)}, and the ${b.name} against ${random.pick(vb.shadows)}.`,
  ];
  return { score, description, strengths, challenges };
}

function sameSign(sign: Sign): CompatibilityResult {
  const voice = signVoices[sign.name];
  const random = seededRandom(`compatibility|${sign.name}|${sign.name}`);
  const score =
    60 +
    RELATION_POINTS.same +
    SAME_SIGN_POINTS +
    (hashString(`${sign.name}+${sign.name}`) % (MAX_PAIR_JITTER + 1));
  const plural = PLURALS[sign.name];
  const [firstGift, secondGift] = random.shuffle(voice.gifts);
  const description = `Two ${plural} together make a mirror: both born under ${sign.element}, both ruled by the ${sign.ruling === 'Sun' || sign.ruling === 'Moon' ? sign.ruling : `planet ${sign.ruling}`}, and both ${sign.personality.slice(0, 2).join(' and ').toLowerCase()}. The shared ${firstGift} makes understanding almost effortless, though it also doubles the risk of ${random.pick(voice.shadows)}. This bond works best when each ${sign.name} keeps a little room of their own.`;
  return {
    score,
    description,
    strengths: [
      `You understand each other’s ${secondGift} without needing to explain it.`,
      `A shared ${elementVoices[sign.element].quality} gives the relationship a calm, familiar rhythm.`,
      'Loyalty comes easily, because each of you values what the other values.',
    ],
    challenges: [
      `Guard against ${random.pick(voice.shadows)} on both sides, because a shared habit feeds itself; name it early and laugh about it.`,
      `With the same ${sign.element} temperament on both sides, someone has to step outside the comfort zone now and then.`,
    ],
  };
}

type PairText = (a: Sign, b: Sign) => string;

const RELATION_OPENINGS: Record<Relation, PairText[]> = {
  same: [
    (a, b) =>
      `The ${a.name} and the ${b.name} are both ${a.element} signs, so they share the same ${elementVoices[a.element].nature} temperament.`,
    (a, b) =>
      `As two ${a.element} signs, the ${a.name} and the ${b.name} speak the same language from the very first meeting.`,
  ],
  harmonious: [
    (a, b) =>
      `The ${a.name} (${a.element}) and the ${b.name} (${b.element}) are a classic complementary match: ${a.element.toLowerCase()} and ${b.element.toLowerCase()} feed each other.`,
    (a, b) =>
      `${a.element} and ${b.element} bring out the best in each other, and the ${a.name} and the ${b.name} feel that balance quickly.`,
  ],
  mixed: [
    (a, b) =>
      `The ${a.name}, ${withArticle(a.element)} sign, and the ${b.name}, ${withArticle(b.element)} sign, move at different speeds but can learn each other’s rhythm.`,
    (a, b) =>
      `${a.element} meets ${b.element} when the ${a.name} and the ${b.name} come together, a mix that needs patience but rewards it.`,
  ],
  challenging: [
    (a, b) =>
      `The ${a.name} (${a.element}) and the ${b.name} (${b.element}) are elemental opposites, so the attraction is real but so is the friction.`,
    (a, b) =>
      `${a.element} and ${b.element} rarely sit easily together, and the ${a.name} and the ${b.name} will need honesty to bridge the gap.`,
  ],
};

const MEETING_ENDINGS = [
  'and each finds in the other something they were missing.',
  'a combination that can carry the two of you a long way.',
  'which makes for a lively and rewarding partnership.',
  'so there is plenty to admire on both sides.',
];

function linkSentence(a: Sign, b: Sign, link: Link): string {
  if (link === 'mutual') return 'Celtic tradition counts each as one of the other’s natural allies.';
  if (link === 'one-way') {
    const [fan, other] = a.compatibility.includes(b.name) ? [a, b] : [b, a];
    return `The ${fan.name} counts the ${other.name} among its natural allies, and the warmth usually becomes mutual.`;
  }
  return 'They are not traditional allies, so the bond grows from curiosity and effort rather than instant recognition.';
}

const RELATION_STRENGTHS: Record<Relation, PairText> = {
  same: (a) => `Shared ${a.element} ${elementVoices[a.element].quality} makes trust come quickly.`,
  harmonious: (a, b) =>
    `${a.element}’s ${elementVoices[a.element].quality} and ${b.element}’s ${elementVoices[b.element].quality} balance each other well.`,
  mixed: (a, b) =>
    `Different strengths, ${elementVoices[a.element].quality} and ${elementVoices[b.element].quality}, cover each other’s blind spots.`,
  challenging: () => 'Strong attraction between opposites keeps the spark alive.',
};

const RELATION_CHALLENGES: Record<Relation, PairText> = {
  same: (a) => `Too much of the same ${a.element} nature can leave you both stuck in the same ruts.`,
  harmonious: () => 'Things can feel so easy that problems go unspoken for too long.',
  mixed: (a, b) => `${a.element} and ${b.element} set different paces, so agree on plans before you set off.`,
  challenging: (a, b) =>
    `${a.element} and ${b.element} can wear each other down; kindness in small things matters here.`,
};
