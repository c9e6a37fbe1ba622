import type { Element, SignName } from './types';

/**
 * Phrases that give each sign its own voice in horoscopes and compatibility readings.
 * gifts and shadows are bare noun phrases (no article or possessive) so they read after
 * "your", "the Stag's" or "guard against"; images are whole sentences in the second person.
 */
export interface SignVoice {
  animal: string;
  adjectives: string[];
  gifts: string[];
  shadows: string[];
  images: string[];
}

export const signVoices: Readonly<Record<SignName, SignVoice>> = {
  Stag: {
    animal: 'the stag',
    adjectives: ['patient', 'steadfast', 'noble', 'ambitious'],
    gifts: ['quiet determination', 'sense of honour', 'long view of things', 'steady patience'],
    shadows: ['stubbornness', 'carrying every burden alone', 'impossibly high standards'],
    images: [
      'The stag never hurries through the forest, and it still reaches the high ground first.',
      'Like the stag lifting its antlers at the edge of the wood, you are noticed even when you say nothing.',
      'The stag grows its crown again every year, a reminder that what you lost can return stronger.',
    ],
  },
  Cat: {
    animal: 'the cat',
    adjectives: ['perceptive', 'independent', 'graceful', 'curious'],
    gifts: ['sharp intuition', 'cool head', 'talent for noticing what others miss', 'original turn of mind'],
    shadows: [
      'keeping everyone at arm’s length',
      'suspicion of good intentions',
      'restlessness with routine',
    ],
    images: [
      'The cat chooses its moment and then moves without hesitation; so can you.',
      'Like the cat on the threshold, you can see both sides of a question before you step through.',
      'The cat rests without guilt and wakes ready, which is a skill worth copying.',
    ],
  },
  Snake: {
    animal: 'the snake',
    adjectives: ['wise', 'intuitive', 'resourceful', 'perceptive'],
    gifts: ['insight into people', 'healing instinct', 'patience under pressure', 'quiet charisma'],
    shadows: [
      'holding on to old hurts',
      'keeping secrets too long',
      'testing people instead of trusting them',
    ],
    images: [
      'The snake sheds its skin without looking back, and something in you is ready to do the same.',
      'Like the serpent that waits in the warm stones, you know that timing is half of every victory.',
      'The snake moves close to the earth and feels every tremor, and your instincts are just as fine.',
    ],
  },
  Hawk: {
    animal: 'the hawk',
    adjectives: ['far-sighted', 'bold', 'focused', 'generous'],
    gifts: ['clear vision', 'courage', 'eye for the whole picture', 'plain honesty'],
    shadows: ['impatience with slower people', 'taking over when you could guide', 'refusing to rest'],
    images: [
      'The hawk climbs before it strikes, and a little height will show you the whole field.',
      'Like the hawk holding still on the wind, you can be perfectly poised while everything moves around you.',
      'The hawk sees the smallest movement in the grass, and nothing that matters will escape you.',
    ],
  },
  Fox: {
    animal: 'the fox',
    adjectives: ['clever', 'charming', 'playful', 'adaptable'],
    gifts: ['quick wit', 'knack for finding the hidden path', 'warm humour', 'talent for diplomacy'],
    shadows: [
      'hiding real feelings behind a joke',
      'boredom with anything slow',
      'bending the truth to slip out of trouble',
    ],
    images: [
      'The fox always knows a second way out of the wood, and so, it turns out, do you.',
      'Like the fox at dusk, you do your best work when others have stopped paying attention.',
      'The fox plays even in a hard winter, and your lightness is a strength, not a distraction.',
    ],
  },
  Bull: {
    animal: 'the bull',
    adjectives: ['steadfast', 'warm-hearted', 'protective', 'sensual'],
    gifts: ['reliability', 'gift for making people feel at home', 'strong intuition', 'staying power'],
    shadows: ['resisting change for its own sake', 'possessiveness', 'nursing a grudge'],
    images: [
      'The bull stands its ground in the storm, and your calm will steady everyone near you.',
      'Like the great bulls of the Táin, you are slow to start a fight and impossible to move once you have.',
      'The bull knows the best grass in the field, and you know exactly what nourishes you.',
    ],
  },
  Seahorse: {
    animal: 'the seahorse',
    adjectives: ['versatile', 'gracious', 'shrewd', 'loyal'],
    gifts: ['talent for reading the tide', 'resilience', 'good sense with money and plans', 'loyalty'],
    shadows: ['clinging to safety', 'letting moods steer the day', 'needing constant reassurance'],
    images: [
      'The seahorse anchors its tail to the weed when the current runs hard, and knowing what to hold on to is wisdom, not weakness.',
      'Like the white horses of Manannán, you can ride over rough water that would sink others.',
      'The seahorse moves slowly but never loses its place in the sea, and you will not lose yours.',
    ],
  },
  Wren: {
    animal: 'the wren',
    adjectives: ['witty', 'resourceful', 'cheerful', 'principled'],
    gifts: ['clever problem-solving', 'bright spirit', 'outsized courage', 'sense of fairness'],
    shadows: ['scattered energy', 'taking criticism to heart', 'needing to have the last word'],
    images: [
      'The wren won the crown of the birds by riding on the eagle’s back, so use the strength of those around you.',
      'Like the wren, your song is far bigger than anyone expects, so let it be heard.',
      'The wren builds several nests before choosing one, and trying more than one option is wise, not wasteful.',
    ],
  },
  Horse: {
    animal: 'the horse',
    adjectives: ['free-spirited', 'energetic', 'confident', 'warm'],
    gifts: ['stamina', 'natural leadership', 'generosity', 'love of a challenge'],
    shadows: ['taking on too much', 'restlessness when reined in', 'boasting a little too loudly'],
    images: [
      'Rhiannon’s horse could not be caught by chasing, only by asking, and the same is true of what you want now.',
      'Like the White Horse on the chalk hill, your stride is meant to be seen from far away.',
      'The horse runs best with a good rider and a clear track, so choose your direction before you gallop.',
    ],
  },
  Salmon: {
    animal: 'the salmon',
    adjectives: ['inspired', 'intuitive', 'generous', 'determined'],
    gifts: [
      'deep well of knowledge',
      'sense of where things are heading',
      'perseverance',
      'gift for inspiring others',
    ],
    shadows: [
      'drifting into daydreams',
      'overcommitting in a rush of enthusiasm',
      'unease with sudden change',
    ],
    images: [
      'The salmon leaps the weir on its third try as often as its first, so keep going.',
      'Like Fionn with his thumb to his lips, you already know more than you think; pause and let it surface.',
      'The salmon always finds its way home, and your instincts are leading you somewhere familiar and good.',
    ],
  },
  Swan: {
    animal: 'the swan',
    adjectives: ['elegant', 'devoted', 'discerning', 'romantic'],
    gifts: ['grace under pressure', 'devotion', 'fine eye for beauty', 'quiet dignity'],
    shadows: ['perfectionism', 'hiding hurt behind composure', 'keeping others at a polite distance'],
    images: [
      'The swan looks serene while working hard beneath the surface, and today the effort will show in the result.',
      'Like the Children of Lir, you can keep your voice and your kindness through long, cold waters.',
      'The swan mates for life and guards its own, and your loyalty is the thread that holds your circle together.',
    ],
  },
  Butterfly: {
    animal: 'the butterfly',
    adjectives: ['gentle', 'sociable', 'imaginative', 'optimistic'],
    gifts: [
      'lightness of spirit',
      'talent for bringing people together',
      'creative imagination',
      'compassion',
    ],
    shadows: ['flitting between plans', 'avoiding difficult conversations', 'saying yes to everyone'],
    images: [
      'Étaín was blown across Ireland for seven years and still came home to herself, and you are more resilient than you feel.',
      'Like the butterfly, you carry colour into grey places simply by arriving.',
      'The butterfly must rest its wings in the sun before it can fly, so warmth first and effort second.',
    ],
  },
  Wolf: {
    animal: 'the wolf',
    adjectives: ['courageous', 'passionate', 'loyal', 'instinctive'],
    gifts: ['courage', 'loyalty to the pack', 'sure instincts', 'endurance'],
    shadows: ['a quick temper', 'going it alone', 'slowness to forgive'],
    images: [
      'The wolf hunts with the pack and rests with it too, and you are stronger among your people.',
      'Like the wolf that can travel all night through the snow, you have more endurance than the day will ask of you.',
      'The wolf’s howl is how it finds its own, so say plainly what you need.',
    ],
  },
};

/** Element wording shared by the horoscope and the compatibility reading. */
export interface ElementVoice {
  quality: string;
  nature: string;
  imagery: string[];
}

export const elementVoices: Readonly<Record<Element, ElementVoice>> = {
  Earth: {
    quality: 'steadiness',
    nature: 'grounded and practical',
    imagery: ['deep roots', 'solid ground beneath your feet', 'the slow patience of the soil'],
  },
  Air: {
    quality: 'clarity',
    nature: 'quick-minded and curious',
    imagery: ['a fresh wind', 'open sky', 'the breath before a new idea'],
  },
  Water: {
    quality: 'intuition',
    nature: 'feeling and perceptive',
    imagery: ['a deep, clear pool', 'the pull of the tide', 'a river finding its course'],
  },
  Fire: {
    quality: 'drive',
    nature: 'passionate and direct',
    imagery: ['a bright hearth', 'sparks catching dry kindling', 'the first light over the hill'],
  },
};
