/**
 * The load-balanced phase: three instances of the built server over one PostgreSQL database behind HAProxy
 * (round-robin per request), the drill's mixed load through it, one instance killed with SIGKILL mid-run and
 * started again. Each client has an account of its own and checks that its next list shows the last reading
 * it was told it saved, whichever instance answers.
 */
import { freePort } from '@celtic/devstack/emulator';
import postgres from 'postgres';
import { haproxyVersion, installHint, startBalancer } from './balancer';
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

export async function loadBalanced(options: BalancedOptions): Promise<void> {
  const { accounts, connections, loadSeconds, claim } = options;
  const killAtMs = Math.round(loadSeconds * 400);
  const downMs = 5000;
  console.log(
    `\n[6] Load-balanced: ${instances} built instances on one PostgreSQL database behind HAProxy (round-robin), ` +
      `${loadSeconds} s at ${connections} connections, an account per connection; one instance killed with ` +
      `SIGKILL at ${killAtMs / 1000} s and started again ${downMs / 1000} s later`,
  );
  const version = haproxyVersion();
  if (!version) {
    claim(
      'HAProxy is installed (the load-balanced phase needs it)',
      false,
      `haproxy not found: ${installHint}`,
    );
    return;
  }
  console.log(`  ${version}`);

  const admin = postgres(options.adminUrl, { max: 1, onnotice: () => {} });
  const database = `celtic_${options.runId.replace('-', '_')}_lb`;
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
  for (const account of accounts) {
    const response = await fetch(`${balancer.url}/api/users/me`, {
      headers: { authorization: account.bearer },
    });
    if (!response.ok) throw new Error(`warm-up failed: ${response.status} ${await response.text()}`);
  }

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

  const durable = await verifyPostgres(direct.toString(), run.readings, run.checks);
  claim(
    'load-balanced: every acknowledged write is in the database',
    durable.missingReadings + durable.missingChecks + durable.alteredReadings === 0,
    `${durable.acknowledgedReadings} readings + ${durable.acknowledgedChecks} checks acknowledged, ` +
      `${durable.missingReadings + durable.missingChecks} missing, ${durable.alteredReadings} altered`,
  );

  const stale = run.staleReads;
  const crossInstance = stale.filter((read) => read.writtenBy !== read.listedBy).length;
  claim(
    'load-balanced: no stale read (each client’s next list shows the reading it was just told it saved)',
    stale.length === 0,
    `${stale.length} stale of ${run.ownWriteChecks} lists checked, ${run.crossInstanceChecks} of them answered ` +
      `by another instance than the write's (stale across instances: ${crossInstance}; write → list: ` +
      `${JSON.stringify(countBy(stale, (read) => `${read.writtenBy}→${read.listedBy}`))})`,
  );

  // A request sent to the killed instance before HAProxy took it out (in flight at the kill, or sent on a
  // kept-alive connection to it just after) ends in HAProxy's 502 naming the instance, or without an answer
  // (HAProxy closes the client's connection then, and names no instance): see balancer.ts.
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
  const failed = run.samples.filter((sample) => sample.status >= 500 || sample.status === 0);
  const explained = failed.filter(cutByKill);
  const others = failed.filter((sample) => !cutByKill(sample));
  const seconds = (samples: Sample[]) => {
    const starts = samples.map((sample) => sample.start / 1000);
    return `${Math.min(...starts).toFixed(1)}–${Math.max(...starts).toFixed(1)} s in`;
  };
  const describe = (sample: Sample) =>
    `${sample.status === 0 ? `no answer (${sample.message ?? '?'})` : sample.status} ${sample.server ?? '-'} ` +
    `${sample.path.split('?')[0]}`;
  claim(
    'load-balanced: 5xx and unanswered requests only among those sent to the killed instance before HAProxy took it out',
    others.length === 0,
    `${failed.filter((sample) => sample.status >= 500).length} × 5xx and ${failed.filter((sample) => sample.status === 0).length} ` +
      `without an answer; ${explained.length} sent to ${victim} between its kill and HAProxy taking it out ` +
      `${takenOut ? `${Math.round(takenOutOffset - killOffset)} ms later` : '(never logged)'} (${JSON.stringify(countBy(explained, describe))}), ` +
      `${others.length} others${others.length > 0 ? ` (${JSON.stringify(countBy(others, describe))}, sent ${seconds(others)})` : ''}`,
  );
  console.log(
    `  HAProxy's log of abnormal requests: ${JSON.stringify(countBy(balancer.abnormal(), (request) => `${request.server} ${request.status} ${request.termination}`))}`,
  );
  const servedAfter = run.samples.filter(
    (sample) => sample.server === victim && sample.start >= offset(restartedAt) && sample.status < 500,
  ).length;
  claim(
    'load-balanced: the restarted instance takes requests again',
    servedAfter > 0,
    `${servedAfter} answered by ${victim} after its restart`,
  );
  for (const server of servers) server.child.kill('SIGTERM');
  await Promise.all(servers.map((server) => server.exited));
  await balancer.stop();
}
