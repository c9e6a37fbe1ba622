import { type DailyHoroscope, generatePeriodHoroscope } from '@celtic/zodiac-core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyHoroscopes, periodHoroscopes } from '../schema';
import { fakeHoroscope, type TestDb, testDrivers } from '../test/helpers';
import {
  getOrCreateDailyHoroscope,
  getOrCreateDailyHoroscopes,
  getOrCreatePeriodHoroscope,
} from './horoscopes';

describe.each(testDrivers)('daily horoscopes on $name', (driver) => {
  let handle: TestDb;
  beforeAll(async () => {
    handle = await driver.open();
  });
  afterAll(async () => {
    await handle.dispose();
  });

  const storedRows = (sign: 'Stag' | 'Snake' | 'Bull', date: string) =>
    handle.db
      .select()
      .from(dailyHoroscopes)
      .where(and(eq(dailyHoroscopes.sign, sign), eq(dailyHoroscopes.date, date)));

  it('generates on first request and serves the stored value afterwards', async () => {
    let calls = 0;
    const generate = (): DailyHoroscope => {
      calls += 1;
      return fakeHoroscope('Stag', '2031-03-04', `call ${calls}`);
    };
    const first = await getOrCreateDailyHoroscope(handle.db, 'Stag', '2031-03-04', 'en', generate);
    expect(first).toEqual(fakeHoroscope('Stag', '2031-03-04', 'call 1'));
    const second = await getOrCreateDailyHoroscope(handle.db, 'Stag', '2031-03-04', 'en', generate);
    expect(second).toEqual(first);
    expect(calls).toBe(1);

    // Another date or sign is a separate entry.
    const nextDay = await getOrCreateDailyHoroscope(handle.db, 'Stag', '2031-03-05', 'en', generate);
    expect(nextDay.general).toContain('call 2');
    const otherSign = await getOrCreateDailyHoroscope(handle.db, 'Bull', '2031-03-04', 'en', generate);
    expect(otherSign.general).toContain('call 3');
  });

  it('answers 20 concurrent first requests with one identical stored value', async () => {
    let calls = 0;
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        getOrCreateDailyHoroscope(handle.db, 'Snake', '2031-06-21', 'en', () => {
          calls += 1;
          return fakeHoroscope('Snake', '2031-06-21', `racer ${calls}`);
        }),
      ),
    );
    const rows = await storedRows('Snake', '2031-06-21');
    expect(rows).toHaveLength(1);
    const stored = rows[0]?.horoscope;
    expect(stored?.general).toMatch(/^Snake general racer \d+$/);
    for (const result of results) expect(result).toEqual(stored);
    expect(calls).toBeGreaterThanOrEqual(1);
  });

  it('reads and stores many (sign, date) pairs at once, keeping what was stored', async () => {
    const kept = await getOrCreateDailyHoroscope(handle.db, 'Bull', '2032-01-02', 'en', () =>
      fakeHoroscope('Bull', '2032-01-02', 'first'),
    );
    const wanted = ['2032-01-01', '2032-01-02', '2032-01-03'].map((date) => ({
      sign: 'Bull' as const,
      date,
    }));
    let calls = 0;
    const many = await getOrCreateDailyHoroscopes(handle.db, wanted, 'en', (sign, date) => {
      calls += 1;
      return fakeHoroscope(sign, date, 'batch');
    });
    expect(many.map((h) => h.date)).toEqual(['2032-01-01', '2032-01-02', '2032-01-03']);
    expect(many[1]).toEqual(kept);
    expect(calls).toBe(2);
    const again = await getOrCreateDailyHoroscopes(handle.db, wanted, 'en', () => {
      throw new Error('nothing should be generated');
    });
    expect(again).toEqual(many);
    expect(await getOrCreateDailyHoroscopes(handle.db, [], 'en', () => kept)).toEqual([]);
  });

  it('stores a period reading on first request and serves it unchanged', async () => {
    const reading = generatePeriodHoroscope('Swan', 'week', '2031-W10');
    const first = await getOrCreatePeriodHoroscope(handle.db, 'Swan', '2031-W10', 'en', () => reading);
    expect(first).toEqual(reading);
    const second = await getOrCreatePeriodHoroscope(handle.db, 'Swan', '2031-W10', 'en', () => ({
      ...reading,
      overview: 'changed',
    }));
    expect(second).toEqual(reading);
    const rows = await handle.db.select().from(periodHoroscopes).where(eq(periodHoroscopes.sign, 'Swan'));
    expect(rows.map((r) => r.period)).toEqual(['2031-W10']);
    await expect(
      handle.db.insert(periodHoroscopes).values({ sign: 'Swan', period: '2031-13-1', horoscope: reading }),
    ).rejects.toThrow();
  });

  it('keeps each language apart under the same sign and date, and takes a row stored without one as English', async () => {
    const english = fakeHoroscope('Hawk', '2032-02-02', 'english');
    await handle.db.insert(dailyHoroscopes).values({ sign: 'Hawk', date: '2032-02-02', horoscope: english });
    const spanish = await getOrCreateDailyHoroscope(handle.db, 'Hawk', '2032-02-02', 'es', () =>
      fakeHoroscope('Hawk', '2032-02-02', 'español'),
    );
    expect(spanish.general).toContain('español');
    const german = await getOrCreateDailyHoroscopes(
      handle.db,
      [{ sign: 'Hawk', date: '2032-02-02' }],
      'de',
      () => fakeHoroscope('Hawk', '2032-02-02', 'deutsch'),
    );
    expect(german[0]?.general).toContain('deutsch');
    const stored = await getOrCreateDailyHoroscope(handle.db, 'Hawk', '2032-02-02', 'en', () => {
      throw new Error('the English row is stored');
    });
    expect(stored).toEqual(english);
    const rows = await handle.db.select().from(dailyHoroscopes).where(eq(dailyHoroscopes.date, '2032-02-02'));
    expect(rows.map((r) => r.locale).sort()).toEqual(['de', 'en', 'es']);
    await expect(
      handle.db
        .insert(dailyHoroscopes)
        .values({ sign: 'Hawk', date: '2032-02-03', locale: 'french' as 'en', horoscope: english }),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/daily_horoscopes_locale_check/) } });

    const week = generatePeriodHoroscope('Wren', 'week', '2032-W05');
    const weekEs = generatePeriodHoroscope('Wren', 'week', '2032-W05', 'es');
    expect(await getOrCreatePeriodHoroscope(handle.db, 'Wren', '2032-W05', 'en', () => week)).toEqual(week);
    expect(await getOrCreatePeriodHoroscope(handle.db, 'Wren', '2032-W05', 'es', () => weekEs)).toEqual(
      weekEs,
    );
    expect(weekEs.overview).not.toBe(week.overview);
  });
});
