/**
 * src/main.ts as an operator starts it: a bad combination of settings stops it before it opens anything, with
 * every reason at once; a good one logs the effective security settings once, in the "ready" line.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { emulatorHost } from './test/helpers';
import { productionVapidKeys } from './test/vapid-keys';

const serverDir = fileURLToPath(new URL('../', import.meta.url));
// node --import tsx, not the tsx CLI: the CLI is a second process that would take the signals itself.
const mainArgs = ['--import', 'tsx', 'src/main.ts'];

describe('starting src/main.ts', () => {
  it('refuses an emulator beside a real project, production without a database, and a trust-all proxy setting', () => {
    const dataDir = join(tmpdir(), `celtic-never-created-${process.pid}`);
    const result = spawnSync(process.execPath, mainArgs, {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        VAPID_SUBJECT: 'mailto:ops@example.com',
        FIREBASE_PROJECT_ID: 'celtic-prod-check',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        TRUST_PROXY: 'true',
        PORT: '0',
        DATA_DIR: dataDir,
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status, result.stderr).toBe(1);
    const problems = result.stderr.split('\n').filter((line) => line.startsWith('  - '));
    expect(problems.map((line) => line.slice(4).split(/[ :]/)[0]).sort()).toEqual([
      'DATABASE_URL',
      'FIREBASE_AUTH_EMULATOR_HOST',
      'PUBLIC_ORIGIN',
      'TRUST_PROXY',
      'VAPID_PUBLIC_KEY',
    ]);
    expect(result.stderr).toContain('never the database');
    expect(result.stderr).toContain('anyone could sign in as anyone');
    expect(result.stderr).toContain('a redeploy would throw them away');
    expect(result.stderr).toContain('lets each client choose its IP');
    expect(existsSync(dataDir)).toBe(false);
  });

  it('logs the effective security settings once when it is ready, with no address from the lists', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'celtic-startup-'));
    const child = spawn(process.execPath, mainArgs, {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PUBLIC_ORIGIN: 'https://celtic.example',
        VAPID_SUBJECT: 'mailto:ops@example.com',
        ...productionVapidKeys,
        FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
        FIREBASE_PROJECT_ID: 'demo-celtic-zodiac',
        EMBEDDED_DATABASE: '1',
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'info',
        WEB_DIST: '/nonexistent-web-dist',
        TRUST_PROXY: '1',
        SITE_OWNER_EMAILS: 'owner@example.com',
        ADMIN_EMAILS: 'one@example.com,two@example.com',
        CORS_ORIGINS: 'https://app.example.com',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const lines = () =>
        stdout
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as { msg: string; settings?: unknown });
      const deadline = Date.now() + 60_000;
      while (!lines().some((line) => line.msg === 'ready')) {
        if (Date.now() > deadline || child.exitCode !== null)
          throw new Error(`no ready line:\n${stdout}\n${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      const withSettings = lines().filter((line) => line.settings !== undefined);
      expect(withSettings).toHaveLength(1);
      expect(withSettings[0]?.msg).toBe('ready');
      expect(withSettings[0]?.settings).toEqual({
        nodeEnv: 'production',
        auth: `Auth emulator at ${emulatorHost()} for demo-celtic-zodiac (unsigned tokens accepted)`,
        database: `embedded PGlite at ${dataDir}`,
        trustedProxies: '1 hop (client IP: X-Forwarded-For entry 1 from the right)',
        rateLimits: 'per user 300, per IP 3000 in 60 s',
        readQuotas:
          'per API key 600 a minute and 10000 a day; without a key 120 a minute per address (per account signed in)',
        corsOrigins: 'https://app.example.com',
        siteOwnerEmails: 1,
        adminEmails: 2,
      });
      expect(stdout).not.toContain('@example.com');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
