import { dayNumber, formatIsoDate } from './dates';
import type { MonthDay } from './types';

export interface Quarter {
  name: string;
  /** Display text such as "Nov-Jan". */
  months: string;
  monthNumbers: number[];
}

/** The four quarters of the Celtic year, each opening with its fire festival (docs/PRODUCT.md §9). */
export const quarters: readonly Quarter[] = [
  { name: 'Samhain Quarter', months: 'Nov-Jan', monthNumbers: [11, 12, 1] },
  { name: 'Imbolc Quarter', months: 'Feb-Apr', monthNumbers: [2, 3, 4] },
  { name: 'Beltane Quarter', months: 'May-Jul', monthNumbers: [5, 6, 7] },
  { name: 'Lughnasadh Quarter', months: 'Aug-Oct', monthNumbers: [8, 9, 10] },
];

/** The quarter of the date's month, read in UTC (so `new Date('2025-11-01')` is Samhain). */
export function getQuarter(date: Date): Quarter {
  assertValidDate(date);
  const month = date.getUTCMonth() + 1;
  const quarter = quarters.find((q) => q.monthNumbers.includes(month));
  if (!quarter) throw new RangeError(`No quarter for month ${month}`);
  return quarter;
}

export interface Festival {
  name: string;
  /** Display text such as "November 1". */
  date: string;
  month: number;
  day: number;
  description: string;
}

export const festivals: readonly Festival[] = [
  {
    name: 'Samhain',
    date: 'November 1',
    month: 11,
    day: 1,
    description:
      'The Celtic new year and the start of the dark half of the year. Herds came down from the summer pastures, bonfires burned on the hilltops, and the veil between this world and the Otherworld was at its thinnest, so the dead and the people of the sídhe could walk abroad. Families set a place for their ancestors and went out in disguise to pass unnoticed among the spirits.',
  },
  {
    name: 'Imbolc',
    date: 'February 1',
    month: 2,
    day: 1,
    description:
      'The first stirring of spring, when the ewes come into milk and the days visibly lengthen. It belongs to Brigid, goddess of poetry, healing and the forge: households wove her cross from rushes, made her a bed of straw by the hearth and left a strip of cloth outside overnight to catch her blessing.',
  },
  {
    name: 'Beltane',
    date: 'May 1',
    month: 5,
    day: 1,
    description:
      'The beginning of summer and of the bright half of the year. Cattle were driven between two bonfires to protect them before they went out to summer grazing, hearths were relit from the festival fire, and homes were decked with hawthorn and yellow May flowers; washing in the dew at dawn was said to bring beauty for the year.',
  },
  {
    name: 'Lughnasadh',
    date: 'August 1',
    month: 8,
    day: 1,
    description:
      'The harvest festival, founded by the god Lugh in honour of his foster-mother Tailtiu, who died after clearing the plains of Ireland for farming. The first sheaf was cut and shared, and people climbed hills for games, horse races, trading and handfasting, customs still alive in Garland Sunday and Puck Fair.',
  },
];

/** The next festival on or after the date's UTC day (a festival day itself gives daysUntil 0). */
export function getNextFestival(date: Date): Festival & { isoDate: string; daysUntil: number } {
  assertValidDate(date);
  const year = date.getUTCFullYear();
  const today = dayNumber({ year, month: date.getUTCMonth() + 1, day: date.getUTCDate() });
  const candidates = [year, year + 1].flatMap((y) =>
    festivals.map((festival) => {
      const at = { year: y, month: festival.month, day: festival.day };
      return { ...festival, isoDate: formatIsoDate(at), daysUntil: dayNumber(at) - today };
    }),
  );
  const next = candidates
    .filter((candidate) => candidate.daysUntil >= 0)
    .sort((a, b) => a.daysUntil - b.daysUntil)[0];
  // Four festivals a year guarantee one within the next 92 days.
  if (!next) throw new RangeError(`No festival found after ${date.toISOString()}`);
  return next;
}

