import { capitalize } from '../text';
import type { HoroscopeContext } from './context';

/** A period reading's context: the daily one's, plus the word for the span it covers. */
export interface PeriodContext extends HoroscopeContext {
  span: 'week' | 'month' | 'year';
}

export type PeriodLine = (c: PeriodContext) => string;

// Lines for weekly, monthly and yearly readings. Each list is walked by the period's position (schedule.ts),
// so a list of two or more never gives the same line in two consecutive periods; the sizes of the lists read
// together (13 and 16, 12 and 11, 27 and 8) have no common factor, so their pairings come round as late as
// they can (docs/HOROSCOPE-TEXT.md).

const influence = (c: PeriodContext) => c.pick('ruler-influence', c.ruler.influences);

/** Thirteen lines on the sign itself, for the overview. */
export const periodSignLines: PeriodLine[] = [
  (c) =>
    `${capitalize(c.ruler.name)} ${influence(c)} through the ${c.span}, and your ${c.gift()} is the surest thing you carry into it.`,
  (c) =>
    `Like ${c.voice.animal}, you do best this ${c.span} when you trust your ${c.gift()} and let others catch up.`,
  (c) =>
    `Your ${c.adjective()} nature sets the tone of the ${c.span}, and the people around you take their lead from it.`,
  (c) => `This ${c.span} asks you to watch for ${c.shadow()}; once you name it, it loses its hold.`,
  (c) => `${capitalize(c.ruler.name)}, ${c.ruler.role}, keeps a steady hand on your plans for the ${c.span}.`,
  (c) =>
    `As the sign of the ${c.sign.tree.toLowerCase()}, you grow in rings rather than leaps, and this ${c.span} adds a good one.`,
  (c) => `Your ${c.gift()} opens a door this ${c.span} that effort alone could not.`,
  (c) => `Be ${c.adjective()} in the first days of the ${c.span}, and the rest follows with less strain.`,
  (c) =>
    `Anything that calls on your ${c.gift()} goes well this ${c.span}; anything that feeds ${c.shadow()} can wait.`,
  (c) =>
    `${capitalize(c.voice.animal)} in you is restless for something new this ${c.span}, and one small change will satisfy it.`,
  (c) => `Those who know you best will see you at your most ${c.adjective()} over the coming ${c.span}.`,
  (c) =>
    `${capitalize(c.ruler.name)} ${influence(c)}, so give the biggest task of the ${c.span} your full attention early.`,
  (c) => `A quiet word about your ${c.gift()} reaches the right ears before the ${c.span} is out.`,
];

/** Sixteen lines on the prospects of the period, for the overview. */
export const periodThemeLines: PeriodLine[] = [
  (c) => `The ${c.span} favours finishing what is half done before starting anything new.`,
  (c) => `Expect one surprise in the ${c.span}, most likely a pleasant one from an unexpected quarter.`,
  () => 'Plans made now have room to breathe, so leave some space in your diary.',
  (c) => `It is a ${c.span} for mending: a fence, a friendship or a habit that has slipped.`,
  () => 'Generosity comes back to you quickly, often from someone you helped long ago.',
  () => 'News from afar asks for a thoughtful answer rather than a fast one.',
  (c) => `Small routines carry you through the busy stretches of the ${c.span}.`,
  () => 'A decision you have put off becomes easy once you stop waiting for certainty.',
  (c) => `Home is the heart of the ${c.span}: put energy there and everything else steadies.`,
  (c) => `Learning is the quiet thread running through the ${c.span}, so follow whatever makes you curious.`,
  () => 'Old ties matter more than new ones for now, though a new face brings a useful idea.',
  () => 'Money and time both go further than you expect if you plan them together.',
  (c) => `Courage in one conversation changes the whole shape of the ${c.span}.`,
  (c) => `This ${c.span} rewards rest as much as work, so guard your evenings.`,
  () => 'Something you lost track of comes back into view, and it is worth more now.',
  (c) => `Let the ${c.span} unfold at its own pace; forcing it only adds noise.`,
];

