import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCheckAsCaller } from './queries/checks';
import { createReadingAsCaller } from './queries/readings';
import { compatibilityChecks, dailyHoroscopes, readings, users } from './schema';
import { fakeHoroscope, makeUser, rowsOf, type TestDb, testDrivers } from './test/helpers';

/** Error text of a rejected promise, including the driver's cause (drizzle wraps the database error). */
async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const parts: string[] = [];
    for (let e: unknown = error; e instanceof Error; e = e.cause) parts.push(e.message);
    return parts.join(' | ');
  }
  throw new Error('expected the statement to be rejected');
}

describe.each(testDrivers)('constraints on $name', (driver) => {
  let handle: TestDb;
  beforeAll(async () => {
    handle = await driver.open();
  });
  afterAll(async () => {
    await handle.dispose();
  });

  it('rejects an unknown role and an unknown sign on users', async () => {
    const user = await makeUser(handle.db);
    const badRole = sql`update users set role = 'superuser' where id = ${user.id}`;
    expect(await failure(handle.db.execute(badRole))).toMatch(/users_role_check/);
    const badSign = sql`update users set zodiac_sign = 'Dragon' where id = ${user.id}`;
    expect(await failure(handle.db.execute(badSign))).toMatch(/users_zodiac_sign_check/);
    // Sign names are case-sensitive, as isSignName is.
    const lowerSign = sql`update users set zodiac_sign = 'stag' where id = ${user.id}`;
    expect(await failure(handle.db.execute(lowerSign))).toMatch(/users_zodiac_sign_check/);
  });

  it('rejects empty, blank and oversize reading content and a bad sign', async () => {
    const { id: userId } = await makeUser(handle.db);
    const base = { userId, zodiacSign: 'Stag' as const };
    for (const content of ['', '   ', '\n\t ', 'x'.repeat(10_001)]) {
      expect(await failure(handle.db.insert(readings).values({ ...base, content }))).toMatch(
        /readings_content_check/,
      );
    }
    const [max] = await handle.db
      .insert(readings)
      .values({ ...base, content: 'é'.repeat(10_000) })
      .returning();
    expect(max?.content).toHaveLength(10_000);
    const badSign = handle.db
      .insert(readings)
      .values({ userId, content: 'ok', zodiacSign: 'Dragon' as 'Stag' });
    expect(await failure(badSign)).toMatch(/readings_zodiac_sign_check/);
  });

  it('rejects scores outside 60..89, blank details and bad signs on checks', async () => {
    const { id: userId } = await makeUser(handle.db);
    const base = {
      userId,
      firstSign: 'Cat' as const,
      secondSign: 'Wolf' as const,
      compatibilityScore: 75,
      compatibilityDetails: '{}',
    };
    for (const compatibilityScore of [59, 90]) {
      const attempt = handle.db.insert(compatibilityChecks).values({ ...base, compatibilityScore });
      expect(await failure(attempt)).toMatch(/compatibility_checks_score_check/);
    }
    for (const compatibilityScore of [60, 89]) {
      await expect(
        handle.db
          .insert(compatibilityChecks)
          .values({ ...base, compatibilityScore })
          .returning(),
      ).resolves.toMatchObject([{ compatibilityScore }]);
    }
    const blank = handle.db.insert(compatibilityChecks).values({ ...base, compatibilityDetails: ' ' });
    expect(await failure(blank)).toMatch(/compatibility_checks_details_check/);
    const badFirst = handle.db.insert(compatibilityChecks).values({ ...base, firstSign: 'Owl' as 'Cat' });
    expect(await failure(badFirst)).toMatch(/compatibility_checks_first_sign_check/);
    const badSecond = handle.db.insert(compatibilityChecks).values({ ...base, secondSign: 'Owl' as 'Cat' });
    expect(await failure(badSecond)).toMatch(/compatibility_checks_second_sign_check/);
  });

  it('rejects rows pointing at a missing user', async () => {
    const orphan = handle.db.insert(readings).values({ userId: 987_654, content: 'x', zodiacSign: 'Fox' });
    expect(await failure(orphan)).toMatch(/readings_user_id_users_id_fk/);
  });

  it('keeps one horoscope per sign and date, stored as a JSON object', async () => {
    const row = {
      sign: 'Hawk' as const,
      date: '2030-01-01',
      horoscope: fakeHoroscope('Hawk', '2030-01-01', 'a'),
    };
    await handle.db.insert(dailyHoroscopes).values(row);
    expect(await failure(handle.db.insert(dailyHoroscopes).values(row))).toMatch(/daily_horoscopes_pkey/);
    const stored = await handle.db.execute(
      sql`select jsonb_typeof(horoscope) as kind from daily_horoscopes where sign = 'Hawk'`,
    );
    expect(rowsOf<{ kind: string }>(stored)).toEqual([{ kind: 'object' }]);
    const notObject = sql`insert into daily_horoscopes (sign, date, horoscope) values ('Hawk', '2030-01-02', '"text"')`;
    expect(await failure(handle.db.execute(notObject))).toMatch(/daily_horoscopes_horoscope_check/);
  });

  it('cascades a user delete to its readings and checks only', async () => {
    const doomed = await makeUser(handle.db);
    const kept = await makeUser(handle.db);
    for (const owner of [doomed, kept]) {
      const uid = owner.firebaseUid;
      await createReadingAsCaller(handle.db, { uid, content: 'text', zodiacSign: 'Wren', isFavorite: false });
      await createCheckAsCaller(handle.db, {
        uid,
        firstSign: 'Wren',
        secondSign: 'Horse',
        compatibilityScore: 70,
        compatibilityDetails: '{"description":"d"}',
      });
    }
    await handle.db.delete(users).where(eq(users.id, doomed.id));
    const countFor = async (userId: number) => ({
      readings: (await handle.db.select().from(readings).where(eq(readings.userId, userId))).length,
      checks: (
        await handle.db.select().from(compatibilityChecks).where(eq(compatibilityChecks.userId, userId))
      ).length,
    });
    expect(await countFor(doomed.id)).toEqual({ readings: 0, checks: 0 });
    expect(await countFor(kept.id)).toEqual({ readings: 1, checks: 1 });
  });
});
