import { generateDailyHoroscope, generatePeriodHoroscope, signNames } from '@celtic/zodiac-core';
import { describe, expect, it } from 'vitest';
import { createContextInner } from '../context';
import { premiumRequiredMessage } from '../refusals';
import { createCaller } from '../root';
import { callerFor, expectTRPCError, makeUser, useTestDb } from '../test/helpers';

const testDb = useTestDb();
const now = new Date('2026-03-10T23:30:00Z');

describe('horoscope.daily', () => {
  it("is public and defaults to the server's UTC date", async () => {
    const horoscope = await callerFor(testDb.db, null, now).horoscope.daily({ sign: 'stag' });
    expect(horoscope).toEqual(generateDailyHoroscope('Stag', '2026-03-10'));
  });

  it('accepts any day from 2020-01-01 to 30 days ahead', async () => {
    const caller = callerFor(testDb.db, null, now);
    for (const date of ['2026-03-09', '2026-03-11', '2020-01-01', '2026-04-09']) {
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

  it('refuses days outside the range, malformed dates and unknown signs, naming the field', async () => {
    const caller = callerFor(testDb.db, null, now);
    const far = await expectTRPCError(
      caller.horoscope.daily({ sign: 'Stag', date: '2026-04-10' }),
      'BAD_REQUEST',
    );
    expect(far.message).toBe('date: Must be from 2020-01-01 to 2026-04-09 (30 days after today, UTC)');
    await expectTRPCError(caller.horoscope.daily({ sign: 'Stag', date: '2019-12-31' }), 'BAD_REQUEST');

    for (const date of ['2026-02-30', '10/03/2026', '2026-3-10', '']) {
      const error = await expectTRPCError(caller.horoscope.daily({ sign: 'Stag', date }), 'BAD_REQUEST');
      expect(error.message).toBe('date: Expected a date written YYYY-MM-DD');
    }
    const unknown = await expectTRPCError(caller.horoscope.daily({ sign: 'Dragon' }), 'BAD_REQUEST');
    expect(unknown.message).toBe('sign: Unknown zodiac sign "Dragon"');
  });
});

describe('horoscope.dailyAll', () => {
  it("answers the 13 signs' stored readings for a day, in the signs' order", async () => {
    const caller = callerFor(testDb.db, null, now);
    // One sign already stored: it is answered as stored.
    const wolf = await caller.horoscope.daily({ sign: 'Wolf', date: '2026-03-20' });
    const all = await caller.horoscope.dailyAll({ date: '2026-03-20' });
    expect(all.map((r) => r.sign)).toEqual([...signNames]);
    expect(all.find((r) => r.sign === 'Wolf')).toEqual({ sign: 'Wolf', ...wolf });
    for (const reading of all) {
      expect(reading).toEqual({ sign: reading.sign, ...generateDailyHoroscope(reading.sign, '2026-03-20') });
    }
    expect((await caller.horoscope.dailyAll({})).every((r) => r.date === '2026-03-10')).toBe(true);
    const far = await expectTRPCError(caller.horoscope.dailyAll({ date: '2027-01-01' }), 'BAD_REQUEST');
    expect(far.message).toMatch(/^date: Must be from 2020-01-01/);
  });
});

describe('period readings', () => {
  it('weekly is public, defaults to the current ISO week and is stored', async () => {
    const caller = callerFor(testDb.db, null, now);
    const current = await caller.horoscope.weekly({ sign: 'hawk' });
    expect(current).toEqual(generatePeriodHoroscope('Hawk', 'week', '2026-W11'));
    expect(await caller.horoscope.weekly({ sign: 'Hawk', week: '2020-W01' })).toMatchObject({
      period: '2020-W01',
      start: '2019-12-30',
    });
  });

  it('applies the range rule to periods: from 2020 to the period holding the day 30 days ahead', async () => {
    const admin = await makeUser(testDb.db, { role: 'admin' });
    const caller = callerFor(testDb.db, admin, now);
    // 30 days after 2026-03-10 is 2026-04-09: April and its week 15 begin by then; May does not.
    expect((await caller.horoscope.monthly({ sign: 'Fox', month: '2026-04' })).period).toBe('2026-04');
    expect((await caller.horoscope.weekly({ sign: 'Fox', week: '2026-W15' })).period).toBe('2026-W15');
    const may = await expectTRPCError(
      caller.horoscope.monthly({ sign: 'Fox', month: '2026-05' }),
      'BAD_REQUEST',
    );
    expect(may.message).toBe(
      'month: Must be from 2020-01 to 2026-04 (the month holding 2026-04-09, 30 days after today, UTC)',
    );
    await expectTRPCError(caller.horoscope.weekly({ sign: 'Fox', week: '2026-W16' }), 'BAD_REQUEST');
    await expectTRPCError(caller.horoscope.yearly({ sign: 'Fox', year: '2027' }), 'BAD_REQUEST');
    await expectTRPCError(caller.horoscope.yearly({ sign: 'Fox', year: '2019' }), 'BAD_REQUEST');
    const bad = await expectTRPCError(
      caller.horoscope.weekly({ sign: 'Fox', week: '2026-48' }),
      'BAD_REQUEST',
    );
    expect(bad.message).toBe('week: Expected an ISO week written YYYY-Www, e.g. 2026-W48');
    // Near the year's end, the next year opens once its first day is within 30 days.
    const december = callerFor(testDb.db, admin, new Date('2026-12-05T10:00:00Z'));
    expect((await december.horoscope.yearly({ sign: 'Fox', year: '2027' })).period).toBe('2027');
  });

  it('monthly and yearly are for premium, admin and site_owner: 401 signed out, 403 for a plain user', async () => {
    const month = { sign: 'Swan', month: '2026-02' };
    await expectTRPCError(callerFor(testDb.db, null, now).horoscope.monthly(month), 'UNAUTHORIZED');
    const plain = await makeUser(testDb.db);
    const refused = await expectTRPCError(
      callerFor(testDb.db, plain, now).horoscope.yearly({ sign: 'Swan' }),
      'FORBIDDEN',
    );
    expect(refused.message).toBe(premiumRequiredMessage);
    await expectTRPCError(callerFor(testDb.db, plain, now).horoscope.monthly(month), 'FORBIDDEN');
    const owner = await makeUser(testDb.db, { role: 'site_owner' });
    const reading = await callerFor(testDb.db, owner, now).horoscope.monthly(month);
    expect(reading).toEqual(generatePeriodHoroscope('Swan', 'month', '2026-02'));
    expect((await callerFor(testDb.db, owner, now).horoscope.yearly({ sign: 'Swan' })).period).toBe('2026');
  });
});

describe('feeds.sign', () => {
  it('is public and stores the window’s daily readings', async () => {
    const feed = await callerFor(testDb.db, null, now).feeds.sign({ sign: 'bull' });
    expect(feed).toMatch(/^BEGIN:VCALENDAR\r\n/);
    const stored = await callerFor(testDb.db, null, now).horoscope.daily({
      sign: 'Bull',
      date: '2026-04-09',
    });
    expect(feed).toContain('UID:bull-daily-2026-04-09@celtic-zodiac-explorer');
    expect(stored.date).toBe('2026-04-09');
  });
});

describe('languages', () => {
  const withHeader = (acceptLanguage: string) =>
    createCaller(createContextInner({ db: testDb.db, now: () => now, acceptLanguage }));

  it('writes each reading in lang, else in the Accept-Language header’s best language, else English', async () => {
    const caller = callerFor(testDb.db, null, now);
    expect(await caller.horoscope.daily({ sign: 'Fox', lang: 'es' })).toEqual(
      generateDailyHoroscope('Fox', '2026-03-10', 'es'),
    );
    expect(await withHeader('de-CH, en;q=0.5').horoscope.daily({ sign: 'Fox' })).toEqual(
      generateDailyHoroscope('Fox', '2026-03-10', 'de'),
    );
    // lang wins over the header; a header naming none of ours is English.
    expect(await withHeader('de').horoscope.daily({ sign: 'Fox', lang: 'en' })).toEqual(
      generateDailyHoroscope('Fox', '2026-03-10'),
    );
    expect(await withHeader('fr').horoscope.daily({ sign: 'Fox' })).toEqual(
      generateDailyHoroscope('Fox', '2026-03-10'),
    );
    const all = await caller.horoscope.dailyAll({ lang: 'de' });
    expect(all[12]).toEqual({ sign: 'Wolf', ...generateDailyHoroscope('Wolf', '2026-03-10', 'de') });
    expect(await caller.horoscope.weekly({ sign: 'Swan', week: '2026-W11', lang: 'es' })).toEqual(
      generatePeriodHoroscope('Swan', 'week', '2026-W11', 'es'),
    );
  });

  it('refuses a language it does not write in, naming the ones it does', async () => {
    const error = await expectTRPCError(
      callerFor(testDb.db, null, now).horoscope.daily({ sign: 'Fox', lang: 'fr' as 'en' }),
      'BAD_REQUEST',
    );
    expect(error.message).toBe('lang: Unsupported language "fr": use one of en, es, de');
  });

  it('writes the feed in its language: the stored readings and its own words', async () => {
    const feed = await callerFor(testDb.db, null, now).feeds.sign({ sign: 'Wolf', lang: 'es' });
    expect(feed).toContain('SUMMARY:Lobo: tu lectura celta');
    expect(feed).toContain('Amor: ');
    expect(feed).toContain('PRODID:-//Celtic Zodiac Explorer//Horoscope feed//ES');
    expect(feed).toContain('SUMMARY:Luna llena');
    const stored = await callerFor(testDb.db, null, now).horoscope.daily({ sign: 'Wolf', lang: 'es' });
    expect(stored).toEqual(generateDailyHoroscope('Wolf', '2026-03-10', 'es'));
    const german = await withHeader('de').feeds.sign({ sign: 'Wolf' });
    expect(german).toContain('SUMMARY:Wolf: deine keltische Deutung');
  });
});
