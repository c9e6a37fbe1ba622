import {
  getMoonPhase,
  getNextFestival,
  getQuarter,
  signDisplayName,
  signNames,
  signProfile,
  signs,
} from '@celtic/zodiac-core';
import { describe, expect, it } from 'vitest';
import { createContextInner } from '../context';
import { createCaller } from '../root';
import { callerFor, expectTRPCError, useTestDb } from '../test/helpers';

const testDb = useTestDb();

describe('signs', () => {
  it('lists the 13 signs in order, publicly', async () => {
    const list = await callerFor(testDb.db, null).signs.list();
    expect(list.map((s) => s.name)).toEqual([...signNames]);
    expect(list).toEqual(
      signs.map((sign) => ({
        ...sign,
        displayName: sign.name,
        treeName: sign.tree,
        treeMeaning: signProfile(sign.name).treeMeaning,
        elementName: sign.element,
        rulingName: sign.ruling,
      })),
    );
  });

  it('writes each sign’s texts in the language asked for; identifiers stay English', async () => {
    const german = await callerFor(testDb.db, null).signs.byName({ name: 'Snake', lang: 'de' });
    expect(german).toEqual(signProfile('Snake', 'de'));
    expect([german.name, german.tree, german.element, german.ruling]).toEqual([
      'Snake',
      'Ash',
      'Water',
      'Pluto',
    ]);
    expect([german.treeName, german.elementName, german.dateRange]).toEqual([
      'Esche',
      'Wasser',
      '18. Feb. - 17. März',
    ]);
    expect(german.mythology).toMatch(/^Zu Imbolc, dem Fest der Brigid/);
    const spanish = await callerFor(testDb.db, null).signs.list({ lang: 'es' });
    expect(spanish.find((s) => s.name === 'Wolf')?.personality).toEqual(
      signProfile('Wolf', 'es').personality,
    );
  });

  it('shows the names in the language asked for (lang, else Accept-Language); identifiers stay', async () => {
    const spanish = await callerFor(testDb.db, null).signs.list({ lang: 'es' });
    expect(spanish.map((s) => s.name)).toEqual([...signNames]);
    expect(spanish.map((s) => s.displayName)).toEqual(signNames.map((name) => signDisplayName(name, 'es')));
    expect(spanish.find((s) => s.name === 'Wolf')?.displayName).toBe('Lobo');
    const byHeader = createCaller(createContextInner({ db: testDb.db, acceptLanguage: 'de-DE,de;q=0.9' }));
    expect((await byHeader.signs.byName({ name: 'hawk' })).displayName).toBe('Falke');
    expect((await byHeader.signs.byDate({ month: 12, day: 31, lang: 'es' })).displayName).toBe('Ciervo');
    const error = await expectTRPCError(byHeader.signs.list({ lang: 'fr' as 'en' }), 'BAD_REQUEST');
    expect(error.message).toBe('lang: Unsupported language "fr": use one of en, es, de');
  });

  it('finds a sign by name in any letter case', async () => {
    const caller = callerFor(testDb.db, null);
    expect((await caller.signs.byName({ name: 'bUTTERfly' })).name).toBe('Butterfly');
    const error = await expectTRPCError(caller.signs.byName({ name: 'Dragon' }), 'BAD_REQUEST');
    expect(error.message).toBe('name: Unknown zodiac sign "Dragon"');
  });

  it('finds a sign by month and day, across the year end, with numbers given as text too', async () => {
    const caller = callerFor(testDb.db, null);
    expect((await caller.signs.byDate({ month: 12, day: 31 })).name).toBe('Stag');
    expect((await caller.signs.byDate({ month: 1, day: 20 })).name).toBe('Stag');
    expect((await caller.signs.byDate({ month: '1', day: '21' })).name).toBe('Cat');
    expect((await caller.signs.byDate({ month: 2, day: 29 })).name).toBe('Snake');
  });

  it('refuses impossible dates naming the field', async () => {
    const caller = callerFor(testDb.db, null);
    const cases: [{ month: number | string; day: number | string }, string][] = [
      [{ month: 13, day: 1 }, 'month: Expected a month from 1 to 12'],
      [{ month: 2, day: 30 }, 'day: Month 2 has at most 29 days'],
      [{ month: 4, day: 31 }, 'day: Month 4 has at most 30 days'],
      [{ month: 'abc', day: 1 }, 'month: Expected a month from 1 to 12'],
      [{ month: 1, day: 0 }, 'day: Expected a day from 1 to 31'],
    ];
    for (const [input, message] of cases) {
      const error = await expectTRPCError(caller.signs.byDate(input), 'BAD_REQUEST');
      expect(error.message).toBe(message);
    }
  });
});

describe('calendar.get', () => {
  it('answers quarter, moon phase and next festival of a given date', async () => {
    const day = await callerFor(testDb.db, null).calendar.get({ date: '2026-10-31' });
    const noon = new Date('2026-10-31T12:00:00Z');
    expect(day.date).toBe('2026-10-31');
    expect(day.quarter.name).toBe(getQuarter(noon).name);
    expect(day.moonPhase).toEqual(getMoonPhase('2026-10-31'));
    expect(day.nextFestival).toEqual(getNextFestival(noon));
    expect(day.nextFestival.name).toBe('Samhain');
  });

  it("defaults to the server's UTC date", async () => {
    const day = await callerFor(testDb.db, null, new Date('2026-02-14T22:00:00Z')).calendar.get();
    expect(day.date).toBe('2026-02-14');
    expect(day.quarter.name).toContain('Imbolc');
  });

  it('refuses a malformed date naming the field', async () => {
    const error = await expectTRPCError(
      callerFor(testDb.db, null).calendar.get({ date: '2026-13-01' }),
      'BAD_REQUEST',
    );
    expect(error.message).toBe('date: Expected a date written YYYY-MM-DD');
  });
});
