import { describe, expect, it } from 'vitest';
import { readSearch } from '../../lib/search-params';
import { birthSearchShape, nearestBirthDate } from './birth-search';

describe('the /birth-chart search params', () => {
  it('keeps a real date, a time and a known zone', () => {
    expect(
      readSearch(birthSearchShape, { date: '1990-06-15', time: '08:30', timeZone: 'Europe/Dublin' }),
    ).toEqual({ kept: { date: '1990-06-15', time: '08:30', timeZone: 'Europe/Dublin' }, rejected: [] });
  });

  it('leaves out and reports each malformed param, as written', () => {
    expect(
      readSearch(birthSearchShape, { date: 'abc', time: '25:00', timeZone: 'Mars/Olympus', other: 'x' }),
    ).toEqual({
      kept: {},
      rejected: [
        { name: 'date', value: 'abc' },
        { name: 'time', value: '25:00' },
        { name: 'timeZone', value: 'Mars/Olympus' },
      ],
    });
    // The router reads `?date=1990` as a number.
    expect(readSearch(birthSearchShape, { date: 1990 }).rejected).toEqual([{ name: 'date', value: '1990' }]);
  });

  it('finds the nearest date a chart is drawn for', () => {
    expect(nearestBirthDate('2030-01-01', '2026-11-29')).toBe('2026-11-29');
    expect(nearestBirthDate('1899-12-31', '2026-11-29')).toBe('1900-01-01');
    expect(nearestBirthDate('1990-06-15', '2026-11-29')).toBe('1990-06-15');
  });
});
