import { createECDH, randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '@celtic/db';
import { localCertificate } from '@celtic/devstack/tls';
import { sql } from 'drizzle-orm';
import type { DbKind } from './api-bench';
import { freePort } from './emulator';
import { load } from './machine';
import { recreateDatabase } from './postgres-admin';
import { cpuMicros, rssBytes, watchPeakRss } from './proc';
import { startServer } from './processes';

/** The issue's figures: this many reminders due in one minute… */
export const pushReminders = 100_000;
/** …all sent by one instance within this long. */
export const pushDrainBudgetSeconds = 120;

export interface PushResult {
  db: DbKind;
  reminders: number;
  /** From the reminders falling due to the last one answered by the push service. */
  drainSeconds: number;
  messagesPerSecond: number;
  /** The server's CPU (user + system) over the drain, per message. */
  cpuMicrosPerMessage: number;
  rssBeforeBytes: number;
  peakRssBytes: number;
  /** Pushes the receiver got more than once (a repeat after a lease ran out): expected 0 at one instance. */
  repeats: number;
  load: ReturnType<typeof load>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A stand-in push service: https on 127.0.0.1, answering 201 to each POST and counting them by path. It neither
 * checks tokens nor decrypts (the server's tests do): its own CPU is not the server's and stays small.
 */
async function startCounter() {
  const { key, cert } = localCertificate();
  const seen = new Map<string, number>();
  let count = 0;
  let lastAt = 0;
  const server = createServer({ key, cert, keepAliveTimeout: 30_000 }, (request, response) => {
    request.resume();
    request.on('end', () => {
      count += 1;
      lastAt = Date.now();
      seen.set(request.url ?? '', (seen.get(request.url ?? '') ?? 0) + 1);
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    cert,
    count: () => count,
    lastAt: () => lastAt,
    repeats: () => [...seen.values()].reduce((sum, n) => sum + n - 1, 0),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * 100,000 users, each with one device and a reminder, made due in the same minute at once while one server
 * instance runs; the drain is timed at the receiver. On PostgreSQL only: the reminders are turned on by a
 * second connection while the server runs, which an embedded PGlite (one process's) does not allow.
 */
export async function runPushBench(
  kind: Extract<DbKind, 'postgres'>,
  options: { emulatorHost: string; postgresUrl: string; log: (line: string) => void },
): Promise<PushResult> {
  const { log } = options;
  const folder = await mkdtemp(join(tmpdir(), 'celtic-bench-push-'));
  const counter = await startCounter();
  const caFile = join(folder, 'ca.pem');
  writeFileSync(caFile, counter.cert);
  const databaseUrl = await recreateDatabase(options.postgresUrl, 'celtic_bench_push');
  try {
    // Seeded with every reminder off; they are turned on at once while the server runs.
    const seeding = await createDb({ url: databaseUrl, queryTimeoutMs: 600_000 });
    const device = createECDH('prime256v1');
    device.generateKeys();
    const p256dh = device.getPublicKey().toString('base64url');
    const auth = randomBytes(16).toString('base64url');
    log(`  push (${kind}): seeding ${pushReminders.toLocaleString('en')} users with a device and a reminder`);
    await seeding.db.execute(sql`insert into users (firebase_uid, username, email, zodiac_sign)
      select 'bench-push-' || n, 'Bench ' || n, 'bench-push-' || n || '@example.com',
        (array['Stag','Cat','Wolf','Hawk','Salmon'])[1 + n % 5]
      from generate_series(1, ${pushReminders}) as n on conflict do nothing`);
    await seeding.db.execute(sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth)
      select id, ${`${counter.origin}/push/`} || id, ${p256dh}, ${auth} from users
      where firebase_uid like 'bench-push-%'`);
    await seeding.db.execute(sql`insert into reminder_settings (user_id, enabled, time, time_zone)
      select id, false, '08:00', 'UTC' from users where firebase_uid like 'bench-push-%'`);
    await seeding.close();

    const server = await startServer({
      port: await freePort(),
      emulatorHost: options.emulatorHost,
      databaseUrl,
      logLevel: 'warn',
      env: { PUSH_SERVICE_ORIGINS: counter.origin, NODE_EXTRA_CA_CERTS: caFile },
    });
    try {
      const control = await createDb({ url: databaseUrl });
      const now = new Date();
      const turnOn = () =>
        control.db.execute(sql`update reminder_settings set enabled = true,
          time = ${now.toISOString().slice(11, 16)}, next_local_date = ${now.toISOString().slice(0, 10)}::date,
          next_due_at = ${now.toISOString()}::timestamptz`);
      await sleep(2_000);
      const rssBefore = rssBytes(server.pid);
      const cpuBefore = cpuMicros(server.pid);
      const peak = watchPeakRss(server.pid, 100);
      const dueAt = Date.now();
      await turnOn();
      const deadline = dueAt + 3 * pushDrainBudgetSeconds * 1000;
      while (counter.count() < pushReminders && Date.now() < deadline) await sleep(100);
      const drainSeconds =
        ((counter.count() >= pushReminders ? counter.lastAt() : Date.now()) - dueAt) / 1000;
      const cpu = cpuMicros(server.pid) - cpuBefore;
      const peakRss = peak.stop();
      await control.close();
      const sent = Math.min(counter.count(), pushReminders);
      const result: PushResult = {
        db: kind,
        reminders: sent,
        drainSeconds,
        messagesPerSecond: sent / drainSeconds,
        cpuMicrosPerMessage: cpu / Math.max(1, sent),
        rssBeforeBytes: rssBefore,
        peakRssBytes: peakRss.peakBytes,
        repeats: counter.repeats(),
        load: load(),
      };
      log(
        `  push (${kind}): ${sent.toLocaleString('en')} sent in ${drainSeconds.toFixed(1)} s ` +
          `(${result.messagesPerSecond.toFixed(0)}/s, ${(result.cpuMicrosPerMessage / 1000).toFixed(2)} ms CPU each), ` +
          `RSS ${(rssBefore / 2 ** 20).toFixed(0)} → peak ${(peakRss.peakBytes / 2 ** 20).toFixed(0)} MB, repeats ${result.repeats}`,
      );
      return result;
    } finally {
      await server.stop();
    }
  } finally {
    await counter.close();
    await rm(folder, { recursive: true, force: true });
  }
}
