import { describe, expect, it } from 'vitest';
import { readSearch } from '../../lib/search-params';
import { inRange, nearestDate, periodIdOf, periodLabel, stepDate } from './periods';
import { horoscopeSearchShape } from './search';

describe('the /horoscope search params', () => {
  const read = (raw: Record<string, unknown>) => readSearch(horoscopeSearchShape, raw);

  it('keeps a known view and a real date, and reports anything else as written', () => {
    expect(read({ view: 'week', date: '2026-11-26' })).toEqual({
      kept: { view: 'week', date: '2026-11-26' },
      rejected: [],
    });
    expect(read({ view: 'fortnight', date: '2026-02-30' })).toEqual({
      kept: {},
      rejected: [
        { name: 'view', value: 'fortnight' },
        { name: 'date', value: '2026-02-30' },
      ],
    });
    expect(read({ view: 'day', date: 42, sign: 'Wolf' })).toEqual({
      kept: { view: 'day' },
      rejected: [{ name: 'date', value: '42' }],
    });
  });
});

describe('stepping and naming periods', () => {
  it('steps by a day, an ISO week, a month or a year', () => {
    expect(stepDate('day', '2026-12-31', 1)).toBe('2027-01-01');
    expect(stepDate('week', '2026-11-26', -1)).toBe('2026-11-16');
    expect(stepDate('week', '2026-12-30', 1)).toBe('2027-01-04');
    expect(stepDate('month', '2026-01-31', -1)).toBe('2025-12-01');
    expect(stepDate('year', '2026-11-26', 1)).toBe('2027-01-01');
  });

  it('names periods as the API and the page do', () => {
    expect(periodIdOf('week', '2026-11-26')).toBe('2026-W48');
    expect(periodIdOf('week', '2021-01-01')).toBe('2020-W53');
    expect(periodLabel('week', '2026-11-26')).toBe('Week 48, 2026 (23 November – 29 November)');
    expect(periodLabel('month', '2026-11-26')).toBe('November 2026');
    expect(periodLabel('year', '2026-11-26')).toBe('2026');
  });

  it('knows the range: from 2020 to the period holding the day 30 days ahead', () => {
    expect(inRange('day', '2026-12-26', '2026-11-26')).toBe(true);
    expect(inRange('day', '2026-12-27', '2026-11-26')).toBe(false);
    expect(inRange('month', '2026-12-31', '2026-11-26')).toBe(true);
    expect(inRange('year', '2027-01-01', '2026-11-26')).toBe(false);
    expect(inRange('week', '2019-12-30', '2026-11-26')).toBe(true);
    expect(inRange('week', '2019-12-29', '2026-11-26')).toBe(false);
  });

  it('finds the nearest day with a reading', () => {
    expect(nearestDate('2027-06-01', '2026-11-26')).toBe('2026-12-26');
    expect(nearestDate('1999-01-01', '2026-11-26')).toBe('2020-01-01');
    expect(nearestDate('2026-11-20', '2026-11-26')).toBe('2026-11-20');
  });
});
