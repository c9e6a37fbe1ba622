import { luckyColorNames } from '../colors';
import { type CalendarDate, requireIsoDate } from '../dates';
import { UnknownSignError } from '../errors';
import { defaultLocale, type Locale } from '../locale';
import { getSign } from '../lookup';
import { type Random, seededRandom } from '../random';
import type { Element, Sign } from '../types';
import { banks } from './banks';
import { dailyChoices, seasonKeyOf, utcPhaseName } from './context';

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

const ELEMENT_COLORS: Record<Element, string[]> = {
  Earth: ['Forest Green', 'Moss Green', 'Brown', 'Ochre', 'Copper', 'Olive', 'Russet'],
  Air: ['Sky Blue', 'Silver', 'Lavender', 'White', 'Lilac', 'Azure', 'Pearl'],
  Water: ['Sea Green', 'Teal', 'Sapphire', 'Aquamarine', 'Turquoise', 'Midnight', 'Blue'],
  Fire: ['Crimson', 'Amber', 'Gold', 'Orange', 'Saffron', 'Red', 'Coral'],
};

/**
 * The daily horoscope for a sign and date, in a language. It depends only on its inputs, never on the clock,
 * the process's locale or time zone, so every server and browser produces the same text. Every line and every
 * phrasing of a fact is taken from a rotation of the day number (schedule.ts), which is what keeps a
 * sign's readings free of repeated phrases within a week (docs/HOROSCOPE-TEXT.md). Every language makes the
 * same choices on a day over its own sentences; sign identifiers stay English.
 */
export function generateDailyHoroscope(
  signName: string,
  isoDate: string,
  locale: Locale = defaultLocale,
): DailyHoroscope {
  const sign = getSign(signName);
  if (!sign) throw new UnknownSignError(signName);
  const date = requireIsoDate(isoDate);
  const bank = banks[locale];
  // The horoscope is the same worldwide for a date, so the phase is read for the UTC day.
  const text = bank.daily(sign, utcPhaseName(isoDate), seasonKeyOf(date), dailyChoices(sign, date));
  const { luckyNumber, luckyColor } = luck(sign, date);
  return {
    date: isoDate,
    ...text,
    luckyNumber,
    luckyColor: bank.colors[luckyColor] ?? luckyColor,
    compatibleSigns: [...sign.compatibility],
  };
}

function luck(sign: Sign, date: CalendarDate): { luckyNumber: number; luckyColor: string } {
  return luckFrom(sign, seededRandom(`${sign.name}|${date.year}-${date.month}-${date.day}|luck`));
}

/** A lucky number and colour drawn from a seeded source (the daily and period readings each seed their own). */
export function luckFrom(sign: Sign, random: Random): { luckyNumber: number; luckyColor: string } {
  const luckyNumber = random.int(1, 99);
  // Mostly a colour of the sign's element, now and then any colour at all.
  const palette = random.next() < 0.75 ? ELEMENT_COLORS[sign.element] : luckyColorNames;
  return { luckyNumber, luckyColor: random.pick(palette) };
}
