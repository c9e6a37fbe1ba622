/**
 * Starts the real stack the way `pnpm start` does (`@celtic/devstack`'s start script with `--no-build`): the Auth
 * emulator and the built server with the built web app, on its own port, over a fresh PGlite folder. Stops it all
 * afterwards; start.mjs stops only an emulator it started itself.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@celtic/devstack/emulator';
import type { TestProject } from 'vitest/node';
import { ADMIN_EMAIL, OWNER_EMAIL } from './accounts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** e.g. http://127.0.0.1:3310 */
    baseUrl: string;
    /** host:port of the Firebase Auth emulator the server trusts. */
    emulatorHost: string;
  }
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
// vitest's module runner has no import.meta.resolve; require's resolution reads the same exports map.
const startScript = createRequire(import.meta.url).resolve('@celtic/devstack/start');

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    // start.mjs forwards SIGTERM to the server and the emulator it started, then exits.
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // A free port unless E2E_PORT names one, so parallel runs (and someone's `pnpm start`) never meet.
  const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  for (const built of ['apps/web/dist/index.html', 'apps/server/dist/main.js']) {
    if (!existsSync(join(repoRoot, built))) {
      throw new Error(`${built} is missing: run \`pnpm build:emulator\` first (\`pnpm test\` does it)`);
    }
  }
  // Never test somebody else's server by accident.
  if (await answers(`${baseUrl}/healthz`)) {
    throw new Error(`Something already answers on port ${port}; stop it or set E2E_PORT to a free port`);
  }

  // An emulator of our own on a free port (start.mjs starts it): the shared 127.0.0.1:9099 may belong to
  // someone's `pnpm start` and vanish mid-run. One named by FIREBASE_AUTH_EMULATOR_HOST is used as it is.
  const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${await freePort()}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'celtic-e2e-'));
  // The run's accounts, kept apart from the ones `pnpm start` keeps under .data/ for local use.
  const accountsDir = await mkdtemp(join(tmpdir(), 'celtic-e2e-accounts-'));
  let output = '';
  const child = spawn(process.execPath, [startScript, '--no-build'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      AUTH_EMULATOR_DATA_DIR: accountsDir,
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      SITE_OWNER_EMAILS: OWNER_EMAIL,
      ADMIN_EMAILS: ADMIN_EMAIL,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
    },
  });
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const teardown = async () => {
    await stop(child);
    await rm(dataDir, { recursive: true, force: true });
    await rm(accountsDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 120_000;
  while (!(await answers(`${baseUrl}/healthz`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await teardown();
      throw new Error(`The stack did not start on ${baseUrl}:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }

  project.provide('baseUrl', baseUrl);
  project.provide('emulatorHost', emulatorHost);
  return teardown;
}
