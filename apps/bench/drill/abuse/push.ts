/**
 * Web Push abuse against a launched server: endpoints whose host one URL parser reads as a push service and
 * another as 127.0.0.1 (a listener on 127.0.0.1:443 counts what reaches it, from saved rows and from rows written
 * straight into the database); one account registering 25 devices and asking for 12 test pushes; and another
 * user's reminder, due while a flooding account asks for test pushes to its 10 devices.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import { type AddressInfo, createServer as createTcpServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localCertificate } from '@celtic/devstack/tls';
import postgres from 'postgres';
import type { AbuseDrill, DrillAccount } from './kit';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The spellings that walked around the allow-list before one parser decided both check and send. */
export const bypassSpellings = [';', '"', '{', '}', '`', "'", '%3b'].map(
  (mark) => `https://127.0.0.1${mark}.notify.windows.com/x`,
);

/** A reminder is sent by the next sender tick after it falls due (every 5 s); two ticks is its normal deadline. */
const reminderDeadlineMs = 10_000;

/** A stand-in push service on https://127.0.0.1:<port>, answering 201 and noting when each path was reached. */
async function startPushService() {
  const { key, cert } = localCertificate();
  const arrivals = new Map<string, number[]>();
  const server = createHttpsServer({ key, cert }, (request, response) => {
    request.resume();
    request.on('end', () => {
      const path = request.url ?? '';
      arrivals.set(path, [...(arrivals.get(path) ?? []), Date.now()]);
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cert,
    arrivals,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Counts every connection to 127.0.0.1:443, where a mis-parsed endpoint would go. */
async function listen443(): Promise<{ connections: () => number; close: () => Promise<void> }> {
  let connections = 0;
  const server: Server = createTcpServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(443, '127.0.0.1', resolve);
  });
  return {
    connections: () => connections,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function deviceKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

export const pushDrill: AbuseDrill = async (kit) => {
  console.log('\n== abuse: Web Push ==');
  const pushService = await startPushService();
  const port443 = await listen443();
  const folder = mkdtempSync(join(tmpdir(), 'celtic-drill-push-'));
  const caFile = join(folder, 'ca.pem');
  writeFileSync(caFile, pushService.cert);
  try {
    const server = await kit.launch({
      PUSH_SERVICE_ORIGINS: `${pushService.origin},https://*.notify.windows.com`,
      NODE_EXTRA_CA_CERTS: caFile,
    });
    const sql = postgres(server.databaseUrl, { max: 1, onnotice: () => {} });
    const call = (account: DrillAccount, method: string, path: string, body?: unknown) =>
      fetch(`${server.url}/api${path}`, {
        method,
        headers: {
          authorization: account.bearer,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const subscribe = (account: DrillAccount, endpoint: string) =>
      call(account, 'POST', '/push/subscriptions', { endpoint, expirationTime: null, keys: deviceKeys() });
    const [bypasser, hoarder, flooder, victim] = await kit.signIn(4, 'abuse-push');
    if (!bypasser || !hoarder || !flooder || !victim) throw new Error('four accounts');
    for (const account of [bypasser, hoarder, flooder, victim]) await call(account, 'GET', '/users/me');
    const userId = async (account: DrillAccount) =>
      Number((await sql`select id from users where firebase_uid = ${account.uid}`)[0]?.id);

    // (a) Every spelling, through the API and written straight into the database, then test pushes.
    const statuses = await Promise.all(
      bypassSpellings.map(async (endpoint) => (await subscribe(bypasser, endpoint)).status),
    );
    console.log(`  bypass spellings through the API: statuses ${JSON.stringify(statuses)}`);
    const keys = deviceKeys();
    const bypasserId = await userId(bypasser);
    for (const endpoint of bypassSpellings) {
      await sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth)
        values (${bypasserId}, ${`${endpoint}/${randomBytes(4).toString('hex')}`}, ${keys.p256dh}, ${keys.auth})`;
    }
    const test = await call(bypasser, 'POST', '/push/test');
    const queued = ((await test.json()) as { queued?: number }).queued ?? 0;
    // Three sender ticks for every queued push to be tried.
    await sleep(16_000);
    const left = Number(
      (await sql`select count(*)::int as n from push_subscriptions where user_id = ${bypasserId}`)[0]?.n,
    );
    console.log(
      `  ${bypassSpellings.length} rows written by hand, ${queued} test pushes queued: ${port443.connections()} ` +
        `connections to 127.0.0.1:443, ${left} of the rows left`,
    );
    kit.claim(
      'every bypass spelling is refused with 400, and no connection reaches 127.0.0.1:443',
      statuses.every((status) => status === 400) && port443.connections() === 0,
      `statuses ${JSON.stringify(statuses)}, ${port443.connections()} connections to 127.0.0.1:443`,
    );
    kit.claim(
      'stored rows that fail the allow-list are deleted at send time, not sent',
      left === 0 && queued === bypassSpellings.length,
      `${queued} queued, ${left} left`,
    );

    // (b) One account, 25 devices and 12 test pushes in a row.
    for (let i = 0; i < 25; i += 1) await subscribe(hoarder, `${pushService.origin}/push/hoarder-${i}`);
    const hoarderId = await userId(hoarder);
    const kept = Number(
      (await sql`select count(*)::int as n from push_subscriptions where user_id = ${hoarderId}`)[0]?.n,
    );
    const answers: { status: number; retryAfter: string | null }[] = [];
    for (let i = 0; i < 12; i += 1) {
      const answer = await call(hoarder, 'POST', '/push/test');
      await answer.arrayBuffer();
      answers.push({ status: answer.status, retryAfter: answer.headers.get('retry-after') });
    }
    const accepted = answers.filter((answer) => answer.status === 202).length;
    const refused = answers.filter((answer) => answer.status === 429);
    console.log(
      `  25 devices registered, ${kept} kept; 12 test pushes: ${accepted} accepted, ${refused.length} refused ` +
        `(Retry-After ${[...new Set(refused.map((answer) => answer.retryAfter))].join(', ')} s)`,
    );
    kit.claim('one account keeps at most 10 devices', kept <= 10, `${kept} of 25 kept`);
    kit.claim(
      'at most 5 test pushes an hour are accepted; each refusal is 429 with Retry-After',
      accepted <= 5 &&
        refused.length === 12 - accepted &&
        refused.every((answer) => Number(answer.retryAfter) > 0 && Number(answer.retryAfter) <= 3600),
      `${accepted} accepted, ${refused.length} refused with Retry-After ${refused.map((a) => a.retryAfter).join(',')}`,
    );

    // (c) Another user's reminder falls due while a flooding account asks for test pushes to its 10 devices.
    for (let i = 0; i < 10; i += 1) await subscribe(flooder, `${pushService.origin}/push/flooder-${i}`);
    await subscribe(victim, `${pushService.origin}/push/victim`);
    const now = new Date();
    const reminder = {
      enabled: true,
      time: now.toISOString().slice(11, 16),
      timeZone: 'UTC',
      festivals: false,
      moon: false,
    };
    await call(victim, 'PUT', '/users/me/reminder', reminder);
    const victimId = await userId(victim);
    const flood = Array.from({ length: 12 }, () => call(flooder, 'POST', '/push/test').then((a) => a.status));
    const dueAt = Date.now();
    await sql`update reminder_settings set next_local_date = ${now.toISOString().slice(0, 10)}::date,
      next_due_at = ${new Date(dueAt).toISOString()}::timestamptz where user_id = ${victimId}`;
    const floodStatuses = await Promise.all(flood);
    const deadline = dueAt + 60_000;
    while (!pushService.arrivals.has('/push/victim') && Date.now() < deadline) await sleep(50);
    const delayMs = (pushService.arrivals.get('/push/victim')?.[0] ?? Number.NaN) - dueAt;
    const floodSent = [...pushService.arrivals.keys()].filter((path) => path.startsWith('/push/flooder-'));
    console.log(
      `  flood: ${floodStatuses.filter((s) => s === 202).length} of 12 test pushes accepted (${floodSent.length} ` +
        `devices reached); the other user's reminder arrived ${Math.round(delayMs)} ms after falling due`,
    );
    kit.claim(
      `another user's reminder arrives within its normal deadline (${reminderDeadlineMs / 1000} s) during a flood`,
      delayMs <= reminderDeadlineMs,
      `${Math.round(delayMs)} ms`,
    );
    await sql.end({ timeout: 5 });
  } finally {
    await port443.close();
    await pushService.close();
    rmSync(folder, { recursive: true, force: true });
  }
};
