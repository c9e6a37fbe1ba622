import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv, repoRoot } from './env';

const emulator = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };

function problemsOf(source: Record<string, string>): string[] {
  try {
    loadEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  throw new Error('expected the environment to be refused');
}

describe('loadEnv', () => {
  it('fills the documented defaults, with folders resolved from the repo, not the working directory', () => {
    const env = loadEnv(emulator);
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      FIREBASE_PROJECT_ID: 'demo-celtic-zodiac',
      LOG_LEVEL: 'info',
      SITE_OWNER_EMAILS: [],
      ADMIN_EMAILS: [],
      CORS_ORIGINS: [],
      ALLOW_AUTH_EMULATOR: false,
      DB_QUERY_TIMEOUT_MS: 5000,
      emulatorMode: true,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe(resolve(repoRoot, '.data/pglite'));
    expect(env.WEB_DIST).toBe(resolve(repoRoot, 'apps/web/dist'));
    expect(resolve(repoRoot, 'apps/server/src/env.ts')).toBe(resolve(import.meta.dirname, 'env.ts'));
  });

  it('parses comma lists, lower-casing e-mail addresses', () => {
    const env = loadEnv({
      ...emulator,
      SITE_OWNER_EMAILS: ' Owner@Example.com ',
      ADMIN_EMAILS: 'a@example.com, B@example.com,',
      CORS_ORIGINS: 'https://app.example.com,http://localhost:5173',
      PORT: '8080',
    });
    expect(env.SITE_OWNER_EMAILS).toEqual(['owner@example.com']);
    expect(env.ADMIN_EMAILS).toEqual(['a@example.com', 'b@example.com']);
    expect(env.CORS_ORIGINS).toEqual(['https://app.example.com', 'http://localhost:5173']);
    expect(env.PORT).toBe(8080);
  });

  it('reads the database deadline and refuses one that is not a sensible number of milliseconds', () => {
    expect(loadEnv({ ...emulator, DB_QUERY_TIMEOUT_MS: '2500' }).DB_QUERY_TIMEOUT_MS).toBe(2500);
    expect(problemsOf({ ...emulator, DB_QUERY_TIMEOUT_MS: '0' })).toEqual([
      'DB_QUERY_TIMEOUT_MS (got "0"): must be at least 100 (ms)',
    ]);
    expect(problemsOf({ ...emulator, DB_QUERY_TIMEOUT_MS: '5s' })).toEqual([
      'DB_QUERY_TIMEOUT_MS (got "5s"): must be a whole number of milliseconds',
    ]);
    expect(problemsOf({ ...emulator, DB_QUERY_TIMEOUT_MS: '2.5' })).toEqual([
      'DB_QUERY_TIMEOUT_MS (got "2.5"): must be a whole number of milliseconds',
    ]);
  });

  it('lists every bad variable at once, by name', () => {
    const problems = problemsOf({
      ...emulator,
      PORT: 'eighty',
      LOG_LEVEL: 'loud',
      ADMIN_EMAILS: 'not-an-email',
      DATABASE_URL: 'mysql://user:secret@host/db',
      CORS_ORIGINS: 'example.com',
    });
    const names = problems.map((line) => line.split(/[ :]/)[0]);
    expect(names).toEqual(
      expect.arrayContaining(['PORT', 'LOG_LEVEL', 'ADMIN_EMAILS', 'DATABASE_URL', 'CORS_ORIGINS']),
    );
    expect(problems.join('\n')).not.toContain('secret');
  });

  it('refuses emulator mode under NODE_ENV=production, with a clear message', () => {
    const problems = problemsOf({ ...emulator, NODE_ENV: 'production' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^FIREBASE_AUTH_EMULATOR_HOST .*NODE_ENV=production.*ALLOW_AUTH_EMULATOR=1/);
  });

  it('allows emulator mode in production only when ALLOW_AUTH_EMULATOR=1', () => {
    const env = loadEnv({ ...emulator, NODE_ENV: 'production', ALLOW_AUTH_EMULATOR: '1' });
    expect(env.emulatorMode).toBe(true);
    expect(() => loadEnv({ ...emulator, NODE_ENV: 'production', ALLOW_AUTH_EMULATOR: '0' })).toThrow(
      EnvError,
    );
  });

  it('accepts a real project in production without the emulator', () => {
    const env = loadEnv({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'celtic-zodiac-prod' });
    expect(env.emulatorMode).toBe(false);
  });

  it('refuses a demo project without the emulator, since nothing else can verify its tokens', () => {
    expect(problemsOf({})[0]).toMatch(/^FIREBASE_PROJECT_ID: "demo-celtic-zodiac" is a demo project/);
  });
});
