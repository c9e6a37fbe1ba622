import { capitalize, withArticle } from '../text';
import type { Line } from './general';

// Each section is an opening and a follow-up, each from a list of sixteen read from its own rotation, so a
// line comes back every sixteen days at most: at most 23 times a year, never twice in a week.

/** Sixteen openings for love. */
export const loveOpenings: Line[] = [
  (c) => `Your ${c.adjective()} heart is easy to read today, and someone close appreciates that honesty.`,
  (c) =>
    `${capitalize(c.ruler.name)} warms your closest relationships, making this a good day for a heartfelt conversation.`,
  (c) => `Affection flows most freely when you show your ${c.gift()} rather than talk about it.`,
  () => 'A small kindness from someone you care about will mean more to you than a grand gesture.',
  (c) => `Under ${c.phase.noun}, feelings are ${c.phase.mood}, so let romance move at its own pace.`,
  (c) => `Being ${c.adjective()} makes you magnetic today, and the people who matter most will notice.`,
  (c) => c.pick('element-love', c.element.love),
  () => 'Someone has been waiting for a sign of interest from you, and this is the moment to give it.',
  (c) =>
    `Your ${c.gift()} is the most attractive thing about you today, more than anything you could wear or say.`,
  () => 'Love asks for attention rather than perfection today, so put your phone away and be present.',
  () => 'A shared memory resurfaces and reminds you why a particular bond matters so much.',
  (c) =>
    `The people who love you see your ${c.gift()} more clearly than you do, so let them tell you about it.`,
  () => 'Romance favours the unhurried today: a long walk, a slow meal, a conversation with no clock in it.',
  () =>
    'A friendship could deepen into something warmer, or simply into a better friendship; both are gifts.',
  () =>
    'If a conversation has been waiting, today it goes better than you fear, especially if you open with warmth.',
  (c) => `Your ${c.elementVoice.nature} way of loving is exactly right for someone, so do not tone it down.`,
];

/** Sixteen follow-ups for love. */
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
  (c) => `Steer clear of ${c.shadow()} in close conversations, and the day will stay sweet.`,
  () =>
    'If you are looking for love, follow your interests, because the right person will share more than a spark.',
  () =>
    'Small rituals such as a shared meal, an evening walk or a message at lunchtime keep your bonds strong.',
  () => 'A misunderstanding clears up easily if you ask one honest question instead of guessing.',
  (c) => `When you feel tired or unsure, keep an eye out for ${c.shadow()} and say what you need instead.`,
  () => 'Write a note, however short, to someone who would not expect one.',
  () => 'Single or not, spend a little time on your own happiness; it is the ground love grows in.',
  () => 'Forgive a small slight before bedtime and sleep with a lighter heart.',
  () => 'Family ties ask for a phone call today, and it will be warmer than you expect.',
  () => 'Keep a promise, however small, and trust grows a little stronger.',
  (c) => `If you catch a flash of ${c.shadow()}, name it kindly and laugh about it together.`,
];

/** Sixteen openings for work and money. */
export const careerOpenings: Line[] = [
  (c) =>
    `${capitalize(c.ruler.name)} is on your side at work today, so ${c.pick('ruler-work', c.ruler.work)}.`,
  (c) => `Your ${c.gift()} is exactly what a current project needs, so do not keep it in reserve.`,
  (c) => `Colleagues respond well to your ${c.adjective()} approach today.`,
  (c) => c.pick('element-work', c.element.work),
  () => 'A task you have been avoiding turns out to be simpler than you feared.',
  (c) => `With ${c.phase.noun} overhead, ${c.phase.work}.`,
  (c) =>
    `Someone senior is paying more attention than you realise, and your ${c.gift()} is making a good impression.`,
  () => 'A meeting that looks routine holds one useful detail, so listen for it.',
  () => 'Money matters reward a second look today, especially a bill or a contract you signed in a hurry.',
  (c) =>
    `Your ${c.adjective()} streak is an asset at work today, so let it show in how you handle a tricky request.`,
  () => 'A colleague’s idea sparks one of your own, and together they are better than either alone.',
  () => 'Progress comes from finishing rather than starting today, so pick the job closest to done.',
  () => 'Your reputation rests on small things done well, and today offers several chances to prove it.',
  () => 'An unexpected request turns out to be an opportunity, so say maybe before you say no.',
  () => 'Work flows best in short, focused bursts today, with real breaks in between.',
  (c) => `Put your ${c.gift()} behind a proposal you believe in, and others will follow your lead.`,
];

