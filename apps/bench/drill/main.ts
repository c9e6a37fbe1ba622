/**
 * `pnpm drill`: load, database outage, hung database, SIGTERM drain, kill -9 on PGlite, three instances behind
 * HAProxy with one killed, a rolling restart of them, attacks a single client could make (abuse/), Auth emulator
 * down. Prints every figure and a verdict per claim; exits 1 when a
 * claim does not hold. PostgreSQL is never stopped: the outage is a TCP proxy between the server and it,
 * closed for 10 s (refused connections, as a stopped server gives), then holding everything for 10 s
 * (connections accepted, nothing answered).
 * Env: DRILL_LOAD_SECONDS (60), DRILL_CONNECTIONS (100), DRILL_PG_URL (postgres://postgres@127.0.0.1:5432/postgres).
 * `pnpm drill --only balanced,auth` runs some phases (load, restarts, balanced, rolling, abuse, auth).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DbProxy, startDbProxy } from '@celtic/db/fault-proxy';
import { freePort, startEmulator } from '@celtic/devstack/emulator';
import postgres from 'postgres';
import { guardsDrill } from './abuse/guards';
import { imagesDrill } from './abuse/images';
import type { AbuseDrill } from './abuse/kit';
import { memoryDrill } from './abuse/memory';
import { pushDrill } from './abuse/push';
import { rolesDrill } from './abuse/roles';
import { runAbuse } from './abuse/run';
import { loadBalanced, rollingRestart } from './balanced';
import { type Account, type LoadRun, runLoad, summarise, withFault } from './load';
import { buildServer, type RunningServer, startServer } from './server';
import { verifyPglite, verifyPostgres } from './verify';

const loadSeconds = Number(process.env.DRILL_LOAD_SECONDS ?? 60);
const connections = Number(process.env.DRILL_CONNECTIONS ?? 100);
const adminUrl = process.env.DRILL_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const runId = `drill-${randomBytes(4).toString('hex')}`;
const phases = ['load', 'restarts', 'balanced', 'rolling', 'abuse', 'auth'] as const;
const only = process.argv.indexOf('--only');
const chosen = only === -1 ? [...phases] : (process.argv[only + 1] ?? '').split(',');
const unknownPhases = chosen.filter((phase) => !(phases as readonly string[]).includes(phase));
if (unknownPhases.length > 0) {
  console.error(`unknown phase ${unknownPhases.join(', ')}: choose from ${phases.join(', ')}`);
  process.exit(2);
}
const runs = (phase: (typeof phases)[number]) => chosen.includes(phase);
// The attacks of `--only abuse`, in the order they run (apps/bench/drill/abuse/).
const abuseDrills: { name: string; drill: AbuseDrill }[] = [
  { name: 'memory and the shared-answer store', drill: memoryDrill },
  { name: 'preview images', drill: imagesDrill },
  { name: 'Web Push', drill: pushDrill },
  { name: 'expensive reads and load shedding', drill: guardsDrill },
  { name: 'roles of unverified addresses', drill: rolesDrill },
];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const verdicts: { claim: string; holds: boolean; figure: string }[] = [];
function claim(text: string, holds: boolean, figure: string): void {
  verdicts.push({ claim: text, holds, figure });
  console.log(`  ${holds ? 'HOLDS' : 'FAILS'}  ${text}: ${figure}`);
}

/**
 * The recovery claim of a fault phase: the first write sent after `at` (a wall-clock time) and acknowledged
 * within 5 s of it.
 */
function claimRecovery(text: string, run: LoadRun, at: number): void {
  const since = at - run.startedAt;
  const firstWriteAfter = run.samples
    .filter((sample) => sample.write && sample.status >= 200 && sample.status < 300 && sample.start >= since)
    .map((sample) => sample.start + sample.ms - since)
    .sort((a, b) => a - b)[0];
  claim(
    text,
    firstWriteAfter !== undefined && firstWriteAfter < 5000,
    `first acknowledged write ${firstWriteAfter === undefined ? 'never' : `${Math.round(firstWriteAfter)} ms`} after`,
  );
}

// Everything started here, undone on any exit: servers killed, proxy closed, database dropped.
const cleanups: (() => Promise<unknown>)[] = [];
async function cleanUp(): Promise<void> {
  for (const undo of cleanups.splice(0).reverse()) await undo().catch(() => {});
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  });
}

async function launch(
  env: Record<string, string>,
  port?: number,
  from: 'source' | 'built' = 'built',
): Promise<RunningServer> {
  const server = await startServer(env, port ?? (await freePort()), from);
  cleanups.push(async () => {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  });
  return server;
}

