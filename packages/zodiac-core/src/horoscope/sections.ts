import { capitalize, withArticle } from '../text';
import type { Element } from '../types';
import type { Line } from './general';
import { signLessons } from './voices';

const ELEMENT_LOVE: Record<Element, string[]> = {
  Earth: [
    'Love grows best on solid ground for you, so plan something simple and real together.',
    'You show love through what you do, and a practical kindness will say more than any speech.',
  ],
  Air: [
    'Conversation is your love language today, so ask the questions you are curious about.',
    'A witty message or a shared idea sparks more romance than you might expect.',
  ],
  Water: [
    'Your feelings run deep today, and sharing even a little of them will bring you closer.',
    'You sense what others need before they say it, so let that tenderness flow both ways.',
  ],
  Fire: [
    'Your warmth is impossible to miss today, and someone is quietly hoping you will make the first move.',
    'Passion runs high, so channel it into something playful rather than a quarrel.',
  ],
};

/** Seven openings for love. */
export const loveOpenings: Line[] = [
  (c) => `Your ${c.element.nature} heart is easy to read today, and someone close appreciates that honesty.`,
  (c) =>
    `${capitalize(c.ruler.name)} warms your closest relationships, making this a good day for a heartfelt conversation.`,
  (c) =>
    `Affection flows most freely when you show your ${c.random.pick(c.voice.gifts)} rather than talk about it.`,
  () => 'A small kindness from someone you care about will mean more to you than a grand gesture.',
  (c) => `Under ${c.phase.noun}, feelings are ${c.phase.mood}, so let romance move at its own pace.`,
  (c) =>
    `Being ${c.random.pick(c.voice.adjectives)} makes you magnetic today, and the people who matter most will notice.`,
  (c) => c.random.pick(ELEMENT_LOVE[c.sign.element]),
];

/** Nine follow-ups for love. */
export const loveFollowUps: Line[] = [
  () =>
    'If you are attached, plan an evening with no screens and no agenda; if you are single, say yes to an invitation you would normally turn down.',
  () =>
    'Couples will find that laughter clears the air faster than any serious talk, while those who are single may meet someone through a friend.',
  () => 'Let someone take care of you for a change, because receiving is part of loving too.',
  () =>
    'An old friend or former flame may get in touch, and you will know quickly whether that door should open or stay politely closed.',
  () =>
    'Tell the people you love what you admire about them, in plain words and without waiting for a special occasion.',
  (c) =>
    `Guard against ${c.random.pick(c.voice.shadows)} in close conversations, and the day will stay sweet.`,
  () =>
    'If you are looking for love, follow your interests, because the right person will share more than a spark.',
  () =>
    'Small rituals such as a shared meal, an evening walk or a message at lunchtime keep your bonds strong.',
  () => 'A misunderstanding clears up easily if you ask one honest question instead of guessing.',
];

const ELEMENT_WORK: Record<Element, string[]> = {
  Earth: [
    'Practical, patient work pays off now, especially anything involving money, planning or building.',
    'Your reliability is noticed, and it puts you first in line for a task you will enjoy.',
  ],
  Air: [
    'Ideas come quickly today, so write them down before the next meeting scatters them.',
    'Your gift for explaining things clearly makes you the natural go-between in a tangled discussion.',
  ],
  Water: [
    'Read the mood of the room before you speak, and your timing will be perfect.',
    'Your instinct about a colleague is right, so trust it and offer quiet support.',
  ],
  Fire: [
    'Your energy can carry a whole team today, so take the lead on something that excites you.',
    'Bold moves are favoured, as long as you finish what you start before chasing the next thing.',
  ],
};

/** Seven openings for work and money. */
export const careerOpenings: Line[] = [
  (c) => `At work, ${c.ruler.name} ${c.ruler.influence}, so ${c.ruler.workAdvice}.`,
  (c) =>
    `Your ${c.random.pick(c.voice.gifts)} is exactly what a current project needs, so do not keep it in reserve.`,
  (c) => `Colleagues respond well to your ${c.random.pick(c.voice.adjectives)} approach today.`,
  (c) => c.random.pick(ELEMENT_WORK[c.sign.element]),
  () => 'A task you have been avoiding turns out to be simpler than you feared.',
  (c) => `Under ${c.phase.noun}, ${c.phase.work}.`,
  (c) =>
    `Someone senior is paying more attention than you realise, and your ${c.random.pick(c.voice.gifts)} is making a good impression.`,
];

/** Nine follow-ups for work and money. */
export const careerFollowUps: Line[] = [
  () => 'Keep your notes tidy and your promises modest, and you will exceed expectations.',
  () =>
    'If money is on your mind, a careful look at the numbers will reassure you more than worrying ever could.',
  () => 'A conversation over something small, a cup of tea or a short walk, may open a useful door.',
  (c) => `Guard against ${c.random.pick(c.voice.shadows)} when deadlines press, and you will finish ahead.`,
  () => 'Ask for the help you need; the right person will be glad to give it.',
  () => 'Learning something new, even for half an hour, will pay off sooner than you expect.',
  () => 'Say no to one thing so that you can say a wholehearted yes to another.',
  () => 'Your reputation for fairness grows when you give honest, kind feedback.',
  () => 'Trust your own judgement on timing: a short wait now avoids a long delay later.',
];

