import { capitalize, daysText, withArticle } from '../text';
import type { HoroscopeContext, SeasonContext } from './context';

export type Line = (ctx: HoroscopeContext) => string;

const rulerClause = (ctx: HoroscopeContext) => `${capitalize(ctx.ruler.name)}, ${ctx.ruler.role}`;

/** Five openings per moon phase; the generator picks one by index, so every phase needs exactly five. */
export const moonLines: Readonly<Record<string, Line[]>> = {
  'New Moon': [
    (c) =>
      `The New Moon opens a fresh cycle today, and ${c.ruler.name}, ${c.ruler.role}, ${c.ruler.influence}.`,
    () => 'Under a dark New Moon, intentions planted now have a whole month to grow.',
    () =>
      'Tonight’s sky is moonless, the old signal for beginnings, so name one thing you want this cycle to bring.',
    () => 'The Moon is new and hidden, which favours quiet planning over loud announcements.',
    () => 'With the New Moon renewing the sky, this is a good day to clear space for what comes next.',
  ],
  'Waxing Crescent': [
    () => 'The young crescent Moon is growing, and so is the momentum behind a plan you started recently.',
    () => 'A slim waxing Moon favours small, brave first steps rather than grand gestures.',
    (c) =>
      `As the crescent Moon gathers light, ${c.ruler.name} ${c.ruler.influence}, giving early efforts a welcome push.`,
    () =>
      'The waxing crescent is a time for tending seedlings, and something you have been nurturing is about to show its first green.',
    () => 'With a sliver of new Moon in the evening sky, hope comes more easily than it did a week ago.',
  ],
  'First Quarter': [
    () => 'The First Quarter Moon marks a point of decision, so choose the path that feels most like you.',
    () => 'Half lit and half dark, today’s First Quarter Moon asks you to act rather than wait.',
    () => 'A First Quarter Moon brings a little friction, the good kind that sharpens your resolve.',
    (c) =>
      `The Moon reaches its first quarter today, and ${c.ruler.name}, ${c.ruler.role}, backs any firm decision you make.`,
    () =>
      'At the First Quarter the Moon is halfway to full, and so, very likely, is a project close to your heart.',
  ],
  'Waxing Gibbous': [
    () => 'The Moon is swelling towards full, and the details you refine now will shine when it arrives.',
    () => 'Under a waxing gibbous Moon, patience and polish matter more than speed.',
    (c) => `As the Moon grows fuller each night, ${c.ruler.name} ${c.ruler.influence}, so keep building.`,
    () => 'A bright gibbous Moon lights the way for steady progress on something already under way.',
    () => 'With the Moon almost full, anticipation runs high, so channel it into careful preparation.',
  ],
  'Full Moon': [
    () => 'The Full Moon lights everything today, including feelings that have been kept in shadow.',
    () =>
      'Under a Full Moon, the efforts of the past two weeks come to fruition, so take time to notice what you have achieved.',
    (c) => `A Full Moon rises tonight, and ${c.ruler.name}, ${c.ruler.role}, heightens everything you feel.`,
    () =>
      'The Full Moon is a time of harvest and honesty, and a truth you have sensed for a while finally becomes plain.',
    () => 'Tonight’s Full Moon brings emotions to the surface, so speak gently and listen well.',
  ],
  'Waning Gibbous': [
    () => 'The Moon has begun to wane, and this is the time to share what you have learned.',
    () => 'Under a waning gibbous Moon, gratitude and generosity come naturally to you.',
    (c) =>
      `As the Moon’s light starts to ebb, ${c.ruler.name} ${c.ruler.influence}, helping you sort what to keep from what to release.`,
    () => 'A waning Moon favours reflection, so look back over the past fortnight with kind eyes.',
    () => 'The Moon is past full and gently fading, a good moment to pass on knowledge or help a friend.',
  ],
  'Last Quarter': [
    () => 'The Last Quarter Moon asks you to let go of something that no longer fits.',
    () => 'Half lit and waning, today’s Last Quarter Moon is ideal for finishing and tidying up.',
    () =>
      'At the Last Quarter the Moon turns your attention to loose ends, and tying one off will feel wonderful.',
    (c) =>
      `The Moon reaches its last quarter today, and ${c.ruler.name}, ${c.ruler.role}, supports a clean break with an old habit.`,
    () => 'A Last Quarter Moon brings a turning point: forgive, release and make room.',
  ],
  'Waning Crescent': [
    () => 'The thin waning crescent is the Moon’s time of rest, and a little rest will serve you too.',
    () => 'With the old Moon almost gone, this is a day for quiet reflection before the next cycle begins.',
    (c) =>
      `As the last sliver of Moon fades, ${c.ruler.name} ${c.ruler.influence}, gently and in the background.`,
    () => 'A waning crescent Moon favours endings, so close a chapter with grace.',
    () => 'The Moon is dwindling to darkness, the perfect backdrop for dreams, intuition and early nights.',
  ],
};

/** Seven lines about the sign itself, shaped by its element, ruler and traits. */
export const signLines: Line[] = [
  (c) =>
    `Your ${c.random.pick(c.voice.adjectives)} nature is your best guide today, and your ${c.random.pick(c.voice.gifts)} will be noticed by the right people.`,
  (c) => c.random.pick(c.voice.images),
  (c) =>
    `As ${withArticle(c.sign.element)} sign, you draw strength from ${c.random.pick(c.element.imagery)}, so lean on your ${c.random.pick(c.voice.gifts)}.`,
  (c) =>
    `People around you will rely on your ${c.random.pick(c.voice.gifts)} today, and you will not let them down.`,
  (c) =>
    `Trust your ${c.random.pick(c.voice.gifts)}; it has rarely let you down, and it will not let you down today.`,
  (c) =>
    `${rulerClause(c)}, ${c.ruler.influence}, and a situation that puzzles others will make sense to you.`,
  (c) =>
    `Your ${c.element.nature} side is strong today; just guard against ${c.random.pick(c.voice.shadows)}, and the rest will follow.`,
];

