import { EclipticGeoMoon, SunPosition } from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { getMoonPhase } from './moon';
import { requirePeriod } from './periods';
import { principalPhases, skyBetween } from './sky';

// The principal phases found here independently of sky.ts: the Sun–Moon elongation in ecliptic longitude from
// the Moon's and the Sun's own positions, stepped through in six-hour steps and bisected to the second where it
// crosses 0°, 90°, 180° or 270°.
const names = ['New Moon', 'First Quarter', 'Full Moon', 'Last Quarter'];
const elongation = (ms: number) => {
  const date = new Date(ms);
  return (((EclipticGeoMoon(date).lon - SunPosition(date).elon) % 360) + 360) % 360;
};
function independentPhases(fromMs: number, toMs: number): { phase: string; ms: number }[] {
  const found: { phase: string; ms: number }[] = [];
  const step = 6 * 3600 * 1000;
  const quarterOf = (ms: number) => Math.floor(elongation(ms) / 90);
  for (let t = fromMs - step; t < toMs; t += step) {
    const a = quarterOf(t);
    const b = quarterOf(t + step);
    if (a === b) continue;
    let lo = t;
    let hi = t + step;
    while (hi - lo > 1000) {
      const mid = (lo + hi) / 2;
      if (quarterOf(mid) === a) lo = mid;
      else hi = mid;
    }
    if (hi >= fromMs && hi < toMs) found.push({ phase: names[b] ?? '?', ms: hi });
  }
  return found;
}

const samples: [kind: 'week' | 'month' | 'year', id: string][] = [
  ['week', '2020-W01'],
  ['week', '2022-W27'],
  ['week', '2026-W48'],
  ['week', '2026-W53'],
  ['week', '2031-W10'],
  ['month', '2019-01'],
  ['month', '2021-02'],
  ['month', '2023-08'],
  ['month', '2026-11'],
  ['month', '2026-12'],
  ['month', '2044-05'],
  ['year', '2020'],
  ['year', '2026'],
  ['year', '2037'],
];

describe('the moon phases of a period', () => {
  it.each(samples)('%s %s: the instants computed independently, each on its UTC day', (kind, id) => {
    const period = requirePeriod(kind, id);
    const from = Date.parse(`${period.start}T00:00:00Z`);
    const to = Date.parse(`${period.end}T00:00:00Z`) + 86_400_000;
    const expected = independentPhases(from, to);
    const actual = principalPhases(period.start, period.end);
    expect(actual.map((p) => p.phase)).toEqual(expected.map((p) => p.phase));
    actual.forEach((p, i) => {
      const ms = expected[i]?.ms ?? Number.NaN;
      expect(Math.abs(Date.parse(p.instant) - ms)).toBeLessThan(3 * 60_000);
      // Its date is the UTC day of the instant, the day the daily reading names that phase.
      expect(p.date).toBe(p.instant.slice(0, 10));
      expect(getMoonPhase(p.date).name).toBe(p.phase);
    });
  });

  it('agrees with published instants (January 2019, the 2024 eclipse)', () => {
    expect(principalPhases('2019-01-01', '2019-01-31')).toEqual([
      { phase: 'New Moon', date: '2019-01-06', instant: expect.stringMatching(/^2019-01-06T01:2\dZ$/) },
      { phase: 'First Quarter', date: '2019-01-14', instant: expect.stringMatching(/^2019-01-14T06:4\dZ$/) },
      { phase: 'Full Moon', date: '2019-01-21', instant: expect.stringMatching(/^2019-01-21T05:1\dZ$/) },
      { phase: 'Last Quarter', date: '2019-01-27', instant: expect.stringMatching(/^2019-01-27T21:1\dZ$/) },
    ]);
    expect(principalPhases('2024-04-08', '2024-04-08')).toEqual([
      { phase: 'New Moon', date: '2024-04-08', instant: expect.stringMatching(/^2024-04-08T18:2\dZ$/) },
    ]);
  });

  it('names every principal phase day of a year and no other', () => {
    const phases = principalPhases('2026-01-01', '2026-12-31');
    const days = new Set(phases.map((p) => p.date));
    for (let ms = Date.parse('2026-01-01T00:00Z'); ms < Date.parse('2027-01-01T00:00Z'); ms += 86_400_000) {
      const date = new Date(ms).toISOString().slice(0, 10);
      const name = getMoonPhase(date).name;
      expect(names.includes(name), date).toBe(days.has(date));
    }
  });
});

describe('festivals, quarters and tree months', () => {
  it('finds the festivals and the quarters they open', () => {
    const november = skyBetween('2026-11-01', '2026-11-30');
    expect(november.festivals).toEqual([{ name: 'Samhain', date: '2026-11-01' }]);
    expect(november.quarterChanges).toEqual([{ quarter: 'Samhain Quarter', date: '2026-11-01' }]);
    const year = skyBetween('2026-01-01', '2026-12-31');
    expect(year.festivals.map((f) => `${f.name} ${f.date}`)).toEqual([
      'Imbolc 2026-02-01',
      'Beltane 2026-05-01',
      'Lughnasadh 2026-08-01',
      'Samhain 2026-11-01',
    ]);
    expect(year.quarterChanges.map((q) => q.quarter)).toEqual([
      'Imbolc Quarter',
      'Beltane Quarter',
      'Lughnasadh Quarter',
      'Samhain Quarter',
    ]);
    expect(skyBetween('2026-11-02', '2026-11-08').festivals).toEqual([]);
  });

  it('gives the tree months a month overlaps, with their dates', () => {
    expect(skyBetween('2026-11-01', '2026-11-30').treeMonths).toEqual([
      { tree: 'Reed', name: 'Ngetal', start: '2026-10-28', end: '2026-11-24' },
      { tree: 'Elder', name: 'Ruis', start: '2026-11-25', end: '2026-12-23' },
    ]);
    // December 23 is Elder's, as it is the Wolf's; Birch runs over the new year.
    expect(skyBetween('2026-12-01', '2026-12-31').treeMonths).toEqual([
      { tree: 'Elder', name: 'Ruis', start: '2026-11-25', end: '2026-12-23' },
      { tree: 'Birch', name: 'Beith', start: '2026-12-24', end: '2027-01-20' },
    ]);
    expect(skyBetween('2026-12-23', '2026-12-23').treeMonths.map((m) => m.tree)).toEqual(['Elder']);
    expect(skyBetween('2027-01-01', '2027-01-31').treeMonths.map((m) => m.tree)).toEqual(['Birch', 'Rowan']);
  });
});
