import { DateToJDE, JDEToDate } from 'astronomia/julian';
import { phaseAngle3 } from 'astronomia/moonillum';
import { first, full, last, newMoon } from 'astronomia/moonphase';
import { describe, expect, it } from 'vitest';
import { BirthChartInputError, birthChart } from './birth-chart';
import { moonPhaseName, quarterName, treeName } from './content';
import { formatIsoDate, fromDayNumber, utcMillis } from './dates';
import { birth as deBirth } from './horoscope/banks/de/birth';
import { birth as esBirth } from './horoscope/banks/es/birth';
import {
  countedPhrases,
  FRESH_DAYS,
  type PhraseReading,
  phraseRules,
  stalePhrases,
} from './horoscope/freshness';
import { createRandom } from './random';
import { signs } from './signs';
import { notInLanguage } from './test/language';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** The lit fraction by Meeus's algorithm, independent of astronomy-engine. */
function meeusIllumination(at: Date): number {
  return (1 + Math.cos(phaseAngle3(DateToJDE(at)))) / 2;
}

function decimalYear(ms: number): number {
  const year = new Date(ms).getUTCFullYear();
  const start = Date.UTC(year, 0, 1);
  return year + (ms - start) / (Date.UTC(year + 1, 0, 1) - start);
}

const meeusPhases = { 'New Moon': newMoon, 'First Quarter': first, 'Full Moon': full, 'Last Quarter': last };

/** Meeus's principal phase nearest the instant, as the chart names it, with its instant in UT. */
function meeusNearest(ms: number): { phase: string; at: number } {
  const year = decimalYear(ms);
  const candidates = Object.entries(meeusPhases).flatMap(([phase, find]) =>
    // The phase of each kind nearest the date, and its neighbours a lunation either side.
    [-29.53, 0, 29.53].map((days) => ({ phase, at: JDEToDate(find(year + days / 365.25)).getTime() })),
  );
  return candidates.reduce((a, b) => (Math.abs(b.at - ms) < Math.abs(a.at - ms) ? b : a));
}

describe('birthChart against Meeus (astronomia)', () => {
  const random = createRandom(26);
  const from = utcMillis(1900, 1, 1);
  const to = Date.now();
  const instants = Array.from(
    { length: 500 },
    () => from + Math.floor(random() * ((to - from) / MINUTE)) * MINUTE,
  );

  it.each(instants.map((ms) => [new Date(ms).toISOString().slice(0, 16), ms]))('%s', (_label, ms) => {
    const iso = new Date(ms).toISOString();
    const chart = birthChart(iso.slice(0, 10), iso.slice(11, 16), 'UTC');
    expect(chart.instant).toBe(`${iso.slice(0, 19)}Z`);

    expect(Math.abs(chart.moon.illumination - meeusIllumination(new Date(ms)))).toBeLessThanOrEqual(0.02);

    const meeus = meeusNearest(ms);
    const ours = Date.parse(chart.moon.nearest.at);
    // Two phases can be near-equidistant; then either is right, and the instant is checked for ours.
    if (Math.abs(Math.abs(meeus.at - ms) - Math.abs(ours - ms)) > 10 * MINUTE) {
      expect(chart.moon.nearest.phase).toBe(meeus.phase);
    }
    const sameKind = meeusPhases[chart.moon.nearest.phase];
    const meeusAt = JDEToDate(sameKind(decimalYear(ours))).getTime();
    expect(Math.abs(meeusAt - ours)).toBeLessThanOrEqual(10 * MINUTE);

    // Waxing: the lit fraction grows over the next hour (tested away from new and full, where it turns).
    const later = meeusIllumination(new Date(ms + 60 * MINUTE));
    const now = meeusIllumination(new Date(ms));
    if (now > 0.01 && now < 0.99) expect(chart.moon.waxing).toBe(later > now);
  });
});