/** Twelve openings for love. */
export const periodLoveOpenings: PeriodLine[] = [
  (c) => `Your ${c.adjective()} heart draws people closer this ${c.span}, and one bond deepens noticeably.`,
  (c) =>
    `${capitalize(c.ruler.name)} warms your closest ties over the ${c.span}, so make time for long conversations.`,
  (c) => `Affection grows when you show your ${c.gift()} rather than describe it.`,
  () => 'A partner or a close friend needs a little more of your attention than usual, and it is repaid.',
  (c) => `Your ${c.elementVoice.quality} is what others lean on in love; let them see where it comes from.`,
  (c) => `Romance moves slowly but surely this ${c.span}; there is no need to hurry anything.`,
  () => 'Someone from your past returns to mind, and a kind message closes an old chapter well.',
  (c) => `Being ${c.adjective()} with the people you love costs little and means a great deal now.`,
  (c) => `The ${c.span} brings an invitation worth accepting, even if it seems small at first.`,
  () => 'Love asks for presence rather than gestures: turn up, listen, and stay a while.',
  (c) => `Your ${c.elementVoice.nature} way of caring is exactly what someone close needs.`,
  () => 'Honest words spoken gently clear a misunderstanding that has lingered too long.',
];

/** Eleven follow-ups for love. */
export const periodLoveFollowUps: PeriodLine[] = [
  () => 'If you are attached, plan something new together; if you are single, say yes to more.',
  (c) => `Steer clear of ${c.shadow()} when feelings run high, and the ${c.span} stays sweet.`,
  () => 'Family ties ask for a visit or a long call, and both sides will be glad of it.',
  () => 'Let someone look after you for once; receiving is part of loving too.',
  () => 'Write down what you admire in the people closest to you, then tell them.',
  () => 'A shared meal is worth more than any grand plan in matters of the heart.',
  (c) => `If ${c.shadow()} creeps in, laugh at it together and move on.`,
  () => 'Friendships need tending as much as romance does, so send the message you keep meaning to send.',
  () => 'Single or not, put some time into your own happiness; it is the ground love grows in.',
  () => 'Keep one evening free of plans and see who fills it.',
  () => 'Forgive a small slight quickly and keep the larger peace.',
];

/** Twelve openings for work and money. */
export const periodCareerOpenings: PeriodLine[] = [
  (c) =>
    `${capitalize(c.ruler.name)} backs your working life this ${c.span}, so aim at one goal and see it through.`,
  (c) => `Your ${c.gift()} is exactly what a current project needs; do not hold it back.`,
  (c) => `Colleagues respond well to your ${c.adjective()} approach over the ${c.span}.`,
  (c) => `Steady effort beats bursts of brilliance at work this ${c.span}.`,
  () => 'A task you have been dreading turns out simpler than it looked once you begin.',
  (c) => `Someone senior notices your ${c.gift()}, and that pays off later.`,
  () => 'Money matters reward a careful review, especially anything signed in a hurry.',
  (c) => `Progress in the ${c.span} comes from finishing rather than starting.`,
  () => 'An unexpected request hides an opportunity, so say maybe before you say no.',
  (c) => `Your ${c.adjective()} streak is an asset at work, particularly with a tricky client or colleague.`,
  () => 'Two ideas, yours and a colleague’s, fit together better than either does alone.',
  (c) => `Put your ${c.gift()} behind a proposal you believe in, and others will follow.`,
];

/** Eleven follow-ups for work and money. */
export const periodCareerFollowUps: PeriodLine[] = [
  () => 'Keep your notes tidy and your promises modest, and you will exceed expectations.',
  (c) => `Watch for ${c.shadow()} when deadlines press, and you will finish ahead.`,
  () => 'Ask for the help you need early; the right person is glad to give it.',
  () => 'Half an hour a day spent learning something new pays off sooner than you think.',
  () => 'Say no to one commitment so you can say a wholehearted yes to another.',
  () => 'Check the small print once more; the detail you catch saves a headache.',
  (c) => `Protect a few hours of the ${c.span} from interruptions, as you would an appointment.`,
  () => 'A thank-you to a colleague costs nothing and is remembered for months.',
  () => 'Let finished work speak for itself instead of explaining it twice.',
  () => 'Write down the three things that matter most and let the rest wait.',
  (c) => `If money is on your mind, a plain look at the numbers for the ${c.span} reassures more than worry.`,
];