const ELEMENT_BODY: Record<Element, { focus: string; activity: string }> = {
  Earth: { focus: 'your back and your posture', activity: 'a long walk on uneven ground' },
  Air: { focus: 'your breathing and your nerves', activity: 'a brisk walk in the open air' },
  Water: { focus: 'rest and hydration', activity: 'a swim or a long, warm bath' },
  Fire: { focus: 'your energy levels', activity: 'a run, a ride or a dance around the kitchen' },
};

/** Seven openings for health. */
export const healthOpenings: Line[] = [
  (c) =>
    `As ${withArticle(c.sign.element)} sign, you feel your best after ${ELEMENT_BODY[c.sign.element].activity}, so make time for it.`,
  (c) =>
    `Pay a little attention to ${ELEMENT_BODY[c.sign.element].focus} today, because small adjustments make a real difference.`,
  (c) => `Under ${c.phase.noun}, ${c.phase.health}.`,
  () => 'Energy follows attention today, so notice what tires you and what restores you.',
  () => 'Eat something warm and simple, and drink more water than you think you need.',
  () => 'Time outdoors, even ten minutes of it, will reset your mood and your focus.',
  (c) =>
    `Your ${c.random.pick(c.voice.adjectives)} spirit needs movement as much as rest, so balance the two.`,
];

/** Nine follow-ups for health. */
export const healthFollowUps: Line[] = [
  () => 'Stretch your shoulders and unclench your jaw whenever you think of it.',
  () => 'A short pause between tasks will protect your energy for the evening.',
  (c) =>
    `Guard against ${c.random.pick(c.voice.shadows)}, because stress shows up in the body before the mind admits it.`,
  () => 'Sleep is your best medicine tonight, so dim the lights early.',
  () => 'Daylight in the morning will help you sleep better tonight.',
  () => 'Share a meal with someone you like, since good company is good for the heart in every sense.',
  () => 'If something aches, listen to it instead of pushing through.',
  () => 'A few slow breaths before you answer a difficult message will keep you calm.',
  () => 'A cup of chamomile or mint tea in the evening will help you wind down.',
];

/** The Irish words of the proverbs below, as quoted; the freshness measure does not count phrases inside them. */
export const proverbQuotations = [
  'Mol an óige agus tiocfaidh sí',
  'Ní neart go cur le chéile',
  'is fada an bóthar nach mbíonn casadh ann',
  'Tús maith leath na hoibre',
  'ar scáth a chéile a mhaireann na daoine',
  'Giorraíonn beirt bóthar',
  'Bíonn gach tosach lag',
  'is minic a bhris béal duine a shrón',
  'Aithníonn ciaróg ciaróg eile',
  'Níl aon tinteán mar do thinteán féin',
];

/** Eleven pieces of Irish folk wisdom; the proverbs are real sayings, glossed in English. */
export const adviceSayings: Line[] = [
  () => 'An old Irish proverb says “Mol an óige agus tiocfaidh sí”: praise the young and they will flourish.',
  () => '“Ní neart go cur le chéile”, say the Irish: there is no strength without unity.',
  () => 'Remember that “is fada an bóthar nach mbíonn casadh ann”: it is a long road that has no turning.',
  () => '“Tús maith leath na hoibre”: a good start is half the work.',
  () =>
    'The old saying “ar scáth a chéile a mhaireann na daoine” holds true today: people live in each other’s shelter.',
  () => '“Giorraíonn beirt bóthar”, goes the proverb: two people shorten the road.',
  () =>
    'The Fianna lived by purity of heart, strength of limb and deeds to match their words, and that is a fine rule for today.',
  () => '“Bíonn gach tosach lag”: every beginning is weak, so be patient with anything new.',
  () => 'As the Irish say, “is minic a bhris béal duine a shrón”: many a mouth has broken its own nose.',
  () => '“Aithníonn ciaróg ciaróg eile”: one beetle knows another, so notice who feels like kin.',
  () => '“Níl aon tinteán mar do thinteán féin”: there is no hearth like your own.',
];

/** Seven pieces of advice for the sign. */
export const adviceActions: Line[] = [
  (c) =>
    `Let your ${c.random.pick(c.voice.gifts)} lead the way, and guard against ${c.random.pick(c.voice.shadows)}.`,
  (c) => `Take your cue from ${c.voice.animal} and ${signLessons[c.sign.name]}.`,
  (c) => `Be ${c.random.pick(c.voice.adjectives)}, be kind, and let the rest of the day sort itself out.`,
  () => 'Make one decision with your head and one with your heart, and notice which feels better.',
  () => 'Before you sleep, write down one thing you are grateful for.',
  (c) => `Your ${c.random.pick(c.voice.gifts)} is a gift to others as well, so share it generously.`,
  (c) => `You are ${c.element.nature} by nature, so trust that and act on it.`,
];
