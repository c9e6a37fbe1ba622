import { requireIsoDate } from '../dates';
import { UnknownSignError } from '../errors';
import { defaultLocale, type Locale } from '../locale';
import { getSign } from '../lookup';
import { getMoonPhase } from '../moon';
import { type Period, type PeriodKind, requirePeriod } from '../periods';
import { seededRandom } from '../random';
import { type Sky, skyBetween } from '../sky';
import type { Sign, SignName } from '../types';
import { proverbs } from './advice';
import { banks } from './banks';
import { type Choose, contextFor, type Part, seasonKeyOf, seasonOf } from './context';
import { luckFrom } from './generate';
import type { PeriodText } from './localized';
import {
  type PeriodContext,
  type PeriodLine,
  periodAdviceActions,
  periodCareerFollowUps,
  periodCareerOpenings,
  periodFramings,
  periodHealthFollowUps,
  periodHealthOpenings,
  periodLoveFollowUps,
  periodLoveOpenings,
  periodSignLines,
  periodThemeLines,
} from './period-lines';
import { rotation } from './schedule';
import { skySentences } from './sky-lines';

/** A weekly, monthly or yearly reading of a sign, with the true sky of its period. */
export interface PeriodHoroscope {
  sign: SignName;
  kind: PeriodKind;
  /** `2026-W48`, `2026-11` or `2026`. */
  period: string;
  /** First and last day of the period, YYYY-MM-DD. */
  start: string;
  end: string;
  overview: string;
  love: string;
  career: string;
  health: string;
  advice: string;
  luckyNumber: number;
  luckyColor: string;
  compatibleSigns: string[];
  sky: Sky;
}

/**
 * The reading of a sign for a week (ISO, `2026-W48`), a month (`2026-11`) or a year (`2026`). Pure in its inputs.
 * Every choice is a rotation of the period's position with keys of its kind (`week-love-1`, …), apart from the
 * daily walk, so a section never repeats in two consecutive periods; the overview opens with the period's sky
 * (sky.ts), written from the facts returned beside it (docs/HOROSCOPE-TEXT.md).
 */
export function generatePeriodHoroscope(
  signName: string,
  kind: PeriodKind,
  id: string,
  locale: Locale = defaultLocale,
): PeriodHoroscope {
  const sign = getSign(signName);
  if (!sign) throw new UnknownSignError(signName);
  const period = requirePeriod(kind, id);
  const sky = skyBetween(period.start, period.end);
  const choose = <T>(key: string, list: readonly T[], use: number): T => {
    const item = list[rotation(`${sign.name}|${kind}-${key}`, list.length, period.position, use)];
    if (item === undefined) throw new RangeError(`Cannot pick from the empty list ${kind}-${key}`);
    return item;
  };
  const phaseName = getMoonPhase(period.start).name;
  const skyFraming = rotation(`${sign.name}|${kind}-sky`, 3, period.position);
  const bank = banks[locale];
  const text = bank.period
    ? bank.period({
        sign,
        phaseName,
        season: seasonKeyOf(requireIsoDate(period.start)),
        choose,
        period,
        sky,
        skyFraming,
      })
    : englishText(sign, phaseName, period, sky, skyFraming, choose);
  const luck = luckFrom(sign, seededRandom(`${sign.name}|${period.id}|luck`));
  return {
    sign: sign.name,
    kind,
    period: period.id,
    start: period.start,
    end: period.end,
    ...text,
    luckyNumber: luck.luckyNumber,
    luckyColor: bank.colors[luck.luckyColor] ?? luck.luckyColor,
    compatibleSigns: [...sign.compatibility],
    sky,
  };
}

/** The English text of a period reading, from its own lines (period-lines.ts, sky-lines.ts). */
function englishText(
  sign: Sign,
  phaseName: string,
  period: Period,
  sky: Sky,
  skyFraming: number,
  choose: Choose,
): PeriodText {
  const kind = period.kind;
  const daily = contextFor(sign, phaseName, seasonOf(requireIsoDate(period.start)), choose);
  const at = (part: Part): PeriodContext => ({ ...daily(part), span: kind });
  const line = (part: Part, key: string, list: readonly PeriodLine[]) => {
    const c = at(part);
    return c.pick(key, list)(c);
  };
  const pair = (part: Part, first: readonly PeriodLine[], second: readonly PeriodLine[]) =>
    `${line(part, `${part}-1`, first)} ${line(part, `${part}-2`, second)}`;

  const proverb = choose('proverb', proverbs, 0);
  const framing = choose('proverb-framing', periodFramings, 0);
  return {
    overview: [
      skySentences(period, sky, skyFraming),
      line('sign', 'sign', periodSignLines),
      line('season', 'theme', periodThemeLines),
    ].join(' '),
    love: pair('love', periodLoveOpenings, periodLoveFollowUps),
    career: pair('career', periodCareerOpenings, periodCareerFollowUps),
    health: pair('health', periodHealthOpenings, periodHealthFollowUps),
    advice: `${framing(proverb.irish, proverb.english, kind)} ${line('advice', 'advice', periodAdviceActions)}`,
  };
}
