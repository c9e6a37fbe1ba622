import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { formatIsoDate, fromDayNumber } from '../dates';
import { signNames } from '../lookup';
import { signs } from '../signs';
import {
  countedPhrases,
  dailyFreshness,
  FRESH_DAYS,
  type PhraseReading,
  phraseCounts,
  phraseRules,
  stalePhrases,
  YEARLY_CAP,
} from './freshness';
import { generateDailyHoroscope } from './generate';

const wolf = signs.find((sign) => sign.name === 'Wolf');
if (!wolf) throw new Error('Wolf missing from signs');
const wolfRules = phraseRules(wolf, ['Ní neart go cur le chéile']);

describe('countedPhrases', () => {
  it('reads six lower-cased words at a time, ignoring punctuation', () => {
    expect(countedPhrases('Mars lends you, today, extra courage — and fire!', wolfRules)).toEqual([
      'mars lends you today extra courage',
      'lends you today extra courage and',
      'you today extra courage and fire',
    ]);
    expect(countedPhrases('The Moon’s light is soft and kind.', wolfRules)).toEqual([
      'the moons light is soft and',
      'moons light is soft and kind',
    ]);
  });

  it('skips only phrases made wholly of the sign’s names', () => {
    // Wolf, Elder, Grey wolf, Mars: six of those words together are a name, not prose.
    expect(countedPhrases('Wolf Elder grey wolf Mars wolf.', wolfRules)).toEqual([]);
    // One other word is enough to count.
    expect(countedPhrases('The Wolf Elder grey wolf Mars.', wolfRules)).toEqual([
      'the wolf elder grey wolf mars',
    ]);
  });

  it('skips only phrases wholly inside a listed proverb quotation', () => {
    const saying = '“Ní neart go cur le chéile”, say the Irish.';
    expect(countedPhrases(saying, wolfRules)).toEqual([
      'neart go cur le chéile say',
      'go cur le chéile say the',
      'cur le chéile say the irish',
    ]);
    // A quotation that is not a listed proverb counts like any other text.
    expect(countedPhrases('“Ní neart go cur le chéile agus”', phraseRules(wolf, []))).toHaveLength(2);
  });
});

describe('stalePhrases and phraseCounts', () => {
  const reading = (index: number, ...phrases: string[]): PhraseReading => ({ index, phrases });

  it('finds a phrase repeated less than the window apart, not one repeated at the window', () => {
    const readings = [reading(0, 'a', 'b'), reading(6, 'a'), reading(13, 'b'), reading(20, 'a')];
    expect(stalePhrases(readings, FRESH_DAYS)).toEqual([{ index: 6, phrase: 'a', earlier: 0 }]);
    expect(stalePhrases(readings, 2)).toEqual([]);
  });

  it('counts the readings a phrase appears in', () => {
    expect(phraseCounts([reading(0, 'a', 'a', 'b'), reading(1, 'a')])).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
  });
});

const YEARS = [2026, 2027];
const FIRST_DAY = Date.UTC(2026, 0, 1) / 86_400_000;
const LAST_DAY = Date.UTC(2027, 11, 31) / 86_400_000;
const isoDay = (day: number) => formatIsoDate(fromDayNumber(day));

describe('freshness of the daily readings, two whole years', () => {
  it.each(signs.map((sign) => [sign.name, sign] as const))(
    '%s: no phrase in two readings less than 7 days apart, none in over 24 a year',
    (_, sign) => {
      for (const { year, stale, counts } of dailyFreshness(sign, YEARS)) {
        const repeats = stale.map(
          (r) => `${isoDay(r.index)} repeats “${r.phrase}” from ${isoDay(r.earlier)}`,
        );
        expect.soft(repeats.slice(0, 5), `${year}: ${repeats.length} repeats`).toEqual([]);
        const overCap = counts.filter(([, count]) => count > YEARLY_CAP);
        expect.soft(overCap.slice(0, 5), `${year}: ${overCap.length} phrases over the cap`).toEqual([]);
      }
    },
  );
});

describe('determinism of the schedule', () => {
  const probes: [string, string][] = [
    ['Wolf', '2026-03-14'],
    ['Cat', '2027-12-31'],
    ['Salmon', '2026-01-01'],
    ['Stag', '2024-02-29'],
    ['Hawk', '2031-11-01'],
  ];

  it('gives the same reading in a fresh process as here, after other dates were generated', () => {
    for (let day = FIRST_DAY; day < FIRST_DAY + 400; day += 3) {
      for (const name of signNames) generateDailyHoroscope(name, isoDay(day));
    }
    const here = probes.map(([sign, date]) => generateDailyHoroscope(sign, date));
    const generate = fileURLToPath(new URL('./generate.ts', import.meta.url));
    const script = `import(${JSON.stringify(generate)}).then(({ generateDailyHoroscope }) =>
      console.log(JSON.stringify(${JSON.stringify(probes)}.map(([s, d]) => generateDailyHoroscope(s, d)))))`;
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(JSON.parse(output)).toEqual(here);
  });

  it('gives the same reading whichever dates a fresh module generated first', async () => {
    vi.resetModules();
    const first = await import('./generate');
    const alone = probes.map(([sign, date]) => first.generateDailyHoroscope(sign, date));
    vi.resetModules();
    const second = await import('./generate');
    for (let day = LAST_DAY; day > LAST_DAY - 60; day--) {
      second.generateDailyHoroscope('Wolf', isoDay(day));
    }
    const after = [...probes].reverse().map(([sign, date]) => second.generateDailyHoroscope(sign, date));
    expect(after.reverse()).toEqual(alone);
  });
});
