import { describe, expect, it } from 'vitest';
import { parsePeriod, periodOf, requirePeriod, shiftPeriod, weeksInYear } from './periods';

describe('ISO weeks', () => {
  it('follows ISO 8601: week 1 holds the year’s first Thursday', () => {
    // 2026-01-01 is a Thursday, so 2026-W01 starts on Monday 2025-12-29.
    expect(requirePeriod('week', '2026-W01')).toMatchObject({ start: '2025-12-29', end: '2026-01-04' });
    expect(requirePeriod('week', '2026-W48')).toMatchObject({ start: '2026-11-23', end: '2026-11-29' });
    // 2021-01-01 is a Friday: it belongs to 2020-W53.
    expect(periodOf('week', '2021-01-01').id).toBe('2020-W53');
    expect(periodOf('week', '2024-12-30').id).toBe('2025-W01');
  });

  it('knows which years have 53 weeks', () => {
    const long = [2020, 2026, 2032, 2037, 2043].map(weeksInYear);
    expect(long).toEqual([53, 53, 53, 53, 53]);
    expect([2021, 2022, 2023, 2024, 2025].map(weeksInYear)).toEqual([52, 52, 52, 52, 52]);
    expect(parsePeriod('week', '2025-W53')).toBeNull();
    expect(parsePeriod('week', '2026-W53')?.start).toBe('2026-12-28');
  });

  it('numbers weeks without a break across years', () => {
    let week = requirePeriod('week', '2019-W50');
    for (let i = 0; i < 400; i++) {
      const next = shiftPeriod(week, 1);
      expect(next.position).toBe(week.position + 1);
      expect(Date.parse(next.start) - Date.parse(week.end)).toBe(86_400_000);
      expect(periodOf('week', next.start).id).toBe(next.id);
      expect(requirePeriod('week', next.id)).toEqual(next);
      week = next;
    }
  });
});

describe('months and years', () => {
  it('give their first and last days', () => {
    expect(requirePeriod('month', '2024-02')).toMatchObject({ start: '2024-02-01', end: '2024-02-29' });
    expect(requirePeriod('month', '2026-12')).toMatchObject({ start: '2026-12-01', end: '2026-12-31' });
    expect(requirePeriod('year', '2026')).toMatchObject({ start: '2026-01-01', end: '2026-12-31' });
    expect(shiftPeriod(requirePeriod('month', '2026-12'), 1).id).toBe('2027-01');
    expect(shiftPeriod(requirePeriod('month', '2026-01'), -1).id).toBe('2025-12');
    expect(shiftPeriod(requirePeriod('year', '2026'), -6).id).toBe('2020');
  });

  it('refuses what is not written as its kind is', () => {
    for (const [kind, value] of [
      ['week', '2026-48'],
      ['week', '2026-W00'],
      ['week', '2026-w48'],
      ['month', '2026-13'],
      ['month', '2026-1'],
      ['month', '2026-W48'],
      ['year', '26'],
      ['year', '2026-11'],
    ] as const) {
      expect(parsePeriod(kind, value), `${kind} ${value}`).toBeNull();
    }
    expect(() => requirePeriod('month', '2026-13')).toThrow(
      /Invalid month "2026-13": expected a month written YYYY-MM/,
    );
  });
});
