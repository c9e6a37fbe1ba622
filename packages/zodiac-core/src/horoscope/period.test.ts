import { describe, expect, it } from 'vitest';
import { signNames } from '../lookup';
import { getMoonPhase } from '../moon';
import { type Period, type PeriodKind, requirePeriod, shiftPeriod } from '../periods';
import { signs } from '../signs';
import { proverbQuotations } from './advice';
import { countedPhrases, phraseRules, stalePhrases } from './freshness';
import { generatePeriodHoroscope, type PeriodHoroscope } from './period';
import { longDate } from './sky-lines';

const sections = ['overview', 'love', 'career', 'health', 'advice'] as const;

/** `count` consecutive periods from `first`. */
function run(kind: PeriodKind, first: string, count: number): Period[] {
  const periods = [requirePeriod(kind, first)];
  while (periods.length < count) {
    const last = periods.at(-1) as Period;
    periods.push(shiftPeriod(last, 1));
  }
  return periods;
}

const ranges: [kind: PeriodKind, first: string, count: number][] = [
  ['week', '2026-W01', 52],
  ['month', '2026-01', 12],
  ['year', '2020', 26],
];

// Each check generates whole years of text for 13 signs: seconds of CPU, more on a busy machine. Not a timing test.
describe('variety', { timeout: 60_000 }, () => {
  it.each(ranges)(
    '%s from %s (%i periods): at least 95 percent distinct overviews for every sign',
    (kind, first, count) => {
      const periods = run(kind, first, count);
      for (const sign of signNames) {
        const overviews = new Set(periods.map((p) => generatePeriodHoroscope(sign, kind, p.id).overview));
        expect(overviews.size / count, sign).toBeGreaterThanOrEqual(0.95);
      }
    },
  );

  it.each([
    ['week', '2025-W40', 70],
    ['month', '2024-06', 30],
    ['year', '2018', 30],
  ] as const)('%s from %s: no section the same in two consecutive periods', (kind, first, count) => {
    const periods = run(kind, first, count);
    for (const sign of signNames) {
      const readings = periods.map((p) => generatePeriodHoroscope(sign, kind, p.id));
      readings.slice(1).forEach((reading, i) => {
        const before = readings[i] as PeriodHoroscope;
        for (const section of sections) {
          expect(reading[section], `${sign} ${reading.period} ${section}`).not.toBe(before[section]);
        }
      });
    }
  });

  it('shares no six-word phrase between consecutive periods outside the sky sentences', () => {
    for (const sign of signs) {
      const rules = phraseRules(sign, proverbQuotations);
      for (const [kind, first, count] of ranges) {
        const periods = run(kind, first, count);
        const readings = periods.map((p) => {
          const reading = generatePeriodHoroscope(sign.name, kind, p.id);
          const prose = reading.overview.split('. ').slice(-2).join('. ');
          const texts = [prose, reading.love, reading.career, reading.health, reading.advice];
          return { index: p.position, phrases: texts.flatMap((t) => countedPhrases(t, rules)) };
        });
        expect(stalePhrases(readings, 2), `${sign.name} ${kind}`).toEqual([]);
      }
    }
  });

  it('is pure in (sign, period) and names its period', () => {
    const a = generatePeriodHoroscope('wolf', 'week', '2026-W48');
    expect(generatePeriodHoroscope('Wolf', 'week', '2026-W48')).toEqual(a);
    expect(a).toMatchObject({
      sign: 'Wolf',
      kind: 'week',
      period: '2026-W48',
      start: '2026-11-23',
      end: '2026-11-29',
    });
    expect(a.luckyNumber).toBeGreaterThanOrEqual(1);
    expect(a.luckyNumber).toBeLessThanOrEqual(99);
    expect(() => generatePeriodHoroscope('Dragon', 'week', '2026-W48')).toThrow(/Dragon/);
    expect(() => generatePeriodHoroscope('Wolf', 'week', '2026-W54')).toThrow(/Invalid week/);
  });
});

// Every "<phase> on <weekday day month>" in a text.
const phaseMentions = (text: string) =>
  [...text.matchAll(/(New Moon|First Quarter|Full Moon|Last Quarter) on (\w+ \d+ \w+)/g)].map(
    (m) => `${m[1]} ${m[2]}`,
  );

describe('the sky the text speaks of', () => {
  it('names exactly the principal phases, festivals and tree months of every week and month of two years', () => {
    for (const [kind, first, count] of [
      ['week', '2026-W01', 105],
      ['month', '2026-01', 24],
    ] as const) {
      for (const period of run(kind, first, count)) {
        const reading = generatePeriodHoroscope('Salmon', kind, period.id);
        const { sky, overview } = reading;
        expect(phaseMentions(overview), period.id).toEqual(
          sky.moonPhases.map((p) => `${p.phase} ${longDate(p.date)}`),
        );
        if (sky.moonPhases.length === 0) {
          // A week with no principal phase: the one in-between phase it names holds on each of its days.
          const named = /it stays an? ([a-z ]+) from Monday to Sunday/.exec(overview)?.[1];
          expect(named, period.id).toBeDefined();
          for (let i = 0; i < 7; i++) {
            const day = new Date(Date.parse(`${period.start}T00:00Z`) + i * 86_400_000)
              .toISOString()
              .slice(0, 10);
            expect(getMoonPhase(day).name.toLowerCase()).toBe(named);
          }
        }
        for (const [i, festival] of sky.festivals.entries()) {
          expect(overview).toContain(
            `${festival.name} falls on ${longDate(festival.date)}, opening the ${sky.quarterChanges[i]?.quarter}.`,
          );
        }
        expect(/(Samhain|Imbolc|Beltane|Lughnasadh) falls on/.test(overview)).toBe(sky.festivals.length > 0);
        if (kind === 'month') {
          for (const month of sky.treeMonths) expect(overview).toContain(`${month.tree} (${month.name})`);
        }
        for (const month of sky.treeMonths.slice(1)) expect(overview).toContain(longDate(month.start));
      }
    }
  });

  it('counts a year’s full and new moons as they are', () => {
    for (const year of ['2020', '2023', '2026', '2028']) {
      const { overview, sky } = generatePeriodHoroscope('Hawk', 'year', year);
      const words = [
        'no',
        'once',
        'twice',
        'three',
        'four',
        'five',
        'six',
        'seven',
        'eight',
        'nine',
        'ten',
        'eleven',
        'twelve',
        'thirteen',
      ];
      const full = /full (\S+)(?: times)?,/.exec(overview)?.[1];
      const fulls = sky.moonPhases.filter((p) => p.phase === 'Full Moon');
      expect(full === String(fulls.length) || words.indexOf(full ?? '') === fulls.length, overview).toBe(
        true,
      );
      const months = new Set(fulls.map((p) => p.date.slice(0, 7)));
      expect(/has two full moons/.test(overview)).toBe(months.size < fulls.length);
    }
  });
});
