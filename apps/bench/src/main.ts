// `pnpm bench`: API throughput and latency against a bare node:http baseline, a keyed read against the same read
// without a key, the database at scale, the server's
// memory during a large export, share preview images (render CPU; cached serving against a bare server), the web bundle and Lighthouse; prints every figure, writes
// results/latest.{json,md} and (full runs) the figures block of docs/PERFORMANCE.md. Every figure is a ratio
// against a baseline of the same run, or a count.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ApiDbResult, runApiBench } from './api-bench';
import { parseArgs } from './args';
import { checkBudgets } from './budgets';
import { type BundleResult, measureBundle } from './bundle';
import { type DbResult, runDbBench } from './db-bench';
import { emulatorHost, freePort, startAuthEmulator } from './emulator';
import { type ExportResult, runExportBench } from './export-bench';
import { type KeysResult, runKeysBench } from './keys-bench';
import { runLighthouse } from './lighthouse';
import type { LighthouseResult } from './lighthouse-summary';
import { startLoadGenerator } from './load';
import { describeMachine, load } from './machine';
import { repoRoot, resultsDir, webDir } from './paths';
import { postgresAnswers } from './postgres-admin';
import { startServer } from './processes';
import { type PushResult, runPushBench } from './push-bench';
import { type BenchReport, replaceFigures, toMarkdown } from './report';
import { runShareBench, type ShareResult } from './share-bench';

const args = parseArgs(process.argv.slice(2), process.env);
const started = Date.now();
const log = (line: string) => console.log(line);
const notes: string[] = [];
const loadBefore = load();

function build(filter: string): void {
  log(`building ${filter}…`);
  // The web app is measured signed in through the emulator: its build must ask for it (vite.config.ts).
  const env = { ...process.env, VITE_FIREBASE_AUTH_EMULATOR_URL: `http://${emulatorHost}` };
  const run = spawnSync('pnpm', ['--filter', filter, 'run', 'build'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env,
  });
  if (run.status !== 0) throw new Error(`${filter} build failed:\n${run.stdout}\n${run.stderr}`);
}

if (args.build) {
  build('@celtic/server');
  if (args.sections.includes('bundle') || args.sections.includes('lighthouse')) build('@celtic/web');
}

const usePostgres = await postgresAnswers(args.postgresUrl);
if (!usePostgres) notes.push(`PostgreSQL did not answer at ${args.postgresUrl}: its figures are missing.`);
const dbKinds = args.databases.filter((kind) => kind === 'pglite' || usePostgres);

const needsEmulator = (['api', 'keys', 'export', 'share', 'push', 'lighthouse'] as const).some((name) =>
  args.sections.includes(name),
);
const emulator = needsEmulator ? await startAuthEmulator() : undefined;

const api: ApiDbResult[] = [];
const keys: KeysResult[] = [];
const db: DbResult[] = [];
const exportRuns: ExportResult[] = [];
let share: ShareResult | undefined;
const pushRuns: PushResult[] = [];
let bundle: BundleResult | undefined;
let lighthouse: LighthouseResult | undefined;

