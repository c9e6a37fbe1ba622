import { capitalize, daysText, withArticle } from '../text';
import type { HoroscopeContext, SeasonContext } from './context';
import type { FestivalVoice } from './voices';

export type Line = (ctx: HoroscopeContext) => string;

const image = (c: HoroscopeContext) => c.pick('element-image', c.element.images);
const influence = (c: HoroscopeContext) => c.pick('ruler-influence', c.ruler.influences);

/**
 * The overview's opening, by the real phase of the Moon: eight lines a phase, walked by the day number, so a
 * line never returns within a week however many days the phase lasts.
 */
export const moonLines: Readonly<Record<string, Line[]>> = {
  'New Moon': [
    () => 'Under a dark New Moon, intentions planted now have a whole month to grow, so name yours plainly.',
    (c) =>
      `The New Moon opens a fresh cycle, and your ${c.adjective()} side knows exactly which seed to plant first.`,
    () =>
      'Tonight’s sky is moonless, the old signal for beginnings, so write down one thing you want this cycle to bring.',
    () => 'The Moon is new and hidden, which favours quiet planning over loud announcements.',
    (c) => `With the New Moon renewing the sky, picture ${image(c)}: that is the energy to start with.`,
    () => 'A New Moon rises unseen with the Sun today, a good moment to clear space for what comes next.',
    (c) =>
      `The New Moon is the month’s blank page, and being ${c.adjective()} about what you write on it suits you.`,
    () =>
      'Nothing of the Moon shows tonight, yet the New Moon is at work, just as your plans are before anyone sees them.',
  ],
  'Waxing Crescent': [
    () => 'The young crescent Moon is growing, and so is the momentum behind a plan you started recently.',
    () => 'A slim waxing Moon favours small, brave first steps rather than grand gestures.',
    () => 'As the crescent gathers light in the western sky after sunset, early efforts get a welcome push.',
    () =>
      'The waxing crescent is a time for tending seedlings, and something you have been nurturing is about to show its first green.',
    () => 'With a sliver of new Moon in the evening sky, hope comes more easily than it did a week ago.',
    (c) =>
      `Each evening the crescent Moon sits a little higher and brighter, and the ${c.adjective()} part of you is gaining ground in the same way.`,
    (c) =>
      `The waxing crescent fills a little more each night; think of ${image(c)} and add one small thing to your plan.`,
    () =>
      'Under the waxing crescent, a first attempt counts for more than a perfect one, so begin before you feel ready.',
  ],
  'First Quarter': [
    () => 'The First Quarter Moon marks a point of decision, so choose the path that feels most like you.',
    () => 'Half lit and half dark, today’s First Quarter Moon asks you to act rather than wait.',
    () => 'A First Quarter Moon brings a little friction, the good kind that sharpens your resolve.',
    () =>
      'At the First Quarter the Moon is halfway to full, and so, very likely, is a project close to your heart.',
    (c) =>
      `The First Quarter Moon stands high at sunset, a clear signal to be ${c.adjective()} and commit to a course.`,
    (c) =>
      `Today’s First Quarter Moon is a crossroads: think of ${image(c)} and choose the road with more life in it.`,
    () =>
      'With the Moon at its first quarter, obstacles show themselves early, which is exactly when they are easiest to clear.',
    () =>
      'The Moon reaches its first quarter, and a half-finished plan asks for your commitment or an honest goodbye.',
  ],
  'Waxing Gibbous': [
    () => 'The Moon is swelling towards full, and the details you refine now will shine when it arrives.',
    () => 'Under a waxing gibbous Moon, patience and polish matter more than speed.',
    (c) =>
      `As the Moon grows fuller each night, keep building; your ${c.adjective()} instincts know the work is nearly ripe.`,
    () => 'A bright gibbous Moon lights the way for steady progress on something already under way.',
    () => 'With the Moon almost full, anticipation runs high, so channel it into careful preparation.',
    () =>
      'The gibbous Moon rises in the afternoon now and shines well into the night, giving you extra hours of clarity.',
    (c) =>
      `The waxing Moon is more light than shadow now; picture ${image(c)} and trust what you have built so far.`,
    () =>
      'These are the Moon’s finishing days before full, good for checking, adjusting and asking for one more opinion.',
  ],
  'Full Moon': [
    () => 'The Full Moon lights everything today, including feelings that have been kept in shadow.',
    () =>
      'Under a Full Moon, the efforts of the past two weeks come to fruition, so take time to notice what you have achieved.',
    () =>
      'A Full Moon rises at sunset tonight and heightens everything you feel, so give your heart some room.',
    () =>
      'The Full Moon is a time of harvest and honesty, and a truth you have sensed for a while finally becomes plain.',
    () => 'Tonight’s Full Moon brings emotions to the surface, so speak gently and listen well.',
    (c) =>
      `The Moon is full and rides the sky all night, and your ${c.adjective()} nature is on full display too.`,
    (c) => `With the Full Moon round and bright, think of ${image(c)} and see how much this month has grown.`,
    () =>
      'A Full Moon is the month’s high tide: celebrate one thing that went right before you reach for the next.',
  ],
  'Waning Gibbous': [
    () => 'The Moon has begun to wane, and this is the time to share what you have learned.',
    () => 'Under a waning gibbous Moon, gratitude and generosity come naturally to you.',
    () => 'As the Moon’s light starts to ebb, sort what to keep from what to release, one drawer at a time.',
    () => 'A waning Moon favours reflection, so look back over the past fortnight with kind eyes.',
    () => 'The Moon is past full and gently fading, a good moment to pass on knowledge or help a friend.',
    (c) =>
      `The waning Moon now rises late in the evening, and the quiet hours before it suit your ${c.adjective()} side.`,
    (c) => `With the Moon thinning from full, think of ${image(c)} and give some of your abundance away.`,
    () =>
      'The waning gibbous is the teacher’s Moon: explain what you know, and you will understand it better yourself.',
  ],
  'Last Quarter': [
    () => 'The Last Quarter Moon asks you to let go of something that no longer fits.',
    () => 'Half lit and waning, today’s Last Quarter Moon is ideal for finishing and tidying up.',
    () =>
      'At the Last Quarter the Moon turns your attention to loose ends, and tying one off will feel wonderful.',
    () => 'The Moon reaches its last quarter today, which supports a clean break with an old habit.',
    () => 'A Last Quarter Moon brings a turning point: forgive, release and make room.',
    () =>
      'The Last Quarter Moon rises around midnight and lingers into the morning, so do your best thinking early.',
    (c) =>
      `Today’s Last Quarter Moon favours the ${c.adjective()} choice over the easy one when you decide what to keep.`,
    (c) => `With the Moon at its last quarter, picture ${image(c)} and let the month’s clutter fall away.`,
  ],
  'Waning Crescent': [
    () => 'The thin waning crescent is the Moon’s time of rest, and a little rest will serve you too.',
    () => 'With the old Moon almost gone, this is a day for quiet reflection before the next cycle begins.',
    () => 'As the last sliver of Moon fades before dawn, let an unfinished worry fade with it.',
    () => 'A waning crescent Moon favours endings, so close a chapter with grace.',
    () => 'The Moon is dwindling to darkness, the perfect backdrop for dreams, intuition and early nights.',
    (c) =>
      `Early risers can catch the old crescent Moon in the east before sunrise, and your ${c.adjective()} side is at its best in quiet hours too.`,
    (c) =>
      `The waning crescent asks for less doing and more listening; think of ${image(c)} and let it settle you.`,
    () =>
      'In the Moon’s last thin days, tidy away what this cycle leaves behind so the next one starts clean.',
  ],
};

