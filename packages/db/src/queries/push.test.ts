import { randomBytes } from 'node:crypto';
import { addDays } from '@celtic/zodiac-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSends, pushSubscriptions, reminderSettings } from '../schema';
import { makeUser, type TestDb, testDrivers } from '../test/helpers';
import { type OwnDataPart, ownDataAsCaller } from './own-data';
import {
  claimDuePushes,
  type DueReminder,
  deleteSubscriptionAsCaller,
  ensureVapidKeys,
  planDueReminders,
  pruneFinishedPushes,
  queueTestPushAsCaller,
  type ReminderPlan,
  readVapidKeys,
  recordPushResults,
  reminderSettingsAsCaller,
  saveReminderSettingsAsCaller,
  saveSubscriptionAsCaller,
} from './push';
import { deleteSelfAsCaller } from './roles';

const b64 = (bytes: number) => randomBytes(bytes).toString('base64url');
const fakeSubscription = (host = 'push.example') => ({
  endpoint: `https://${host}/send/${b64(12)}`,
  p256dh: b64(65),
  auth: b64(16),
  expirationTime: null,
});

const at = (iso: string) => new Date(iso);
const hourMs = 3_600_000;

/**
 * A planner for testing the statements: every due setting's daily push to each of its devices, due at `now` and
 * out of date 12 hours later; the setting moves a day on. The real rules are planReminders' (apps/server).
 */
const sendAll =
  (now: Date) =>
  (due: DueReminder[]): ReminderPlan => ({
    sends: due.flatMap((row) =>
      row.devices.map((subscriptionId) => ({
        subscriptionId,
        kind: 'daily' as const,
        localDate: row.localDate,
        timeZone: row.timeZone,
        dueAt: now,
        expiresAt: new Date(now.getTime() + 12 * hourMs),
      })),
    ),
    next: due.map((row) => ({
      userId: row.userId,
      localDate: addDays(row.localDate, 1),
      dueAt: new Date(now.getTime() + 24 * hourMs),
    })),
  });
const settings = { enabled: true, time: '08:00', timeZone: 'Europe/London', festivals: false, moon: false };