/** The emulator sometimes resets its first connections on a busy machine: a few tries before giving up. */
async function fetchRetrying(url: string, init: RequestInit, tries = 5): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fetch(url, init);
    } catch (error) {
      if (attempt >= tries) throw error;
      await sleep(1000 * attempt);
    }
  }
}

async function signInAccounts(emulatorHost: string, count: number, prefix: string): Promise<Account[]> {
  const accounts: Account[] = [];
  for (let index = 0; index < count; index += 1) {
    const sub = `${prefix}-${index}-${randomBytes(3).toString('hex')}`;
    const response = await fetchRetrying(
      `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=fake-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          postBody: `id_token=${encodeURIComponent(JSON.stringify({ sub, email: `${sub}@example.com`, email_verified: true, name: sub }))}&providerId=google.com`,
          requestUri: 'http://localhost',
          returnSecureToken: true,
        }),
      },
    );
    const body = (await response.json()) as { idToken?: string; localId?: string };
    if (!body.idToken || !body.localId) throw new Error(`emulator sign-in failed: ${JSON.stringify(body)}`);
    accounts.push({ uid: body.localId, bearer: `Bearer ${body.idToken}` });
  }
  return accounts;
}

/** Each account signs in once, so the load measures steady state, not first sign-ins. */
async function warm(server: RunningServer, accounts: Account[]): Promise<void> {
  for (const account of accounts) {
    const response = await fetch(`${server.url}/api/users/me`, {
      headers: { authorization: account.bearer },
    });
    if (!response.ok) throw new Error(`warm-up failed: ${response.status} ${await response.text()}`);
  }
}

function printSummary(label: string, run: LoadRun, from?: number, to?: number): ReturnType<typeof summarise> {
  const summary = summarise(run.samples, from, to);
  console.log(
    `  ${label}: ${summary.requests} requests (${summary.perSecond}/s), p50 ${summary.p50} ms, p95 ${summary.p95} ms, ` +
      `p99 ${summary.p99} ms, max ${summary.max} ms; statuses ${JSON.stringify(summary.byStatus)}`,
  );
  return summary;
}

async function loadAndOutage(emulatorHost: string, accounts: Account[]): Promise<void> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const database = `celtic_${runId.replace('-', '_')}`;
  await admin.unsafe(`create database ${database}`);
  cleanups.push(async () => {
    await admin.unsafe(`drop database if exists ${database} with (force)`);
    await admin.end({ timeout: 5 });
  });
  const pg = new URL(adminUrl);
  const proxy: DbProxy = await startDbProxy({ host: pg.hostname, port: Number(pg.port || 5432) });
  cleanups.push(() => proxy.close());
  const direct = new URL(adminUrl);
  direct.pathname = `/${database}`;
  const viaProxy = new URL(direct);
  viaProxy.port = String(proxy.port);

  const server = await launch({
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    DATABASE_URL: viaProxy.toString(),
  });
  await warm(server, accounts);

  console.log(
    `\n[1] Load: ${loadSeconds} s at ${connections} connections, mixed reads and writes, PostgreSQL`,
  );
  const load = await runLoad({
    url: server.url,
    accounts,
    connections,
    durationMs: loadSeconds * 1000,
    runId,
  });
  const loadSummary = printSummary('all', load);
  printSummary('writes', { ...load, samples: load.samples.filter((sample) => sample.write) });
  claim(
    'zero 5xx under load',
    loadSummary.fiveHundreds === 0,
    `${loadSummary.fiveHundreds} of ${loadSummary.requests}`,
  );
  claim('every request answered', loadSummary.noAnswer === 0, `${loadSummary.noAnswer} without an answer`);
  const loadDurable = await verifyPostgres(direct.toString(), load.readings, load.checks);
  claim(
    'every acknowledged write is in the database',
    loadDurable.missingReadings + loadDurable.missingChecks + loadDurable.alteredReadings === 0,
    `${loadDurable.acknowledgedReadings} readings + ${loadDurable.acknowledgedChecks} checks acknowledged, ` +
      `${loadDurable.missingReadings + loadDurable.missingChecks} missing, ${loadDurable.alteredReadings} altered`,
  );

  console.log(
    '\n[2] Database outage: PostgreSQL unreachable for 10 s under load (proxy closed, connections dropped)',
  );
  const outage = runLoad({
    url: server.url,
    accounts,
    connections,
    durationMs: 35_000,
    runId: `${runId}-outage`,
  });
  const {
    run: outageRun,
    begunAt: cutAt,
    endedAt: restoredAt,
  } = await withFault(outage, {
    afterMs: 10_000,
    begin: () => proxy.cut(),
    forMs: 10_000,
    end: () => proxy.restore(),
  });
  const offset = (at: number) => at - outageRun.startedAt;
  const during = printSummary('during the outage', outageRun, offset(cutAt), offset(restoredAt));
  printSummary('after it', outageRun, offset(restoredAt));
  const dbCallsDuring = outageRun.samples.filter(
    (sample) =>
      sample.start >= offset(cutAt) + 500 &&
      sample.start < offset(restoredAt) &&
      !sample.path.startsWith('/api/signs') &&
      !sample.path.startsWith('/api/horoscope'),
  );
  const failedFast = dbCallsDuring.filter((sample) => sample.status === 503);
  claim(
    'database calls during the outage answer 503 "Database unavailable"',
    dbCallsDuring.length > 0 &&
      failedFast.length === dbCallsDuring.length &&
      failedFast.every((sample) => sample.message?.startsWith('Database unavailable')),
    `${failedFast.length} of ${dbCallsDuring.length} answered 503 (other: ${JSON.stringify(summarise(dbCallsDuring).byStatus)})`,
  );
  // postgres.js queues queries while it cannot connect: those sent before the gate closed wait for the database.
  const slow = outageRun.samples.filter(
    (sample) => sample.start >= offset(cutAt) && sample.start < offset(restoredAt) && sample.ms > 6000,
  ).length;
  claim(
    'no hang during the outage',
    during.timedOut === 0 && during.max < 6000,
    `max ${during.max} ms, ${slow} of ${during.requests} over 6 s, ${during.timedOut} timed out`,
  );
  claim(
    'no 500 during the outage',
    (during.byStatus['500'] ?? 0) === 0,
    `${during.byStatus['500'] ?? 0} answered 500`,
  );
  claim(
    'server process still running',
    server.child.exitCode === null,
    `exit code ${server.child.exitCode ?? 'none'}`,
  );
  claimRecovery('recovers by itself within 5 s of the database returning', outageRun, restoredAt);
  const outageDurable = await verifyPostgres(direct.toString(), outageRun.readings, outageRun.checks);
  claim(
    'no acknowledged write lost across the outage',
    outageDurable.missingReadings + outageDurable.missingChecks + outageDurable.alteredReadings === 0,
    `${outageDurable.acknowledgedReadings} readings + ${outageDurable.acknowledgedChecks} checks acknowledged, ` +
      `${outageDurable.missingReadings + outageDurable.missingChecks} missing`,
  );
  await hungDatabase(server, proxy, accounts, direct.toString());
  server.child.kill('SIGTERM');
  await server.exited;
}

/**
 * PostgreSQL accepts TCP but answers nothing for 10 s (a hung server, a black-holed network). The database
 * gate's port probe still succeeds, so only the per-query deadline (DB_QUERY_TIMEOUT_MS, 5 s) ends the calls.
 */
async function hungDatabase(
  server: RunningServer,
  proxy: DbProxy,
  accounts: Account[],
  directUrl: string,
): Promise<void> {
  console.log('\n[2b] PostgreSQL hung for 10 s under load (TCP accepted, nothing answered)');
  const hung = runLoad({
    url: server.url,
    accounts,
    connections,
    durationMs: 25_000,
    runId: `${runId}-hung`,
  });
  const {
    run: hungRun,
    begunAt: heldAt,
    endedAt: releasedAt,
  } = await withFault(hung, {
    afterMs: 5_000,
    begin: () => proxy.hold(),
    forMs: 10_000,
    end: () => proxy.release(),
  });
  const offset = (at: number) => at - hungRun.startedAt;
  const during = printSummary('during the hang', hungRun, offset(heldAt), offset(releasedAt));
  printSummary('after it', hungRun, offset(releasedAt));
  // Calls that started while nothing answered and ended before the release: they ended by the deadline.
  const dbCalls = hungRun.samples.filter(
    (sample) =>
      sample.start >= offset(heldAt) &&
      sample.start + sample.ms < offset(releasedAt) &&
      !sample.path.startsWith('/api/signs') &&
      !sample.path.startsWith('/api/horoscope'),
  );
  // The server answers some reads from its per-user caches without asking the database: those stay 200.
  const unavailable = dbCalls.filter(
    (sample) => sample.status === 503 && sample.message?.startsWith('Database unavailable'),
  );
  const fromMemory = dbCalls.filter((sample) => sample.status === 200 && !sample.write);
  claim(
    'hung database: calls that need it answer 503 "Database unavailable" by the deadline',
    unavailable.length > 0 && unavailable.length + fromMemory.length === dbCalls.length,
    `${unavailable.length} of ${dbCalls.length} database calls answered 503, ${fromMemory.length} reads served ` +
      `from the server's cache (all: ${JSON.stringify(summarise(dbCalls).byStatus)})`,
  );
  claim(
    'hung database: no hang (every answer within 6 s)',
    during.timedOut === 0 && during.noAnswer === 0 && during.max < 6000,
    `max ${during.max} ms, p50 ${during.p50} ms, ${during.timedOut} timed out`,
  );
  claimRecovery('hung database: recovers by itself within 5 s of answering again', hungRun, releasedAt);
  const durable = await verifyPostgres(directUrl, hungRun.readings, hungRun.checks);
  claim(
    'hung database: no acknowledged write lost',
    durable.missingReadings + durable.missingChecks + durable.alteredReadings === 0,
    `${durable.acknowledgedReadings} readings + ${durable.acknowledgedChecks} checks acknowledged, ` +
      `${durable.missingReadings + durable.missingChecks} missing`,
  );
}

async function restarts(emulatorHost: string, accounts: Account[]): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'celtic-drill-pglite-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const env = { FIREBASE_AUTH_EMULATOR_HOST: emulatorHost, DATA_DIR: dataDir };

  console.log(`\n[3] SIGTERM under load (PGlite): in-flight requests drain, then the process exits`);
  const first = await launch(env);
  await warm(first, accounts);
  let signalledAt = 0;
  const drainLoad = runLoad({
    url: first.url,
    accounts,
    connections: Math.min(connections, 50),
    durationMs: 12_000,
    runId: `${runId}-sigterm`,
    stop: first.exited,
  });
  await sleep(6000);
  signalledAt = performance.now();
  first.child.kill('SIGTERM');
  const exitCode = await first.exited;
  const exitMs = performance.now() - signalledAt;
  const drainRun = await drainLoad;
  const at = signalledAt - drainRun.startedAt;
  const inFlight = drainRun.samples.filter((sample) => sample.start < at && sample.start + sample.ms > at);
  const dropped = inFlight.filter((sample) => sample.status === 0 || sample.status >= 500);
  claim(
    'SIGTERM drains in-flight requests',
    dropped.length === 0,
    `${inFlight.length} in flight at SIGTERM, ${inFlight.length - dropped.length} answered normally, ${dropped.length} cut`,
  );
  claim('exits cleanly after draining', exitCode === 0, `exit ${exitCode} after ${Math.round(exitMs)} ms`);
  const termDurable = await verifyPglite(dataDir, drainRun.readings, drainRun.checks);
  claim(
    'every write acknowledged before SIGTERM is on disk',
    termDurable.missingReadings + termDurable.missingChecks === 0,
    `${termDurable.acknowledgedReadings} readings + ${termDurable.acknowledgedChecks} checks, ${termDurable.missingReadings + termDurable.missingChecks} missing`,
  );

  console.log('\n[4] kill -9 under load (PGlite): restart and count');
  const second = await launch(env);
  const killLoad = runLoad({
    url: second.url,
    accounts,
    connections: Math.min(connections, 50),
    durationMs: 12_000,
    runId: `${runId}-kill`,
    stop: second.exited,
  });
  await sleep(6000);
  second.child.kill('SIGKILL');
  await second.exited;
  const killRun = await killLoad;
  const killDurable = await verifyPglite(
    dataDir,
    [...drainRun.readings, ...killRun.readings],
    [...drainRun.checks, ...killRun.checks],
  );
  claim(
    'kill -9 keeps every acknowledged write',
    killDurable.missingReadings + killDurable.missingChecks === 0,
    `${killRun.readings.length} readings + ${killRun.checks.length} checks acknowledged before the kill; ` +
      `${killDurable.missingReadings + killDurable.missingChecks} of all ${killDurable.acknowledgedReadings + killDurable.acknowledgedChecks} missing after reopening`,
  );
  const third = await launch(env);
  const health = await fetch(`${third.url}/healthz`);
  claim('the server starts again on the same data', health.ok, `healthz ${health.status}`);
  third.child.kill('SIGTERM');
  await third.exited;
}

