import { describe, expect, it } from 'vitest';
import { formatIsoDate } from './dates';

describe('formatIsoDate', () => {
  it('formats the given day without a time-zone shift', () => {
    expect(formatIsoDate('2026-11-26', 'en-GB')).toBe('Thursday, 26 November 2026');
  });

  it('returns anything that is not YYYY-MM-DD unchanged', () => {
    expect(formatIsoDate('yesterday', 'en-GB')).toBe('yesterday');
  });
});
