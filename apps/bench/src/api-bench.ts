import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, signIn } from './emulator';
import type { LoadGenerator } from './load';
import type { LoadJob, LoadResult } from './load-job';
import { load } from './machine';
import { recreateDatabase } from './postgres-admin';
import { cpuMicros, watchRss } from './proc';
import { type Running, startBaseline, startDbBaseline, startServer } from './processes';
import { listStatement, saveStatement } from './server-statements';
import { median, ratio } from './stats';

export type DbKind = 'pglite' | 'postgres';

export interface ApiCase {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** Who calls it: nobody (public), the reader with 1,000 readings, or the writer. */
  caller: 'public' | 'reader' | 'writer';
  body?: string;
  /** A read; the shared public ones carry the p99 budget (signed-in calls carry it on PostgreSQL). */
  read: boolean;
  minRatio?: number;
  /**
   * On PostgreSQL the baseline is not fixed bytes but bare node:http sending the server's own statement for this
   * endpoint with postgres.js (baseline-db-server.mjs, server-statements.ts): the ratio is then what the server
   * adds to the database's answer.
   * Such a figure carries this minimum ratio and the p99 budget, reads and writes alike.
   */
  database?: { minRatio: number };
}

const sign = 'Wolf';

export const apiCases: ApiCase[] = [
  {
    name: 'REST horoscope',
    method: 'GET',
    path: `/api/horoscope/daily?sign=${sign}`,
    caller: 'public',
    read: true,
    minRatio: 0.8,
  },
  {
    name: 'tRPC horoscope',
    method: 'GET',
    path: `/trpc/horoscope.daily?input=${encodeURIComponent(JSON.stringify({ sign }))}`,
    caller: 'public',
    read: true,
    minRatio: 0.8,
  },
  {
    name: 'readings list (signed in, 1,000 readings)',
    method: 'GET',
    path: '/api/readings/me',
    caller: 'reader',
    read: true,
    // No budget on PGlite: it runs inside the server's process, one query at a time, and every signed-in
    // request reads the database (nothing about a user is kept in memory). On PostgreSQL, against bare
    // postgres.js running the same statement:
    database: { minRatio: 0.5 },
  },
  {
    name: 'POST /api/readings',
    method: 'POST',
    path: '/api/readings',
    caller: 'writer',
    body: JSON.stringify({ content: '2026-11-26 A calm day under the rowan.', zodiacSign: sign }),
    read: false,
    database: { minRatio: 0.5 },
  },
];

export const p99BudgetMs = 15;

/**
 * The p99 budget is measured at a steady load of this share of the server's own saturated req/s, over the same
 * 50 connections: at saturation every request queues behind the others, so the p99 there is the queue's length
 * (Little's law: connections ÷ throughput), which the req/s ratio already measures.
 */
export const steadyShare = 0.5;

/**
 * The most requests a second the steady load offers. paced.ts runs in one Node process: beyond this rate its own
 * event loop falls behind (for the bare baseline as for the server), and the p99 would measure the generator
 * (docs/PERFORMANCE.md has the figures).
 */
export const steadyMaxRate = 5000;

export interface SteadyFigure {
  /** Requests a second offered to both servers. */
  rate: number;
  /** Medians of three runs a side. */
  p50Ms: number;
  p99Ms: number;
  baselineP99Ms: number;
  errors: number;
}

export interface Measured extends LoadResult {
  cpuMicrosPerRequest: number;
}

export interface ApiRound {
  baseline: Measured;
  server: Measured;
  ratio: number;
}

export interface ApiFigure {
  db: DbKind;
  name: string;
  method: string;
  path: string;
  bodyBytes: number;
  /** What the baseline answered: the server's own bytes, or the same statement run by bare postgres.js. */
  baseline: 'bytes' | 'query';
  rounds: ApiRound[];
  baselineRps: number;
  serverRps: number;
  /** Median of the per-round ratios (each round's two runs ran back to back). */
  ratio: number;
  p50Ms: number;
  p99Ms: number;
  baselineP99Ms: number;
  errors: number;
  cpuMicrosPerRequest: number;
  baselineCpuMicrosPerRequest: number;
  minRatio?: number;
  /** Whether the figure carries the p99 budget, measured by `steady`. */
  p99Budget: boolean;
  /** The steady run at `steadyShare` of the server's saturated rate (figures with the p99 budget). */
  steady?: SteadyFigure;
}