describe('birthChart calendar facts', () => {
  it.each([
    ['1990-10-31', 'Lughnasadh Quarter', ['Lughnasadh', '1990-08-01', 91], ['Samhain', '1990-11-01', 1]],
    ['1990-11-01', 'Samhain Quarter', ['Samhain', '1990-11-01', 0], ['Imbolc', '1991-02-01', 92]],
    ['1999-12-31', 'Samhain Quarter', ['Samhain', '1999-11-01', 60], ['Imbolc', '2000-02-01', 32]],
    ['2000-01-01', 'Samhain Quarter', ['Samhain', '1999-11-01', 61], ['Imbolc', '2000-02-01', 31]],
    ['2000-01-31', 'Samhain Quarter', ['Samhain', '1999-11-01', 91], ['Imbolc', '2000-02-01', 1]],
    ['2000-02-01', 'Imbolc Quarter', ['Imbolc', '2000-02-01', 0], ['Beltane', '2000-05-01', 90]],
    ['2000-04-30', 'Imbolc Quarter', ['Imbolc', '2000-02-01', 89], ['Beltane', '2000-05-01', 1]],
    ['2000-05-01', 'Beltane Quarter', ['Beltane', '2000-05-01', 0], ['Lughnasadh', '2000-08-01', 92]],
    ['2000-07-31', 'Beltane Quarter', ['Beltane', '2000-05-01', 91], ['Lughnasadh', '2000-08-01', 1]],
    ['2000-08-01', 'Lughnasadh Quarter', ['Lughnasadh', '2000-08-01', 0], ['Samhain', '2000-11-01', 92]],
  ] as const)('%s is in the %s, between its festivals', (date, quarter, before, after) => {
    const chart = birthChart(date);
    expect(chart.quarter.name).toBe(quarter);
    expect(chart.festivals.before).toEqual({ name: before[0], date: before[1], daysBefore: before[2] });
    expect(chart.festivals.after).toEqual({ name: after[0], date: after[1], daysAfter: after[2] });
  });

  it('gives the sign, its tree and Ogham letter, across the year end', () => {
    expect(birthChart('1980-12-23').sign).toEqual({
      name: 'Wolf',
      displayName: 'Wolf',
      tree: 'Elder',
      treeName: 'Elder',
      ogham: { letter: 'ᚏ', name: 'Ruis', meaning: 'Endings and renewal' },
    });
    expect(birthChart('1980-12-24').sign.ogham.name).toBe('Beith');
    expect(birthChart('1980-01-20').sign.name).toBe('Stag');
    expect(birthChart('1980-01-21').sign).toMatchObject({
      name: 'Cat',
      tree: 'Rowan',
      ogham: { letter: 'ᚂ' },
    });
  });

  it('reads the Moon at local noon when no time is given, and says so', () => {
    const chart = birthChart('2024-04-09', undefined, 'Asia/Tokyo');
    expect(chart).toMatchObject({ time: null, timeKnown: false, timeZone: 'Asia/Tokyo' });
    expect(chart.instant).toBe('2024-04-09T03:00:00Z');
    const timed = birthChart('2024-04-09', '23:45', 'Asia/Tokyo');
    expect(timed).toMatchObject({ time: '23:45', timeKnown: true, instant: '2024-04-09T14:45:00Z' });
    // The New Moon of the eclipse, published as 2024-04-08 18:21 UTC.
    expect(timed.moon.nearest).toEqual({
      phase: 'New Moon',
      phaseName: 'New Moon',
      at: '2024-04-08T18:21:25Z',
    });
    expect(timed.moon.waxing).toBe(true);
  });

  it('names the phase as the app does: a principal phase on the local day of its instant', () => {
    // The Full Moon of 2024-01-25 fell at 17:54 UTC: the 26th in Tokyo, the 25th in Dublin.
    expect(birthChart('2024-01-25', null, 'Europe/Dublin').moon.phase).toBe('Full Moon');
    expect(birthChart('2024-01-25', null, 'Asia/Tokyo').moon.phase).toBe('Waxing Gibbous');
    expect(birthChart('2024-01-26', null, 'Asia/Tokyo').moon.phase).toBe('Full Moon');
  });

  it('refuses a bad date, time or zone with a message naming it', () => {
    expect(() => birthChart('1990-02-30')).toThrow(BirthChartInputError);
    expect(() => birthChart('1990-02-03', '07:05', 'Nowhere')).toThrow(
      expect.objectContaining({ field: 'timeZone' }),
    );
    expect(() => birthChart('1990-02-30')).toThrow(/Invalid date "1990-02-30"/);
    expect(() => birthChart('1990-02-03', '24:00')).toThrow(/Invalid time "24:00": expected HH:MM/);
    expect(() => birthChart('1990-02-03', '7:05')).toThrow(/Invalid time/);
    expect(() => birthChart('1990-02-03', '07:05', 'Mars/Olympus')).toThrow(
      /Invalid time zone "Mars\/Olympus"/,
    );
  });
});