/** The overview's opening: a line for the day's real phase of the Moon. */
export function moonLine(c: HoroscopeContext): string {
  return c.pick(`moon-${c.phaseName}`, moonLines[c.phaseName] ?? [])(c);
}

const rulerName = (c: HoroscopeContext) => capitalize(c.ruler.name);

/** Sixteen lines about the sign itself: its traits, its ruling body and its element. */
export const signLines: Line[] = [
  (c) =>
    `Your ${c.adjective()} nature is your best guide today, and your ${c.gift()} will be noticed by the right people.`,
  (c) => c.pick('sign-image', c.voice.images),
  (c) =>
    `${rulerName(c)}, ${c.ruler.role}, ${influence(c)}, and a situation that puzzles others will make sense to you.`,
  (c) => `People around you will rely on your ${c.gift()} today, and you will not let them down.`,
  (c) =>
    `Trust your ${c.gift()}; it has rarely failed you, and it will carry you through whatever the afternoon brings.`,
  (c) => `Since ${c.ruler.name} ${influence(c)}, give your ${c.gift()} a real job to do this morning.`,
  (c) =>
    `Your ${c.elementVoice.nature} side is strong today, so put it to work on something that matters to you.`,
  (c) => `It is a day to be frankly ${c.adjective()}: the people worth keeping will like you better for it.`,
  (c) =>
    `With ${c.ruler.name} behind you, your ${c.gift()} carries further than usual, so aim it at what you care about most.`,
  (c) => `Someone notices your ${c.gift()} and says so out loud; take the compliment without waving it away.`,
  (c) =>
    `${rulerName(c)} ${influence(c)} today, which suits your ${c.adjective()} temperament down to the ground.`,
  (c) => `Being ${c.adjective()} comes easily to you, and today it opens a door you thought was shut.`,
  (c) =>
    `As ${withArticle(c.sign.element)} sign, you are ${c.elementVoice.nature} at heart, and today rewards exactly that.`,
  (c) => `Lean on your ${c.gift()} this morning and on your friends by evening; both are strengths.`,
  (c) =>
    `${capitalize(withArticle(c.sign.name))} at ease is ${withArticle(c.sign.name)} at full strength, so rest a little and let your ${c.gift()} do its work.`,
  (c) =>
    `Your ${c.gift()} and your ${c.adjective()} streak make a good team today, and someone close will be glad of both.`,
];

