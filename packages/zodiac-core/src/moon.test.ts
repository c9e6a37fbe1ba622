import { describe, expect, it } from 'vitest';
import { moonPhases } from './calendar';
import { formatIsoDate, fromDayNumber } from './dates';
import { getMoonPhase } from './moon';

/**
 * Published instants of the principal phases, as (phase, UTC instant, another zone, that zone's
 * calendar date). Sources:
 * - 2015: Space.com "Moon Phases" lunar calendar for 2015, times in Universal Time
 *   (https://www.space.com/18880-moon-phases.html).
 * - 2019: "Moon Phases 2019" table listed in Asia/Ashgabat time (UTC+5, no DST); UTC = local − 5 h.
 * - 2024-04-08 and 2025-09-07: NASA eclipse pages for the total solar eclipse of 8 April 2024
 *   (New Moon 18:21 UTC) and the total lunar eclipse of 7 September 2025 (Full Moon 18:09 UTC).
 * astronomy-engine agrees with every instant here to within 1.5 minutes; the one closest to a
 * midnight is 13 minutes before it (2015-02-18 23:47 UTC), so the day checks are not borderline.
 */
const PUBLISHED = [
  ['New Moon', '2015-01-20T13:14Z', 'Asia/Tokyo', '2015-01-20'],
  ['First Quarter', '2015-01-27T04:48Z', 'America/Los_Angeles', '2015-01-26'],
  ['Full Moon', '2015-02-03T23:09Z', 'Asia/Tokyo', '2015-02-04'],
  ['New Moon', '2015-02-18T23:47Z', 'Asia/Tokyo', '2015-02-19'],
  ['Last Quarter', '2015-03-13T17:48Z', 'Asia/Tokyo', '2015-03-14'],
  ['First Quarter', '2015-06-24T11:03Z', 'Europe/Dublin', '2015-06-24'],
  ['Full Moon', '2015-09-28T02:50Z', 'America/New_York', '2015-09-27'],
  ['Last Quarter', '2015-12-03T07:40Z', 'Pacific/Honolulu', '2015-12-02'],
  ['Full Moon', '2015-12-25T11:11Z', 'Asia/Tokyo', '2015-12-25'],
  ['New Moon', '2019-01-06T01:29Z', 'America/New_York', '2019-01-05'],
  ['First Quarter', '2019-01-14T06:46Z', 'Asia/Ashgabat', '2019-01-14'],
  ['Full Moon', '2019-01-21T05:17Z', 'America/Los_Angeles', '2019-01-20'],
  ['Last Quarter', '2019-01-27T21:12Z', 'Asia/Ashgabat', '2019-01-28'],
  ['New Moon', '2019-07-02T19:17Z', 'Asia/Tokyo', '2019-07-03'],
  ['Full Moon', '2019-07-16T21:39Z', 'Asia/Tokyo', '2019-07-17'],
  ['Last Quarter', '2019-11-19T21:13Z', 'Asia/Tokyo', '2019-11-20'],
  ['New Moon', '2024-04-08T18:21Z', 'Asia/Tokyo', '2024-04-09'],
  ['Full Moon', '2025-09-07T18:09Z', 'Asia/Tokyo', '2025-09-08'],
] as const;

const shift = (isoDate: string, days: number) =>
  formatIsoDate(fromDayNumber(Math.round(Date.parse(`${isoDate}T00:00Z`) / 86_400_000) + days));

describe('getMoonPhase against published phase instants', () => {
  it.each(PUBLISHED)(
    '%s at %s is reported on its UTC day and its local day in %s',
    (phase, instant, zone, localDate) => {
      const utcDate = instant.slice(0, 10);
      expect(getMoonPhase(utcDate).name).toBe(phase);
      expect(getMoonPhase(shift(utcDate, -1)).name).not.toBe(phase);
      expect(getMoonPhase(shift(utcDate, 1)).name).not.toBe(phase);

      expect(getMoonPhase(localDate, zone).name).toBe(phase);
      if (localDate !== utcDate) {
        // The other calendar day in that zone gets the in-between phase instead.
        expect(getMoonPhase(utcDate, zone).name).not.toBe(phase);
      }
    },
  );

  it('gives illumination near 0 at new, 1 at full and ½ at the quarters', () => {
    for (const [phase, instant] of PUBLISHED) {
      const { illumination } = getMoonPhase(instant.slice(0, 10));
      if (phase === 'New Moon') expect(illumination).toBeLessThan(0.05);
      if (phase === 'Full Moon') expect(illumination).toBeGreaterThan(0.95);
      if (phase === 'First Quarter' || phase === 'Last Quarter')
        expect(Math.abs(illumination - 0.5)).toBeLessThan(0.1);
    }
  });
});

describe('getMoonPhase over a whole year', () => {
  it('steps through the eight phases in order, each principal phase on a single day', () => {
    const names: string[] = [];
    for (let i = 0; i < 366; i++) names.push(getMoonPhase(shift('2024-01-01', i), 'Europe/Dublin').name);
    for (let i = 1; i < names.length; i++) {
      const previous = moonPhases.indexOf(names[i - 1] ?? '');
      const current = moonPhases.indexOf(names[i] ?? '');
      expect(current).toBeGreaterThanOrEqual(0);
      // Either the same in-between phase continues, or the next phase in the cycle begins.
      const step = (current - previous + 8) % 8;
      expect(
        step === 1 || (step === 0 && previous % 2 === 1),
        `${names[i - 1]} → ${names[i]} on day ${i}`,
      ).toBe(true);
    }
    // A year always holds at least twelve of each.
    expect(names.filter((n) => n === 'Full Moon').length).toBeGreaterThanOrEqual(12);
    expect(names.filter((n) => n === 'New Moon').length).toBeGreaterThanOrEqual(12);
  });

  it('keeps illumination within 0..1 and rising while waxing', () => {
    const waxing = ['2024-04-09', '2024-04-12', '2024-04-15', '2024-04-19', '2024-04-22'].map(
      (d) => getMoonPhase(d).illumination,
    );
    for (const value of waxing) expect(value).toBeGreaterThanOrEqual(0);
    for (let i = 1; i < waxing.length; i++) expect(waxing[i]).toBeGreaterThan(waxing[i - 1] ?? 1);
    expect(waxing.at(-1)).toBeLessThanOrEqual(1);
  });
});

describe('getMoonPhase input checks', () => {
  it('rejects dates that are not real YYYY-MM-DD days, naming them', () => {
    for (const bad of ['2024-02-30', '2023-02-29', '2024-13-01', '24-01-01', 'today', '2024-1-5', '']) {
      expect(() => getMoonPhase(bad)).toThrow(RangeError);
      expect(() => getMoonPhase(bad)).toThrow(`"${bad}"`);
    }
  });

  it('rejects unknown time zones, naming them', () => {
    expect(() => getMoonPhase('2024-04-08', 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => getMoonPhase('2024-04-08', 'Mars/Olympus_Mons')).toThrow('"Mars/Olympus_Mons"');
  });

  it('accepts a leap day and zones with half-hour offsets', () => {
    expect(moonPhases).toContain(getMoonPhase('2024-02-29').name);
    expect(moonPhases).toContain(getMoonPhase('2024-02-29', 'Asia/Kolkata').name);
    expect(moonPhases).toContain(getMoonPhase('2024-03-31', 'Australia/Adelaide').name);
  });
});
