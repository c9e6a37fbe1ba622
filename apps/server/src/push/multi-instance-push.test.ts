/**
 * Reminders at two built server instances over one PostgreSQL database, one of them killed (SIGKILL) while it
 * sends: every user's reminder arrives, and each device shows it once. The receiver counts what it was sent;
 * a push the killed instance had sent but not yet recorded is sent again by the other once its lease ends, with
 * the same Topic (RFC 8030), which a push service keeps once for a device, and the same tag, which a browser
 * shows once: both are counted here.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createDb,
  type DbHandle,
  pushSends,
  reminderSettings,
  saveReminderSettingsAsCaller,
  saveSubscriptionAsCaller,
} from '@celtic/db';
import { makeUser } from '@celtic/db/testing';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltServer, ensureBuiltServer, startBuiltServer } from '../test/built-server';
import { emulatorHost } from '../test/helpers';
import { type PushReceiver, startPushReceiver, type TestDevice } from '../test/push-receiver';
import { productionVapidKeys } from '../test/vapid-keys';

const adminUrl = process.env.TEST_DATABASE_URL;
const users = 1000;
const subject = 'mailto:ops@example.com';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!adminUrl)('reminders at two instances, one killed mid-send (PostgreSQL)', () => {
  const tag = randomBytes(4).toString('hex');
  const name = `celtic_push_multi_${tag}`;
  const admin = postgres(adminUrl ?? 'postgres://unused', { max: 1, onnotice: () => {} });
  const folder = mkdtempSync(join(tmpdir(), 'push-multi-'));
  let receiver: PushReceiver;
  let handle: DbHandle;
  const servers: BuiltServer[] = [];
  const devices: TestDevice[] = [];

  beforeAll(async () => {
    ensureBuiltServer();
    receiver = await startPushReceiver();
    await admin.unsafe(`create database ${name}`);
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    handle = await createDb({ url: url.toString() });
    // Production signs with the environment's pair, never the database's.
    receiver.expectKey(productionVapidKeys.VAPID_PUBLIC_KEY, subject);

    // Saved off; turned on for everyone at once, due in the same minute, once both instances run.
    for (let i = 0; i < users; i += 1) {
      const user = await makeUser(handle.db);
      const device = receiver.device();
      devices.push(device);
      await saveSubscriptionAsCaller(handle.db, {
        uid: user.firebaseUid,
        endpoint: device.endpoint,
        p256dh: device.json.keys.p256dh,
        auth: device.json.keys.auth,
        expirationTime: null,
      });
      await saveReminderSettingsAsCaller(handle.db, {
        uid: user.firebaseUid,
        now: new Date(),
        enabled: false,
        time: '08:00',
        timeZone: 'UTC',
        festivals: false,
        moon: false,
      });
    }
    const caFile = join(folder, 'receiver-ca.pem');
    writeFileSync(caFile, receiver.cert);
    // A slow push service, so the kill lands while pushes are in flight.
    receiver.delay(400);
    const env = {
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://celtic.example',
      VAPID_SUBJECT: subject,
      ...productionVapidKeys,
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
      FIREBASE_PROJECT_ID: 'demo-celtic-zodiac',
      DATABASE_URL: url.toString(),
      DB_QUERY_TIMEOUT_MS: '30000',
      LOG_LEVEL: 'error',
      WEB_DIST: '/nonexistent-web-dist',
      PUSH_SERVICE_ORIGINS: receiver.origin,
      // The test push service's certificate, trusted the way an operator would trust a private CA.
      NODE_EXTRA_CA_CERTS: caFile,
    };
    servers.push(...(await Promise.all([startBuiltServer('push A', env), startBuiltServer('push B', env)])));
  }, 300_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await receiver?.close();
    await handle?.close();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end({ timeout: 5 });
    rmSync(folder, { recursive: true, force: true });
  });

  it('delivers every user’s reminder, each shown once, though an instance dies mid-send', async () => {
    const [a] = servers;
    if (!a) throw new Error('instance A');
    const now = new Date();
    const minute = `${now.toISOString().slice(0, 16)}:00Z`;
    await handle.db.update(reminderSettings).set({
      enabled: true,
      time: now.toISOString().slice(11, 16),
      nextLocalDate: now.toISOString().slice(0, 10),
      nextDueAt: new Date(minute).toISOString(),
    });
    // Kill A once sending is under way.
    const start = Date.now();
    while (receiver.deliveries.length < users / 10 && Date.now() - start < 60_000) await sleep(20);
    expect(receiver.deliveries.length).toBeGreaterThan(0);
    a.child.kill('SIGKILL');
    const killedAt = receiver.deliveries.length;

    // The other instance takes over A's claimed pushes when their lease ends (30 s).
    const reached = () => new Set(receiver.deliveries.map((delivery) => delivery.device)).size;
    const deadline = Date.now() + 120_000;
    while (reached() < users && Date.now() < deadline) await sleep(200);
    await sleep(6_000); // a tick more: nothing further may come

    const byDevice = new Map<string, string[]>();
    for (const delivery of receiver.deliveries) {
      byDevice.set(delivery.device, [...(byDevice.get(delivery.device) ?? []), String(delivery.topic)]);
    }
    const missing = devices.filter((device) => !byDevice.has(device.id));
    expect(missing.length, 'devices with no reminder').toBe(0);
    // Shown once: one topic per device, the day's.
    const topics = new Set([...byDevice.values()].map((list) => new Set(list).size));
    expect([...topics]).toEqual([1]);
    const repeated = receiver.deliveries.length - users;
    console.info(
      `push multi-instance: ${users} users, A killed after ${killedAt} deliveries; ${repeated} pushes sent again ` +
        '(sent but not recorded when A died, or not answered within the timeout; same Topic and tag)',
    );
    const errors = await handle.db
      .select({ attempts: pushSends.attempts, error: pushSends.lastError, outcome: pushSends.outcome })
      .from(pushSends);
    const summary = new Map<string, number>();
    for (const row of errors) {
      const key = `${row.outcome} attempts=${row.attempts} ${row.error ?? ''}`.slice(0, 90);
      summary.set(key, (summary.get(key) ?? 0) + 1);
    }
    console.info(`push multi-instance: outcomes ${JSON.stringify([...summary])}`);
    // At most what A had sent and not recorded: its open connections (64) and the results of its four batches
    // not yet written (under 20 each).
    expect(repeated).toBeLessThanOrEqual(64 + 4 * 20);
    expect(receiver.rejected).toEqual([]);
  }, 300_000);
});
