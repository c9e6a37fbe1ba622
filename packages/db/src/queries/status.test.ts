import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../client';
import { pushSends, pushSubscriptions, statusDays, statusMinutes } from '../schema';
import {
  freshPostgresDatabase,
  makeUser,
  rowsOf,
  type TestDb,
  testDrivers,
  testPostgresUrl,
} from '../test/helpers';
import { recordHeartbeat, statusFacts } from './status';

const counts = async (handle: TestDb) => {
  const [row] = rowsOf<{ minutes: number; up: number }>(
    await handle.db.execute(sql`select
      (select count(*)::int from ${statusMinutes}) as minutes,
      (select coalesce(sum(minutes_up), 0)::int from ${statusDays}) as up`),
  );
  return row ?? { minutes: -1, up: -1 };
};

describe.each(testDrivers)('the heartbeat on $name', (driver) => {
  let handle: TestDb;
  beforeAll(async () => {
    handle = await driver.open();
  });
  afterAll(async () => {
    await handle.dispose();
  });

  it('counts a minute once however many beats it gets, in its UTC day', async () => {
    await Promise.all(Array.from({ length: 8 }, () => recordHeartbeat(handle.db)));
    await recordHeartbeat(handle.db);
    const { minutes, up } = await counts(handle);
    // The beats may straddle a minute's end: one minute, or two.
    expect(minutes).toBeGreaterThanOrEqual(1);
    expect(minutes).toBeLessThanOrEqual(2);
    expect(up).toBe(minutes);
    const facts = await statusFacts(handle.db);
    const today = facts.now.toISOString().slice(0, 10);
    expect(facts.days.at(-1)).toMatchObject({ day: today, minutesPushLate: 0 });
    expect(facts.days.at(-1)?.firstMinute.getUTCSeconds()).toBe(0);
    expect(facts.pushLate).toBe(false);
  });

  it('says when pushes wait past their time, and counts the minute so', async () => {
    const user = await makeUser(handle.db);
    const [subscription] = await handle.db
      .insert(pushSubscriptions)
      .values({
        userId: user.id,
        endpoint: `https://fcm.googleapis.com/fcm/send/${user.id}`,
        p256dh: 'k'.repeat(87),
        auth: 'a'.repeat(22),
      })
      .returning();
    const tenMinutesAgo = sql`now() - interval '10 minutes'`;
    await handle.db.insert(pushSends).values({
      subscriptionId: subscription?.id ?? 0,
      kind: 'test',
      timeZone: 'UTC',
      dueAt: tenMinutesAgo,
      expiresAt: sql`now() + interval '1 hour'`,
      nextAttemptAt: tenMinutesAgo,
    });
    expect((await statusFacts(handle.db)).pushLate).toBe(true);
    await handle.db.execute(sql`delete from ${statusMinutes}`);
    await handle.db.execute(sql`delete from ${statusDays}`);
    await recordHeartbeat(handle.db);
    expect((await statusFacts(handle.db)).days.at(-1)).toMatchObject({ minutesUp: 1, minutesPushLate: 1 });
    await handle.db.execute(sql`delete from ${pushSends}`);
    expect((await statusFacts(handle.db)).pushLate).toBe(false);
  });

  it('keeps two days of minutes and the 90 days shown, oldest first', async () => {
    await handle.db.execute(sql`insert into ${statusMinutes} (minute, push_late)
      values (date_trunc('minute', now()) - interval '3 days', false)`);
    await handle.db.execute(sql`insert into ${statusDays} (day, minutes_up, minutes_push_late, first_minute)
      values ((now() at time zone 'UTC')::date - 90, 1440, 0, now() - interval '90 days'),
             ((now() at time zone 'UTC')::date - 89, 1440, 3, now() - interval '89 days'),
             ((now() at time zone 'UTC')::date - 2, 700, 0, now() - interval '2 days')`);
    await recordHeartbeat(handle.db);
    const [old] = rowsOf<{ count: number }>(
      await handle.db.execute(
        sql`select count(*)::int as count from ${statusMinutes} where minute < now() - interval '2 days'`,
      ),
    );
    expect(old?.count).toBe(0);
    const { days, now } = await statusFacts(handle.db);
    const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString().slice(0, 10);
    expect(days.map((day) => day.day)).toEqual([daysAgo(89), daysAgo(2), daysAgo(0)]);
    expect(days[0]).toMatchObject({ minutesUp: 1440, minutesPushLate: 3 });
  });
});

describe.runIf(testPostgresUrl)('the heartbeat of several instances on one PostgreSQL', () => {
  it('counts each minute once', async () => {
    const fresh = await freshPostgresDatabase(testPostgresUrl ?? '');
    const instances = await Promise.all([1, 2, 3].map(() => createDb({ url: fresh.url })));
    try {
      await Promise.all(instances.flatMap(({ db }) => [recordHeartbeat(db), recordHeartbeat(db)]));
      const [first] = instances;
      if (!first) throw new Error('no instance');
      const facts = await statusFacts(first.db);
      const up = facts.days.reduce((sum, day) => sum + day.minutesUp, 0);
      expect(up).toBeGreaterThanOrEqual(1);
      expect(up).toBeLessThanOrEqual(2);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await fresh.drop();
    }
  });
});