async function authDown(
  emulator: { host: string; stop(): Promise<void> },
  accounts: Account[],
): Promise<void> {
  console.log(
    '\n[5] Auth emulator down: protected calls answer 401/503 with a message, public ones keep working',
  );
  const dataDir = await mkdtemp(join(tmpdir(), 'celtic-drill-auth-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const server = await launch({ FIREBASE_AUTH_EMULATOR_HOST: emulator.host, DATA_DIR: dataDir });
  const known = accounts.slice(0, 5);
  await warm(server, known);
  const fresh = await signInAccounts(emulator.host, 5, 'fresh');
  await emulator.stop();
  const probe = async (path: string, init: RequestInit = {}) => {
    const start = performance.now();
    const response = await fetch(`${server.url}${path}`, { ...init, signal: AbortSignal.timeout(15_000) });
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    return { status: response.status, message: body.message, ms: performance.now() - start };
  };
  const results = {
    public: [] as Awaited<ReturnType<typeof probe>>[],
    known: [] as Awaited<ReturnType<typeof probe>>[],
    fresh: [] as Awaited<ReturnType<typeof probe>>[],
    none: [] as Awaited<ReturnType<typeof probe>>[],
  };
  for (let round = 0; round < 10; round += 1) {
    results.public.push(await probe('/api/horoscope/daily?sign=Wolf'), await probe('/api/signs'));
    const knownAccount = known[round % known.length] as Account;
    results.known.push(await probe('/api/users/me', { headers: { authorization: knownAccount.bearer } }));
    const freshAccount = fresh[round % fresh.length] as Account;
    results.fresh.push(
      await probe('/api/readings', {
        method: 'POST',
        headers: { authorization: freshAccount.bearer, 'content-type': 'application/json' },
        body: JSON.stringify({ content: 'while auth is down', zodiacSign: 'Cat' }),
      }),
    );
    results.none.push(await probe('/api/readings/me'));
  }
  const describe = (list: { status: number; message?: string; ms: number }[]) =>
    `${JSON.stringify(Object.fromEntries([...new Set(list.map((r) => r.status))].map((s) => [s, list.filter((r) => r.status === s).length])))}, ` +
    `max ${Math.round(Math.max(...list.map((r) => r.ms)))} ms${list[0]?.message ? `, "${list[0].message}"` : ''}`;
  claim(
    'public calls keep working',
    results.public.every((r) => r.status === 200),
    describe(results.public),
  );
  claim(
    'a new sign-in answers 503 with a message, fast',
    results.fresh.every(
      (r) => r.status === 503 && r.message === 'Authentication is temporarily unavailable' && r.ms < 6000,
    ),
    describe(results.fresh),
  );
  claim(
    'no token answers 401 with a message',
    results.none.every((r) => r.status === 401 && Boolean(r.message)),
    describe(results.none),
  );
  claim(
    'already verified sessions keep working until their token expires',
    results.known.every((r) => r.status === 200),
    describe(results.known),
  );
  server.child.kill('SIGTERM');
  await server.exited;
}

async function main(): Promise<void> {
  console.log(`Drill ${runId}: ${new Date().toISOString()}`);
  // Every phase runs the built server as production does (NODE_ENV=production, JSON logs at info). From source
  // in development mode, every request's log line went synchronously into a pipe the drill drains between its
  // own requests: the server stalled behind its log after the outage, which is the harness, not the server.
  buildServer();
  const emulator = await startEmulator({ host: `127.0.0.1:${await freePort()}` });
  cleanups.push(() => emulator.stop());
  const accounts = await signInAccounts(emulator.host, 40, runId);
  if (runs('load')) await loadAndOutage(emulator.host, accounts);
  if (runs('restarts')) await restarts(emulator.host, accounts);
  const balancedOptions = async (prefix: string) => ({
    emulatorHost: emulator.host,
    // An account per connection, so each client's list holds only its own saves.
    accounts: await signInAccounts(emulator.host, connections, `${runId}-${prefix}`),
    connections,
    loadSeconds,
    adminUrl,
    runId,
    claim,
    launch,
    cleanup: (undo: () => Promise<unknown>) => cleanups.push(undo),
    printSummary,
  });
  if (runs('balanced')) await loadBalanced(await balancedOptions('lb'));
  if (runs('rolling')) await rollingRestart(await balancedOptions('rolling'));
  if (runs('abuse')) {
    await runAbuse({
      adminUrl,
      emulatorHost: emulator.host,
      drills: abuseDrills,
      launch: (env) => launch(env),
      signIn: (count, prefix) => signInAccounts(emulator.host, count, `${runId}-${prefix}`),
      claim,
      cleanup: (undo) => cleanups.push(undo),
    });
  }
  // Last: it stops the emulator.
  if (runs('auth')) await authDown(emulator, accounts);
  const failed = verdicts.filter((verdict) => !verdict.holds);
  console.log(`\n${verdicts.length - failed.length} of ${verdicts.length} claims hold.`);
  for (const verdict of failed) console.log(`  does not hold: ${verdict.claim} (${verdict.figure})`);
  process.exitCode = failed.length > 0 ? 1 : 0;
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
