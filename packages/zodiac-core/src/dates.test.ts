import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { atNoonUtc, dayNumber, formatIsoDate, fromDayNumber, isIsoDate } from './dates';

describe('isIsoDate', () => {
  it('accepts real calendar dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('1999-12-31')).toBe(true);
    for (const bad of [
      '2023-02-29',
      '1900-02-29',
      '2024-04-31',
      '2024-00-10',
      '2024-13-01',
      '2024-1-01',
      '2024-01-01T00:00',
      ' 2024-01-01',
      '',
    ]) {
      expect(isIsoDate(bad), bad).toBe(false);
    }
  });

  it('agrees with the built-in calendar for any day from year 1 to 9999 (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({
          min: dayNumber({ year: 1, month: 1, day: 1 }),
          max: dayNumber({ year: 9999, month: 12, day: 31 }),
        }),
        (days) => {
          const iso = formatIsoDate(fromDayNumber(days));
          return (
            isIsoDate(iso) &&
            new Date(`${iso}T00:00Z`).toISOString().startsWith(iso) &&
            dayNumber(fromDayNumber(days)) === days
          );
        },
      ),
    );
  });

  it('counts days correctly for years below 100', () => {
    expect(dayNumber({ year: 50, month: 3, day: 1 }) - dayNumber({ year: 50, month: 2, day: 28 })).toBe(1);
    expect(formatIsoDate(fromDayNumber(dayNumber({ year: 1, month: 1, day: 1 })))).toBe('0001-01-01');
  });
});

describe('atNoonUtc', () => {
  it('is the date at noon UTC: the same calendar day from UTC-11 to UTC+11', () => {
    const noon = atNoonUtc('2026-10-31');
    expect(noon.toISOString()).toBe('2026-10-31T12:00:00.000Z');
    for (const timeZone of ['Pacific/Pago_Pago', 'Pacific/Noumea']) {
      expect(noon.toLocaleDateString('en-CA', { timeZone })).toBe('2026-10-31');
    }
  });
});
