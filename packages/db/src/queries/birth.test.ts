import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, type TestDb, testDrivers } from '../test/helpers';
import { birthAsCaller, clearBirthAsCaller, setBirthAsCaller } from './birth';
import { ownDataAsCaller } from './own-data';
import { deleteSelfAsCaller } from './roles';

describe.each(testDrivers)('birth date on $name', (driver) => {
  let handle: TestDb;
  beforeAll(async () => {
    handle = await driver.open();
  });
  afterAll(async () => {
    await handle.dispose();
  });

  it('keeps, replaces and forgets the caller’s birth date, reading the caller in the same statement', async () => {
    const person = await makeUser(handle.db);
    expect(await birthAsCaller(handle.db, person.firebaseUid)).toMatchObject({
      caller: { id: person.id },
      birth: null,
    });
    const kept = await setBirthAsCaller(handle.db, person.firebaseUid, {
      date: '1990-06-15',
      time: '08:30',
      timeZone: 'Europe/Dublin',
    });
    expect(kept.birth).toMatchObject({
      userId: person.id,
      date: '1990-06-15',
      time: '08:30',
      timeZone: 'Europe/Dublin',
    });
    await setBirthAsCaller(handle.db, person.firebaseUid, {
      date: '1991-01-02',
      time: null,
      timeZone: 'UTC',
    });
    expect((await birthAsCaller(handle.db, person.firebaseUid)).birth).toMatchObject({
      date: '1991-01-02',
      time: null,
      timeZone: 'UTC',
    });
    expect((await ownDataAsCaller(handle.db, person.firebaseUid)).birth).toMatchObject({
      date: '1991-01-02',
    });

    expect((await clearBirthAsCaller(handle.db, person.firebaseUid)).birth).toMatchObject({
      date: '1991-01-02',
    });
    expect((await birthAsCaller(handle.db, person.firebaseUid)).birth).toBeNull();
    expect((await clearBirthAsCaller(handle.db, person.firebaseUid)).birth).toBeNull();
  });

  it('writes nothing for an unknown uid', async () => {
    const result = await setBirthAsCaller(handle.db, 'nobody-here', {
      date: '1990-01-01',
      time: null,
      timeZone: 'UTC',
    });
    expect(result).toEqual({ caller: null, birth: null });
  });

  // drizzle reports a failed statement as DrizzleQueryError, the driver's error as its cause.
  it('refuses what the columns cannot hold', async () => {
    const person = await makeUser(handle.db);
    await expect(
      setBirthAsCaller(handle.db, person.firebaseUid, { date: '1899-12-31', time: null, timeZone: 'UTC' }),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/user_births_date_check/) } });
    await expect(
      setBirthAsCaller(handle.db, person.firebaseUid, { date: '1990-01-01', time: '25:00', timeZone: 'UTC' }),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/user_births_time_check/) } });
  });

  it('goes with the account', async () => {
    const person = await makeUser(handle.db);
    await setBirthAsCaller(handle.db, person.firebaseUid, {
      date: '1990-06-15',
      time: null,
      timeZone: 'UTC',
    });
    await deleteSelfAsCaller(handle.db, { uid: person.firebaseUid, reason: null });
    const rows = await handle.db.execute(
      `select count(*)::int as n from user_births where user_id = ${person.id}`,
    );
    expect(JSON.stringify(rows)).toContain('"n":0');
  });
});
