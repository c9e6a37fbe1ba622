import { describe, expect, it } from 'vitest';
import { formatIsoDate, localIsoDate } from './dates';

describe('localIsoDate', () => {
  it('uses the local calendar date with zero padding', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localIsoDate(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });
});

describe('formatIsoDate', () => {
  it('formats the given day without a time-zone shift', () => {
    expect(formatIsoDate('2026-11-26', 'en-GB')).toBe('Thursday, 26 November 2026');
  });

  it('returns anything that is not YYYY-MM-DD unchanged', () => {
    expect(formatIsoDate('yesterday', 'en-GB')).toBe('yesterday');
  });
});
