/**
 * The load-balanced phases: three instances of the built server over one PostgreSQL database behind HAProxy
 * (round-robin per request, the recommended configuration in balancer.ts), the drill's mixed load through it.
 * `balanced`: one instance killed with SIGKILL mid-run and started again. `rolling`: a rolling restart, each
 * instance in turn stopped with SIGTERM, started again and back in HAProxy before the next. Each client has an
 * account of its own and checks that its next list shows the last reading it was told it saved, whichever
 * instance answers.
 */
import { freePort } from '@celtic/devstack/emulator';
import postgres from 'postgres';
import { type Balancer, haproxyVersion, installHint, startBalancer } from './balancer';
import { type Account, type LoadRun, runLoad, type Sample, type summarise, withFault } from './load';
import type { RunningServer } from './server';
import { verifyPostgres } from './verify';

export interface BalancedOptions {
  emulatorHost: string;
  /** One account per connection. */
  accounts: Account[];
  connections: number;
  loadSeconds: number;
  adminUrl: string;
  runId: string;
  claim(text: string, holds: boolean, figure: string): void;
  /** Starts a server (killed at the drill's end) with `env` on `port`. */
  launch(env: Record<string, string>, port: number, from: 'built'): Promise<RunningServer>;
  /** Registers something to undo when the drill ends, however it ends. */
  cleanup(undo: () => Promise<unknown>): void;
  printSummary(label: string, run: LoadRun, from?: number, to?: number): ReturnType<typeof summarise>;
}

const instances = 3;