try {
  if (args.sections.includes('api')) {
    log('API: server vs bare node:http');
    const generator = startLoadGenerator();
    try {
      for (const kind of dbKinds) {
        api.push(
          await runApiBench(kind, {
            seconds: args.seconds,
            warmupSeconds: args.warmupSeconds,
            rounds: args.rounds,
            connections: args.connections,
            emulatorHost,
            postgresUrl: args.postgresUrl,
            generator,
            log,
          }),
        );
      }
    } finally {
      generator.close();
    }
  }
  if (args.sections.includes('keys')) {
    log('API keys: a keyed read vs the same read without a key, both counted');
    const generator = startLoadGenerator();
    try {
      for (const kind of dbKinds) {
        keys.push(
          await runKeysBench(kind, {
            emulatorHost,
            postgresUrl: args.postgresUrl,
            generator,
            seconds: args.seconds,
            warmupSeconds: args.warmupSeconds,
            rounds: args.rounds,
            connections: args.connections,
            log,
          }),
        );
      }
    } finally {
      generator.close();
    }
  }
  if (args.sections.includes('db')) {
    log('Database at scale');
    for (const kind of dbKinds) {
      db.push(await runDbBench(kind, { quick: args.quick, postgresUrl: args.postgresUrl, log }));
    }
  }
  if (args.sections.includes('export')) {
    log('Export: server memory while 50,000 readings stream');
    for (const kind of dbKinds) {
      for (const transport of ['rest', 'trpc'] as const) {
        exportRuns.push(
          await runExportBench(kind, { transport, emulatorHost, postgresUrl: args.postgresUrl, log }),
        );
      }
    }
  }
  if (args.sections.includes('share')) {
    log('Share preview images: render CPU, and a stored image vs bare node:http');
    const generator = startLoadGenerator();
    try {
      share = await runShareBench({
        emulatorHost,
        generator,
        seconds: args.seconds,
        warmupSeconds: args.warmupSeconds,
        rounds: args.rounds,
        connections: args.connections,
        log,
      });
    } finally {
      generator.close();
    }
  }
  if (args.sections.includes('push')) {
    log('Push: 100,000 reminders due in one minute, one instance, a local push service');
    if (usePostgres)
      pushRuns.push(await runPushBench('postgres', { emulatorHost, postgresUrl: args.postgresUrl, log }));
    else notes.push('The push section needs PostgreSQL: skipped.');
  }
  if (args.sections.includes('bundle')) {
    log('Web bundle');
    bundle = measureBundle();
  }
  if (args.sections.includes('lighthouse')) {
    log('Lighthouse');
    if (!existsSync(`${webDir}/dist/index.html`))
      throw new Error('apps/web/dist is missing: run without --no-build');
    const dataDir = await mkdtemp(join(tmpdir(), 'celtic-bench-lighthouse-'));
    const server = await startServer({
      port: await freePort(),
      emulatorHost,
      dataDir,
      webDist: `${webDir}/dist`,
    });
    try {
      const indexHtml = readFileSync(`${webDir}/dist/index.html`, 'utf8');
      lighthouse = await runLighthouse(server.url, indexHtml, log, args.lighthouseRuns);
    } finally {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }
} finally {
  await emulator?.stop();
}

const report: BenchReport = {
  startedAt: new Date(started).toISOString(),
  minutes: (Date.now() - started) / 60_000,
  quick: args.quick,
  settings: {
    seconds: args.seconds,
    warmupSeconds: args.warmupSeconds,
    rounds: args.rounds,
    connections: args.connections,
  },
  machine: describeMachine(),
  loadBefore,
  loadAfter: load(),
  api,
  keys,
  db,
  exports: exportRuns,
  share,
  pushes: pushRuns,
  bundle,
  lighthouse,
  budgets: checkBudgets({ api, keys, db, exports: exportRuns, share, pushes: pushRuns, bundle, lighthouse }),
  notes,
};

const markdown = toMarkdown(report);
console.log(`\n${markdown}`);
mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(join(resultsDir, 'latest.md'), markdown);
log(`figures written to ${join(resultsDir, 'latest.json')} and latest.md`);
if (args.writeDocs) {
  const docs = join(repoRoot, 'docs/PERFORMANCE.md');
  writeFileSync(docs, replaceFigures(readFileSync(docs, 'utf8'), markdown));
  // The repository's linter formats Markdown too (aligned tables): keep `pnpm lint` green.
  const formatted = spawnSync('pnpm', ['exec', 'biome', 'format', '--write', 'docs/PERFORMANCE.md'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (formatted.status !== 0) notes.push(`biome could not format docs/PERFORMANCE.md: ${formatted.stderr}`);
  log('docs/PERFORMANCE.md figures updated');
}
// Benchmarks are not tests: a budget that does not hold is reported above, never an exit code.
process.exit(0);