/** Twelve openings for health. */
export const periodHealthOpenings: PeriodLine[] = [
  (c) =>
    `You feel your best after ${c.pick('element-activity', c.element.activity)}, so build it into the ${c.span}.`,
  (c) => `Give some attention to ${c.pick('element-focus', c.element.focus)}; small adjustments add up.`,
  () => 'Energy follows attention, so notice what tires you and what restores you.',
  (c) => `Your ${c.adjective()} spirit needs movement as much as rest, so balance the two.`,
  () => 'Warm, simple meals and plenty of water are the quiet foundation of a good stretch.',
  () => 'Time outdoors, even a little each day, resets your mood and your focus.',
  (c) => `Sleep is the best investment of the ${c.span}; go to bed a little earlier than usual.`,
  () => 'A change of routine, even a new route for a daily walk, refreshes you more than you would guess.',
  () => 'Posture, water and daylight are your three simple medicines.',
  (c) => `Even the most ${c.adjective()} of people needs real rest, so plan some.`,
  () => 'Notice how you breathe when you are busy, and slow it down on purpose.',
  () => 'Stretching before bed unknots the day and deepens sleep.',
];

/** Eleven follow-ups for health. */
export const periodHealthFollowUps: PeriodLine[] = [
  (c) => `Guard against ${c.shadow()} wearing you down, and keep your evenings calm.`,
  () => 'Cook something with colour in it at least twice, and your energy will thank you.',
  () => 'A walk with a friend does twice the good of a walk alone.',
  () => 'Cut back a little on screens in the evening, and sleep comes more easily.',
  () => 'If something has been nagging at you physically, book the appointment now.',
  () => 'Make one small habit stick rather than starting five that fade.',
  () => 'Laughter is as good for you as any exercise, so seek out good company.',
  () => 'Drink water before coffee in the mornings and see how the afternoons change.',
  () => 'A quiet hour with no demands on it does more than a busy day off.',
  (c) => `Treat the end of the ${c.span} as a chance to rest, not to catch up.`,
  () => 'Listen to tiredness early rather than late; it is easier to answer then.',
];

/** Eight ways to give a proverb in a period reading. */
export const periodFramings: readonly ((irish: string, english: string, span: string) => string)[] = [
  (irish, english, span) => `An old Irish proverb for the ${span}: “${irish}”, ${english}.`,
  (irish, english) => `“${irish}”, the Irish say: ${english}.`,
  (irish, english, span) => `Carry these words through the ${span}: “${irish}”, ${english}.`,
  (irish, english) => `“${irish}” is the saying to keep in mind: ${english}.`,
  (irish, english, span) => `The proverb “${irish}” suits this ${span}: ${english}.`,
  (irish, english) => `Remember “${irish}”, as the old people said: ${english}.`,
  (irish, english) => `In Irish they say “${irish}”: ${english}.`,
  (irish, english, span) => `Let the ${span} be guided by “${irish}”: ${english}.`,
];

/** Twelve pieces of advice for the period. */
export const periodAdviceActions: PeriodLine[] = [
  (c) => `Let your ${c.gift()} lead, and keep an eye on ${c.shadow()}.`,
  (c) => `Set one clear intention for the ${c.span} and return to it whenever things get busy.`,
  (c) => `Be ${c.adjective()}, be kind, and let the rest sort itself out.`,
  () => 'Make one decision with your head and one with your heart, and notice which sits better.',
  (c) => `At the end of the ${c.span}, write down three things you are grateful for.`,
  () => 'Do one thing slowly and well, and let it set the pace for everything else.',
  () => 'Ask the question you have been afraid to ask; the answer is kinder than you fear.',
  () => 'Leave a place a little better than you found it, even if no one notices.',
  () => 'Give away something you no longer need to someone who does.',
  () => 'Keep your word in small things especially.',
  (c) => `Spend an hour of the ${c.span} outdoors doing nothing at all.`,
  () => 'Be generous with your time and careful with your promises.',
];
