import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerByUid } from './queries/caller';
import { isoTimestampPattern, makeUser, rowsOf, type TestDb, testDrivers } from './test/helpers';
import { isoTimestamp } from './timestamps';

describe('isoTimestamp', () => {
  it("rewrites PostgreSQL's UTC text form as toISOString would, milliseconds truncated", () => {
    for (const [text, iso] of [
      ['2026-11-26 16:13:49.123456+00', '2026-11-26T16:13:49.123Z'],
      ['2026-11-26 16:13:49.123999+00', '2026-11-26T16:13:49.123Z'],
      ['2026-11-26 16:13:49.1+00', '2026-11-26T16:13:49.100Z'],
      ['2026-11-26 16:13:49.04+00', '2026-11-26T16:13:49.040Z'],
      ['2026-11-26 16:13:49+00', '2026-11-26T16:13:49.000Z'],
    ]) {
      expect(isoTimestamp(text as string)).toBe(iso);
    }
  });

  it('agrees with a Date on random instants', () => {
    for (let i = 0; i < 2000; i += 1) {
      const ms = Math.floor(Math.random() * 4_000_000_000_000);
      const micros = String(Math.floor(Math.random() * 1000)).padStart(3, '0');
      const iso = new Date(ms).toISOString();
      const text = `${iso.slice(0, 10)} ${iso.slice(11, 23)}${micros}+00`;
      expect(isoTimestamp(text)).toBe(iso);
    }
  });

  it('takes other offsets and Dates through a Date', () => {
    expect(isoTimestamp('2026-11-26 16:13:49.5+05:30')).toBe('2026-11-26T10:43:49.500Z');
    expect(isoTimestamp('2026-11-26 16:13:49-08')).toBe('2026-11-27T00:13:49.000Z');
    expect(isoTimestamp(new Date('2026-11-26T16:13:49.123Z'))).toBe('2026-11-26T16:13:49.123Z');
  });

  it('refuses what is not a timestamp, naming it', () => {
    expect(() => isoTimestamp('infinity')).toThrow(/infinity/);
  });
});

describe.each(testDrivers)('timestamps on $name', (driver) => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await driver.open();
  });
  afterAll(() => testDb.dispose());

  it('come back as the same ISO string through drizzle and through a raw statement', async () => {
    const user = await makeUser(testDb.db);
    expect(user.createdAt).toMatch(isoTimestampPattern);
    expect(Math.abs(Date.parse(user.createdAt) - Date.now())).toBeLessThan(60_000);
    const { caller } = await callerByUid(testDb.db, user.firebaseUid);
    expect(caller?.createdAt).toBe(user.createdAt);
  });

  it.runIf(driver.name === 'postgres')('PostgreSQL sessions run in UTC', async () => {
    const [row] = rowsOf<{ TimeZone: string }>(await testDb.db.execute(sql`show timezone`));
    expect(row?.TimeZone).toBe('UTC');
  });
});
