import type { SignName } from '../../types';
import { proverbs } from '../advice';
import {
  type BirthLines,
  type DailyLines,
  type Grammar,
  localizedBirth,
  localizedDaily,
  localizedPeriod,
  type PeriodLines,
  sayingsOf,
  type Voices,
} from '../localized';
import type { LocaleBank } from './types';

/** A language's files, put together as a bank: what every folder but English's index.ts does. */
export function localizedBank<G extends Grammar, T>(files: {
  voices: Voices<G>;
  nameWords: Readonly<Record<SignName, string>>;
  lines: DailyLines<G>;
  period: PeriodLines<G>;
  birth: BirthLines<G, T>;
  colors: Readonly<Record<string, string>>;
  /** The shown name of a sign entry. */
  shownName: (sign: Voices<G>['signs'][SignName]) => string;
}): LocaleBank {
  const sayings = sayingsOf(proverbs, files.lines.proverbMeanings);
  return {
    daily: (sign, phaseName, season, choose) =>
      localizedDaily(files.voices, files.lines, sayings, sign, phaseName, season, choose),
    period: (input) => localizedPeriod(files.voices, files.period, sayings, input),
    birth: (input) => localizedBirth(files.voices, files.birth, input),
    signNames: Object.fromEntries(
      Object.entries(files.voices.signs).map(([name, sign]) => [name, files.shownName(sign)]),
    ) as LocaleBank['signNames'],
    nameWords: files.nameWords,
    colors: files.colors,
  };
}
