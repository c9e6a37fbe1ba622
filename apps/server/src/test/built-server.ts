/**
 * The built server (dist/main.js) as a child process, as production runs it, for tests that need several
 * independent instances: each has its own process, pool, caches and LISTEN connection, which in-process
 * `startTestServer`s on one event loop would not have.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@celtic/devstack/emulator';
import { serverNodeFlags } from '@celtic/devstack/server-flags';
import { productionVapidKeys } from './vapid-keys';

const serverDir = fileURLToPath(new URL('../../', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const bundle = join(serverDir, 'dist/main.js');

/** Newest modification time of `path` or of anything under it (node_modules and dist skipped), in ms. */
function newestChange(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry !== 'node_modules' && entry !== 'dist')
      newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

/**
 * Builds dist/main.js when it is missing or older than a source it bundles. `pnpm test` (turbo) builds the
 * server before its tests; `pnpm --filter @celtic/server test` does not, and a stale bundle would test old code.
 */
export function ensureBuiltServer(): string {
  const sources = [
    join(serverDir, 'src'),
    join(serverDir, 'build.mjs'),
    join(serverDir, 'package.json'),
    // Every workspace package: the bundle inlines them.
    join(repoRoot, 'packages'),
  ];
  const built = existsSync(bundle) ? statSync(bundle).mtimeMs : 0;
  if (built >= Math.max(...sources.map(newestChange))) return bundle;
  const run = spawnSync(process.execPath, ['build.mjs'], { cwd: serverDir, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`building the server failed:\n${run.stdout}\n${run.stderr}`);
  return bundle;
}

export interface BuiltServer {
  name: string;
  url: string;
  child: ChildProcess;
  /** The last 8 kB of the process's stdout and stderr. */
  output(): string;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
// A crashed or interrupted test run must not leave servers behind.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts dist/main.js on a free loopback port with `env` (plus PATH, HOST, PORT and no shutdown grace period)
 * and waits for /healthz.
 */
export async function startBuiltServer(name: string, env: Record<string, string>): Promise<BuiltServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [...serverNodeFlags, bundle], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      // No load balancer watches a test's instance: stopping it need not wait for one (shutdown.test.ts sets it).
      SHUTDOWN_GRACE_MS: '0',
      ...productionVapidKeys,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => running.delete(child));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.kill('SIGTERM');
    await exited;
    clearTimeout(timer);
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    const healthy = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { name, url, child, output: () => output, stop };
    await sleep(200);
  }
  await stop();
  throw new Error(`server ${name} did not answer /healthz:\n${output}`);
}
