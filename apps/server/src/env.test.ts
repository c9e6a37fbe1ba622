import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { EnvError, loadEnv, repoRoot } from './env';
import { productionVapidKeys } from './test/vapid-keys';

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
      DB_QUERY_TIMEOUT_MS: 5000,
      EMBEDDED_DATABASE: false,
      TRUST_PROXY: 0,
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

  it('reads the shutdown grace period (5 s under production, 0 otherwise) and refuses a bad one by name', () => {
    const production = {
      NODE_ENV: 'production',
      FIREBASE_PROJECT_ID: 'celtic-zodiac-prod',
      PUBLIC_ORIGIN: 'https://celtic.example',
      VAPID_SUBJECT: 'mailto:ops@example.com',
      DATABASE_URL: 'postgres://db.example.com/celtic',
      ...productionVapidKeys,
    };
    expect(loadEnv(production).SHUTDOWN_GRACE_MS).toBe(5000);
    expect(loadEnv({ ...production, SHUTDOWN_GRACE_MS: '0' }).SHUTDOWN_GRACE_MS).toBe(0);
    expect(loadEnv(emulator).SHUTDOWN_GRACE_MS).toBe(0);
    expect(loadEnv({ ...emulator, SHUTDOWN_GRACE_MS: '' }).SHUTDOWN_GRACE_MS).toBe(0);
    expect(loadEnv({ ...emulator, SHUTDOWN_GRACE_MS: '8000' }).SHUTDOWN_GRACE_MS).toBe(8000);
    for (const bad of ['5s', '-1', '2.5', 'soon']) {
      expect(problemsOf({ ...production, SHUTDOWN_GRACE_MS: bad })).toEqual([
        `SHUTDOWN_GRACE_MS (got "${bad}"): must be a whole number of milliseconds from 0 to 60000`,
      ]);
    }
    expect(problemsOf({ ...emulator, SHUTDOWN_GRACE_MS: '60001' })).toEqual([
      expect.stringMatching(/^SHUTDOWN_GRACE_MS \(got "60001"\): must be at most 60000/),
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

  it('refuses the Auth emulator beside a real project id, whatever NODE_ENV says, saying why', () => {
    for (const NODE_ENV of ['development', 'test', 'production']) {
      const problems = problemsOf({
        ...emulator,
        NODE_ENV,
        VAPID_SUBJECT: 'mailto:ops@example.com',
        ...productionVapidKeys,
        FIREBASE_PROJECT_ID: 'celtic-zodiac-prod',
        DATABASE_URL: 'postgres://db.example.com/celtic',
        PUBLIC_ORIGIN: 'https://celtic.example',
      });
      expect(problems).toEqual([
        expect.stringMatching(
          /^FIREBASE_AUTH_EMULATOR_HOST \(got "127\.0\.0\.1:9099"\): is set beside the real project "celtic-zodiac-prod": .*unsigned tokens.*anyone could sign in as anyone.*only for a demo- project/,
        ),
      ]);
    }
  });

  it('accepts the emulator for a demo- project in any NODE_ENV, with no flag to allow it', () => {
    for (const NODE_ENV of ['development', 'test', 'production']) {
      const env = loadEnv({
        ...emulator,
        NODE_ENV,
        EMBEDDED_DATABASE: '1',
        PUBLIC_ORIGIN: 'https://celtic.example',
        VAPID_SUBJECT: 'mailto:ops@example.com',
        ...productionVapidKeys,
      });
      expect(env.emulatorMode).toBe(true);
      expect(env.FIREBASE_PROJECT_ID).toBe('demo-celtic-zodiac');
    }
    // The flag that used to open the emulator to a real project opens nothing now.
    expect(() =>
      loadEnv({
        ...emulator,
        FIREBASE_PROJECT_ID: 'celtic-zodiac-prod',
        ALLOW_AUTH_EMULATOR: '1',
      }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST/);
  });

  it('refuses production without DATABASE_URL unless the embedded database is chosen with EMBEDDED_DATABASE=1', () => {
    const real = {
      NODE_ENV: 'production',
      FIREBASE_PROJECT_ID: 'celtic-zodiac-prod',
      PUBLIC_ORIGIN: 'https://celtic.example',
      VAPID_SUBJECT: 'mailto:ops@example.com',
      ...productionVapidKeys,
    };
    expect(problemsOf(real)).toEqual([
      expect.stringMatching(
        /^DATABASE_URL: is not set while NODE_ENV=production: .*redeploy would throw them away.*EMBEDDED_DATABASE=1/,
      ),
    ]);
    expect(problemsOf({ ...real, EMBEDDED_DATABASE: '0' })[0]).toMatch(/^DATABASE_URL: is not set/);
    const embedded = loadEnv({ ...real, EMBEDDED_DATABASE: '1', DATA_DIR: '/var/lib/celtic/pglite' });
    expect(embedded).toMatchObject({ EMBEDDED_DATABASE: true, DATA_DIR: '/var/lib/celtic/pglite' });
    expect(loadEnv({ ...real, DATABASE_URL: 'postgres://db.example.com/celtic' }).DATABASE_URL).toBe(
      'postgres://db.example.com/celtic',
    );
    // Outside production the embedded database stays the default.
    expect(loadEnv(emulator).DATABASE_URL).toBeUndefined();
  });

  it('refuses production without PUBLIC_ORIGIN, and an origin with a path; development uses its own address', () => {
    const real = {
      NODE_ENV: 'production',
      FIREBASE_PROJECT_ID: 'celtic-zodiac-prod',
      DATABASE_URL: 'postgres://db.example.com/celtic',
      VAPID_SUBJECT: 'mailto:ops@example.com',
      ...productionVapidKeys,
    };
    expect(problemsOf(real)).toEqual([
      expect.stringMatching(
        /^PUBLIC_ORIGIN: is not set while NODE_ENV=production: share pages .*Host header/,
      ),
    ]);
    expect(problemsOf({ ...real, PUBLIC_ORIGIN: 'https://celtic.example/app' })).toEqual([
      expect.stringMatching(/^PUBLIC_ORIGIN \(got "https:\/\/celtic.example\/app"\): must be an origin/),
    ]);
    expect(loadEnv({ ...emulator, PORT: '4100' }).publicOrigin).toBe('http://localhost:4100');
    expect(loadEnv({ ...emulator, SHARE_INDEXING: '1' }).SHARE_INDEXING).toBe(true);
    expect(loadEnv(emulator).SHARE_INDEXING).toBe(false);
  });

  it('bounds the share images: a store ceiling and per-address limits, each a whole positive number', () => {
    const env = loadEnv(emulator);
    expect([
      env.SHARE_IMAGE_STORE_MB,
      env.SHARE_NEW_IMAGES_PER_MINUTE,
      env.SHARE_REQUESTS_PER_MINUTE,
    ]).toEqual([256, 20, 120]);
    expect(loadEnv({ ...emulator, SHARE_IMAGE_STORE_MB: '64' }).SHARE_IMAGE_STORE_MB).toBe(64);
    expect(
      problemsOf({ ...emulator, SHARE_IMAGE_STORE_MB: '0.5', SHARE_NEW_IMAGES_PER_MINUTE: '0' }),
    ).toEqual([
      'SHARE_IMAGE_STORE_MB (got "0.5"): must be a whole number of megabytes',
      'SHARE_NEW_IMAGES_PER_MINUTE (got "0"): must be at least 1',
    ]);
  });

  it('limits API keys and anonymous reads: keys always, anonymous reads by default only in production', () => {
    const local = loadEnv(emulator);
    expect([local.API_KEY_REQUESTS_PER_MINUTE, local.API_KEY_REQUESTS_PER_DAY]).toEqual([600, 10_000]);
    expect(local.anonymousReadsPerMinute).toBe(0);
    const production = {
      ...emulator,
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://celtic.example',
      EMBEDDED_DATABASE: '1',
      VAPID_SUBJECT: 'mailto:ops@example.com',
      ...productionVapidKeys,
    };
    expect(loadEnv(production).anonymousReadsPerMinute).toBe(120);
    expect(loadEnv({ ...production, ANONYMOUS_READS_PER_MINUTE: '0' }).anonymousReadsPerMinute).toBe(0);
    expect(loadEnv({ ...emulator, ANONYMOUS_READS_PER_MINUTE: '30' }).anonymousReadsPerMinute).toBe(30);
    expect(
      loadEnv({ ...emulator, API_KEY_REQUESTS_PER_MINUTE: '0', API_KEY_REQUESTS_PER_DAY: '' }),
    ).toMatchObject({ API_KEY_REQUESTS_PER_MINUTE: 0, API_KEY_REQUESTS_PER_DAY: 10_000 });
    expect(
      problemsOf({
        ...emulator,
        API_KEY_REQUESTS_PER_MINUTE: 'lots',
        API_KEY_REQUESTS_PER_DAY: '-1',
        ANONYMOUS_READS_PER_MINUTE: '1.5',
      }),
    ).toEqual([
      'API_KEY_REQUESTS_PER_MINUTE (got "lots"): must be a whole number from 0 (off) to 1000000',
      'API_KEY_REQUESTS_PER_DAY (got "-1"): must be a whole number from 0 (off) to 1000000000',
      'ANONYMOUS_READS_PER_MINUTE (got "1.5"): must be a whole number from 0 (off) to 1000000',
    ]);
  });

  it('refuses both databases at once', () => {
    expect(
      problemsOf({ ...emulator, DATABASE_URL: 'postgres://u:secret@db/celtic', EMBEDDED_DATABASE: '1' }),
    ).toEqual([
      'EMBEDDED_DATABASE (got "1"): is set beside DATABASE_URL: choose one database (unset one of them)',
    ]);
  });

  it('reads TRUST_PROXY as the number of proxies in front, or their addresses', () => {
    const trust = (value: string) => loadEnv({ ...emulator, TRUST_PROXY: value }).TRUST_PROXY;
    expect(trust('')).toBe(0);
    expect(trust('0')).toBe(0);
    expect(trust('1')).toBe(1);
    expect(trust(' 2 ')).toBe(2);
    expect(trust('10.0.0.1')).toEqual(['10.0.0.1']);
    expect(trust('10.0.0.0/8, 192.168.1.7 ,::1,fc00::/7,loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'fc00::/7',
      'loopback',
    ]);
  });

  it('refuses a TRUST_PROXY that would trust every hop, or that is not a count or addresses', () => {
    for (const value of [
      'true',
      'yes',
      'on',
      '-1',
      '1.5',
      '11',
      '10.0.0.256',
      '10.0.0.0/33',
      'proxy.local',
      '10.0.0.1,,x',
    ]) {
      const problems = problemsOf({ ...emulator, TRUST_PROXY: value });
      expect(problems, value).toHaveLength(1);
      expect(problems[0], value).toMatch(
        /^TRUST_PROXY \(got ".*"\): must be the number of proxies in front of the server .*comma list of their addresses or CIDRs.*lets each client choose its IP/,
      );
    }
  });

  it('accepts a real project in production without the emulator', () => {
    const env = loadEnv({
      NODE_ENV: 'production',
      FIREBASE_PROJECT_ID: 'celtic-zodiac-prod',
      DATABASE_URL: 'postgres://db.example.com/celtic',
      PUBLIC_ORIGIN: 'https://celtic.example',
      VAPID_SUBJECT: 'https://zodiac.example.com/contact',
      ...productionVapidKeys,
    });
    expect(env.vapidKeys).toEqual({
      publicKey: productionVapidKeys.VAPID_PUBLIC_KEY,
      privateKey: productionVapidKeys.VAPID_PRIVATE_KEY,
    });
    expect(env.emulatorMode).toBe(false);
    expect(env.publicOrigin).toBe('https://celtic.example');
  });

  it('refuses production without a VAPID subject, and a subject or push service that is not https or mailto', () => {
    const production = {
      NODE_ENV: 'production',
      FIREBASE_PROJECT_ID: 'celtic-zodiac-prod',
      DATABASE_URL: 'postgres://db.example.com/celtic',
      PUBLIC_ORIGIN: 'https://celtic.example',
      ...productionVapidKeys,
    };
    expect(problemsOf(production)).toEqual([
      expect.stringMatching(/^VAPID_SUBJECT: is not set while NODE_ENV=production/),
    ]);
    expect(problemsOf({ ...production, VAPID_SUBJECT: 'http://example.com' })).toEqual([
      expect.stringMatching(/^VAPID_SUBJECT \(got "http:\/\/example.com"\): must be mailto:/),
    ]);
    expect(
      problemsOf({
        ...production,
        VAPID_SUBJECT: 'mailto:a@b.c',
        PUSH_SERVICE_ORIGINS: 'http://push.example',
      }),
    ).toEqual([
      expect.stringMatching(
        /^PUSH_SERVICE_ORIGINS \(got "http:\/\/push.example"\): must be a comma list of https/,
      ),
    ]);
  });

  it('allows the browsers’ push services unless PUSH_SERVICE_ORIGINS says which', () => {
    const local = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };
    expect(loadEnv(local).PUSH_SERVICE_ORIGINS).toContain('https://fcm.googleapis.com');
    expect(
      loadEnv({ ...local, PUSH_SERVICE_ORIGINS: 'https://127.0.0.1:4443, https://*.push.example' })
        .PUSH_SERVICE_ORIGINS,
    ).toEqual(['https://127.0.0.1:4443', 'https://*.push.example']);
  });

  it('refuses a demo project without the emulator, since nothing else can verify its tokens', () => {
    expect(problemsOf({})[0]).toMatch(/^FIREBASE_PROJECT_ID: "demo-celtic-zodiac" is a demo project/);
  });

  it('loads .env.example as it is, and refuses it with a real project id until the emulator line goes', () => {
    const example = parseEnv(readFileSync(resolve(repoRoot, '.env.example'), 'utf8')) as Record<
      string,
      string
    >;
    expect(loadEnv(example).emulatorMode).toBe(true);
    const copied: Record<string, string> = {
      ...example,
      NODE_ENV: 'production',
      FIREBASE_PROJECT_ID: 'celtic-zodiac-prod',
    };
    expect(problemsOf(copied).map((line) => line.split(/[ :]/)[0])).toEqual([
      'FIREBASE_AUTH_EMULATOR_HOST',
      'PUBLIC_ORIGIN',
      'DATABASE_URL',
      'VAPID_PUBLIC_KEY',
    ]);
    const { FIREBASE_AUTH_EMULATOR_HOST: _, ...withoutEmulator } = copied;
    const deployed = loadEnv({
      ...withoutEmulator,
      DATABASE_URL: 'postgres://db.example.com/celtic',
      PUBLIC_ORIGIN: 'https://celtic.example',
      ...productionVapidKeys,
    });
    expect(deployed).toMatchObject({ emulatorMode: false, TRUST_PROXY: 0 });
  });

  describe('VAPID keys', () => {
    const production = {
      NODE_ENV: 'production',
      FIREBASE_PROJECT_ID: 'celtic-zodiac-prod',
      DATABASE_URL: 'postgres://db.example.com/celtic',
      PUBLIC_ORIGIN: 'https://celtic.example',
      VAPID_SUBJECT: 'mailto:ops@example.com',
    };
    const other = webpush.generateVAPIDKeys();

    it('refuses production without the pair in the environment, never falling back to the database', () => {
      expect(problemsOf(production)).toEqual([
        expect.stringMatching(
          /^VAPID_PUBLIC_KEY: is not set while NODE_ENV=production: .*never the database/,
        ),
      ]);
      expect(problemsOf({ ...production, VAPID_PUBLIC_KEY: productionVapidKeys.VAPID_PUBLIC_KEY })).toEqual([
        expect.stringMatching(/^VAPID_PRIVATE_KEY: is not set while NODE_ENV=production/),
      ]);
      // A local run keeps a generated pair in the database.
      expect(loadEnv(emulator).vapidKeys).toBeNull();
    });

    it('checks each key’s shape, and that they are one pair, never echoing the private key', () => {
      const wrongLength = Buffer.alloc(31, 1).toString('base64url');
      const problems = problemsOf({
        ...production,
        VAPID_PUBLIC_KEY: 'BPublic!',
        VAPID_PRIVATE_KEY: wrongLength,
      });
      expect(problems).toEqual([
        expect.stringMatching(/^VAPID_PUBLIC_KEY \(got "BPublic!"\): must be a P-256 public key: 65 bytes/),
        expect.stringMatching(/^VAPID_PRIVATE_KEY: must be a P-256 private key: 32 bytes/),
      ]);
      expect(problems.join('\n')).not.toContain(wrongLength);
      const offCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
      expect(problemsOf({ ...production, ...productionVapidKeys, VAPID_PUBLIC_KEY: offCurve })).toEqual([
        expect.stringMatching(/^VAPID_PUBLIC_KEY .*: is not a point on the P-256 curve/),
      ]);
      expect(
        problemsOf({ ...production, ...productionVapidKeys, VAPID_PUBLIC_KEY: other.publicKey }),
      ).toEqual([
        expect.stringMatching(/^VAPID_PUBLIC_KEY .*: is not the public half of the VAPID private key/),
      ]);
      // Outside production too: half a pair, or a mismatched one, is refused rather than ignored.
      expect(problemsOf({ ...emulator, VAPID_PRIVATE_KEY: other.privateKey })).toEqual([
        expect.stringMatching(/^VAPID_PUBLIC_KEY: is not set beside the other half/),
      ]);
    });

    it('reads the private key from VAPID_PRIVATE_KEY_FILE, one way only', () => {
      const folder = mkdtempSync(join(tmpdir(), 'celtic-vapid-'));
      try {
        const file = join(folder, 'vapid.key');
        writeFileSync(file, `${productionVapidKeys.VAPID_PRIVATE_KEY}\n`, { mode: 0o600 });
        const env = loadEnv({
          ...production,
          VAPID_PUBLIC_KEY: productionVapidKeys.VAPID_PUBLIC_KEY,
          VAPID_PRIVATE_KEY_FILE: file,
        });
        expect(env.vapidKeys?.privateKey).toBe(productionVapidKeys.VAPID_PRIVATE_KEY);
        expect(problemsOf({ ...production, ...productionVapidKeys, VAPID_PRIVATE_KEY_FILE: file })).toEqual([
          expect.stringMatching(/^VAPID_PRIVATE_KEY_FILE .*: is set beside VAPID_PRIVATE_KEY/),
        ]);
        const missing = join(folder, 'missing.key');
        expect(
          problemsOf({
            ...production,
            VAPID_PUBLIC_KEY: productionVapidKeys.VAPID_PUBLIC_KEY,
            VAPID_PRIVATE_KEY_FILE: missing,
          }),
        ).toEqual([
          expect.stringMatching(/^VAPID_PRIVATE_KEY_FILE \(got ".*missing.key"\): cannot be read: ENOENT/),
        ]);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    });
  });
});
