// Starts the Firebase Auth emulator (firebase-tools, demo project, offline) and waits until it answers.
// Used by `pnpm start`, the server's and the browser tests' setups, the bench and the drill; reuses an emulator
// already on the port. With a dataDir its accounts outlive it (`pnpm start` keeps them under .data/).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
// firebase-tools' own entry, run by the Node that runs this script (the project's pinned Node), not whichever
// `node` a shell shim would find on the PATH.
const firebaseBin = fileURLToPath(
  new URL('../node_modules/firebase-tools/lib/bin/firebase.js', import.meta.url),
);

export const defaultEmulatorHost = '127.0.0.1:9099';
export const defaultProjectId = 'demo-celtic-zodiac';
/** Where `pnpm start` keeps the local accounts, beside the embedded database (AUTH_EMULATOR_DATA_DIR moves it). */
export const defaultAccountsDir = join(repoRoot, '.data/auth-emulator');

/** The accounts folder for this shell: AUTH_EMULATOR_DATA_DIR (relative to where the command was typed) or the default. */
export function accountsDir(env = process.env) {
  const chosen = env.AUTH_EMULATOR_DATA_DIR;
  if (!chosen) return defaultAccountsDir;
  // pnpm runs a package's script from the package's folder; INIT_CWD is where it was typed.
  return resolve(env.INIT_CWD ?? process.cwd(), chosen);
}

/** True when an Auth emulator answers at host ("127.0.0.1:9099"). */
export async function emulatorAnswers(host = defaultEmulatorHost) {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) });
    if (!response.ok) return false;
    const body = await response.json();
    return Boolean(body?.authEmulator?.ready);
  } catch {
    return false;
  }
}

/** A TCP port free right now on 127.0.0.1, e.g. for an emulator of one's own. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// What `firebase emulators:start` prints once every emulator has started and imported its data.
const readyLine = 'All emulators ready! It is now safe to connect your app.';

// What firebase-tools writes when it exports; an export folder without it holds nothing to import.
const exportMetadata = 'firebase-export-metadata.json';

/**
 * A private folder for one emulator run: its working directory and temporary folder, and a copy of firebase.json
 * with the auth emulator moved to `host` unless it is the default. firebase-tools finds the emulator to export
 * from through a file named after the project in the temporary folder: a shared one would let another emulator
 * of the same demo project (a test run's) hand over its accounts instead.
 */
function runFolderFor(host) {
  const folder = mkdtempSync(join(tmpdir(), 'celtic-emulator-'));
  let config = `${repoRoot}/firebase.json`;
  if (host !== defaultEmulatorHost) {
    const [hostname, port] = host.split(':');
    const json = JSON.parse(readFileSync(config, 'utf8'));
    json.emulators.auth = { host: hostname, port: Number(port) };
    config = join(folder, 'firebase.json');
    writeFileSync(config, JSON.stringify(json));
  }
  return { folder, config, cleanup: () => rmSync(folder, { recursive: true, force: true }) };
}

/** firebase-tools' flags that keep the accounts in `dataDir`: loaded when an export is there, saved at exit. */
function persistenceFlags(dataDir) {
  if (dataDir === undefined) return [];
  mkdirSync(dataDir, { recursive: true });
  const load = existsSync(join(dataDir, exportMetadata)) ? ['--import', dataDir] : [];
  return [...load, '--export-on-exit', dataDir];
}

/**
 * Starts the emulator unless one already answers. Resolves to { host, reused, stop } once it answers and has
 * loaded any saved accounts; stop() ends only an emulator this call started (and everything in its process group).
 * Options: host (default 127.0.0.1:9099 from firebase.json; another host:port runs from a temporary copy of
 * it), projectId, timeoutMs, log, dataDir (an absolute folder: the accounts are loaded from it at start and
 * saved to it when stop() or a signal ends the emulator; created when missing).
 */
export async function startEmulator(options = {}) {
  const host = options.host ?? defaultEmulatorHost;
  const projectId = options.projectId ?? defaultProjectId;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const log = options.log ?? (() => {});
  const dataDir = options.dataDir;
  // Saving the accounts happens while the emulator shuts down: give it time before the SIGKILL.
  const stopGraceMs = dataDir === undefined ? 5000 : 60_000;

  if (await emulatorAnswers(host)) return { host, reused: true, stop: async () => {} };
  if (!existsSync(firebaseBin)) throw new Error(`firebase-tools is not installed (${firebaseBin} missing)`);

  const run = runFolderFor(host);
  const child = spawn(
    process.execPath,
    [
      firebaseBin,
      'emulators:start',
      '--only',
      'auth',
      '--project',
      projectId,
      '--config',
      run.config,
      ...persistenceFlags(dataDir),
    ],
    {
      cwd: run.folder,
      // Own process group, so stop() reaches anything firebase-tools spawns.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        // Offline: no update check, no MOTD fetch (firebase-tools skips it under CI), no usage prompt.
        NO_UPDATE_NOTIFIER: '1',
        CI: process.env.CI ?? 'true',
        FIREBASE_CLI_DISABLE_UPDATE_CHECK: '1',
        TMPDIR: run.folder,
      },
    },
  );
  let output = '';
  // The emulator answers HTTP before it has loaded saved accounts; firebase-tools prints this once it has.
  let loaded = false;
  const collect = (chunk) => {
    output = (output + chunk.toString()).slice(-8000);
    loaded ||= output.includes(readyLine);
    log(chunk.toString());
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let exited = false;
  const exitPromise = new Promise((done) => {
    child.once('exit', () => {
      exited = true;
      run.cleanup();
      done();
    });
  });

  const stop = async () => {
    if (exited) return;
    // One SIGINT: a clean shutdown, which saves the accounts first (a second would skip that).
    signalGroup(child.pid, 'SIGINT');
    // The grace timer does not hold the event loop: once the emulator has exited, the caller's process may end.
    const graceful = await Promise.race([
      exitPromise.then(() => true),
      sleep(stopGraceMs, false, { ref: false }),
    ]);
    if (!graceful) {
      signalGroup(child.pid, 'SIGKILL');
      await exitPromise;
    }
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (loaded && (await emulatorAnswers(host))) return { host, reused: false, stop };
    if (exited) {
      // Another process may have won the race for the port: use its emulator.
      if (await emulatorAnswers(host)) return { host, reused: true, stop: async () => {} };
      throw new Error(`The Auth emulator exited before answering:\n${output}`);
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`The Auth emulator did not answer on ${host} within ${timeoutMs} ms:\n${output}`);
}

function signalGroup(pid, signal) {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

// `pnpm --filter @celtic/devstack emulator`: run the emulator in the foreground until Ctrl-C.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const emulator = await startEmulator({
    dataDir: accountsDir(),
    log: (text) => process.stdout.write(text),
  });
  console.log(`Auth emulator ${emulator.reused ? 'already running' : 'ready'} at http://${emulator.host}`);
  const shutdown = async () => {
    await emulator.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  if (emulator.reused) process.exit(0);
}
