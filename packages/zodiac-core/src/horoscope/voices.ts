import type { SignName } from '../types';

/** How each ruling body colours a reading; influence is a verb phrase after the body's name. */
export interface RulerVoice {
  name: string;
  role: string;
  influence: string;
  workAdvice: string;
}

export const rulerVoices: Readonly<Record<string, RulerVoice>> = {
  Saturn: {
    name: 'Saturn',
    role: 'your ruling planet',
    influence: 'rewards careful, patient effort',
    workAdvice: 'put your energy into the task that will still matter next year',
  },
  Uranus: {
    name: 'Uranus',
    role: 'your ruling planet',
    influence: 'favours the unexpected idea',
    workAdvice: 'pitch the unusual plan you have been sitting on',
  },
  Pluto: {
    name: 'Pluto',
    role: 'your ruling planet',
    influence: 'stirs deep change and renewal',
    workAdvice: 'clear away a routine that has outlived its use',
  },
  Sun: {
    name: 'the Sun',
    role: 'your ruling star',
    influence: 'puts you in a warm and flattering light',
    workAdvice: 'step forward and let your work be seen',
  },
  Mercury: {
    name: 'Mercury',
    role: 'your ruling planet',
    influence: 'sharpens your words and quickens your thinking',
    workAdvice: 'send the message or make the call you have been rehearsing',
  },
  Venus: {
    name: 'Venus',
    role: 'your ruling planet',
    influence: 'softens every exchange',
    workAdvice: 'use tact to ease a tense working relationship',
  },
  Moon: {
    name: 'the Moon',
    role: 'your ruling light',
    influence: 'turns your thoughts towards home and feeling',
    workAdvice: 'trust your instinct about people and timing',
  },
  Jupiter: {
    name: 'Jupiter',
    role: 'your ruling planet',
    influence: 'opens doors a little wider than usual',
    workAdvice: 'aim a little higher than feels comfortable',
  },
  Mars: {
    name: 'Mars',
    role: 'your ruling planet',
    influence: 'lends you extra courage and fire',
    workAdvice: 'tackle the hardest job first, while your energy is high',
  },
  Neptune: {
    name: 'Neptune',
    role: 'your ruling planet',
    influence: 'deepens your dreams and intuition',
    workAdvice: 'give your imagination real room in the plan',
  },
};

/** Phase wording; noun is how the phase reads after "under". */
export interface PhaseVoice {
  noun: string;
  mood: string;
  work: string;
  health: string;
}

export const phaseVoices: Readonly<Record<string, PhaseVoice>> = {
  'New Moon': {
    noun: 'the New Moon',
    mood: 'tender and new',
    work: 'begin the project you keep postponing',
    health: 'start one gentle new habit rather than five',
  },
  'Waxing Crescent': {
    noun: 'the waxing crescent Moon',
    mood: 'hopeful',
    work: 'build momentum with small, steady wins',
    health: 'build your strength gradually',
  },
  'First Quarter': {
    noun: 'the First Quarter Moon',
    mood: 'clear and decisive',
    work: 'make the decision that has been sitting on your desk',
    health: 'push a little harder than usual, then rest well',
  },
  'Waxing Gibbous': {
    noun: 'the waxing gibbous Moon',
    mood: 'warm and building',
    work: 'refine and double-check your work',
    health: 'fine-tune your routine rather than overhauling it',
  },
  'Full Moon': {
    noun: 'the Full Moon',
    mood: 'vivid and close to the surface',
    work: 'present your results with confidence',
    health: 'expect a restless night and keep the evening calm',
  },
  'Waning Gibbous': {
    noun: 'the waning gibbous Moon',
    mood: 'generous',
    work: 'share the credit and pass on what you know',
    health: 'let your body recover from a busy stretch',
  },
  'Last Quarter': {
    noun: 'the Last Quarter Moon',
    mood: 'reflective',
    work: 'finish, file and close whatever is still open',
    health: 'drop one habit that drains you',
  },
  'Waning Crescent': {
    noun: 'the waning crescent Moon',
    mood: 'soft and quiet',
    work: 'plan quietly rather than launching anything big',
    health: 'rest deeply and go to bed early',
  },
};

export interface FestivalVoice {
  name: string;
  theme: string;
  imagery: string[];
  invitation: string;
  truth: string;
  today: string[];
}