/** Counts by a key, as `{ key: count }` in first-seen order. */
function countBy<T>(items: T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

interface Cluster {
  balancer: Balancer;
  ports: number[];
  servers: RunningServer[];
  /** The instances' environment, to start one again. */
  env: Record<string, string>;
  /** The database, directly (not through HAProxy). */
  databaseUrl: string;
}

/** A database of its own, three built instances on it, HAProxy in front; every account signed in once. */
async function startCluster(options: BalancedOptions, suffix: string): Promise<Cluster | undefined> {
  const version = haproxyVersion();
  if (!version) {
    options.claim(
      'HAProxy is installed (the load-balanced phases need it)',
      false,
      `haproxy not found: ${installHint}`,
    );
    return undefined;
  }
  console.log(`  ${version}`);

  const admin = postgres(options.adminUrl, { max: 1, onnotice: () => {} });
  const database = `celtic_${options.runId.replace('-', '_')}_${suffix}`;
  await admin.unsafe(`create database ${database}`);
  options.cleanup(async () => {
    await admin.unsafe(`drop database if exists ${database} with (force)`);
    await admin.end({ timeout: 5 });
  });
  const direct = new URL(options.adminUrl);
  direct.pathname = `/${database}`;
  const env = { FIREBASE_AUTH_EMULATOR_HOST: options.emulatorHost, DATABASE_URL: direct.toString() };

  const ports: number[] = [];
  const servers: RunningServer[] = [];
  for (let index = 0; index < instances; index += 1) {
    const port = await freePort();
    ports.push(port);
    // One after the other: the first applies the migrations.
    servers.push(await options.launch(env, port, 'built'));
  }
  const balancer = await startBalancer(await freePort(), ports);
  options.cleanup(() => balancer.stop());
  for (const account of options.accounts) {
    const response = await fetch(`${balancer.url}/api/users/me`, {
      headers: { authorization: account.bearer },
    });
    if (!response.ok) throw new Error(`warm-up failed: ${response.status} ${await response.text()}`);
  }
  return { balancer, ports, servers, env, databaseUrl: direct.toString() };
}

/** The claims every load-balanced phase makes: no acknowledged write lost, no stale read. */
async function claimConsistency(options: BalancedOptions, label: string, cluster: Cluster, run: LoadRun) {
  const durable = await verifyPostgres(cluster.databaseUrl, run.readings, run.checks);
  options.claim(
    `${label}: every acknowledged write is in the database`,
    durable.missingReadings + durable.missingChecks + durable.alteredReadings === 0,
    `${durable.acknowledgedReadings} readings + ${durable.acknowledgedChecks} checks acknowledged, ` +
      `${durable.missingReadings + durable.missingChecks} missing, ${durable.alteredReadings} altered`,
  );
  const stale = run.staleReads;
  const crossInstance = stale.filter((read) => read.writtenBy !== read.listedBy).length;
  options.claim(
    `${label}: no stale read (each client’s next list shows the reading it was just told it saved)`,
    stale.length === 0,
    `${stale.length} stale of ${run.ownWriteChecks} lists checked, ${run.crossInstanceChecks} of them answered ` +
      `by another instance than the write's (stale across instances: ${crossInstance}; write → list: ` +
      `${JSON.stringify(countBy(stale, (read) => `${read.writtenBy}→${read.listedBy}`))})`,
  );
}

async function stopCluster(cluster: Cluster): Promise<void> {
  for (const server of cluster.servers) server.child.kill('SIGTERM');
  await Promise.all(cluster.servers.map((server) => server.exited));
  await cluster.balancer.stop();
}

/** A request without an answer, or answered 5xx: by HAProxy for want of an instance, or by an instance. */
const failed = (sample: Sample) => sample.status === 0 || sample.status >= 500;

const describe = (sample: Sample) =>
  `${sample.status === 0 ? `no answer (${sample.message ?? '?'})` : sample.status} ${sample.server ?? '-'} ` +
  `${sample.write ? 'POST' : 'GET'} ${sample.path.split('?')[0]}${sample.keyed ? ' (keyed)' : ''}`;

/** HAProxy's abnormal requests by instance, status and termination state, and what it sent again. */
function describeAbnormal(balancer: Balancer): string {
  const abnormal = balancer.abnormal();
  const retried = abnormal.filter((request) => request.retries > 0);
  return (
    `${JSON.stringify(countBy(abnormal, (request) => `${request.server} ${request.status} ${request.termination}`))}; ` +
    `sent again to another instance: ${retried.length} (${JSON.stringify(countBy(retried, (request) => `${request.request.split(' ')[0]} ${request.status}`))})`
  );
}

export async function loadBalanced(options: BalancedOptions): Promise<void> {
  const { accounts, connections, loadSeconds, claim } = options;
  const killAtMs = Math.round(loadSeconds * 400);
  const downMs = 5000;
  console.log(
    `\n[6] Load-balanced: ${instances} built instances on one PostgreSQL database behind HAProxy (round-robin), ` +
      `${loadSeconds} s at ${connections} connections, an account per connection, every other write with an ` +
      `Idempotency-Key; one instance killed with SIGKILL at ${killAtMs / 1000} s and started again ` +
      `${downMs / 1000} s later`,
  );
  const cluster = await startCluster(options, 'lb');
  if (!cluster) return;
  const { balancer, ports, servers, env } = cluster;

  const victimIndex = 1;
  const victimPort = ports[victimIndex] as number;
  const victim = balancer.nameOf(victimPort);
  const loading = runLoad({
    url: balancer.url,
    accounts,
    connections,
    durationMs: loadSeconds * 1000,
    runId: `${options.runId}-lb`,
    checkOwnWrites: true,
    idempotencyKeys: true,
  });
  const {
    run,
    begunAt: killedAt,
    endedAt: restartedAt,
  } = await withFault(loading, {
    afterMs: killAtMs,
    begin: async () => {
      const server = servers[victimIndex] as RunningServer;
      server.child.kill('SIGKILL');
      await server.exited;
    },
    forMs: downMs,
    end: async () => {
      servers[victimIndex] = await options.launch(env, victimPort, 'built');
    },
  });
  const offset = (at: number) => at - run.startedAt;
  const killOffset = offset(killedAt);

  options.printSummary('all', run);
  options.printSummary(`around the kill (±2 s)`, run, killOffset - 2000, killOffset + 2000);
  console.log(
    `  answered by: ${JSON.stringify(countBy(run.samples, (sample) => sample.server ?? 'none'))}; ` +
      `${victim} killed ${(killOffset / 1000).toFixed(1)} s in, healthy again ${((offset(restartedAt) - killOffset) / 1000).toFixed(1)} s later`,
  );

  await claimConsistency(options, 'load-balanced', cluster, run);

  // A request sent to the killed instance before HAProxy took it out (in flight at the kill, or sent on a
  // kept-alive connection to it just after) that HAProxy may not send again (a write without an Idempotency-Key)
  // ends in HAProxy's 502 naming the instance, or without an answer (HAProxy closes the client's connection
  // then, and names no instance): see balancer.ts.
  const takenOut = balancer
    .transitions()
    .find(
      (transition) =>
        transition.server === victim && transition.state === 'DOWN' && transition.at >= killedAt,
    );
  const takenOutOffset = takenOut ? offset(takenOut.at) : killOffset;
  const cutByKill = (sample: Sample) =>
    sample.start <= takenOutOffset &&
    sample.start + sample.ms >= killOffset &&
    (sample.status === 0 ? sample.server === undefined : sample.server === victim);
  const failures = run.samples.filter(failed);
  const explained = failures.filter(cutByKill);
  const others = failures.filter((sample) => !cutByKill(sample));
  const seconds = (samples: Sample[]) => {
    const starts = samples.map((sample) => sample.start / 1000);
    return `${Math.min(...starts).toFixed(1)}–${Math.max(...starts).toFixed(1)} s in`;
  };
  claim(
    'load-balanced: 5xx and unanswered requests only among those sent to the killed instance before HAProxy took it out',
    others.length === 0,
    `${failures.filter((sample) => sample.status >= 500).length} × 5xx and ${failures.filter((sample) => sample.status === 0).length} ` +
      `without an answer; ${explained.length} sent to ${victim} between its kill and HAProxy taking it out ` +
      `${takenOut ? `${Math.round(takenOutOffset - killOffset)} ms later` : '(never logged)'} (${JSON.stringify(countBy(explained, describe))}), ` +
      `${others.length} others${others.length > 0 ? ` (${JSON.stringify(countBy(others, describe))}, sent ${seconds(others)})` : ''}`,
  );
  // HAProxy sends a GET, or a write with an Idempotency-Key, again to another instance when the killed one
  // closed its connection without answering; a write without a key it never sends twice.
  const reads = run.samples.filter((sample) => !sample.write);
  const keyed = run.samples.filter((sample) => sample.write && sample.keyed);
  const unkeyed = run.samples.filter((sample) => sample.write && !sample.keyed);
  const unanswered = (samples: Sample[]) => samples.filter(failed).length;
  console.log(
    `  unanswered (no answer or 5xx): GETs ${unanswered(reads)} of ${reads.length}, writes with an ` +
      `Idempotency-Key ${unanswered(keyed)} of ${keyed.length}, writes without ${unanswered(unkeyed)} of ${unkeyed.length}`,
  );
  claim(
    'load-balanced: every GET is answered across the kill (HAProxy sends it again to another instance)',
    unanswered(reads) === 0,
    `${unanswered(reads)} of ${reads.length} GETs unanswered${unanswered(reads) > 0 ? ` (${JSON.stringify(countBy(reads.filter(failed), describe))})` : ''}`,
  );
  claim(
    'load-balanced: every write with an Idempotency-Key is answered across the kill (sent again, stored once)',
    unanswered(keyed) === 0,
    `${unanswered(keyed)} of ${keyed.length} unanswered${unanswered(keyed) > 0 ? ` (${JSON.stringify(countBy(keyed.filter(failed), describe))})` : ''}; ` +
      `writes without a key, never sent twice: ${unanswered(unkeyed)} of ${unkeyed.length} unanswered`,
  );
  console.log(`  HAProxy's log of abnormal requests: ${describeAbnormal(balancer)}`);
  const servedAfter = run.samples.filter(
    (sample) => sample.server === victim && sample.start >= offset(restartedAt) && sample.status < 500,
  ).length;
  claim(
    'load-balanced: the restarted instance takes requests again',
    servedAfter > 0,
    `${servedAfter} answered by ${victim} after its restart`,
  );
  await stopCluster(cluster);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves when HAProxy logs `server` going `state` after `since` (performance.now()), or undefined at `timeoutMs`. */
async function transition(
  balancer: Balancer,
  server: string,
  state: 'UP' | 'DOWN',
  since: number,
  timeoutMs: number,
): Promise<number | undefined> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const found = balancer
      .transitions()
      .find((entry) => entry.server === server && entry.state === state && entry.at >= since);
    if (found) return found.at;
    if (performance.now() > deadline) return undefined;
    await sleep(50);
  }
}

