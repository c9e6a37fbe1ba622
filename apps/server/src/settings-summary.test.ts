import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { settingsSummary } from './settings-summary';
import { productionVapidKeys } from './test/vapid-keys';

describe('settingsSummary', () => {
  it('names the emulator, the embedded database and the defaults of a local run', () => {
    const summary = settingsSummary(
      loadEnv({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', DATA_DIR: '/srv/celtic/pglite' }),
    );
    expect(summary).toEqual({
      nodeEnv: 'development',
      auth: 'Auth emulator at 127.0.0.1:9099 for demo-celtic-zodiac (unsigned tokens accepted)',
      database: 'embedded PGlite at /srv/celtic/pglite',
      trustedProxies: 'none (client IP: the connection’s address)',
      rateLimits: 'per user 300, per IP 3000 in 60 s',
      readQuotas: 'per API key 600 a minute and 10000 a day; without a key off',
      corsOrigins: 'none (same origin only)',
      siteOwnerEmails: 0,
      adminEmails: 0,
    });
  });

  it('names a real project and PostgreSQL by place, never a password or an address on the lists', () => {
    const summary = settingsSummary(
      loadEnv({
        NODE_ENV: 'production',
        PUBLIC_ORIGIN: 'https://celtic.example',
        VAPID_SUBJECT: 'mailto:ops@example.com',
        ...productionVapidKeys,
        FIREBASE_PROJECT_ID: 'celtic-zodiac-prod',
        DATABASE_URL: 'postgres://celtic:hunter2@db.example.com:6432/celtic?sslmode=require&password=hunter3',
        TRUST_PROXY: '2',
        RATE_LIMIT_PER_USER: '0',
        RATE_LIMIT_PER_IP: '20',
        RATE_LIMIT_WINDOW_SECONDS: '30',
        CORS_ORIGINS: 'https://app.example.com,https://admin.example.com',
        SITE_OWNER_EMAILS: 'owner@example.com',
        ADMIN_EMAILS: 'a@example.com,b@example.com',
      }),
    );
    expect(summary).toEqual({
      nodeEnv: 'production',
      auth: 'Firebase project celtic-zodiac-prod (tokens checked against Google’s keys)',
      database: 'PostgreSQL at db.example.com:6432/celtic',
      trustedProxies: '2 hops (client IP: X-Forwarded-For entry 2 from the right)',
      rateLimits: 'per user off, per IP 20 in 30 s',
      readQuotas:
        'per API key 600 a minute and 10000 a day; without a key 120 a minute per address (per account signed in)',
      corsOrigins: 'https://app.example.com, https://admin.example.com',
      siteOwnerEmails: 1,
      adminEmails: 2,
    });
    const text = JSON.stringify(summary);
    expect(text).not.toMatch(/hunter|celtic:|@example\.com/);
  });

  it('lists trusted proxy addresses as given', () => {
    const env = loadEnv({
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      TRUST_PROXY: '10.0.0.0/8,::1',
    });
    expect(settingsSummary(env).trustedProxies).toBe(
      'only 10.0.0.0/8, ::1 (client IP: the nearest of them saw it)',
    );
  });
});