/** The overview's middle line, about the sign. */
export function signLine(c: HoroscopeContext): string {
  return c.pick('sign', signLines)(c);
}

export type SeasonLine<K extends SeasonContext['kind']> = (
  season: Extract<SeasonContext, { kind: K }>,
  ctx: HoroscopeContext,
) => string;

const away = (days: number) => (days === 1 ? 'just a day away' : `${daysText(days)} away`);
const when = (days: number) => (days === 1 ? 'tomorrow' : `in ${daysText(days)}`);
const remain = (days: number) => (days === 1 ? 'Only one day remains' : `Only ${daysText(days)} remain`);

type QuarterSeason = Extract<SeasonContext, { kind: 'season' }>;
const qImage = ({ quarter }: QuarterSeason, c: HoroscopeContext) => c.pick('quarter-image', quarter.imagery);
const qTheme = ({ quarter }: QuarterSeason, c: HoroscopeContext) => c.pick('quarter-theme', quarter.themes);
const qInvite = ({ quarter }: QuarterSeason, c: HoroscopeContext) =>
  c.pick('quarter-invitation', quarter.invitations);

/** Sixteen lines for ordinary days, drawn from the quarter of the year, some with the Moon or the sign. */
export const seasonLines: SeasonLine<'season'>[] = [
  (s, c) => `This is the ${s.quarter.name}, a season of ${qImage(s, c)}, and it favours ${qTheme(s, c)}.`,
  (s, c) => `With ${qImage(s, c)} all around, ${s.quarter.season} invites you to ${qInvite(s, c)}.`,
  (s, c) =>
    `The old Celtic calendar places you in the ${s.quarter.name}, when the wise would ${qInvite(s, c)}.`,
  (s, c) =>
    `${capitalize(s.quarter.season)} is speaking to you through ${qImage(s, c)}, so take the hint and ${qInvite(s, c)}.`,
  (s, c) =>
    `In this stretch of the ${s.quarter.name}, ${qTheme(s, c)} will bring you more joy than rushing ahead.`,
  (s, c) => `Notice ${qImage(s, c)} today: the season itself is a reminder to ${qInvite(s, c)}.`,
  (s, c) =>
    `The ${s.quarter.name} belongs to ${qTheme(s, c)}, so give yourself permission to ${qInvite(s, c)}.`,
  (s, c) => `Nature’s pace in ${s.quarter.season} is your cue today: ${qInvite(s, c)}.`,
  (s, c) =>
    `Our ancestors met this part of the year with ${qTheme(s, c)}, and that old wisdom still fits ${withArticle(c.adjective())} soul like yours.`,
  (s, c) =>
    `The season brings ${qImage(s, c)}, and your own ${c.adjective()} heart gives today a quietly magical quality.`,
  (s, c) =>
    `The turning wheel of the year has brought ${qImage(s, c)}, the perfect setting to ${qInvite(s, c)}.`,
  (s, c) => `${capitalize(s.quarter.season)} under ${c.phase.noun} is a fine time to ${qInvite(s, c)}.`,
  (s, c) =>
    `${capitalize(s.quarter.season)} and ${c.phase.noun} together favour ${qTheme(s, c)}, so give that a little of your day.`,
  (s, c) => `${capitalize(s.quarter.season)} suits your ${c.gift()}, so use it to ${qInvite(s, c)}.`,
  (s, c) =>
    `The light changes a little every day in the ${s.quarter.name}, and today it asks you to ${qInvite(s, c)}.`,
  (s, c) =>
    `In the ${s.quarter.name}, with ${qImage(s, c)} for company, ${withArticle(c.adjective())} heart like yours knows to ${qInvite(s, c)}.`,
];