/** The eight phase names in order, from New Moon round to Waning Crescent. */
export const moonPhases: readonly string[] = [
  'New Moon',
  'Waxing Crescent',
  'First Quarter',
  'Waxing Gibbous',
  'Full Moon',
  'Waning Gibbous',
  'Last Quarter',
  'Waning Crescent',
];

export interface LunarMonth {
  tree: string;
  /** The Ogham letter named after the tree. */
  name: string;
  dates: string;
  start: MonthDay;
  end: MonthDay;
}

/**
 * The thirteen tree months of the Ogham calendar: 28 days each, but Elder keeps Dec 23 (the day left over from
 * 13 × 28), as the Wolf's sign does, so every day of the year has one tree month.
 */
export const lunarMonths: readonly LunarMonth[] = [
  {
    tree: 'Birch',
    name: 'Beith',
    dates: 'Dec 24 - Jan 20',
    start: { month: 12, day: 24 },
    end: { month: 1, day: 20 },
  },
  {
    tree: 'Rowan',
    name: 'Luis',
    dates: 'Jan 21 - Feb 17',
    start: { month: 1, day: 21 },
    end: { month: 2, day: 17 },
  },
  {
    tree: 'Ash',
    name: 'Nion',
    dates: 'Feb 18 - Mar 17',
    start: { month: 2, day: 18 },
    end: { month: 3, day: 17 },
  },
  {
    tree: 'Alder',
    name: 'Fearn',
    dates: 'Mar 18 - Apr 14',
    start: { month: 3, day: 18 },
    end: { month: 4, day: 14 },
  },
  {
    tree: 'Willow',
    name: 'Saille',
    dates: 'Apr 15 - May 12',
    start: { month: 4, day: 15 },
    end: { month: 5, day: 12 },
  },
  {
    tree: 'Hawthorn',
    name: 'Uath',
    dates: 'May 13 - Jun 9',
    start: { month: 5, day: 13 },
    end: { month: 6, day: 9 },
  },
  {
    tree: 'Oak',
    name: 'Duir',
    dates: 'Jun 10 - Jul 7',
    start: { month: 6, day: 10 },
    end: { month: 7, day: 7 },
  },
  {
    tree: 'Holly',
    name: 'Tinne',
    dates: 'Jul 8 - Aug 4',
    start: { month: 7, day: 8 },
    end: { month: 8, day: 4 },
  },
  {
    tree: 'Hazel',
    name: 'Coll',
    dates: 'Aug 5 - Sep 1',
    start: { month: 8, day: 5 },
    end: { month: 9, day: 1 },
  },
  {
    tree: 'Vine',
    name: 'Muin',
    dates: 'Sep 2 - Sep 29',
    start: { month: 9, day: 2 },
    end: { month: 9, day: 29 },
  },
  {
    tree: 'Ivy',
    name: 'Gort',
    dates: 'Sep 30 - Oct 27',
    start: { month: 9, day: 30 },
    end: { month: 10, day: 27 },
  },
  {
    tree: 'Reed',
    name: 'Ngetal',
    dates: 'Oct 28 - Nov 24',
    start: { month: 10, day: 28 },
    end: { month: 11, day: 24 },
  },
  {
    tree: 'Elder',
    name: 'Ruis',
    dates: 'Nov 25 - Dec 23',
    start: { month: 11, day: 25 },
    end: { month: 12, day: 23 },
  },
];

export const lunarMonthsText =
  'The Celtic tree calendar divides the year into 13 lunar months of 28 days each, one for every tree of the Ogham alphabet, from Birch at the winter solstice to Elder at the close of the year. Thirteen months of 28 days make a year of 364 days, so one day is left over: December 23, the "day out of time" between the old year and the new. Here it is counted with the last month, so Elder, like the Wolf, runs from November 25 to December 23 and every day of the year has its tree. Because each month is close to the 29.5-day cycle of the Moon, the tree months keep the rhythm of the lunar phases while staying fixed to the seasons of the Sun.';

function assertValidDate(date: Date): void {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid Date');
}
