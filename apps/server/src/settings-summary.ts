import type { Env } from './env';

/** The effective security settings, logged once at start: what an operator checks a deploy against. */
export interface SettingsSummary {
  nodeEnv: Env['NODE_ENV'];
  auth: string;
  database: string;
  trustedProxies: string;
  rateLimits: string;
  /** Public reads: each API key's limits, and those of reads without a key. */
  readQuotas: string;
  corsOrigins: string;
  siteOwnerEmails: number;
  adminEmails: number;
}

/** Where PostgreSQL is, never who or with what password (a URL's query may carry one too). */
function postgresPlace(url: string): string {
  const parsed = new URL(url);
  const host = parsed.hostname === '' ? 'local socket' : parsed.hostname;
  const port = parsed.port === '' ? '' : `:${parsed.port}`;
  return `PostgreSQL at ${host}${port}${parsed.pathname}`;
}

function trustedProxies(setting: Env['TRUST_PROXY']): string {
  if (typeof setting !== 'number')
    return `only ${setting.join(', ')} (client IP: the nearest of them saw it)`;
  if (setting === 0) return 'none (client IP: the connection’s address)';
  return `${setting} ${setting === 1 ? 'hop' : 'hops'} (client IP: X-Forwarded-For entry ${setting} from the right)`;
}

const limit = (value: number) => (value === 0 ? 'off' : String(value));

export function settingsSummary(env: Env): SettingsSummary {
  return {
    nodeEnv: env.NODE_ENV,
    auth: env.emulatorMode
      ? `Auth emulator at ${env.FIREBASE_AUTH_EMULATOR_HOST} for ${env.FIREBASE_PROJECT_ID} (unsigned tokens accepted)`
      : `Firebase project ${env.FIREBASE_PROJECT_ID} (tokens checked against Google’s keys)`,
    database: env.DATABASE_URL ? postgresPlace(env.DATABASE_URL) : `embedded PGlite at ${env.DATA_DIR}`,
    trustedProxies: trustedProxies(env.TRUST_PROXY),
    rateLimits:
      `per user ${limit(env.RATE_LIMIT_PER_USER)}, per IP ${limit(env.RATE_LIMIT_PER_IP)} ` +
      `in ${env.RATE_LIMIT_WINDOW_SECONDS} s`,
    readQuotas:
      `per API key ${limit(env.API_KEY_REQUESTS_PER_MINUTE)} a minute and ${limit(env.API_KEY_REQUESTS_PER_DAY)} a ` +
      `day; without a key ${
        env.anonymousReadsPerMinute === 0
          ? 'off'
          : `${env.anonymousReadsPerMinute} a minute per address (per account signed in)`
      }`,
    corsOrigins: env.CORS_ORIGINS.length === 0 ? 'none (same origin only)' : env.CORS_ORIGINS.join(', '),
    siteOwnerEmails: env.SITE_OWNER_EMAILS.length,
    adminEmails: env.ADMIN_EMAILS.length,
  };
}