/** Sixteen follow-ups for work and money. */
export const careerFollowUps: Line[] = [
  () => 'Keep your notes tidy and your promises modest, and you will exceed expectations.',
  () =>
    'If money is on your mind, a careful look at the numbers will reassure you more than worrying ever could.',
  () => 'A conversation over something small, a cup of tea or a short walk, may open a useful door.',
  (c) => `Watch for ${c.shadow()} when deadlines press, and you will finish ahead.`,
  () => 'Ask for the help you need; the right person will be glad to give it.',
  () => 'Learning something new, even for half an hour, will pay off sooner than you expect.',
  () => 'Say no to one thing so that you can say a wholehearted yes to another.',
  () => 'Your reputation for fairness grows when you give honest, kind feedback.',
  () => 'Trust your own judgement on timing: a short wait now avoids a long delay later.',
  () => 'Clear your desk before you leave, and tomorrow starts on the front foot.',
  () => 'Write down the three things that matter most and let the rest wait.',
  (c) => `If you feel the pull of ${c.shadow()}, take a five-minute walk before you reply to anyone.`,
  () => 'A thank-you note to a colleague costs nothing and is remembered for months.',
  () => 'Check the small print once more; the detail you catch will save a headache.',
  () => 'Let a finished piece of work speak for itself instead of explaining it twice.',
  () => 'Keep one hour free of interruptions, and protect it as you would an appointment.',
];

/** Sixteen openings for health. */
export const healthOpenings: Line[] = [
  (c) =>
    `As ${withArticle(c.sign.element)} sign, you feel your best after ${c.pick('element-activity', c.element.activity)}, so make time for it.`,
  (c) =>
    `Pay a little attention to ${c.pick('element-focus', c.element.focus)} today, because small adjustments make a real difference.`,
  (c) => `${capitalize(c.phase.noun)} sets your rhythm today: ${c.phase.health}.`,
  () => 'Energy follows attention today, so notice what tires you and what restores you.',
  () => 'Eat something warm and simple, and drink more water than you think you need.',
  () => 'Time outdoors, even ten minutes of it, will reset your mood and your focus.',
  (c) => `Your ${c.adjective()} spirit needs movement as much as rest, so balance the two.`,
  () => 'A change of scene, even a different route to the shops, refreshes you more than you would guess.',
  () => 'Your body has been asking for a slower morning; give it one if you can.',
  () => 'Posture, water and daylight are today’s three simple medicines.',
  () => 'Cook something with colour in it, and your energy will thank you by mid-afternoon.',
  () => 'A little stretching before bed unknots the day and deepens your sleep.',
  (c) =>
    `Rest is a skill, and even the most ${c.adjective()} of people needs to practise it, so give it an hour today.`,
  () => 'Notice how you breathe when you are busy, and slow it down on purpose.',
  () => 'Fresh air and a glass of water fix more of today’s tiredness than coffee will.',
  () => 'Move in a way that feels like play rather than duty, and you will keep it up.',
];

/** Sixteen follow-ups for health. */
export const healthFollowUps: Line[] = [
  () => 'Stretch your shoulders and unclench your jaw whenever you think of it.',
  () => 'A short pause between tasks will protect your energy for the evening.',
  (c) => `Guard against ${c.shadow()}, because stress shows up in the body before the mind admits it.`,
  () => 'Sleep is your best medicine tonight, so dim the lights early.',
  () => 'Daylight in the morning will help you sleep better tonight.',
  () => 'Share a meal with someone you like, since good company is good for the heart in every sense.',
  () => 'If something aches, listen to it instead of pushing through.',
  () => 'A few slow breaths before you answer a difficult message will keep you calm.',
  () => 'A cup of chamomile or mint tea in the evening will help you wind down.',
  () => 'Put your phone in another room an hour before sleep.',
  () => 'A warm bath with a handful of salt eases tired muscles.',
  () => 'Laughter is good exercise too, so seek out the friend who makes you laugh.',
  () => 'Keep a bottle of water within reach and finish it by teatime.',
  () => 'Ten minutes of quiet, with no news and no screen, resets a busy mind.',
  () => 'Go to bed at the same time tonight as last night; rhythm restores you.',
  (c) => `Treat any sign of ${c.shadow()} as a call for rest, not for more effort.`,
];
