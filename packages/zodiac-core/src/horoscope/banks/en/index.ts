import { luckyColorNames } from '../../../colors';
import { signs } from '../../../signs';
import type { SignName } from '../../../types';
import { adviceActions, saying } from '../../advice';
import { contextFor, englishSeason, type Part } from '../../context';
import { type Line, moonLine, seasonLine, signLine } from '../../general';
import {
  careerFollowUps,
  careerOpenings,
  healthFollowUps,
  healthOpenings,
  loveFollowUps,
  loveOpenings,
} from '../../sections';
import type { LocaleBank } from '../types';

// English is the language the banks were first written in; its sentences live one level up (general.ts,
// sections.ts, advice.ts, voices.ts, traits.ts) and this file only presents them as a bank.

const bySign = <T>(value: (sign: (typeof signs)[number]) => T) =>
  Object.fromEntries(signs.map((sign) => [sign.name, value(sign)])) as Record<SignName, T>;

export const en: LocaleBank = {
  daily(sign, phaseName, key, choose) {
    const at = contextFor(sign, phaseName, englishSeason(key), choose);
    const pair = (part: Part, first: readonly Line[], second: readonly Line[]) => {
      const c = at(part);
      return `${c.pick(`${part}-1`, first)(c)} ${c.pick(`${part}-2`, second)(c)}`;
    };
    const advice = at('advice');
    return {
      general: [moonLine(at('moon')), signLine(at('sign')), seasonLine(at('season'))].join(' '),
      love: pair('love', loveOpenings, loveFollowUps),
      career: pair('career', careerOpenings, careerFollowUps),
      health: pair('health', healthOpenings, healthFollowUps),
      advice: `${saying(advice)} ${advice.pick('advice', adviceActions)(advice)}`,
    };
  },
  signNames: bySign((sign) => sign.name),
  nameWords: bySign((sign) => [sign.name, sign.tree, sign.animal, sign.ruling].join(' ')),
  colors: Object.fromEntries(luckyColorNames.map((name) => [name, name])),
};
