import { createServer, type Socket } from 'node:net';
import {
  pushSends,
  pushSubscriptions,
  queueTestPushAsCaller,
  readVapidKeys,
  saveReminderSettingsAsCaller,
  saveSubscriptionAsCaller,
  users,
} from '@celtic/db';
import { makeUser } from '@celtic/db/testing';
import { firstSentence, generateDailyHoroscope, type SignName } from '@celtic/zodiac-core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../test/helpers';
import { type PushReceiver, startPushReceiver, type TestDevice } from '../test/push-receiver';
import { backoffMs, createPushSender, ensureServerVapidKeys, type PushSender, retryAfterMs } from './sender';

const subject = 'mailto:ops@example.com';
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

describe('retry timing', () => {
  it('doubles from 5 s up to 10 minutes, and reads Retry-After as seconds or a date', () => {
    expect([1, 2, 3, 8, 20].map(backoffMs)).toEqual([5_000, 10_000, 20_000, 600_000, 600_000]);
    const now = new Date('2026-01-01T00:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:01:00 GMT', now)).toBe(60_000);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(undefined, now)).toBeUndefined();
  });
});

describe.each(databaseKinds)('reminders sent on %s', (kind) => {
  let database: TestDatabase;
  let receiver: PushReceiver;
  let sender: PushSender;
  let clock = new Date('2026-01-01T00:00:00Z');

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    receiver = await startPushReceiver();
    const keys = await ensureServerVapidKeys(database.handle.db);
    receiver.expectKey(keys.publicKey, subject);
    sender = createPushSender({
      db: database.handle.db,
      subject,
      log: quiet,
      now: () => clock,
      agent: receiver.agent,
      timeoutMs: 5_000,
      leaseMs: 20_000,
      pushServiceOrigins: [receiver.origin, 'https://*.notify.windows.com'],
    });
  });
  afterAll(async () => {
    await sender?.stop();
    await receiver?.close();
    await database?.dispose();
  });

  /** A user with a sign, one device per entry of `devices`, and a daily reminder saved at `savedAt`. */
  async function subscriber(options: {
    sign?: SignName;
    time: string;
    timeZone: string;
    savedAt: string;
    devices?: number;
    festivals?: boolean;
    moon?: boolean;
  }) {
    const { db } = database.handle;
    const user = await makeUser(db);
    if (options.sign) await db.update(users).set({ zodiacSign: options.sign }).where(eq(users.id, user.id));
    const devices: TestDevice[] = [];
    for (let i = 0; i < (options.devices ?? 1); i += 1) {
      const device = receiver.device();
      devices.push(device);
      await saveSubscriptionAsCaller(db, {
        uid: user.firebaseUid,
        endpoint: device.endpoint,
        p256dh: device.json.keys.p256dh,
        auth: device.json.keys.auth,
        expirationTime: null,
      });
    }
    await saveReminderSettingsAsCaller(db, {
      uid: user.firebaseUid,
      now: new Date(options.savedAt),
      enabled: true,
      time: options.time,
      timeZone: options.timeZone,
      festivals: options.festivals ?? false,
      moon: options.moon ?? false,
    });
    return { user, devices };
  }

  const to = (devices: TestDevice[]) =>
    receiver.deliveries.filter((delivery) => devices.some((device) => device.id === delivery.device));

  /** Ticks at each instant in turn. */
  async function tickAt(...instants: string[]) {
    for (const instant of instants) {
      clock = new Date(instant);
      await sender.tick();
    }
  }

  it('sends the daily reminder at the chosen time, signed with our key and readable only by the device', async () => {
    const { devices } = await subscriber({
      sign: 'Wolf',
      time: '08:00',
      timeZone: 'Europe/Dublin',
      savedAt: '2026-11-26T12:00:00Z',
      devices: 2,
    });
    await tickAt('2026-11-27T07:59:00Z');
    expect(to(devices)).toHaveLength(0);
    await tickAt('2026-11-27T08:00:00Z', '2026-11-27T08:00:15Z', '2026-11-27T12:00:00Z');
    const got = to(devices);
    expect(got.map((delivery) => delivery.device).sort()).toEqual(devices.map((device) => device.id).sort());
    expect(got[0]?.payload).toEqual({
      title: 'Wolf · Friday 27 November',
      body: firstSentence(generateDailyHoroscope('Wolf', '2026-11-27').general),
      tag: 'daily-2026-11-27',
      url: '/horoscope?date=2026-11-27',
      icon: '/pwa-192x192.png',
      badge: '/pwa-64x64.png',
    });
    expect(String(got[0]?.payload.body ?? '').length).toBeGreaterThan(10);
    // Kept by the push service until the local day ends (16 hours after 08:00 in Dublin in winter).
    expect(got[0]?.ttl).toBe(16 * 3600);
    expect(got[0]?.topic).toBe('daily-2026-11-27');
    expect(receiver.rejected).toEqual([]);
    // The next day, again once.
    await tickAt('2026-11-28T08:00:30Z', '2026-11-28T08:01:00Z');
    expect(to(devices).filter((delivery) => delivery.payload.tag === 'daily-2026-11-28')).toHaveLength(2);
  });

  it('writes the reminder in the language the user chose', async () => {
    const spanish = await subscriber({
      sign: 'Snake',
      time: '09:00',
      timeZone: 'Europe/Madrid',
      savedAt: '2026-11-26T12:00:00Z',
    });
    // Same sign, zone, time and day, so both are in one batch: only the language tells their texts apart.
    const german = await subscriber({
      sign: 'Snake',
      time: '09:00',
      timeZone: 'Europe/Madrid',
      savedAt: '2026-11-26T12:00:00Z',
    });
    const { db } = database.handle;
    await db.update(users).set({ locale: 'es' }).where(eq(users.id, spanish.user.id));
    await db.update(users).set({ locale: 'de' }).where(eq(users.id, german.user.id));
    await tickAt('2026-11-27T08:00:00Z', '2026-11-27T08:00:15Z');
    expect(to(spanish.devices)[0]?.payload).toMatchObject({
      title: 'Serpiente · Viernes 27 de noviembre',
      body: firstSentence(generateDailyHoroscope('Snake', '2026-11-27', 'es').general),
    });
    expect(to(german.devices)[0]?.payload).toMatchObject({
      title: 'Schlange · Freitag, 27. November',
      body: firstSentence(generateDailyHoroscope('Snake', '2026-11-27', 'de').general),
    });
  });

  it('fires a time inside a spring-forward gap at the first minute after it, in Europe and America', async () => {
    // London 2027-03-28: 01:00 GMT → 02:00 BST; New York 2027-03-14: 02:00 EST → 03:00 EDT.
    const london = await subscriber({
      time: '01:30',
      timeZone: 'Europe/London',
      savedAt: '2027-03-27T12:00:00Z',
    });
    const newYork = await subscriber({
      time: '02:30',
      timeZone: 'America/New_York',
      savedAt: '2027-03-13T12:00:00Z',
    });
    await tickAt('2027-03-14T06:59:00Z');
    expect(to(newYork.devices)).toHaveLength(0);
    await tickAt('2027-03-14T07:00:00Z');
    expect(to(newYork.devices).map((d) => d.payload.tag)).toEqual(['daily-2027-03-14']);
    await tickAt('2027-03-28T00:59:00Z');
    expect(to(london.devices)).toHaveLength(0);
    await tickAt('2027-03-28T01:00:00Z');
    expect(to(london.devices).map((d) => d.payload.tag)).toEqual(['daily-2027-03-28']);
  });

  it('fires a time of a repeated hour once, at its first occurrence, in Europe and America', async () => {
    // London 2027-10-31: 02:00 BST → 01:00 GMT; New York 2027-11-07: 02:00 EDT → 01:00 EST.
    const london = await subscriber({
      time: '01:30',
      timeZone: 'Europe/London',
      savedAt: '2027-10-30T12:00:00Z',
    });
    const newYork = await subscriber({
      time: '01:15',
      timeZone: 'America/New_York',
      savedAt: '2027-11-06T12:00:00Z',
    });
    await tickAt('2027-10-31T00:30:00Z', '2027-10-31T01:30:00Z', '2027-10-31T02:00:00Z');
    expect(to(london.devices).map((d) => d.at && d.payload.tag)).toEqual(['daily-2027-10-31']);
    await tickAt('2027-11-07T05:15:00Z', '2027-11-07T06:15:00Z', '2027-11-07T07:00:00Z');
    expect(to(newYork.devices).map((d) => d.payload.tag)).toEqual(['daily-2027-11-07']);
  });

  it('adds the festival notice, which opens the calendar', async () => {
    const { devices } = await subscriber({
      sign: 'Seahorse',
      time: '09:00',
      timeZone: 'Europe/Dublin',
      savedAt: '2028-10-31T12:00:00Z',
      festivals: true,
    });
    await tickAt('2028-11-01T09:00:00Z');
    const festival = to(devices).find((delivery) => delivery.payload.tag === 'festival-2028-11-01');
    expect(festival?.payload).toMatchObject({
      title: 'Samhain today · Wednesday 1 November',
      url: '/history',
    });
  });

  it('removes a device its push service no longer knows (404, 410)', async () => {
    const { devices } = await subscriber({
      time: '10:00',
      timeZone: 'UTC',
      savedAt: '2029-01-01T00:00:00Z',
      devices: 3,
    });
    const [gone404, gone410, kept] = devices;
    if (!gone404 || !gone410 || !kept) throw new Error('three devices');
    receiver.answer(gone404, { status: 404 });
    receiver.answer(gone410, { status: 410 });
    await tickAt('2029-01-01T10:00:00Z');
    const left = await database.handle.db.select().from(pushSubscriptions);
    const endpoints = left.map((row) => row.endpoint);
    expect(endpoints).toContain(kept.endpoint);
    expect(endpoints).not.toContain(gone404.endpoint);
    expect(endpoints).not.toContain(gone410.endpoint);
    expect(to(devices).map((d) => d.device)).toEqual([kept.id]);
  });

  it('gives up at once on a device whose keys no message can be encrypted to', async () => {
    const { devices } = await subscriber({
      time: '10:00',
      timeZone: 'UTC',
      savedAt: '2029-01-15T00:00:00Z',
      devices: 2,
    });
    const [broken, fine] = devices;
    if (!broken || !fine) throw new Error('two devices');
    // 65 bytes, but not a point on P-256 (the API refuses such keys; a row written by hand may hold one).
    const notAPoint = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
    await database.handle.db
      .update(pushSubscriptions)
      .set({ p256dh: notAPoint })
      .where(eq(pushSubscriptions.endpoint, broken.endpoint));
    await tickAt('2029-01-15T10:00:00Z', '2029-01-15T10:05:00Z');
    expect(to(devices).map((d) => d.device)).toEqual([fine.id]);
    const [row] = await database.handle.db
      .select({ outcome: pushSends.outcome, attempts: pushSends.attempts, error: pushSends.lastError })
      .from(pushSends)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushSends.subscriptionId))
      .where(eq(pushSubscriptions.endpoint, broken.endpoint));
    expect(row).toEqual({
      outcome: 'failed',
      attempts: 1,
      error: 'keys.p256dh: Expected the P-256 public key: a point on the P-256 curve',
    });
  });

  it('retries 429 no sooner than Retry-After, and 5xx with backoff, until the reminder is out of date', async () => {
    const { devices } = await subscriber({
      time: '10:00',
      timeZone: 'UTC',
      savedAt: '2029-02-01T00:00:00Z',
      devices: 2,
    });
    const [throttled, failing] = devices;
    if (!throttled || !failing) throw new Error('two devices');
    receiver.answer(throttled, { status: 429, headers: { 'retry-after': '120' } });
    receiver.answer(failing, { status: 503 }, { status: 502 });
    await tickAt('2029-02-01T10:00:00Z');
    expect(to(devices)).toHaveLength(0);
    // 5 s after the 503, the first backoff: the 502 comes; 10 s after that, it is delivered.
    await tickAt('2029-02-01T10:00:05Z');
    expect(to([failing])).toHaveLength(0);
    await tickAt('2029-02-01T10:00:14Z');
    expect(to([failing])).toHaveLength(0);
    await tickAt('2029-02-01T10:00:15Z');
    expect(to([failing])).toHaveLength(1);
    // The throttled one waits the full two minutes.
    await tickAt('2029-02-01T10:01:59Z');
    expect(to([throttled])).toHaveLength(0);
    await tickAt('2029-02-01T10:02:00Z');
    expect(to([throttled])).toHaveLength(1);

    // A service that keeps failing is given up at the end of the local day.
    const { devices: late } = await subscriber({
      time: '23:58',
      timeZone: 'UTC',
      savedAt: '2029-02-02T00:00:00Z',
    });
    const [down] = late;
    if (!down) throw new Error('one device');
    receiver.answer(down, ...Array.from({ length: 10 }, () => ({ status: 500 })));
    await tickAt(
      '2029-02-02T23:58:00Z',
      '2029-02-02T23:58:05Z',
      '2029-02-02T23:58:15Z',
      '2029-02-02T23:58:35Z',
    );
    await tickAt('2029-02-03T00:00:00Z', '2029-02-03T00:10:00Z');
    expect(to(late)).toHaveLength(0);
  });

  it('sends a burst to a slow push service once each, recording every result', async () => {
    const many = await Promise.all(
      Array.from({ length: 150 }, () =>
        subscriber({ time: '06:00', timeZone: 'UTC', savedAt: '2030-03-01T00:00:00Z' }),
      ),
    );
    const devices = many.flatMap((entry) => entry.devices);
    receiver.delay(100);
    try {
      await tickAt('2030-03-01T06:00:00Z');
      expect(to(devices)).toHaveLength(150);
      // Nothing left unrecorded: after the lease, nothing is sent again.
      await tickAt('2030-03-01T06:05:00Z');
      expect(to(devices)).toHaveLength(150);
    } finally {
      receiver.delay(0);
    }
  });

  it('deletes, never sends to, a stored endpoint the allow-list no longer passes', async () => {
    // Stands where the legacy parser would have sent these: a connection here is the bug.
    const connections: Socket[] = [];
    const listener = createServer((socket) => {
      connections.push(socket);
      socket.destroy();
    });
    await new Promise<void>((resolve, reject) => {
      listener.once('error', reject);
      listener.listen(443, '127.0.0.1', resolve);
    });
    try {
      const { user, devices } = await subscriber({
        time: '09:00',
        timeZone: 'UTC',
        savedAt: '2029-03-01T00:00:00Z',
        devices: 1,
      });
      const [fine] = devices;
      if (!fine) throw new Error('one device');
      const spellings = [';', '"', '{', '}', '`', "'", '%3b'].map(
        (mark) => `https://127.0.0.1${mark}.notify.windows.com/x/${Math.random()}`,
      );
      // Rows as a server before the fix (or psql) stored them: the send-time check is all that stands.
      await database.handle.db.insert(pushSubscriptions).values(
        spellings.map((endpoint) => ({
          userId: user.id,
          endpoint,
          p256dh: fine.json.keys.p256dh,
          auth: fine.json.keys.auth,
        })),
      );
      clock = new Date('2029-03-01T08:00:00Z');
      const queued = await queueTestPushAsCaller(database.handle.db, { uid: user.firebaseUid, now: clock });
      expect(queued.queued).toBe(8);
      await tickAt('2029-03-01T08:00:00Z', '2029-03-01T09:00:00Z', '2029-03-01T09:01:00Z');
      expect(connections).toHaveLength(0);
      // The good device got its test and its reminder; the bad rows are gone, with their pushes.
      expect(to([fine])).toHaveLength(2);
      const left = await database.handle.db
        .select({ endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, user.id));
      expect(left.map((row) => row.endpoint)).toEqual([fine.endpoint]);
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  });

  it('signs with the key pair in the database, made once', async () => {
    const keys = await readVapidKeys(database.handle.db);
    expect(await ensureServerVapidKeys(database.handle.db)).toEqual(keys);
    expect(keys?.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });
});
