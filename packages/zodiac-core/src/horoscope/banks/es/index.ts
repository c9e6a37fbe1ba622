import { proverbs } from '../../advice';
import { localizedDaily, localizedPeriod, sayingsOf } from '../../localized';
import type { LocaleBank } from '../types';
import { colors } from './colors';
import { compatibility } from './compatibility';
import { lines } from './lines';
import { period } from './period';
import { nameWords, signs } from './signs';
import { elements, festivals, phases, quarters, rulers } from './voices';

const voices = { signs, rulers, phases, elements, festivals, quarters };
const sayings = sayingsOf(proverbs, lines.proverbMeanings);

export const es: LocaleBank = {
  daily: (sign, phaseName, season, choose) =>
    localizedDaily(voices, lines, sayings, sign, phaseName, season, choose),
  signNames: Object.fromEntries(
    Object.entries(signs).map(([name, sign]) => [name, sign.name]),
  ) as LocaleBank['signNames'],
  period: (input) => localizedPeriod(voices, period, sayings, input),
  nameWords,
  colors,
  compatibility,
};