export interface ApiDbResult {
  db: DbKind;
  figures: ApiFigure[];
  /** Largest RSS of the server process sampled during the measured runs. */
  peakRssBytes: number;
  load: ReturnType<typeof load>;
}

export interface ApiOptions {
  seconds: number;
  warmupSeconds: number;
  rounds: number;
  connections: number;
  emulatorHost: string;
  postgresUrl?: string;
  generator: LoadGenerator;
  log: (line: string) => void;
}

async function measure(
  generator: LoadGenerator,
  job: LoadJob,
  pid: number,
  rss?: { peak: number },
): Promise<Measured> {
  let cpuStart = 0;
  let watcher: ReturnType<typeof watchRss> | undefined;
  const result = await generator.run(job, () => {
    cpuStart = cpuMicros(pid);
    if (rss) watcher = watchRss(pid);
  });
  const cpuUsed = cpuMicros(pid) - cpuStart;
  if (rss && watcher) rss.peak = Math.max(rss.peak, watcher.stop());
  return { ...result, cpuMicrosPerRequest: result.totalRequests > 0 ? cpuUsed / result.totalRequests : NaN };
}

/** Runs `work` at most `limit` at a time. */
async function inParallel(count: number, limit: number, work: (index: number) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, count) }, async () => {
    while (next < count) {
      const index = next;
      next += 1;
      await work(index);
    }
  });
  await Promise.all(lanes);
}