type SeasonLine<K extends SeasonContext['kind']> = (
  season: Extract<SeasonContext, { kind: K }>,
  ctx: HoroscopeContext,
) => string;

const away = (days: number) => (days === 1 ? 'just a day away' : `${daysText(days)} away`);
const when = (days: number) => (days === 1 ? 'tomorrow' : `in ${daysText(days)}`);
const remain = (days: number) => (days === 1 ? 'Only one day remains' : `Only ${daysText(days)} remain`);

/** Eleven lines for ordinary days, drawn from the quarter of the year. */
export const seasonLines: SeasonLine<'season'>[] = [
  ({ quarter: q }, c) =>
    `This is the ${q.name}, a season of ${c.random.pick(q.imagery)}, and it favours ${q.theme}.`,
  ({ quarter: q }, c) =>
    `With ${c.random.pick(q.imagery)} all around, ${q.season} invites you to ${q.invitation}.`,
  ({ quarter: q }) =>
    `The old Celtic calendar places you in the ${q.name}, when the wise would ${q.invitation}.`,
  ({ quarter: q }, c) =>
    `${capitalize(q.season)} is speaking to you through ${c.random.pick(q.imagery)}, so take the hint and ${q.invitation}.`,
  ({ quarter: q }) =>
    `In this stretch of the ${q.name}, ${q.theme} will bring you more joy than rushing ahead.`,
  ({ quarter: q }, c) =>
    `Think of the ${c.random.pick(q.imagery)} outside: the season itself is a reminder to ${q.invitation}.`,
  ({ quarter: q }) => `The ${q.name} belongs to ${q.theme}, so let yourself ${q.invitation} without apology.`,
  ({ quarter: q }) => `Nature’s pace in ${q.season} is your cue today: ${q.invitation}.`,
  ({ quarter: q }) =>
    `Our ancestors met this part of the year with ${q.theme}, and that old wisdom still fits you now.`,
  ({ quarter: q }, c) =>
    `The season brings ${c.random.pick(q.imagery)}, and your own ${c.random.pick(c.voice.adjectives)} heart gives today a quietly magical quality.`,
  ({ quarter: q }, c) =>
    `The turning wheel of the year has brought ${c.random.pick(q.imagery)}, the perfect setting to ${q.invitation}.`,
];

/** Eleven lines for the ten days before a festival. */
export const soonLines: SeasonLine<'soon'>[] = [
  ({ festival: f, days }) =>
    `${f.name} is ${away(days)}, and its theme of ${f.theme} is already stirring in your life.`,
  ({ festival: f, days }) =>
    `With ${f.name} ${away(days)}, it is a good moment to prepare for a season of ${f.theme}.`,
  ({ festival: f }, c) =>
    `As ${f.name} approaches, let ${c.random.pick(f.imagery)} remind you what this time of year is for.`,
  ({ festival: f, days }) =>
    `The countdown to ${f.name} has begun, and with ${daysText(days)} to go you can feel the year turning.`,
  ({ festival: f, days }) =>
    `${f.name}, the old festival of ${f.theme}, arrives ${when(days)}, so start gathering your intentions.`,
  ({ festival: f, days }, c) =>
    `The fires of ${f.name} will be lit ${when(days)}, and the anticipation brings out your most ${c.random.pick(c.voice.adjectives)} side.`,
  ({ festival: f, days }) =>
    `With ${f.name} ${away(days)}, the ancestors would have been busy making ready, and a little preparation pays off for you too.`,
  ({ festival: f }) => `${f.name} is near, and it brings an invitation to ${f.invitation}.`,
  ({ festival: f }) =>
    `As the wheel turns towards ${f.name}, ${f.theme} become a thread running through your day.`,
  ({ festival: f, days }) => `${remain(days)} before ${f.name}, a reminder that ${f.truth}.`,
  ({ festival: f }) => `The approach of ${f.name} makes this a fine time to ${f.invitation}.`,
];

/** Lines for the few days just after a festival. */
export const recentLines: SeasonLine<'recent'>[] = [
  ({ festival: f, days }) =>
    `${f.name} was ${days === 1 ? 'only yesterday' : `${daysText(days)} ago`}, and its spirit of ${f.theme} still lingers around you.`,
  ({ festival: f }, c) =>
    `The glow of ${f.name} has not faded yet, and memories of ${c.random.pick(f.imagery)} still colour your mood.`,
  ({ festival: f }) => `Carry the lesson of ${f.name} a little further: ${f.truth}.`,
  ({ festival: f }) => `Now that ${f.name} has passed, it is the perfect time to ${f.invitation}.`,
  ({ festival: f }) =>
    `In the days after ${f.name}, the new season settles in, and so does a fresh sense of purpose.`,
  ({ festival: f }) =>
    `The fires of ${f.name} have burned down, but the warmth they left behind is yours to keep.`,
];

/** The season line for the day; index comes from the generator's cycle. */
export function seasonLine(ctx: HoroscopeContext, index: number): string {
  const season = ctx.season;
  switch (season.kind) {
    case 'festival':
      return pickAt(season.festival.today, index);
    case 'soon':
      return pickAt(soonLines, index)(season, ctx);
    case 'recent':
      return pickAt(recentLines, index)(season, ctx);
    case 'season':
      return pickAt(seasonLines, index)(season, ctx);
  }
}

/** The item at index, wrapping round a shorter list. */
export function pickAt<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) throw new RangeError('Cannot pick from an empty list');
  return item;
}
