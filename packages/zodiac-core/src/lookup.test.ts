import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findSignByDate, getSign, isSignName, signNames } from './lookup';
import { signs } from './signs';
import type { Sign } from './types';

const DAYS_IN_LEAP_YEAR = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function contains(sign: Sign, month: number, day: number): boolean {
  const value = month * 100 + day;
  const start = sign.startDate.month * 100 + sign.startDate.day;
  const end = sign.endDate.month * 100 + sign.endDate.day;
  return start <= end ? value >= start && value <= end : value >= start || value <= end;
}

const validDay = fc.integer({ min: 1, max: 12 }).chain((month) =>
  fc.record({
    month: fc.constant(month),
    day: fc.integer({ min: 1, max: DAYS_IN_LEAP_YEAR[month - 1] ?? 28 }),
  }),
);

describe('findSignByDate', () => {
  it('maps every day of a leap year, Feb 29 included, to exactly one sign', () => {
    const counts = new Map<string, number>();
    DAYS_IN_LEAP_YEAR.forEach((days, index) => {
      for (let day = 1; day <= days; day++) {
        const found = findSignByDate(index + 1, day);
        expect(found, `${index + 1}/${day}`).not.toBeNull();
        expect(signs.filter((s) => contains(s, index + 1, day))).toHaveLength(1);
        if (found) counts.set(found.name, (counts.get(found.name) ?? 0) + 1);
      }
    });
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(366);
    // Twelve signs of 28 days, the Wolf 29, and the Snake gains Feb 29.
    expect(counts.get('Wolf')).toBe(29);
    expect(counts.get('Snake')).toBe(29);
    expect(counts.get('Stag')).toBe(28);
  });

  it('returns a sign whose range contains any valid day (property)', () => {
    fc.assert(
      fc.property(validDay, ({ month, day }) => {
        const sign = findSignByDate(month, day);
        return sign !== null && contains(sign, month, day);
      }),
    );
  });

  it('handles the year-end wrap of the Stag and the edges of ranges', () => {
    expect(findSignByDate(12, 24)?.name).toBe('Stag');
    expect(findSignByDate(12, 31)?.name).toBe('Stag');
    expect(findSignByDate(1, 1)?.name).toBe('Stag');
    expect(findSignByDate(1, 20)?.name).toBe('Stag');
    expect(findSignByDate(1, 21)?.name).toBe('Cat');
    expect(findSignByDate(12, 23)?.name).toBe('Wolf');
    expect(findSignByDate(2, 29)?.name).toBe('Snake');
    expect(findSignByDate(9, 29)?.name).toBe('Salmon');
    expect(findSignByDate(9, 30)?.name).toBe('Swan');
  });

  it('returns null for impossible dates', () => {
    for (const [month, day] of [
      [2, 30],
      [4, 31],
      [6, 31],
      [13, 1],
      [0, 10],
      [1, 0],
      [1, 32],
      [-1, 5],
      [1.5, 3],
      [3, 2.5],
      [Number.NaN, 1],
      [1, Number.POSITIVE_INFINITY],
    ] as const) {
      expect(findSignByDate(month, day), `${month}/${day}`).toBeNull();
    }
  });

  it('returns null for any month or day outside the calendar (property)', () => {
    const badMonth = fc.record({
      month: fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 13 })),
      day: fc.integer(),
    });
    const badDay = fc.integer({ min: 1, max: 12 }).chain((month) =>
      fc.record({
        month: fc.constant(month),
        day: fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: (DAYS_IN_LEAP_YEAR[month - 1] ?? 31) + 1 })),
      }),
    );
    const fractional = fc.record({
      month: fc.double({ min: 1, max: 12, noInteger: true }),
      day: fc.integer({ min: 1, max: 28 }),
    });
    fc.assert(
      fc.property(
        fc.oneof(badMonth, badDay, fractional),
        ({ month, day }) => findSignByDate(month, day) === null,
      ),
    );
  });
});

describe('getSign and isSignName', () => {
  it('finds signs whatever the case', () => {
    expect(getSign('stag')?.name).toBe('Stag');
    expect(getSign('BUTTERFLY')?.name).toBe('Butterfly');
    expect(getSign(' SeaHorse ')?.name).toBe('Seahorse');
    expect(getSign('Dragon')).toBeNull();
    expect(getSign('')).toBeNull();
  });

  it('checks names exactly', () => {
    for (const name of signNames) expect(isSignName(name)).toBe(true);
    expect(isSignName('stag')).toBe(false);
    expect(isSignName('Unicorn')).toBe(false);
  });
});