async function expectOk(response: Response, what: string): Promise<string> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: ${response.status} ${text.slice(0, 300)}`);
  return text;
}

/**
 * The head an answer carried, for a bare server to send the same bytes: all of it but what node:http writes itself
 * (date, connection, keep-alive) and the length. The request id and Cache-Control, which the server makes per
 * request, go as they were the first time: the same bytes, made once.
 */
function sentHeaders(response: Response): Record<string, string> {
  const own = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
  return Object.fromEntries([...response.headers].filter(([name]) => !own.has(name)));
}

/** The reader's and the writer's tokens, Firebase uids and user ids. */
type Users = Record<'reader' | 'writer', { token: string; uid: string; id: number }>;

/** Signs the reader and writer in and gives the reader 1,000 readings through the API itself. */
async function prepareUsers(server: Running, options: ApiOptions): Promise<Users> {
  const stamp = Date.now().toString(36);
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const user = async (role: 'reader' | 'writer', name: string) => {
    const { idToken, uid } = await signIn(options.emulatorHost, {
      sub: `bench-${role}-${stamp}`,
      email: `bench-${role}-${stamp}@example.com`,
      name,
    });
    const me = await expectOk(await fetch(`${server.url}/api/users/me`, { headers: auth(idToken) }), role);
    return { token: idToken, uid, id: (JSON.parse(me) as { id: number }).id };
  };
  const users: Users = {
    reader: await user('reader', 'Bench Reader'),
    writer: await user('writer', 'Bench Writer'),
  };
  await inParallel(1000, 16, async (index) => {
    const response = await fetch(`${server.url}/api/readings`, {
      method: 'POST',
      headers: { ...auth(users.reader.token), 'content-type': 'application/json' },
      body: JSON.stringify({
        content: `2026-11-${String((index % 28) + 1).padStart(2, '0')} Reading ${index}: the hawk circles, the salmon leaps, and the rowan keeps its counsel.`,
        zodiacSign: sign,
        isFavorite: index % 5 === 0,
      }),
    });
    await expectOk(response, 'seeding a reading');
  });
  return users;
}

/**
 * The database baseline must answer what the server answers: the same bytes for the page, the same fields of
 * the same types for a save. Anything else would make the ratio compare different work.
 */
async function expectSameAnswer(apiCase: ApiCase, baseline: Running, sample: string): Promise<void> {
  const init = {
    method: apiCase.method,
    headers: { 'content-type': 'application/json' },
    body: apiCase.body,
  };
  const answer = await expectOk(await fetch(baseline.url + apiCase.path, init), `${apiCase.name} baseline`);
  if (apiCase.method === 'GET') {
    if (answer !== sample) {
      throw new Error(
        `${apiCase.name}: the baseline's page differs from the server's:\n${answer.slice(0, 300)}`,
      );
    }
    return;
  }
  const shape = (text: string) =>
    Object.entries(JSON.parse(text) as Record<string, unknown>)
      .map(([key, value]) => `${key}:${typeof value}`)
      .join(',');
  if (shape(answer) !== shape(sample)) {
    throw new Error(`${apiCase.name}: the baseline answers ${shape(answer)}, the server ${shape(sample)}`);
  }
}

export async function runApiBench(db: DbKind, options: ApiOptions): Promise<ApiDbResult> {
  const { log, generator } = options;
  let dataDir: string | undefined;
  let databaseUrl: string | undefined;
  if (db === 'pglite') dataDir = await mkdtemp(join(tmpdir(), 'celtic-bench-pglite-'));
  else {
    if (!options.postgresUrl) throw new Error('no PostgreSQL URL');
    databaseUrl = await recreateDatabase(options.postgresUrl, 'celtic_bench_api');
  }
  const server = await startServer({
    port: await freePort(),
    emulatorHost: options.emulatorHost,
    databaseUrl,
    dataDir,
  });
  const rss = { peak: 0 };
  const figures: ApiFigure[] = [];
  try {
    log(`  ${db}: server pid ${server.pid} up; signing in and saving 1,000 readings`);
    const users = await prepareUsers(server, options);
    for (const apiCase of apiCases) {
      const caller = apiCase.caller === 'public' ? undefined : users[apiCase.caller];
      const headers: Record<string, string> = {};
      if (caller) headers.authorization = `Bearer ${caller.token}`;
      if (apiCase.body) headers['content-type'] = 'application/json';
      const answer = await fetch(server.url + apiCase.path, {
        method: apiCase.method,
        headers,
        body: apiCase.body,
      });
      const sample = await expectOk(answer, apiCase.name);
      // On PostgreSQL, a signed-in figure with a database budget is measured against the same statement.
      const byQuery =
        databaseUrl && caller && apiCase.database
          ? { databaseUrl, minRatio: apiCase.database.minRatio }
          : undefined;
      let baseline: Running;
      if (byQuery && caller) {
        const page = JSON.parse(sample) as unknown;
        const statement =
          apiCase.method === 'GET'
            ? await listStatement(caller.uid, Array.isArray(page) ? page.length : 1)
            : await saveStatement(caller.uid);
        baseline = await startDbBaseline({ databaseUrl: byQuery.databaseUrl, statement });
        await expectSameAnswer(apiCase, baseline, sample).catch(async (error: unknown) => {
          await baseline.stop();
          throw error;
        });
      } else {
        baseline = await startBaseline(sample, sentHeaders(answer));
      }
      const job = (base: string, warmupSeconds = 0): LoadJob => ({
        url: base + apiCase.path,
        method: apiCase.method,
        headers,
        body: apiCase.body,
        connections: options.connections,
        warmupSeconds,
        seconds: options.seconds,
      });
      const rounds: ApiRound[] = [];
      // The shared public GETs on either database; the signed-in calls on PostgreSQL.
      const p99Budget = (apiCase.read && apiCase.caller === 'public') || byQuery !== undefined;
      let steady: SteadyFigure | undefined;
      try {
        for (let round = 0; round < options.rounds; round += 1) {
          // ABBA order, so a drift in the machine's load does not always favour one side; short runs, many
          // rounds, so a change of the machine's speed falls on both sides of most rounds. Each side warms up
          // before its first run only: the next ones follow within seconds.
          const warmup = round === 0 ? options.warmupSeconds : 0;
          let b: Measured;
          let s: Measured;
          if (round % 2 === 0) {
            b = await measure(generator, job(baseline.url, warmup), baseline.pid);
            s = await measure(generator, job(server.url, warmup), server.pid, rss);
          } else {
            s = await measure(generator, job(server.url), server.pid, rss);
            b = await measure(generator, job(baseline.url), baseline.pid);
          }
          rounds.push({ baseline: b, server: s, ratio: ratio(s.requestsPerSecond, b.requestsPerSecond) });
          log(
            `  ${db} ${apiCase.name} round ${round + 1}: server ${s.requestsPerSecond.toFixed(0)} req/s, ` +
              `baseline ${b.requestsPerSecond.toFixed(0)} req/s → ${ratio(s.requestsPerSecond, b.requestsPerSecond).toFixed(2)}×, ` +
              `p99 ${s.p99Ms} ms, ${s.errors + s.non2xx} errors`,
          );
        }
        // The budget's figures: p99 at a steady half of what the server answered saturated (at most
        // steadyMaxRate), both sides.
        if (p99Budget) {
          const saturated = median(rounds.map((r) => r.server.requestsPerSecond));
          const rate = Math.min(steadyMaxRate, Math.round(steadyShare * saturated));
          // Three runs a side in the order BSSBBS, and each side's median: one run a side always had the
          // baseline first, so a checkpoint or an autovacuum started by the writes fell on the server's run.
          const baselines: Measured[] = [];
          const servers: Measured[] = [];
          for (const side of ['b', 's', 's', 'b', 'b', 's'] as const) {
            if (side === 'b')
              baselines.push(
                await measure(generator, { ...job(baseline.url, options.warmupSeconds), rate }, baseline.pid),
              );
            else
              servers.push(
                await measure(
                  generator,
                  { ...job(server.url, options.warmupSeconds), rate },
                  server.pid,
                  rss,
                ),
              );
          }
          const p99s = (runs: Measured[]) => runs.map((r) => r.p99Ms).join(', ');
          steady = {
            rate,
            p50Ms: median(servers.map((r) => r.p50Ms)),
            p99Ms: median(servers.map((r) => r.p99Ms)),
            baselineP99Ms: median(baselines.map((r) => r.p99Ms)),
            errors: servers.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
          };
          log(
            `  ${db} ${apiCase.name} steady ${rate} req/s: server p99 ${steady.p99Ms} ms (${p99s(servers)}), ` +
              `baseline p99 ${steady.baselineP99Ms} ms (${p99s(baselines)}), ${steady.errors} errors`,
          );
        }
      } finally {
        await baseline.stop();
      }
      const servers = rounds.map((r) => r.server);
      figures.push({
        db,
        name: apiCase.name,
        method: apiCase.method,
        path: apiCase.path,
        bodyBytes: Buffer.byteLength(sample),
        baseline: byQuery ? 'query' : 'bytes',
        rounds,
        baselineRps: median(rounds.map((r) => r.baseline.requestsPerSecond)),
        serverRps: median(servers.map((r) => r.requestsPerSecond)),
        ratio: median(rounds.map((r) => r.ratio)),
        p50Ms: median(servers.map((r) => r.p50Ms)),
        p99Ms: Math.max(...servers.map((r) => r.p99Ms)),
        baselineP99Ms: Math.max(...rounds.map((r) => r.baseline.p99Ms)),
        errors: servers.reduce((sum, r) => sum + r.errors + r.non2xx, 0) + (steady?.errors ?? 0),
        cpuMicrosPerRequest: median(servers.map((r) => r.cpuMicrosPerRequest)),
        baselineCpuMicrosPerRequest: median(rounds.map((r) => r.baseline.cpuMicrosPerRequest)),
        minRatio: byQuery ? byQuery.minRatio : apiCase.minRatio,
        p99Budget,
        steady,
      });
    }
  } finally {
    await server.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
  return { db, figures, peakRssBytes: rss.peak, load: load() };
}
