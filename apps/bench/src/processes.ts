import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from '@celtic/devstack/server-flags';
import { serverDir } from './paths';
import type { ServerStatement } from './server-statements';
import { vapidEnv } from './vapid';

export interface Running {
  pid: number;
  url: string;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
}

/** Runs a baseline script of this folder in its own process; it prints its port once it listens. */
async function spawnBaseline(script: string, args: string[]): Promise<Running> {
  const child = spawn(process.execPath, [fileURLToPath(new URL(script, import.meta.url)), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited (${code})`)));
    child.stdout?.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
  });
  if (child.pid === undefined) throw new Error(`${script} has no pid`);
  return { pid: child.pid, url: `http://127.0.0.1:${port}`, stop: stopper(child) };
}

/**
 * Bare node:http answering `body` to every request, in its own process, with `headers` (JSON when none are given;
 * node:http adds its date, connection and keep-alive headers as it does for the server).
 */
export function startBaseline(body: string | Uint8Array, headers?: Record<string, string>): Promise<Running> {
  const file = join(tmpdir(), `celtic-bench-body-${process.pid}-${Date.now()}`);
  writeFileSync(`${file}.body`, body);
  if (headers === undefined) return spawnBaseline('./baseline-server.mjs', [`${file}.body`]);
  writeFileSync(`${file}.headers.json`, JSON.stringify(headers));
  return spawnBaseline('./baseline-server.mjs', [`${file}.body`, `${file}.headers.json`]);
}

/**
 * Bare node:http with postgres.js sending `statement` (the server's own statement for the endpoint, from
 * server-statements.ts) once per request, in its own process.
 */
export function startDbBaseline(options: { databaseUrl: string; statement: ServerStatement }) {
  const file = join(tmpdir(), `celtic-bench-statement-${process.pid}-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify(options.statement));
  return spawnBaseline('./baseline-db-server.mjs', [options.databaseUrl, file]);
}

export interface ServerOptions {
  port: number;
  emulatorHost: string;
  databaseUrl?: string;
  dataDir?: string;
  webDist?: string;
  logLevel?: string;
  /** More of the server's environment (the push section's push service and its certificate). */
  env?: Record<string, string>;
}

/**
 * The built server (apps/server/dist/main.js) as production runs it: NODE_ENV=production, JSON logs to stdout
 * (discarded here, but still written), with the emulator of a demo- project.
 */
export async function startServer(options: ServerOptions): Promise<Running> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    PUBLIC_ORIGIN: `http://127.0.0.1:${options.port}`,
    FIREBASE_AUTH_EMULATOR_HOST: options.emulatorHost,
    FIREBASE_PROJECT_ID: 'demo-celtic-zodiac',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    WEB_DIST: options.webDist ?? '/nonexistent-web-dist',
    // One IP and two users send thousands of writes a second here: a load test, not abuse.
    RATE_LIMIT_PER_IP: '0',
    RATE_LIMIT_PER_USER: '0',
    ANONYMOUS_READS_PER_MINUTE: '0',
    VAPID_SUBJECT: 'mailto:bench@example.com',
    // Production takes its VAPID pair from the environment, never the database.
    ...vapidEnv(),
    ...options.env,
  };
  // Production refuses to fall back to the embedded database unasked.
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else env.EMBEDDED_DATABASE = '1';
  if (options.dataDir) env.DATA_DIR = options.dataDir;
  if (options.logLevel) env.LOG_LEVEL = options.logLevel;
  let stderr = '';
  const child = spawn(process.execPath, [...serverNodeFlags, 'dist/main.js'], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const url = `http://127.0.0.1:${options.port}`;
  const stop = stopper(child);
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${stderr}`);
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) });
      if (response.ok && child.pid !== undefined) return { pid: child.pid, url, stop };
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  await stop();
  throw new Error(`server did not answer /healthz within 90 s:\n${stderr}`);
}
