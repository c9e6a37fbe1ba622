import { describe, expect, it } from 'vitest';
import { assertTimeZone, offsetAt, zonedTimeToInstant } from './timezone';

const iso = (ms: number) => new Date(ms).toISOString();

describe('zonedTimeToInstant', () => {
  it('converts local wall times in fixed and seasonal zones', () => {
    expect(iso(zonedTimeToInstant('UTC', 2024, 4, 8, 0))).toBe('2024-04-08T00:00:00.000Z');
    expect(iso(zonedTimeToInstant('Asia/Tokyo', 2024, 4, 9, 0))).toBe('2024-04-08T15:00:00.000Z');
    expect(iso(zonedTimeToInstant('Asia/Kolkata', 2024, 1, 1, 12))).toBe('2024-01-01T06:30:00.000Z');
    expect(iso(zonedTimeToInstant('Europe/Dublin', 2024, 1, 15, 0))).toBe('2024-01-15T00:00:00.000Z');
    expect(iso(zonedTimeToInstant('Europe/Dublin', 2024, 7, 15, 0))).toBe('2024-07-14T23:00:00.000Z');
    expect(iso(zonedTimeToInstant('America/New_York', 2024, 3, 10, 12))).toBe('2024-03-10T16:00:00.000Z');
  });

  it('starts a day whose midnight is skipped by daylight saving at the first real instant', () => {
    // Chile moved its clocks from 00:00 to 01:00 on 8 September 2024.
    expect(iso(zonedTimeToInstant('America/Santiago', 2024, 9, 8, 0))).toBe('2024-09-08T04:00:00.000Z');
    expect(iso(zonedTimeToInstant('America/Santiago', 2024, 9, 9, 0))).toBe('2024-09-09T03:00:00.000Z');
  });
});

describe('offsetAt and assertTimeZone', () => {
  it('reads offsets, including half-hour ones', () => {
    expect(offsetAt('Asia/Kolkata', Date.parse('2024-01-01T00:00:00Z'))).toBe(5.5 * 3_600_000);
    expect(offsetAt('America/New_York', Date.parse('2024-07-01T12:00:00Z'))).toBe(-4 * 3_600_000);
  });

  it('names an unknown zone in a RangeError', () => {
    expect(() => assertTimeZone('Atlantis/Capital')).toThrow(RangeError);
    expect(() => assertTimeZone('Atlantis/Capital')).toThrow('"Atlantis/Capital"');
    expect(() => assertTimeZone('Europe/Dublin')).not.toThrow();
  });
});
