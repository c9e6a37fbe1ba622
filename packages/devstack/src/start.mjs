// `pnpm start`: build, start the Auth emulator (unless a real Firebase project is configured), run the server,
// print one line with the URL. `--no-build` skips the build; `--dev` runs the server under `tsx watch` and the
// web app under Vite's dev server instead. Ctrl-C / SIGTERM stops everything this script started; the
// emulator's accounts are kept under .data/auth-emulator, so an e-mail is the same user after a restart.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { accountsDir, defaultEmulatorHost, defaultProjectId, startEmulator } from './emulator.mjs';
import { serverNodeFlags } from './server-flags.mjs';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const serverDir = `${repoRoot}apps/server`;
const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const skipBuild = args.has('--no-build') || dev;

const port = process.env.PORT ?? '3000';
const projectId = process.env.FIREBASE_PROJECT_ID ?? defaultProjectId;
// A real project is one that is not a demo- project and has no emulator pointed at it.
const realProject = !projectId.startsWith('demo-') && !process.env.FIREBASE_AUTH_EMULATOR_HOST;

/** The web build's variable that points the app at this script's emulator (a real project sets its own config). */
function emulatorWebBuild() {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? defaultEmulatorHost;
  return { VITE_FIREBASE_AUTH_EMULATOR_URL: process.env.VITE_FIREBASE_AUTH_EMULATOR_URL ?? `http://${host}` };
}

const children = [];
let emulator;
let stopping = false;

// Each child leads its own process group, so a stop reaches what it spawned in turn (pnpm → vite, tsx watch →
// node): signalling pnpm alone would leave its children running.
function run(command, commandArgs, options = {}) {
  const child = spawn(command, commandArgs, { stdio: 'inherit', detached: true, ...options });
  children.push(child);
  return child;
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Runs a command to completion, showing its output only when it fails. */
function runQuietly(command, commandArgs, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      ...options,
    });
    children.push(child);
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('exit', (code, signal) => {
      children.splice(children.indexOf(child), 1);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${commandArgs.join(' ')} failed (${signal ?? code}):\n${output}`));
    });
  });
}

async function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) {
            signalGroup(child, 'SIGTERM');
            return resolve();
          }
          const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), 12_000);
          child.once('exit', () => {
            clearTimeout(timer);
            // The leader is gone; make sure nothing it started outlives it.
            signalGroup(child, 'SIGTERM');
            resolve();
          });
          signalGroup(child, 'SIGTERM');
        }),
    ),
  );
  await emulator?.stop();
  process.exit(exitCode);
}

// Every signal is handled, not just the first: Ctrl-C reaches this script and pnpm above it alike, and a second
// one must not cut the emulator's shutdown short while it saves the accounts.
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

async function waitForHealth(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  return false;
}

try {
  if (!skipBuild) {
    await runQuietly(
      'pnpm',
      [
        'exec',
        'turbo',
        'run',
        'build',
        '--filter=@celtic/server',
        '--filter=@celtic/web',
        '--output-logs=errors-only',
      ],
      // The web app refuses a production build without its Firebase config unless asked for the emulator.
      { cwd: repoRoot, env: realProject ? process.env : { ...process.env, ...emulatorWebBuild() } },
    );
  }

  const env = {
    ...process.env,
    PORT: port,
    FIREBASE_PROJECT_ID: projectId,
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    // Share pages name their URL by it: the one URL this script prints, unless one is given.
    PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
    // Quiet by default: the one line below is the whole output unless something goes wrong.
    LOG_LEVEL: process.env.LOG_LEVEL ?? (dev ? 'info' : 'warn'),
  };
  if (!realProject) {
    const host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? defaultEmulatorHost;
    emulator = await startEmulator({ host, projectId, dataDir: accountsDir() });
    env.FIREBASE_AUTH_EMULATOR_HOST = host;
    if (emulator.reused)
      console.log(
        `Using the Auth emulator already running at ${host}: it keeps (or loses) its own accounts.`,
      );
    // The local stack's database is the embedded one unless DATABASE_URL says otherwise, chosen here in so many
    // words: the server refuses to fall back to it under NODE_ENV=production unasked.
    if (!env.DATABASE_URL) env.EMBEDDED_DATABASE = '1';
  }

  const server = dev
    ? run('pnpm', ['exec', 'tsx', 'watch', '--clear-screen=false', 'src/main.ts'], { cwd: serverDir, env })
    : run(process.execPath, [...serverNodeFlags, 'dist/main.js'], { cwd: serverDir, env });
  server.once('exit', (code) => {
    if (!stopping) {
      console.error(`The server stopped (exit code ${code}).`);
      void stopAll(code || 1);
    }
  });

  if (!(await waitForHealth(`http://127.0.0.1:${port}/healthz`, 60_000))) {
    if (!stopping) {
      console.error(`The server did not answer on port ${port} within 60 s.`);
      await stopAll(1);
    }
  } else if (dev) {
    const web = run('pnpm', ['--filter', '@celtic/web', 'dev'], {
      cwd: repoRoot,
      env: { ...process.env, CELTIC_API_URL: `http://localhost:${port}` },
    });
    web.once('exit', (code) => void stopAll(code ?? 0));
    console.log(
      `Celtic Zodiac Explorer (dev): open the Vite URL printed below (http://localhost:5173), API on http://localhost:${port}`,
    );
  } else {
    console.log(`Celtic Zodiac Explorer is running at http://localhost:${port}  (Ctrl-C to stop)`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll(1);
}