export const festivalVoices: Readonly<Record<string, FestivalVoice>> = {
  Samhain: {
    name: 'Samhain',
    theme: 'endings and new beginnings',
    imagery: [
      'bonfires on the hills',
      'the thinning veil between the worlds',
      'candles set out for the ancestors',
    ],
    invitation: 'honour your ancestors and let the old year go',
    truth: 'every ending makes room for something new',
    today: [
      'Today is Samhain, the Celtic new year, when the veil between the worlds is thinnest and the ancestors draw near.',
      'Samhain has arrived: the old year ends tonight, and whatever you release now will not follow you into the new one.',
      'It is Samhain, the night of bonfires and remembering, so light a candle for someone you have loved and lost.',
    ],
  },
  Imbolc: {
    name: 'Imbolc',
    theme: 'first light and fresh inspiration',
    imagery: [
      'the first snowdrops',
      'crosses of rushes woven for Brigid',
      'evenings that stretch a little longer',
    ],
    invitation: 'light a candle for fresh inspiration',
    truth: 'even the coldest ground is already stirring with life',
    today: [
      'Today is Imbolc, Brigid’s day, when the first stirrings of spring promise that the dark half of winter is behind you.',
      'Imbolc is here, the feast of Brigid’s fire, and it blesses poetry, healing and every kind of craft you turn your hand to.',
      'It is Imbolc, when households once made Brigid a bed of straw, so make a little room in your life for inspiration to visit.',
    ],
  },
  Beltane: {
    name: 'Beltane',
    theme: 'passion, growth and abundance',
    imagery: ['hawthorn blossom', 'the twin fires of May', 'dew at dawn'],
    invitation: 'say yes to joy and to the people who make you laugh',
    truth: 'growth needs warmth as much as effort',
    today: [
      'Today is Beltane, the first day of summer, when the fires were lit and the whole land turned towards light and growth.',
      'Beltane has come, the festival of blossom and bonfires, and your heart is ready for something bright and new.',
      'It is Beltane, and tradition says that washing your face in the morning dew brings beauty for a year, so greet the day early.',
    ],
  },
  Lughnasadh: {
    name: 'Lughnasadh',
    theme: 'harvest and gratitude',
    imagery: ['the first sheaf of grain', 'gatherings on the hilltops', 'ripening bilberries'],
    invitation: 'give thanks for what you have already gathered',
    truth: 'every harvest began as a handful of seeds',
    today: [
      'Today is Lughnasadh, the first harvest, kept by the god Lugh in honour of his foster-mother Tailtiu.',
      'Lughnasadh is here, the festival of the first grain, games and gatherings, so celebrate what your hard work has grown.',
      'It is Lughnasadh, when people climbed the hills to share the first fruits, so share something good with the people around you.',
    ],
  },
};

export interface QuarterVoice {
  name: string;
  season: string;
  imagery: string[];
  theme: string;
  invitation: string;
}

export const quarterVoices: Readonly<Record<string, QuarterVoice>> = {
  'Samhain Quarter': {
    name: 'Samhain Quarter',
    season: 'deep winter',
    imagery: [
      'long nights and crisp frosts',
      'bare branches and low golden light',
      'turf smoke and early dusk',
    ],
    theme: 'rest and reflection',
    invitation: 'draw in close to the hearth',
  },
  'Imbolc Quarter': {
    name: 'Imbolc Quarter',
    season: 'early spring',
    imagery: [
      'lengthening days and bright cold mornings',
      'new lambs and budding blackthorn',
      'snowdrops giving way to primroses',
    ],
    theme: 'renewal and fresh plans',
    invitation: 'plant the seed of a new idea',
  },
  'Beltane Quarter': {
    name: 'Beltane Quarter',
    season: 'high summer',
    imagery: [
      'long golden evenings',
      'green hedgerows and hawthorn blossom',
      'light that barely fades before midnight',
    ],
    theme: 'growth and vitality',
    invitation: 'enjoy the fullness of things',
  },
  'Lughnasadh Quarter': {
    name: 'Lughnasadh Quarter',
    season: 'the harvest season',
    imagery: [
      'ripening fields and heavy orchards',
      'blackberries in the hedges and cooler mornings',
      'turning leaves and gathering mists',
    ],
    theme: 'harvest and gratitude',
    invitation: 'give thanks for the harvest',
  },
};

/** What each sign's animal teaches, as an imperative. */
export const signLessons: Readonly<Record<SignName, string>> = {
  Stag: 'keep your head high and your pace steady',
  Cat: 'wait for the right moment, then move',
  Snake: 'shed what you have outgrown',
  Hawk: 'rise above the noise and look again',
  Fox: 'find the clever way round',
  Bull: 'stand your ground, kindly',
  Seahorse: 'hold on to what anchors you',
  Wren: 'sing out, whatever your size',
  Horse: 'run, but choose your track first',
  Salmon: 'swim against the current when it matters',
  Swan: 'glide, and keep the effort below the surface',
  Butterfly: 'rest in the sun before you fly',
  Wolf: 'call your pack close',
};
