import { generateDailyHoroscope } from '@celtic/zodiac-core';
import { describe, expect, it } from 'vitest';
import { callerFor, expectTRPCError, useTestDb } from '../test/helpers';

const testDb = useTestDb();
const now = new Date('2026-03-10T23:30:00Z');

describe('horoscope.daily', () => {
  it("is public and defaults to the server's UTC date", async () => {
    const horoscope = await callerFor(testDb.db, null, now).horoscope.daily({ sign: 'stag' });
    expect(horoscope).toEqual(generateDailyHoroscope('Stag', '2026-03-10'));
  });

  it('accepts yesterday and tomorrow (every time zone has its own today)', async () => {
    const caller = callerFor(testDb.db, null, now);
    for (const date of ['2026-03-09', '2026-03-11']) {
      const horoscope = await caller.horoscope.daily({ sign: 'Cat', date });
      expect(horoscope.date).toBe(date);
      expect(horoscope).toEqual(generateDailyHoroscope('Cat', date));
    }
  });

  it('keeps the stored horoscope once served', async () => {
    const first = await callerFor(testDb.db, null, now).horoscope.daily({ sign: 'Wolf', date: '2026-03-10' });
    const later = await callerFor(testDb.db, null, new Date('2026-03-11T08:00:00Z')).horoscope.daily({
      sign: 'WOLF',
      date: '2026-03-10',
    });
    expect(later).toEqual(first);
  });

  it('refuses dates further than one day off, malformed dates and unknown signs, naming the field', async () => {
    const caller = callerFor(testDb.db, null, now);
    const far = await expectTRPCError(
      caller.horoscope.daily({ sign: 'Stag', date: '2026-03-12' }),
      'BAD_REQUEST',
    );
    expect(far.message).toBe("date: Must be within one day of the server's date (2026-03-10, UTC)");
    await expectTRPCError(caller.horoscope.daily({ sign: 'Stag', date: '2026-03-08' }), 'BAD_REQUEST');

    for (const date of ['2026-02-30', '10/03/2026', '2026-3-10', '']) {
      const error = await expectTRPCError(caller.horoscope.daily({ sign: 'Stag', date }), 'BAD_REQUEST');
      expect(error.message).toBe('date: Expected a date written YYYY-MM-DD');
    }
    const unknown = await expectTRPCError(caller.horoscope.daily({ sign: 'Dragon' }), 'BAD_REQUEST');
    expect(unknown.message).toBe('sign: Unknown zodiac sign "Dragon"');
  });
});
