import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIsoDate, fromDayNumber } from '../dates';
import { signNames } from '../lookup';
import { signs } from '../signs';
import { notInLanguage } from '../test/language';
import { proverbs } from './advice';
import { banks } from './banks';
import { lines as deLines } from './banks/de/lines';
import { lines as esLines } from './banks/es/lines';
import { dailyFreshness, YEARLY_CAP } from './freshness';
import { generateDailyHoroscope } from './generate';
import { generatePeriodHoroscope, type PeriodHoroscope } from './period';

const SECTIONS = ['general', 'love', 'career', 'health', 'advice'] as const;
const START = Date.UTC(2026, 0, 1) / 86_400_000;
const isoDay = (offset: number) => formatIsoDate(fromDayNumber(START + offset));

describe.each(['es', 'de'] as const)('daily readings in %s', (locale) => {
  it('over a year every sign has ≥ 95% distinct overviews, no section the same two days running, every section in the language', () => {
    for (const sign of signNames) {
      const readings = Array.from({ length: 365 }, (_, i) => generateDailyHoroscope(sign, isoDay(i), locale));
      const distinct = new Set(readings.map((r) => r.general)).size;
      expect(distinct / 365, sign).toBeGreaterThanOrEqual(0.95);
      for (const [i, reading] of readings.entries()) {
        for (const section of SECTIONS) {
          const text = reading[section];
          if (i > 0) expect(text, `${sign} ${section} on ${isoDay(i)}`).not.toBe(readings[i - 1]?.[section]);
          // Every section has some of the language's commonest words and none of another language's.
          expect(notInLanguage(text, locale, 0.05), text).toBeNull();
        }
        // The commonest words make a good share of any text in the language: about a third here.
        const all = SECTIONS.map((section) => reading[section]).join(' ');
        expect(notInLanguage(all, locale), `${sign} ${isoDay(i)}`).toBeNull();
      }
    }
  }, 120_000);

  it('keeps the freshness rule for every sign over two years: no phrase within 7 days, none over 24 a year', () => {
    for (const sign of signs) {
      for (const { year, stale, counts } of dailyFreshness(sign, [2026, 2027], locale)) {
        const repeats = stale.map((r) => `${sign.name} ${year}: “${r.phrase}”`);
        expect.soft(repeats.slice(0, 5), `${repeats.length} repeats`).toEqual([]);
        const overCap = counts.filter(([, count]) => count > YEARLY_CAP);
        expect.soft(overCap.slice(0, 5), `${sign.name} ${year}`).toEqual([]);
      }
    }
  }, 120_000);

  it('writes clean sentences: a capital or a quotation mark first, a full stop last, no gaps or leftovers (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...signNames), fc.integer({ min: -20_000, max: 30_000 }), (sign, day) => {
        const reading = generateDailyHoroscope(sign, isoDay(day), locale);
        for (const section of SECTIONS) {
          const text = reading[section];
          expect(text).toMatch(/^[\p{Lu}«„]/u);
          expect(text).toMatch(/\.$/);
          expect(text).not.toMatch(/\bundefined\b|\bnull\b|NaN|\[object|\{|\}|\s{2}|\s[,.;:]|,,|\.\./);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('differs from English only in its text: the same number, compatible signs, and colour (named in the language)', () => {
    for (const sign of signNames) {
      const english = generateDailyHoroscope(sign, '2026-06-21');
      const local = generateDailyHoroscope(sign, '2026-06-21', locale);
      expect(local.luckyNumber).toBe(english.luckyNumber);
      expect(local.compatibleSigns).toEqual(english.compatibleSigns);
      expect(local.luckyColor).toBe(banks[locale].colors[english.luckyColor]);
      expect(local.general).not.toBe(english.general);
    }
  });

  it('names the festival on its day and the days before it', () => {
    for (const sign of signNames) {
      expect(generateDailyHoroscope(sign, '2025-11-01', locale).general).toContain('Samhain');
      expect(generateDailyHoroscope(sign, '2026-01-29', locale).general).toContain('Imbolc');
      expect(generateDailyHoroscope(sign, '2025-07-30', locale).general).toContain('Lughnasadh');
    }
  });
});

describe.each(['es', 'de'] as const)('period readings in %s', (locale) => {
  const PERIOD_SECTIONS = ['overview', 'love', 'career', 'health', 'advice'] as const;
  const pad = (n: number) => String(n).padStart(2, '0');

  function check(readings: PeriodHoroscope[], label: string) {
    const distinct = new Set(readings.map((r) => r.overview)).size;
    expect(distinct / readings.length, label).toBeGreaterThanOrEqual(0.95);
    for (const [i, reading] of readings.entries()) {
      for (const section of PERIOD_SECTIONS) {
        const text = reading[section];
        if (i > 0) expect(text, `${label} ${section} ${reading.period}`).not.toBe(readings[i - 1]?.[section]);
        expect(text).not.toMatch(/undefined|\s{2}|\s[,.;:]/);
        expect(notInLanguage(text, locale, 0), text).toBeNull();
      }
      const all = PERIOD_SECTIONS.map((section) => reading[section]).join(' ');
      expect(notInLanguage(all, locale), reading.period).toBeNull();
    }
  }

  it('weeks, months and years: distinct overviews, no section the same in consecutive periods, in the language', () => {
    for (const sign of signNames) {
      check(
        Array.from({ length: 52 }, (_, i) =>
          generatePeriodHoroscope(sign, 'week', `2026-W${pad(i + 1)}`, locale),
        ),
        `${sign} weeks`,
      );
      check(
        Array.from({ length: 12 }, (_, i) =>
          generatePeriodHoroscope(sign, 'month', `2026-${pad(i + 1)}`, locale),
        ),
        `${sign} months`,
      );
      check(
        Array.from({ length: 26 }, (_, i) => generatePeriodHoroscope(sign, 'year', String(2020 + i), locale)),
        `${sign} years`,
      );
    }
  }, 120_000);

  it('names the true sky: the festival, the quarter it opens, the tree months with their Ogham names', () => {
    const february = generatePeriodHoroscope('Wolf', 'month', '2026-02', locale);
    expect(february.overview).toContain('Imbolc');
    expect(february.overview).toContain('(Luis)');
    expect(february.overview).toContain('(Nion)');
    expect(february.sky).toEqual(generatePeriodHoroscope('Wolf', 'month', '2026-02').sky);
    const year = generatePeriodHoroscope('Wolf', 'year', '2026', locale).overview;
    for (const festival of ['Imbolc', 'Beltane', 'Lughnasadh', 'Samhain']) expect(year).toContain(festival);
    expect(year).toMatch(locale === 'es' ? /llena 13 veces/ : /13-mal voll/);
  });

  it('makes the span agree: its article, its gender, its case', () => {
    const texts = (kind: 'week' | 'month' | 'year', id: string) => {
      const r = generatePeriodHoroscope('Wolf', kind, id, locale);
      return [r.overview, r.love, r.career, r.health, r.advice].join(' ');
    };
    const weeks = Array.from({ length: 52 }, (_, i) => texts('week', `2026-W${pad(i + 1)}`)).join(' ');
    const months = Array.from({ length: 12 }, (_, i) => texts('month', `2026-${pad(i + 1)}`)).join(' ');
    if (locale === 'es') {
      expect(weeks).not.toMatch(/del semana|este semana|el semana|todo la semana/);
      expect(months).not.toMatch(/de la mes|esta mes|la mes|toda el mes/);
    } else {
      expect(weeks).not.toMatch(/des Woche|diesen Woche|den ganzen Woche/);
      expect(months).not.toMatch(/in dieser Monat|die ganze Monat|des Monat\b|dieses Monat/);
    }
  });
});

describe('locale banks', () => {
  it('show every sign under a name of its own in each language', () => {
    for (const bank of Object.values(banks)) {
      const shown = signNames.map((name) => bank.signNames[name]);
      expect(new Set(shown).size).toBe(13);
    }
    expect(banks.es.signNames.Wolf).toBe('Lobo');
    expect(banks.de.signNames.Hawk).toBe('Falke');
    expect(banks.en.signNames.Hawk).toBe('Hawk');
  });
});

describe.each([
  ['es', esLines.proverbMeanings, (irish: string) => `«${irish}»`],
  ['de', deLines.proverbMeanings, (irish: string) => `„${irish}“`],
] as const)('Irish proverbs in %s', (locale, meanings, quoted) => {
  /** The proverb a piece of advice quotes, with the meaning it gives; every advice gives one. */
  function proverbOf(advice: string): number {
    const found = proverbs.findIndex((proverb) => advice.includes(quoted(proverb.irish)));
    expect(found, advice).toBeGreaterThanOrEqual(0);
    expect(advice, advice).toContain(meanings[found]);
    return found;
  }

  it('each has its own meaning in the language, not the English one', () => {
    expect(meanings).toHaveLength(proverbs.length);
    for (const [i, meaning] of meanings.entries()) {
      expect(meaning).not.toBe(proverbs[i]?.english);
      expect(notInLanguage(meaning, locale, 0), meaning).toBeNull();
    }
  });

  it('keep the Irish original, quoted, followed by its meaning in the reader’s language, day and period alike', () => {
    for (const sign of ['Wolf', 'Swan'] as const) {
      const daily = Array.from(
        { length: 365 },
        (_, i) => generateDailyHoroscope(sign, isoDay(i), locale).advice,
      );
      const weekly = Array.from(
        { length: 52 },
        (_, i) =>
          generatePeriodHoroscope(sign, 'week', `2026-W${String(i + 1).padStart(2, '0')}`, locale).advice,
      );
      const quotedInYear = new Set(daily.map(proverbOf));
      for (const advice of weekly) proverbOf(advice);
      // Over a year every proverb is told.
      expect(quotedInYear.size, sign).toBe(proverbs.length);
    }
  });
});
