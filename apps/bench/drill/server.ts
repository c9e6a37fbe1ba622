/**
 * The real server as a child process, with its own environment: from source (apps/server/src/main.ts under
 * tsx), or built (apps/server/dist/main.js, as production runs it).
 */

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from '@celtic/devstack/server-flags';
import { vapidEnv } from '../src/vapid';

const serverMain = fileURLToPath(new URL('../../server/src/main.ts', import.meta.url));
const builtMain = fileURLToPath(new URL('../../server/dist/main.js', import.meta.url));
const serverDir = fileURLToPath(new URL('../../server/', import.meta.url));

export interface RunningServer {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string>;
  /** The server's stderr and stdout, for a failed start. */
  output(): string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Builds apps/server/dist/main.js, which the drills run as production does. */
export function buildServer(): void {
  const build = spawnSync(process.execPath, ['build.mjs'], { cwd: serverDir, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`building the server failed:\n${build.stdout}\n${build.stderr}`);
}

export async function startServer(
  env: Record<string, string>,
  port: number,
  from: 'source' | 'built' = 'built',
): Promise<RunningServer> {
  // node --import tsx, not the tsx CLI: the CLI is a second process that would take the signals itself.
  const args = [...serverNodeFlags, ...(from === 'source' ? ['--import', 'tsx', serverMain] : [builtMain])];
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      // The built server runs as production does (which takes the embedded database only when asked).
      ...(from === 'source' ? { NODE_ENV: 'development' } : { NODE_ENV: 'production' }),
      ...(env.DATABASE_URL ? {} : { EMBEDDED_DATABASE: '1' }),
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      VAPID_SUBJECT: 'mailto:drill@example.com',
      // Production takes its VAPID pair from the environment, never the database.
      ...vapidEnv(),
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent-web-dist',
      // One machine plays a hundred clients: only the per-user limit would be meaningful, and the drill's users
      // write far above a person's pace on purpose.
      RATE_LIMIT_PER_IP: '0',
      RATE_LIMIT_PER_USER: '0',
      ANONYMOUS_READS_PER_MINUTE: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output = (output + String(chunk)).slice(-4000);
  });
  child.stderr?.on('data', (chunk) => {
    output = (output + String(chunk)).slice(-4000);
  });
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    const healthy = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, child, exited, output: () => output };
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy:\n${output}`);
}