describe.each(testDrivers)('push on $name', (driver) => {
  let handle: TestDb;
  beforeAll(async () => {
    handle = await driver.open();
  });
  afterAll(async () => {
    await handle.dispose();
  });

  /** A user with `devices` subscriptions and a reminder saved at `now`. */
  async function reminderUser(now: Date, devices = 1, overrides: Partial<typeof settings> = {}) {
    const user = await makeUser(handle.db);
    const endpoints: string[] = [];
    for (let i = 0; i < devices; i += 1) {
      const subscription = fakeSubscription();
      endpoints.push(subscription.endpoint);
      await saveSubscriptionAsCaller(handle.db, { uid: user.firebaseUid, ...subscription });
    }
    await saveReminderSettingsAsCaller(handle.db, { uid: user.firebaseUid, now, ...settings, ...overrides });
    return { user, endpoints };
  }

  async function sendsOf(userId: number) {
    const rows = await handle.db.select().from(pushSends);
    const devices = await handle.db.select().from(pushSubscriptions);
    const mine = new Set(devices.filter((d) => d.userId === userId).map((d) => d.id));
    return rows.filter((row) => mine.has(row.subscriptionId));
  }

  async function drainPlans(now: Date) {
    let total = 0;
    for (;;) {
      const planned = await planDueReminders(handle.db, { now, limit: 100, plan: sendAll(now) });
      if (planned === 0) return total;
      total += planned;
    }
  }

  it('makes one VAPID key pair, whichever instance asks first', async () => {
    const made = await Promise.all(
      ['a', 'b', 'c'].map((tag) =>
        ensureVapidKeys(handle.db, () => ({ publicKey: `public-${tag}`, privateKey: `private-${tag}` })),
      ),
    );
    expect(new Set(made.map((keys) => keys.publicKey)).size).toBe(1);
    expect(await readVapidKeys(handle.db)).toEqual(made[0]);
  });

  it('keeps one row per endpoint, moves it to whoever registers it, deletes only the caller’s', async () => {
    const first = await makeUser(handle.db);
    const second = await makeUser(handle.db);
    const subscription = fakeSubscription();
    const a = await saveSubscriptionAsCaller(handle.db, { uid: first.firebaseUid, ...subscription });
    const again = await saveSubscriptionAsCaller(handle.db, { uid: first.firebaseUid, ...subscription });
    expect(again.subscription?.id).toBe(a.subscription?.id);

    expect(
      (
        await deleteSubscriptionAsCaller(handle.db, {
          uid: second.firebaseUid,
          endpoint: subscription.endpoint,
        })
      ).deleted,
    ).toBe(false);
    const moved = await saveSubscriptionAsCaller(handle.db, { uid: second.firebaseUid, ...subscription });
    expect(moved.subscription).toMatchObject({ id: a.subscription?.id, userId: second.id });
    expect(
      (
        await deleteSubscriptionAsCaller(handle.db, {
          uid: second.firebaseUid,
          endpoint: subscription.endpoint,
        })
      ).deleted,
    ).toBe(true);

    const gone = await saveSubscriptionAsCaller(handle.db, { uid: 'no-such-uid', ...fakeSubscription() });
    expect(gone).toEqual({ caller: null, subscription: null });
  });

  it('saves settings with the next reminder, and clears it when turned off', async () => {
    const user = await makeUser(handle.db);
    expect((await reminderSettingsAsCaller(handle.db, user.firebaseUid)).settings).toBeNull();
    const now = at('2026-07-01T06:00:00Z'); // 07:00 in London
    const saved = await saveReminderSettingsAsCaller(handle.db, { uid: user.firebaseUid, now, ...settings });
    expect(saved.settings).toMatchObject({
      enabled: true,
      nextLocalDate: '2026-07-01',
      nextDueAt: '2026-07-01T07:00:00.000Z',
    });
    const off = await saveReminderSettingsAsCaller(handle.db, {
      uid: user.firebaseUid,
      now,
      ...settings,
      enabled: false,
    });
    expect(off.settings).toMatchObject({ enabled: false, nextLocalDate: null, nextDueAt: null });
  });

  it('plans each setting once when due, then claims, leases and records', async () => {
    const { user } = await reminderUser(at('2030-01-10T06:00:00Z'), 2);
    expect(await drainPlans(at('2030-01-10T07:59:59Z'))).toBe(0);
    expect(await drainPlans(at('2030-01-10T08:00:00Z'))).toBeGreaterThanOrEqual(1);
    expect(await drainPlans(at('2030-01-10T08:00:30Z'))).toBe(0);
    const planned = await sendsOf(user.id);
    expect(planned).toHaveLength(2);
    expect(planned.every((row) => row.kind === 'daily' && row.localDate === '2030-01-10')).toBe(true);
    const [settingsRow] = (await handle.db.select().from(reminderSettings)).filter(
      (r) => r.userId === user.id,
    );
    expect(settingsRow?.nextLocalDate).toBe('2030-01-11');

    const now = at('2030-01-10T08:00:05Z');
    const claimed = (await claimDuePushes(handle.db, { now, limit: 1000, leaseMs: 30_000 })).pushes.filter(
      (p) => planned.some((row) => row.id === p.id),
    );
    expect(claimed).toHaveLength(2);
    expect(claimed[0]).toMatchObject({ kind: 'daily', timeZone: 'Europe/London', attempts: 1 });
    // Leased: no one else takes them until the lease ends.
    const during = await claimDuePushes(handle.db, { now, limit: 1000, leaseMs: 30_000 });
    expect(during.pushes.filter((p) => planned.some((row) => row.id === p.id))).toHaveLength(0);
    const [first, second] = claimed;
    if (!first || !second) throw new Error('two claimed');
    await recordPushResults(handle.db, { now, results: [{ id: first.id, outcome: 'sent' }] });
    // The unrecorded one (its sender died) is claimed again once the lease ran out.
    const later = at('2030-01-10T08:00:40Z');
    const reclaimed = await claimDuePushes(handle.db, { now: later, limit: 1000, leaseMs: 30_000 });
    expect(reclaimed.pushes.map((p) => p.id)).toContain(second.id);
    expect(reclaimed.pushes.map((p) => p.id)).not.toContain(first.id);
    await recordPushResults(handle.db, {
      now: later,
      results: [{ id: second.id, outcome: 'gone', subscriptionId: second.subscriptionId, error: '410' }],
    });
    const devices = await handle.db.select().from(pushSubscriptions);
    expect(devices.some((d) => d.id === second.subscriptionId)).toBe(false);
    expect(devices.some((d) => d.id === first.subscriptionId)).toBe(true);
    expect(await pruneFinishedPushes(handle.db, at('2030-01-13T00:00:00Z'))).toBeGreaterThanOrEqual(1);
  });

  it('hands the planner each due setting with its devices, writes what it planned and moves each as told', async () => {
    const saved = at('2037-12-31T12:00:00Z'); // 21:00 in Tokyo, noon in London
    const two = await reminderUser(saved, 2, { festivals: true, timeZone: 'Asia/Tokyo' });
    const none = await reminderUser(saved, 0);
    const mine = new Set([two.user.id, none.user.id]);
    const now = at('2038-01-01T09:00:00Z');
    let handed: DueReminder[] = [];
    const planned = await planDueReminders(handle.db, {
      now,
      limit: 1000,
      plan: (due) => {
        handed = due.filter((row) => mine.has(row.userId));
        const [first] = handed.find((row) => row.userId === two.user.id)?.devices ?? [];
        return {
          sends: first
            ? [
                {
                  subscriptionId: first,
                  kind: 'moon',
                  localDate: '2038-01-01',
                  timeZone: 'UTC',
                  dueAt: now,
                  expiresAt: now,
                },
              ]
            : [],
          next: handed.map((row) => ({
            userId: row.userId,
            localDate: '2038-02-03',
            dueAt: at('2038-02-03T04:05:00Z'),
          })),
        };
      },
    });
    expect(planned).toBeGreaterThanOrEqual(2);
    const devices = (await handle.db.select().from(pushSubscriptions)).filter(
      (d) => d.userId === two.user.id,
    );
    expect(
      handed.map((row) => ({ ...row, devices: [...row.devices].sort() })).sort((a, b) => a.userId - b.userId),
    ).toEqual(
      [
        {
          userId: two.user.id,
          time: '08:00',
          timeZone: 'Asia/Tokyo',
          festivals: true,
          moon: false,
          localDate: '2038-01-01',
          devices: devices.map((d) => d.id).sort(),
        },
        {
          userId: none.user.id,
          time: '08:00',
          timeZone: 'Europe/London',
          festivals: false,
          moon: false,
          localDate: '2038-01-01',
          devices: [],
        },
      ].sort((a, b) => a.userId - b.userId),
    );
    expect(await sendsOf(two.user.id)).toMatchObject([
      {
        kind: 'moon',
        localDate: '2038-01-01',
        timeZone: 'UTC',
        nextAttemptAt: now.toISOString(),
        outcome: null,
      },
    ]);
    const moved = (await handle.db.select().from(reminderSettings)).filter((r) => mine.has(r.userId));
    expect(moved.map((r) => [r.nextLocalDate, r.nextDueAt])).toEqual([
      ['2038-02-03', '2038-02-03T04:05:00.000Z'],
      ['2038-02-03', '2038-02-03T04:05:00.000Z'],
    ]);
  });

  it('leaves the settings due and writes nothing when the planner throws', async () => {
    const { user } = await reminderUser(at('2039-01-01T00:00:00Z'));
    const now = at('2039-01-01T09:00:00Z');
    await expect(
      planDueReminders(handle.db, {
        now,
        limit: 1000,
        plan: () => {
          throw new Error('planner failed');
        },
      }),
    ).rejects.toThrow('planner failed');
    expect(await sendsOf(user.id)).toHaveLength(0);
    expect(await drainPlans(now)).toBeGreaterThanOrEqual(1);
    expect(await sendsOf(user.id)).toHaveLength(1);
  });

  it('retries at the time given, and expires a push once out of date', async () => {
    const { user } = await reminderUser(at('2031-03-01T06:00:00Z'));
    await drainPlans(at('2031-03-01T08:00:00Z'));
    const [row] = await sendsOf(user.id);
    if (!row) throw new Error('planned');
    const now = at('2031-03-01T08:00:01Z');
    const mine = async (when: Date) =>
      (await claimDuePushes(handle.db, { now: when, limit: 1000, leaseMs: 30_000 })).pushes.filter(
        (p) => p.id === row.id,
      );
    expect(await mine(now)).toHaveLength(1);
    await recordPushResults(handle.db, {
      now,
      results: [{ id: row.id, outcome: null, retryAt: at('2031-03-01T09:00:00Z'), error: '429' }],
    });
    expect(await mine(at('2031-03-01T08:59:00Z'))).toHaveLength(0);
    expect(await mine(at('2031-03-01T09:00:00Z'))).toHaveLength(1);
    await recordPushResults(handle.db, {
      now,
      results: [{ id: row.id, outcome: null, retryAt: at('2031-03-02T01:00:00Z'), error: '503' }],
    });
    expect(await mine(at('2031-03-02T01:00:00Z'))).toHaveLength(0);
    const [after] = await sendsOf(user.id);
    expect(after).toMatchObject({ outcome: 'expired', lastError: '503' });
  });

  it('sends a planned day once even when the settings are saved again that day', async () => {
    const { user } = await reminderUser(at('2033-05-05T06:00:00Z'));
    await drainPlans(at('2033-05-05T07:00:00Z'));
    await saveReminderSettingsAsCaller(handle.db, {
      uid: user.firebaseUid,
      now: at('2033-05-05T07:30:00Z'),
      ...settings,
      time: '09:00',
    });
    await drainPlans(at('2033-05-05T08:00:00Z'));
    expect((await sendsOf(user.id)).filter((row) => row.localDate === '2033-05-05')).toHaveLength(1);
  });

  it('plans each reminder once when instances plan at the same time', async () => {
    const now = at('2035-06-01T04:00:00Z');
    const users = await Promise.all(Array.from({ length: 40 }, () => reminderUser(now)));
    const due = at('2035-06-01T07:00:00Z');
    const counts = await Promise.all(
      [0, 1, 2, 3].map(async () => {
        let total = 0;
        for (;;) {
          const planned = await planDueReminders(handle.db, { now: due, limit: 7, plan: sendAll(due) });
          if (planned === 0) return total;
          total += planned;
        }
      }),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(40);
    for (const { user } of users) expect(await sendsOf(user.id)).toHaveLength(1);
  });

  it('claims each due push once when senders claim at the same time, and finishes out-of-date ones', async () => {
    const now = at('2037-04-01T05:00:00Z');
    const users = await Promise.all(Array.from({ length: 30 }, () => reminderUser(now)));
    // London in April is on BST: 08:00 is 07:00Z.
    const due = at('2037-04-01T07:00:00Z');
    await drainPlans(due);
    const planned = (await Promise.all(users.map(({ user }) => sendsOf(user.id)))).flat();
    expect(planned).toHaveLength(30);
    const ids = new Set(planned.map((row) => row.id));
    const claimedIds = await Promise.all(
      [0, 1, 2, 3].map(async () => {
        const mine: number[] = [];
        for (;;) {
          const claim = await claimDuePushes(handle.db, { now: due, limit: 4, leaseMs: 30_000 });
          if (claim.pushes.length + claim.expired === 0) return mine;
          mine.push(...claim.pushes.map((push) => push.id).filter((id) => ids.has(id)));
        }
      }),
    );
    const all = claimedIds.flat();
    expect(all.sort()).toEqual([...ids].sort());
    expect(new Set(all).size).toBe(all.length);

    // Leased and never recorded (their sender died), then out of date: the next claim finishes them.
    const lateClaim = await claimDuePushes(handle.db, {
      now: at('2037-04-02T00:00:00Z'),
      limit: 1000,
      leaseMs: 30_000,
    });
    expect(lateClaim.pushes.filter((push) => ids.has(push.id))).toHaveLength(0);
    expect(lateClaim.expired).toBeGreaterThanOrEqual(30);
    const after = (await Promise.all(users.map(({ user }) => sendsOf(user.id)))).flat();
    expect(after.map((row) => row.outcome)).toEqual(Array.from({ length: 30 }, () => 'expired'));
    expect(after.every((row) => row.attempts === 1 && row.finishedAt !== null)).toBe(true);
  });

  it('queues a test push to each device, exports devices and settings, and deletes them with the account', async () => {
    const { user, endpoints } = await reminderUser(at('2036-01-01T00:00:00Z'), 2);
    const queued = await queueTestPushAsCaller(handle.db, {
      uid: user.firebaseUid,
      now: at('2036-01-01T00:00:00Z'),
    });
    expect(queued.queued).toBe(2);

    const data = await ownDataAsCaller(handle.db, user.firebaseUid);
    expect(data.reminder).toMatchObject({ enabled: true, time: '08:00', timeZone: 'Europe/London' });
    const parts: OwnDataPart[] = [];
    for await (const part of data.pages) parts.push(part);
    const devices = parts.find((part) => part.kind === 'pushSubscriptions');
    expect(devices?.rows.map((row) => (row as { endpoint: string }).endpoint)).toEqual(endpoints);
    expect(JSON.stringify(devices)).not.toContain('p256dh');

    const sendIds = (await sendsOf(user.id)).map((row) => row.id);
    expect(sendIds).toHaveLength(2);
    expect((await deleteSelfAsCaller(handle.db, { uid: user.firebaseUid, reason: null })).deleted?.id).toBe(
      user.id,
    );
    const remaining = await handle.db.select().from(pushSends);
    expect(remaining.some((row) => sendIds.includes(row.id))).toBe(false);
    const left = await handle.db.select().from(reminderSettings);
    expect(left.some((row) => row.userId === user.id)).toBe(false);
    const subs = await handle.db.select().from(pushSubscriptions);
    expect(subs.some((row) => row.userId === user.id)).toBe(false);
  });

  it('keeps an account’s 10 most recently registered devices, however many it registers at once', async () => {
    const user = await makeUser(handle.db);
    const subscriptions = Array.from({ length: 25 }, () => fakeSubscription());
    // One at a time, a second apart: each new one past 10 replaces the least recently seen.
    for (const [index, subscription] of subscriptions.slice(0, 12).entries()) {
      await saveSubscriptionAsCaller(handle.db, {
        uid: user.firebaseUid,
        now: new Date(Date.UTC(2036, 0, 1, 0, 0, index)),
        ...subscription,
      });
    }
    const endpointsOf = async () =>
      (await handle.db.select().from(pushSubscriptions))
        .filter((row) => row.userId === user.id)
        .map((row) => row.endpoint)
        .sort();
    expect(await endpointsOf()).toEqual(
      subscriptions
        .slice(2, 12)
        .map((s) => s.endpoint)
        .sort(),
    );
    // Seen again, the oldest kept one becomes the newest: the next new device replaces another.
    await saveSubscriptionAsCaller(handle.db, {
      uid: user.firebaseUid,
      now: new Date(Date.UTC(2036, 0, 1, 0, 1)),
      ...(subscriptions[2] as ReturnType<typeof fakeSubscription>),
    });
    await saveSubscriptionAsCaller(handle.db, {
      uid: user.firebaseUid,
      now: new Date(Date.UTC(2036, 0, 1, 0, 2)),
      ...(subscriptions[12] as ReturnType<typeof fakeSubscription>),
    });
    const kept = await endpointsOf();
    expect(kept).toHaveLength(10);
    expect(kept).toContain(subscriptions[2]?.endpoint);
    expect(kept).not.toContain(subscriptions[3]?.endpoint);
    // All at once (as from several instances): still 10.
    await Promise.all(
      subscriptions
        .slice(13)
        .map((subscription) =>
          saveSubscriptionAsCaller(handle.db, { uid: user.firebaseUid, ...subscription }),
        ),
    );
    expect(await endpointsOf()).toHaveLength(10);
  });

  it('queues at most 5 test pushes an hour per account, saying when the oldest leaves the hour', async () => {
    const { user } = await reminderUser(at('2036-02-01T00:00:00Z'), 3);
    const start = Date.parse('2036-02-01T10:00:00Z');
    const results = [];
    for (let minute = 0; minute < 12; minute += 1) {
      results.push(
        await queueTestPushAsCaller(handle.db, {
          uid: user.firebaseUid,
          now: new Date(start + minute * 60_000),
        }),
      );
    }
    expect(results.map((result) => result.queued)).toEqual([3, 3, 3, 3, 3, 0, 0, 0, 0, 0, 0, 0]);
    // At minute 5 the oldest (minute 0) leaves the hour in 55 minutes.
    expect(results[5]?.retryAfterSeconds).toBe(55 * 60);
    expect(results[11]?.retryAfterSeconds).toBe(49 * 60);
    expect((await sendsOf(user.id)).filter((row) => row.kind === 'test')).toHaveLength(15);
    // An hour after the first, one more may go; concurrent asks still count each other.
    const later = new Date(start + 60 * 60_000);
    const concurrent = await Promise.all(
      Array.from({ length: 6 }, () =>
        queueTestPushAsCaller(handle.db, { uid: user.firebaseUid, now: later }),
      ),
    );
    expect(concurrent.filter((result) => result.queued > 0)).toHaveLength(1);
    expect((await queueTestPushAsCaller(handle.db, { uid: 'no-such-uid', now: later })).caller).toBeNull();
  });

  it('claims due reminders before test pushes, however many tests were queued first', async () => {
    const now = at('2036-03-01T08:00:00Z');
    const flooder = await reminderUser(at('2036-03-01T00:00:00Z'), 10);
    for (let i = 0; i < 5; i += 1) {
      await queueTestPushAsCaller(handle.db, {
        uid: flooder.user.firebaseUid,
        now: new Date(now.getTime() - 60_000),
      });
    }
    const other = await reminderUser(at('2036-03-01T00:00:00Z'), 1, { timeZone: 'UTC' });
    await drainPlans(now);
    const claim = await claimDuePushes(handle.db, { now, limit: 1, leaseMs: 30_000 });
    expect(claim.pushes.map((push) => push.kind)).not.toContain('test');
    const othersSends = await sendsOf(other.user.id);
    expect(othersSends.some((row) => row.kind === 'daily')).toBe(true);
  });
});
