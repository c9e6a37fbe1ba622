import { luckyColorNames } from '../colors';
import { type CalendarDate, dayNumber, requireIsoDate } from '../dates';
import { UnknownSignError } from '../errors';
import { getSign } from '../lookup';
import { hashString, seededRandom } from '../random';
import type { Element, Sign, SignName } from '../types';
import { buildContext, type HoroscopeContext } from './context';
import { type Line, moonLines, pickAt, seasonLine, signLines } from './general';
import {
  adviceActions,
  adviceSayings,
  careerFollowUps,
  careerOpenings,
  healthFollowUps,
  healthOpenings,
  loveFollowUps,
  loveOpenings,
} from './sections';

export interface DailyHoroscope {
  /** The date it is for, YYYY-MM-DD. */
  date: string;
  general: string;
  love: string;
  career: string;
  health: string;
  advice: string;
  luckyNumber: number;
  luckyColor: string;
  compatibleSigns: string[];
}

/**
 * The index a sign uses from a list on a given day. Each sign walks its own fixed shuffle of the
 * list one step per day, so consecutive days never repeat, and lists of coprime lengths (5, 7, 11
 * for the overview) only line up again after their product (385 days), so a year's overviews
 * are all different.
 */
function cycleIndex(sign: SignName, part: string, size: number, day: number): number {
  const seed = `${sign}|${part}`;
  const order = seededRandom(`${seed}|order`).shuffle(Array.from({ length: size }, (_, i) => i));
  const offset = hashString(seed) % size;
  const at = (((day + offset) % size) + size) % size;
  return order[at] ?? 0;
}

const MOON_LINES_PER_PHASE = 5;
const SEASON_LINES = 11;

const ELEMENT_COLORS: Record<Element, string[]> = {
  Earth: ['Forest Green', 'Moss Green', 'Brown', 'Ochre', 'Copper', 'Olive', 'Russet'],
  Air: ['Sky Blue', 'Silver', 'Lavender', 'White', 'Lilac', 'Azure', 'Pearl'],
  Water: ['Sea Green', 'Teal', 'Sapphire', 'Aquamarine', 'Turquoise', 'Midnight', 'Blue'],
  Fire: ['Crimson', 'Amber', 'Gold', 'Orange', 'Saffron', 'Red', 'Coral'],
};

/**
 * The daily horoscope for a sign and date. It depends only on its inputs, never on the clock,
 * locale or time zone, so every server and browser produces the same text.
 */
export function generateDailyHoroscope(signName: string, isoDate: string): DailyHoroscope {
  const sign = getSign(signName);
  if (!sign) throw new UnknownSignError(signName);
  const date = requireIsoDate(isoDate);
  const day = dayNumber(date);
  const base = buildContext(sign, isoDate, date, seededRandom(`${sign.name}|${isoDate}`));
  // Each section draws its free word choices from its own stream, so editing one leaves the others alone.
  const make = (section: string): HoroscopeContext => ({
    ...base,
    random: seededRandom(`${sign.name}|${isoDate}|${section}`),
  });

  return {
    date: isoDate,
    general: general(make('general'), day),
    love: pair(make('love'), day, 'love', loveOpenings, loveFollowUps),
    career: pair(make('career'), day, 'career', careerOpenings, careerFollowUps),
    health: pair(make('health'), day, 'health', healthOpenings, healthFollowUps),
    advice: pair(make('advice'), day, 'advice', adviceSayings, adviceActions),
    ...luck(sign, date),
    compatibleSigns: [...sign.compatibility],
  };
}

function general(ctx: HoroscopeContext, day: number): string {
  const name = ctx.sign.name;
  const moon = moonLines[ctx.phaseName] ?? [];
  return [
    pickAt(moon, cycleIndex(name, 'general-moon', MOON_LINES_PER_PHASE, day))(ctx),
    pickAt(signLines, cycleIndex(name, 'general-sign', signLines.length, day))(ctx),
    seasonLine(ctx, cycleIndex(name, 'general-season', SEASON_LINES, day)),
  ].join(' ');
}

function pair(ctx: HoroscopeContext, day: number, section: string, first: Line[], second: Line[]): string {
  const name = ctx.sign.name;
  return [
    pickAt(first, cycleIndex(name, `${section}-1`, first.length, day))(ctx),
    pickAt(second, cycleIndex(name, `${section}-2`, second.length, day))(ctx),
  ].join(' ');
}

function luck(sign: Sign, date: CalendarDate): { luckyNumber: number; luckyColor: string } {
  const random = seededRandom(`${sign.name}|${date.year}-${date.month}-${date.day}|luck`);
  const luckyNumber = random.int(1, 99);
  // Mostly a colour of the sign's element, now and then any colour at all.
  const palette = random.next() < 0.75 ? ELEMENT_COLORS[sign.element] : luckyColorNames;
  return { luckyNumber, luckyColor: random.pick(palette) };
}
