import type { Sign, SignName } from '../../types';
import type { Choose } from '../context';
import type { DailyText, SeasonKey } from '../localized';

/** What a language gives the generator: its daily reading and the names it shows. */
export interface LocaleBank {
  /** The five sections of a sign's reading under the day's phase and season, with the day's choices. */
  daily(sign: Sign, phaseName: string, season: SeasonKey, choose: Choose): DailyText;
  /** The names shown for the signs (identifiers stay English). */
  signNames: Readonly<Record<SignName, string>>;
  /**
   * The words of each sign's own names in the language (shown name, tree, animal, ruling body): the
   * freshness measure does not count a phrase made only of them.
   */
  nameWords: Readonly<Record<SignName, string>>;
  /** The lucky colours' names, by their English name. */
  colors: Readonly<Record<string, string>>;
}