type FestivalSeason = { festival: FestivalVoice };
const fTheme = ({ festival }: FestivalSeason, c: HoroscopeContext) =>
  c.pick('festival-theme', festival.themes);
const fImage = ({ festival }: FestivalSeason, c: HoroscopeContext) =>
  c.pick('festival-image', festival.imagery);
const fInvite = ({ festival }: FestivalSeason, c: HoroscopeContext) =>
  c.pick('festival-invitation', festival.invitations);
const fLore = ({ festival }: FestivalSeason, c: HoroscopeContext) => c.pick('festival-lore', festival.lore);

/** Eleven lines for the ten days before a festival. */
export const soonLines: SeasonLine<'soon'>[] = [
  (s, c) =>
    `${s.festival.name} is ${away(s.days)}, and its theme of ${fTheme(s, c)} is already stirring in your life.`,
  (s, c) => `As ${s.festival.name} approaches, let ${fImage(s, c)} remind you what this time of year is for.`,
  (s) =>
    `The countdown to ${s.festival.name} has begun, and with ${daysText(s.days)} to go you can feel the year turning.`,
  (s, c) =>
    `${s.festival.name}, the old festival of ${fTheme(s, c)}, arrives ${when(s.days)}, so start gathering your intentions.`,
  (s, c) =>
    `The fires of ${s.festival.name} will be lit ${when(s.days)}, and the anticipation brings out your most ${c.adjective()} side.`,
  (s) =>
    `With ${s.festival.name} ${away(s.days)}, the ancestors would have been busy making ready, and a little preparation pays off for you too.`,
  (s, c) =>
    `${s.festival.name} is near, the time when ${fLore(s, c)}, and it brings an invitation to ${fInvite(s, c)}.`,
  (s, c) =>
    `As the wheel turns towards ${s.festival.name}, a thread of ${fTheme(s, c)} runs through your day.`,
  (s, c) => `${remain(s.days)} before ${s.festival.name}, when ${fLore(s, c)}.`,
  (s, c) =>
    `With ${s.festival.name} approaching under ${c.phase.noun}, it is the moment to ${fInvite(s, c)}.`,
  (s, c) => `${s.festival.name} falls ${when(s.days)}; put your ${c.gift()} to use and ${fInvite(s, c)}.`,
];

/** Six lines for the five days just after a festival. */
export const recentLines: SeasonLine<'recent'>[] = [
  (s, c) =>
    `${s.festival.name} was ${s.days === 1 ? 'only yesterday' : `${daysText(s.days)} ago`}, and its spirit of ${fTheme(s, c)} still lingers around you.`,
  (s, c) =>
    `The glow of ${s.festival.name} has not faded yet, and memories of ${fImage(s, c)} still colour your mood.`,
  (s, c) => `Carry ${s.festival.name} a little further this week and ${fInvite(s, c)}.`,
  (s, c) => `Now that ${s.festival.name} has passed, it is the perfect time to ${fInvite(s, c)}.`,
  (s) => `${s.festival.name}’s fires have burned down, but the warmth they left behind is yours to keep.`,
  (s, c) =>
    `${s.festival.name} has just passed, and ${c.phase.noun} finds your ${c.adjective()} side ready for the season it opened.`,
];

/** The overview's closing line: the festival, its approach, its echo, or the quarter of the year. */
export function seasonLine(c: HoroscopeContext): string {
  const season = c.season;
  switch (season.kind) {
    case 'festival':
      return c.pick('festival-day', season.festival.today);
    case 'soon':
      return c.pick('soon', soonLines)(season, c);
    case 'recent':
      return c.pick('recent', recentLines)(season, c);
    case 'season':
      return c.pick('season', seasonLines)(season, c);
  }
}