/**
 * A rolling restart under load: each instance in turn gets SIGTERM, exits once it has answered what it was
 * sent, is started again on its port, and is back in HAProxy before the next one stops. Every request must be
 * answered: the instance fails /healthz at once and keeps answering for its grace period (SHUTDOWN_GRACE_MS, 5 s
 * under production), so HAProxy takes it out before its listener closes.
 */
export async function rollingRestart(options: BalancedOptions): Promise<void> {
  const { accounts, connections, claim } = options;
  const settleMs = 3000;
  console.log(
    `\n[7] Rolling restart: ${instances} built instances on one PostgreSQL database behind HAProxy, ` +
      `${connections} connections, an account per connection; each instance in turn stopped with SIGTERM ` +
      `(the production grace period), started again and back in HAProxy before the next; ${settleMs / 1000} s ` +
      'of load before and after',
  );
  const cluster = await startCluster(options, 'rolling');
  if (!cluster) return;
  const { balancer, ports, servers, env } = cluster;

  let finish = () => {};
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const loading = runLoad({
    url: balancer.url,
    accounts,
    connections,
    // Until the restart is over.
    durationMs: 15 * 60_000,
    stop: finished,
    runId: `${options.runId}-rolling`,
    checkOwnWrites: true,
  });
  const steps: string[] = [];
  let allExitedCleanly = true;
  let takenOutInTime = true;
  let failedStep: unknown;
  const restart = (async () => {
    await sleep(settleMs);
    for (let index = 0; index < instances; index += 1) {
      const name = balancer.nameOf(ports[index] as number);
      const server = servers[index] as RunningServer;
      const signalledAt = performance.now();
      server.child.kill('SIGTERM');
      const code = await server.exited;
      const exitedAt = performance.now();
      const down = await transition(balancer, name, 'DOWN', signalledAt, 0);
      servers[index] = await options.launch(env, ports[index] as number, 'built');
      const startedAt = performance.now();
      const up = await transition(balancer, name, 'UP', startedAt, 30_000);
      if (code !== 0) allExitedCleanly = false;
      if (down === undefined || down > exitedAt) takenOutInTime = false;
      const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
      steps.push(
        `${name}: out of HAProxy ${down === undefined ? 'not yet when it exited' : `${seconds(down - signalledAt)} after SIGTERM`}, ` +
          `exit ${code} after ${seconds(exitedAt - signalledAt)}, started again in ${seconds(startedAt - exitedAt)}, ` +
          `back in HAProxy ${up === undefined ? 'never' : seconds(up - startedAt)} later`,
      );
      if (up === undefined) throw new Error(`${name} did not come back into HAProxy within 30 s`);
    }
    await sleep(settleMs);
  })()
    .catch((error: unknown) => {
      failedStep = error;
    })
    .finally(finish);
  const run = await loading;
  await restart;

  options.printSummary('all', run);
  for (const step of steps) console.log(`  ${step}`);
  console.log(`  answered by: ${JSON.stringify(countBy(run.samples, (sample) => sample.server ?? 'none'))}`);
  claim(
    'rolling restart: each instance is back in HAProxy before the next one stops',
    failedStep === undefined && steps.length === instances,
    failedStep === undefined ? `${steps.length} of ${instances} restarted` : String(failedStep),
  );
  claim(
    'rolling restart: each instance is out of HAProxy before it exits, and exits 0',
    takenOutInTime && allExitedCleanly,
    steps.map((step) => step.split(', started')[0]).join('; '),
  );
  const failures = run.samples.filter(failed);
  const unanswered = failures.filter((sample) => sample.status === 0).length;
  console.log(
    `  unanswered requests: ${unanswered}; 5xx: ${failures.length - unanswered} (of ${run.samples.length}: ` +
      `${run.samples.filter((sample) => !sample.write).length} GETs, ${run.samples.filter((sample) => sample.write).length} writes)`,
  );
  claim(
    'rolling restart: every request answered (none without an answer, no 5xx)',
    failures.length === 0,
    `${unanswered} without an answer, ${failures.length - unanswered} × 5xx of ${run.samples.length} requests` +
      `${failures.length > 0 ? ` (${JSON.stringify(countBy(failures, describe))})` : ''}`,
  );
  await claimConsistency(options, 'rolling restart', cluster, run);
  console.log(`  HAProxy's log of abnormal requests: ${describeAbnormal(balancer)}`);
  await stopCluster(cluster);
}
