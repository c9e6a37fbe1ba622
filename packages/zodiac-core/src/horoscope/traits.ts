import type { SignName } from '../types';

/**
 * The short words a reading uses for a sign's character. They are kept short (one word, or up to three)
 * because several parts of a reading use them every day: the six-word phrases around them belong to the
 * sentence that holds them, never to the trait itself. Each list has at least seven entries, so one part of
 * the reading never says the same trait twice in a week, and each part takes a different entry on a day.
 */
export interface SignTraits {
  /** Read after "be", "a" or "your … nature". */
  adjectives: string[];
  /** Bare singular noun phrases read after "your" (the lines say "your … is" and "it"). */
  gifts: string[];
  /** Bare noun phrases read after "guard against" or "watch for". */
  shadows: string[];
}

export const signTraits: Readonly<Record<SignName, SignTraits>> = {
  Stag: {
    adjectives: ['patient', 'steadfast', 'noble', 'ambitious', 'resolute', 'dependable', 'dignified'],
    gifts: [
      'quiet determination',
      'sense of honour',
      'long view',
      'steady patience',
      'natural authority',
      'calm resolve',
      'sure footing',
    ],
    shadows: [
      'stubbornness',
      'carrying every burden',
      'impossible standards',
      'rigid plans',
      'wounded pride',
      'working too late',
      'coldness under strain',
    ],
  },
  Cat: {
    adjectives: ['perceptive', 'independent', 'graceful', 'curious', 'watchful', 'poised', 'self-possessed'],
    gifts: [
      'sharp intuition',
      'cool head',
      'eye for detail',
      'original mind',
      'quiet poise',
      'keen observation',
      'self-reliance',
    ],
    shadows: [
      'aloofness',
      'needless suspicion',
      'boredom with routine',
      'keeping your distance',
      'cool detachment',
      'snap judgements',
      'sulking in silence',
    ],
  },
  Snake: {
    adjectives: ['wise', 'intuitive', 'resourceful', 'perceptive', 'magnetic', 'shrewd', 'composed'],
    gifts: [
      'insight into people',
      'healing instinct',
      'patience under pressure',
      'quiet charisma',
      'sense of timing',
      'long memory',
      'calm authority',
    ],
    shadows: [
      'old hurts',
      'needless secrecy',
      'testing people',
      'holding grudges',
      'brooding',
      'jealous moods',
      'shutting people out',
    ],
  },
  Hawk: {
    adjectives: ['far-sighted', 'bold', 'focused', 'generous', 'clear-eyed', 'decisive', 'visionary'],
    gifts: [
      'clear vision',
      'courage',
      'wide view',
      'plain honesty',
      'sense of purpose',
      'generous heart',
      'quick judgement',
    ],
    shadows: [
      'impatience',
      'taking over',
      'refusing to rest',
      'blunt words',
      'restless pride',
      'talking down',
      'scorn for details',
    ],
  },
  Fox: {
    adjectives: ['clever', 'charming', 'playful', 'adaptable', 'diplomatic', 'quick', 'witty'],
    gifts: [
      'quick wit',
      'knack for shortcuts',
      'warm humour',
      'talent for diplomacy',
      'light touch',
      'sharp ear',
      'easy charm',
    ],
    shadows: [
      'hiding behind jokes',
      'boredom',
      'bending the truth',
      'spreading yourself thin',
      'restless scheming',
      'cutting corners',
      'smooth excuses',
    ],
  },
  Bull: {
    adjectives: ['steadfast', 'warm-hearted', 'protective', 'sensual', 'kind', 'grounded', 'loyal'],
    gifts: [
      'reliability',
      'gift for hospitality',
      'strong intuition',
      'staying power',
      'calm presence',
      'good taste',
      'patient strength',
    ],
    shadows: [
      'resisting change',
      'possessiveness',
      'nursing a grudge',
      'digging in',
      'overindulgence',
      'slow-burning anger',
      'guarding your comforts',
    ],
  },
  Seahorse: {
    adjectives: ['versatile', 'gracious', 'shrewd', 'loyal', 'fluid', 'canny', 'gentle'],
    gifts: [
      'feel for timing',
      'resilience',
      'money sense',
      'loyalty',
      'adaptability',
      'steady nerve',
      'sense of home',
    ],
    shadows: [
      'clinging to safety',
      'changeable moods',
      'needing reassurance',
      'second-guessing',
      'drifting',
      'hoarding worries',
      'avoiding risk',
    ],
  },
  Wren: {
    adjectives: ['witty', 'resourceful', 'cheerful', 'principled', 'quick', 'bright', 'brave'],
    gifts: [
      'problem-solving',
      'bright spirit',
      'outsized courage',
      'sense of fairness',
      'ready laugh',
      'nimble mind',
      'clear voice',
    ],
    shadows: [
      'scattered energy',
      'taking criticism hard',
      'point-scoring',
      'fretting',
      'overcommitting',
      'chattering nerves',
      'proving yourself',
    ],
  },
  Horse: {
    adjectives: ['free-spirited', 'energetic', 'confident', 'warm', 'competitive', 'lively', 'open-hearted'],
    gifts: [
      'stamina',
      'natural leadership',
      'generosity',
      'appetite for challenge',
      'big heart',
      'sense of adventure',
      'easy confidence',
    ],
    shadows: [
      'overreaching',
      'chafing at limits',
      'boasting',
      'rushing ahead',
      'impatience',
      'ignoring tiredness',
      'racing others',
    ],
  },
  Salmon: {
    adjectives: ['inspired', 'intuitive', 'generous', 'determined', 'dreamy', 'far-seeing', 'wise'],
    gifts: [
      'deep knowledge',
      'sense of direction',
      'perseverance',
      'power to inspire',
      'vivid imagination',
      'inner compass',
      'patient wisdom',
    ],
    shadows: [
      'daydreaming',
      'overcommitting',
      'unease with change',
      'vagueness',
      'losing the thread',
      'escaping into plans',
      'martyrdom',
    ],
  },
  Swan: {
    adjectives: ['elegant', 'devoted', 'discerning', 'romantic', 'graceful', 'serene', 'refined'],
    gifts: [
      'grace under pressure',
      'devotion',
      'eye for beauty',
      'quiet dignity',
      'loyal heart',
      'fine judgement',
      'poise',
    ],
    shadows: [
      'perfectionism',
      'hidden hurt',
      'polite distance',
      'holding back',
      'harsh self-judgement',
      'aloof silence',
      'fussing over details',
    ],
  },
  Butterfly: {
    adjectives: ['gentle', 'sociable', 'imaginative', 'optimistic', 'free', 'light-hearted', 'kind'],
    gifts: [
      'lightness of spirit',
      'knack for connection',
      'creative imagination',
      'compassion',
      'sunny outlook',
      'open heart',
      'gentle humour',
    ],
    shadows: [
      'flitting between plans',
      'avoiding hard talks',
      'overpromising',
      'restlessness',
      'people-pleasing',
      'skipping the details',
      'losing focus',
    ],
  },
  Wolf: {
    adjectives: ['courageous', 'passionate', 'loyal', 'instinctive', 'intense', 'fearless', 'protective'],
    gifts: [
      'courage',
      'pack loyalty',
      'sure instinct',
      'endurance',
      'protective heart',
      'fierce focus',
      'steady nerve',
    ],
    shadows: [
      'a quick temper',
      'going it alone',
      'slowness to forgive',
      'suspicion of strangers',
      'sudden black moods',
      'fighting every battle',
      'pride in isolation',
    ],
  },
};
