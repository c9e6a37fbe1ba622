import { birthChart } from '@celtic/zodiac-core';
import { describe, expect, it } from 'vitest';
import { createContextInner } from '../context';
import { createCaller } from '../root';
import { callerFor, expectTRPCError, makeUser, readExport, useTestDb } from '../test/helpers';

const testDb = useTestDb();
// 20:00 UTC on the 10th is already the 11th in Kiribati (UTC+14), the last "today" anywhere.
const now = new Date('2026-03-10T20:00:00Z');

describe('birth.chart', () => {
  it('is public and answers the core’s chart of the date, time and zone', async () => {
    const caller = callerFor(testDb.db, null, now);
    expect(await caller.birth.chart({ date: '1990-06-15' })).toEqual(birthChart('1990-06-15'));
    const timed = await caller.birth.chart({ date: '1990-06-15', time: '08:30', timeZone: 'Europe/Dublin' });
    expect(timed).toEqual(birthChart('1990-06-15', '08:30', 'Europe/Dublin'));
    expect(timed).toMatchObject({ timeKnown: true, instant: '1990-06-15T07:30:00Z' });
  });

  it('writes the reading and the shown names in lang, else Accept-Language; identifiers stay English', async () => {
    const caller = callerFor(testDb.db, null, now);
    for (const locale of ['es', 'de'] as const) {
      const chart = await caller.birth.chart({
        date: '1990-06-15',
        time: '08:30',
        timeZone: 'Europe/Dublin',
        lang: locale,
      });
      expect(chart).toEqual(birthChart('1990-06-15', '08:30', 'Europe/Dublin', locale));
      expect(chart.reading).not.toBe(birthChart('1990-06-15', '08:30', 'Europe/Dublin').reading);
      expect([chart.sign.name, chart.sign.tree, chart.moon.phase, chart.quarter.id]).toEqual([
        'Seahorse',
        'Oak',
        'Waning Gibbous',
        'Beltane Quarter',
      ]);
    }
    const byHeader = createCaller(
      createContextInner({ db: testDb.db, now: () => now, acceptLanguage: 'de-AT' }),
    );
    const german = await byHeader.birth.chart({ date: '1980-12-23' });
    expect(german).toEqual(birthChart('1980-12-23', undefined, undefined, 'de'));
    expect(german.sign.displayName).toBe('Wolf');
    expect(german.sign.treeName).toBe('Holunder');
    expect((await byHeader.birth.chart({ date: '1980-12-23', lang: 'en' })).reading).toBe(
      birthChart('1980-12-23').reading,
    );
    const error = await expectTRPCError(
      caller.birth.chart({ date: '1980-12-23', lang: 'ga' as 'en' }),
      'BAD_REQUEST',
    );
    expect(error.message).toBe('lang: Unsupported language "ga": use one of en, es, de');
  });

  it('says when the Moon is read at local noon for want of a time', async () => {
    const chart = await callerFor(testDb.db, null, now).birth.chart({
      date: '1990-06-15',
      timeZone: 'Asia/Tokyo',
    });
    expect(chart).toMatchObject({ time: null, timeKnown: false, instant: '1990-06-15T03:00:00Z' });
  });

  it('accepts 1900-01-01 to today where it is latest, and names the range otherwise', async () => {
    const caller = callerFor(testDb.db, null, now);
    expect((await caller.birth.chart({ date: '1900-01-01' })).sign.name).toBe('Stag');
    expect((await caller.birth.chart({ date: '2026-03-11' })).date).toBe('2026-03-11');
    for (const date of ['1899-12-31', '2026-03-12']) {
      const error = await expectTRPCError(caller.birth.chart({ date }), 'BAD_REQUEST');
      expect(error.message).toBe(
        'date: Must be from 1900-01-01 to today (2026-03-11 in the time zone furthest ahead)',
      );
    }
  });

  it('refuses a malformed date or time and an unknown zone, naming the field', async () => {
    const caller = callerFor(testDb.db, null, now);
    const date = await expectTRPCError(caller.birth.chart({ date: '1990-02-30' }), 'BAD_REQUEST');
    expect(date.message).toBe('date: Expected a date written YYYY-MM-DD');
    const time = await expectTRPCError(
      caller.birth.chart({ date: '1990-02-03', time: '24:00' }),
      'BAD_REQUEST',
    );
    expect(time.message).toBe('time: Expected a time written HH:MM, from 00:00 to 23:59');
    const zone = await expectTRPCError(
      caller.birth.chart({ date: '1990-02-03', timeZone: 'Mars/Olympus' }),
      'BAD_REQUEST',
    );
    expect(zone.message).toBe(
      'timeZone: Invalid time zone "Mars/Olympus": expected an IANA name such as "Europe/Dublin"',
    );
  });
});

describe('birth.keep, birth.mine, birth.forget', () => {
  it('keeps the caller’s birth date, in the export too, and forgets it', async () => {
    const user = await makeUser(testDb.db);
    const caller = callerFor(testDb.db, user, now);
    expect(await caller.birth.mine()).toEqual({ birth: null });
    const kept = await caller.birth.keep({ date: '1990-06-15', time: '08:30', timeZone: 'Europe/Dublin' });
    expect(kept.birth).toMatchObject({ date: '1990-06-15', time: '08:30', timeZone: 'Europe/Dublin' });
    expect(await caller.birth.mine()).toEqual(kept);
    expect((await readExport(await caller.user.exportMe())).birth).toEqual(kept.birth);

    const replaced = await caller.birth.keep({ date: '1991-01-02' });
    expect(replaced.birth).toMatchObject({ date: '1991-01-02', time: null, timeZone: 'UTC' });
    // Someone else's is their own.
    const other = callerFor(testDb.db, await makeUser(testDb.db), now);
    expect(await other.birth.mine()).toEqual({ birth: null });

    await caller.birth.forget();
    expect(await caller.birth.mine()).toEqual({ birth: null });
    expect((await readExport(await caller.user.exportMe())).birth).toBeNull();
  });

  it('refuses what a chart would refuse, and a signed-out caller', async () => {
    const caller = callerFor(testDb.db, await makeUser(testDb.db), now);
    await expectTRPCError(caller.birth.keep({ date: '1899-12-31' }), 'BAD_REQUEST');
    const zone = await expectTRPCError(
      caller.birth.keep({ date: '1990-01-01', timeZone: 'Nowhere' }),
      'BAD_REQUEST',
    );
    expect(zone.message).toMatch(/^timeZone: Invalid time zone "Nowhere"/);
    expect(await caller.birth.mine()).toEqual({ birth: null });
    await expectTRPCError(callerFor(testDb.db, null, now).birth.mine(), 'UNAUTHORIZED');
    await expectTRPCError(callerFor(testDb.db, null, now).birth.keep({ date: '1990-01-01' }), 'UNAUTHORIZED');
  });
});
