import { festivals, lunarMonthsText, moonPhases, quarters } from '../calendar';
import { oghamOf } from '../ogham';
import { signs } from '../signs';
import type { Element, SignName } from '../types';
import type { ContentBank, SignText } from './types';

// English reads the texts where they were first written (signs.ts, calendar.ts, ogham.ts), unchanged.

const byName = (list: readonly { name: string }[]) => list.map((item) => item.name);

export const en: ContentBank = {
  signs: Object.fromEntries(
    signs.map((sign): [SignName, SignText] => [
      sign.name,
      {
        name: sign.name,
        tree: sign.tree,
        treeMeaning: oghamOf(sign.tree).meaning,
        ruling: sign.ruling,
        symbol: sign.symbol,
        animal: sign.animal,
        personality: sign.personality,
        strengths: sign.strengths,
        challenges: sign.challenges,
        mythology: sign.mythology,
      },
    ]),
  ) as Record<SignName, SignText>,
  elements: Object.fromEntries(
    (['Earth', 'Air', 'Water', 'Fire'] as const).map((element) => [element, element]),
  ) as Record<Element, string>,
  shortMonths: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  monthDay: (day, month) => `${month} ${day}`,
  calendar: {
    quarters: Object.fromEntries(quarters.map((q) => [q.name, { name: q.name, months: q.months }])),
    festivals: Object.fromEntries(
      festivals.map((f) => [f.name, { date: f.date, description: f.description }]),
    ),
    moonPhases: Object.fromEntries(moonPhases.map((phase) => [phase, phase])),
    lunarMonthsText,
  },
};

/** The keys every language must give, read from the English data. */
export const contentKeys = {
  quarters: byName(quarters),
  festivals: byName(festivals),
  moonPhases: [...moonPhases],
};