describe('birthChart reading', () => {
  it('is the same for the same input and states the chart’s facts', () => {
    const chart = birthChart('1990-06-15', '08:30', 'Europe/Dublin');
    expect(birthChart('1990-06-15', '08:30', 'Europe/Dublin').reading).toBe(chart.reading);
    expect(chart.reading.split(/(?<=\.)\s/)).toHaveLength(4);
    expect(chart.reading).not.toMatch(/undefined|NaN|\$\{/);
  });

  it('shares no phrase between charts of birth dates less than a week apart', () => {
    const first = utcMillis(1990, 1, 1) / DAY;
    const charts = Array.from({ length: 2 * 366 }, (_, i) => ({
      day: first + i,
      chart: birthChart(formatIsoDate(fromDayNumber(first + i))),
    }));
    for (const sign of signs) {
      const rules = phraseRules(sign, []);
      const readings: PhraseReading[] = charts
        .filter(({ chart }) => chart.sign.name === sign.name)
        .map(({ day, chart }) => ({ index: day, phrases: countedPhrases(chart.reading, rules) }));
      expect(readings.length).toBeGreaterThan(50);
      expect(stalePhrases(readings, FRESH_DAYS), sign.name).toEqual([]);
    }
  });
});

describe.each(['es', 'de'] as const)('birthChart reading in %s', (locale) => {
  const first = utcMillis(1990, 1, 1) / DAY;
  const charts = Array.from({ length: 2 * 366 }, (_, i) => {
    const date = formatIsoDate(fromDayNumber(first + i));
    return { day: first + i, date, chart: birthChart(date, '08:30', 'Europe/Dublin', locale) };
  });

  it('is written in the language, four clean sentences, distinct for every date, the same for the same input', () => {
    for (const { date, chart } of charts) {
      expect(notInLanguage(chart.reading, locale, 0.1), `${date}: ${chart.reading}`).toBeNull();
      expect(chart.reading.split(/(?<=\.)\s(?=[\p{Lu}\d])/u), chart.reading).toHaveLength(4);
      expect(chart.reading).not.toMatch(/\bundefined\b|NaN|\$\{|\[object|\s{2}|\s[,.;:]|,,|\.\./);
      expect(chart.reading).not.toBe(birthChart(date, '08:30', 'Europe/Dublin').reading);
    }
    expect(new Set(charts.map(({ chart }) => chart.reading)).size).toBe(charts.length);
    const again = charts
      .slice(0, 20)
      .map(({ date }) => birthChart(date, '08:30', 'Europe/Dublin', locale).reading);
    expect(again).toEqual(charts.slice(0, 20).map(({ chart }) => chart.reading));
  });

  it('shares no phrase between charts of birth dates less than a week apart', () => {
    for (const sign of signs) {
      const rules = phraseRules(sign, [], locale);
      const readings: PhraseReading[] = charts
        .filter(({ chart }) => chart.sign.name === sign.name)
        .map(({ day, chart }) => ({ index: day, phrases: countedPhrases(chart.reading, rules) }));
      expect(readings.length).toBeGreaterThan(50);
      expect(stalePhrases(readings, FRESH_DAYS), sign.name).toEqual([]);
    }
  });

  it('states the chart’s facts: the Ogham letter, the festivals, the lit fraction', () => {
    for (const { chart } of charts.slice(0, 60)) {
      const text = chart.reading;
      const percent = `${Math.round(chart.moon.illumination * 100)}\u00a0%`;
      const festival = [chart.festivals.before.name, chart.festivals.after.name];
      // Each sentence of a part states its part's facts; across a month every part is seen.
      expect(
        text.includes(percent) ||
          text.includes(chart.sign.ogham.name) ||
          festival.some((name) => text.includes(name)),
      ).toBe(true);
    }
    const all = charts.map(({ chart }) => chart.reading).join(' ');
    for (const name of ['Samhain', 'Imbolc', 'Beltane', 'Lughnasadh', 'Beith', 'Ruis', 'Duir']) {
      expect(all).toContain(name);
    }
  });
});

describe('birthChart grammar per sign', () => {
  const first = utcMillis(1992, 1, 1) / DAY;
  const readings = (locale: 'es' | 'de') =>
    Array.from({ length: 366 }, (_, i) =>
      birthChart(formatIsoDate(fromDayNumber(first + i)), null, 'UTC', locale),
    );

  it('Spanish: the sign’s article and the agreement of its adjective follow its gender (el Lobo, la Serpiente)', () => {
    const charts = readings('es');
    const wrong: Record<string, [string, string]> = {};
    for (const chart of charts) {
      const { displayName: name } = chart.sign;
      const feminine = ['Serpiente', 'Mariposa'].includes(name);
      wrong[name] = feminine ? [`el ${name}`, `Todo ${name}`] : [`la ${name}`, `Toda ${name}`];
      for (const phrase of wrong[name]) expect(chart.reading, name).not.toContain(phrase);
    }
    const text = charts.map((c) => c.reading).join(' ');
    expect(text).toMatch(/la Serpiente \p{L}+ que hay en ti|Toda Serpiente|de la Serpiente/u);
    expect(text).toMatch(/el Lobo \p{L}+ que hay en ti|Todo Lobo|del Lobo/u);
    expect(text).toMatch(/de la vid|de la hiedra|la vid|la hiedra/);
    expect(text).not.toMatch(/\bde el\b|\ba el\b|\bel vid\b|\bel hiedra\b/);
    expect(text).toMatch(/entre \S+ e Imbolc/);
    expect(text).not.toMatch(/ y Imbolc/);
  });

  it('German: the sign and the tree take their case and gender (der Wolf, die Schlange, das Pferd; des Holunders)', () => {
    const charts = readings('de');
    const text = charts.map((c) => c.reading).join(' ');
    for (const [nom, wrong] of [
      ['Der Wolf in dir', /(Die|Das) Wolf in dir|Jede Wolf|Jedes Wolf/],
      ['Die Schlange in dir', /(Der|Das) Schlange in dir|Jeder Schlange|Jedes Schlange/],
      ['Das Pferd in dir', /(Der|Die) Pferd in dir|Jeder Pferd|Jede Pferd/],
    ] as const) {
      expect(text).toContain(nom);
      expect(text).not.toMatch(wrong);
    }
    expect(text).toMatch(/des Holunders|der Eiche|des Schilfs|des Weißdorns/);
    expect(text).not.toMatch(
      /der Holunders|des Eiche|dem Birke|einen einen|\bein Tage\b|waren es noch einen/,
    );
  });
});

describe('birthChart shown names', () => {
  it('names the tree in each language as the content does, and keeps the identifiers English', () => {
    for (const sign of signs) {
      expect(
        esBirth.trees[sign.tree]?.the.endsWith(` ${treeName(sign.tree, 'es').toLowerCase()}`),
        sign.tree,
      ).toBe(true);
      expect(deBirth.trees[sign.tree]?.nom.endsWith(` ${treeName(sign.tree, 'de')}`), sign.tree).toBe(true);
    }
    const chart = birthChart('1990-06-15', '08:30', 'Europe/Dublin', 'es');
    expect(chart.sign).toMatchObject({
      name: 'Seahorse',
      displayName: 'Caballito de mar',
      tree: 'Oak',
      treeName: 'Roble',
    });
    expect(chart.sign.ogham).toEqual({ letter: 'ᚇ', name: 'Duir', meaning: 'Fuerza y resistencia' });
    expect(chart.moon).toMatchObject({
      phase: 'Waning Gibbous',
      phaseName: moonPhaseName('Waning Gibbous', 'es'),
    });
    expect(chart.moon.nearest.phaseName).toBe(moonPhaseName(chart.moon.nearest.phase, 'es'));
    expect(chart.quarter).toEqual({ id: 'Beltane Quarter', name: quarterName('Beltane Quarter', 'es') });
    // The facts other than the shown names and the reading are the same in every language.
    const english = birthChart('1990-06-15', '08:30', 'Europe/Dublin');
    expect(english.quarter).toEqual({ id: 'Beltane Quarter', name: 'Beltane Quarter' });
    const { reading: _r, sign: _s, moon, quarter: _q, ...facts } = chart;
    const { reading: _er, sign: _es, moon: englishMoon, quarter: _eq, ...englishFacts } = english;
    expect(facts).toEqual(englishFacts);
    expect({ ...moon, phaseName: '', nearest: { ...moon.nearest, phaseName: '' } }).toEqual({
      ...englishMoon,
      phaseName: '',
      nearest: { ...englishMoon.nearest, phaseName: '' },
    });
  });
});
