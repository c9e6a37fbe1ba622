import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultPushServiceOrigins, pushServiceEntryProblem } from '@celtic/api';
import { z } from 'zod';
import {
  isVapidPair,
  readVapidKeyFile,
  vapidPrivateKeyProblem,
  vapidPublicKeyProblem,
} from './push/vapid-env';

// src/env.ts and the bundled dist/main.js both sit two folders below apps/server's parent, so the repo root is
// found from the file, never from the working directory.
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalString = z.preprocess(emptyToUndefined, z.string().trim().optional());

const flag = z.preprocess(
  emptyToUndefined,
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no'], { message: 'use 1 or 0' })
    .optional()
    .transform((value) => value === '1' || value === 'true' || value === 'yes'),
);

/** A comma list; each entry must pass `item`. */
const commaList = (item: z.ZodType<string>) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter((part) => part !== '')
        : [],
    z.array(item),
  );

// Named ranges the proxy-address library Fastify uses understands, beside plain addresses and CIDRs.
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);
const maxProxyHops = 10;

/** "10.0.0.1", "10.0.0.0/8", "::1", "fc00::/7" or a named range. */
function isProxyAddress(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: 0 (no proxy: the socket's address is the client's), the number of proxies in front, or their
 * addresses. Never "trust every hop": then each client would choose its own IP by sending X-Forwarded-For.
 */
const trustProxy = z.preprocess(emptyToUndefined, z.string().trim().default('0')).transform((value, ctx) => {
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= maxProxyHops) return hops;
  } else {
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (entries.length > 0 && bad.length === 0) return entries;
  }
  ctx.addIssue({
    code: 'custom',
    message:
      `must be the number of proxies in front of the server (0 to ${maxProxyHops}; 1 behind one load balancer), or a ` +
      'comma list of their addresses or CIDRs (e.g. 10.0.0.0/8,::1). The client IP is then the one the nearest ' +
      'trusted proxy saw; "true" or "yes" is refused because trusting every hop lets each client choose its IP ' +
      'with X-Forwarded-For',
  });
  return z.NEVER;
});

/** A limit: a whole number from 0 (off) to `max`, with its default (none: decided across variables). */
function quota<D extends number | undefined>(max: number, fallback: D) {
  const message = `must be a whole number from 0 (off) to ${max}`;
  const number = z.coerce.number({ message }).int(message).min(0, message).max(max, message);
  return z.preprocess(
    emptyToUndefined,
    (fallback === undefined ? number.optional() : number.default(fallback)) as D extends number
      ? z.ZodDefault<typeof number>
      : z.ZodOptional<typeof number>,
  );
}

/** Anonymous public reads a minute per address in production when ANONYMOUS_READS_PER_MINUTE is unset. */
export const productionAnonymousReadsPerMinute = 120;

const folder = (fallback: string) =>
  z.preprocess(emptyToUndefined, z.string().default(fallback)).transform((value) =>
    // A relative override is taken from where the command runs, as a user typing it would expect.
    isAbsolute(value) ? value : resolve(value),
  );

// The checks across variables read these; they run whenever these parsed, so a start lists every problem at once.
const crossChecked = new Set([
  'NODE_ENV',
  'PUBLIC_ORIGIN',
  'DATABASE_URL',
  'EMBEDDED_DATABASE',
  'FIREBASE_PROJECT_ID',
  'FIREBASE_AUTH_EMULATOR_HOST',
  'VAPID_SUBJECT',
  'VAPID_PUBLIC_KEY',
  'VAPID_PRIVATE_KEY',
  'VAPID_PRIVATE_KEY_FILE',
]);
const crossChecksWhen: z.core.$ZodSuperRefineParams = {
  when: (payload) => payload.issues.every((issue) => !crossChecked.has(String(issue.path?.[0]))),
};

const schema = z
  .object({
    NODE_ENV: z.preprocess(
      emptyToUndefined,
      z.enum(['development', 'production', 'test']).default('development'),
    ),
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    // PostgreSQL only: a query or transaction that has not finished by then (waiting for a connection included)
    // fails, and the API answers 503 instead of holding the request while the database is unreachable or hung.
    DB_QUERY_TIMEOUT_MS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ message: 'must be a whole number of milliseconds' })
        .int('must be a whole number of milliseconds')
        .min(100, 'must be at least 100 (ms)')
        .max(600_000, 'must be at most 600000 (10 minutes)')
        .default(5000),
    ),
    // After SIGTERM/SIGINT: how long /healthz answers 503 while every other request is still served, so a load
    // balancer's health checks take the instance out before its listener closes. Unset: 5 s under production, 0
    // otherwise (locally no balancer sends anything, and Ctrl-C should stop at once).
    SHUTDOWN_GRACE_MS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ message: 'must be a whole number of milliseconds from 0 to 60000' })
        .int('must be a whole number of milliseconds from 0 to 60000')
        .min(0, 'must be a whole number of milliseconds from 0 to 60000')
        .max(
          60_000,
          'must be at most 60000 (a minute): an orchestrator kills an instance that takes longer to stop',
        )
        .optional(),
    ),
    // The embedded database chosen on purpose: production refuses to fall back to it unasked.
    EMBEDDED_DATABASE: flag,
    DATA_DIR: folder(resolve(repoRoot, '.data/pglite')),
    FIREBASE_PROJECT_ID: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[a-z0-9-]{4,40}$/, 'must be a Firebase project id (lower-case letters, digits, dashes)')
        .default('demo-celtic-zodiac'),
    ),
    FIREBASE_AUTH_EMULATOR_HOST: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[\w.-]+:\d{1,5}$/, 'must be host:port, e.g. 127.0.0.1:9099')
        .optional(),
    ),
    GOOGLE_APPLICATION_CREDENTIALS: optionalString,
    // How long a verified token is trusted before Firebase is asked again whether its account was disabled,
    // deleted or signed out everywhere: at most a minute, so such an account loses access within it.
    TOKEN_RECHECK_SECONDS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ message: 'must be a whole number of seconds from 1 to 60' })
        .int('must be a whole number of seconds from 1 to 60')
        .min(1, 'must be a whole number of seconds from 1 to 60')
        .max(60, 'must be at most 60: a disabled or deleted account must lose access within a minute')
        .default(60),
    ),
    SITE_OWNER_EMAILS: commaList(z.email('must be a comma list of e-mail addresses').toLowerCase()),
    ADMIN_EMAILS: commaList(z.email('must be a comma list of e-mail addresses').toLowerCase()),
    CORS_ORIGINS: commaList(
      z.string().regex(/^https?:\/\/[^/\s]+$/, 'must be a comma list of origins like https://example.com'),
    ),
    LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(logLevels).default('info')),
    // Behind TLS-terminating proxies: the client's IP and protocol from X-Forwarded-For/-Proto, as far as trusted.
    TRUST_PROXY: trustProxy,
    RATE_LIMIT_WINDOW_SECONDS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).max(3600).default(60),
    ),
    RATE_LIMIT_PER_USER: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(300)),
    RATE_LIMIT_PER_IP: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(3000)),
    // Data exports per user and per address in an hour; birth charts (CPU-heavy public reads) per address a minute.
    RATE_LIMIT_EXPORTS_PER_HOUR: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(5)),
    RATE_LIMIT_COMPUTE_PER_MINUTE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(60)),
    // Public reads (the API's metered procedures) with an X-Api-Key: each key's requests a minute and a UTC day,
    // counted in PostgreSQL for every instance. 0 turns one off.
    API_KEY_REQUESTS_PER_MINUTE: quota(1_000_000, 600),
    API_KEY_REQUESTS_PER_DAY: quota(1_000_000_000, 10_000),
    // Public reads without a key, per client address (per account when signed in) a minute. Unset: 120 under
    // NODE_ENV=production, off otherwise (`pnpm start` runs in development); 0 turns it off anywhere.
    ANONYMOUS_READS_PER_MINUTE: quota(1_000_000, undefined),
    // Load shedding: over this mean event-loop delay, anonymous expensive calls answer 503 (0: never).
    MAX_EVENT_LOOP_DELAY_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(200)),
    WEB_DIST: folder(resolve(repoRoot, 'apps/web/dist')),
    // The address people reach the site at: share pages name their own URL and image by it (Open Graph needs
    // absolute URLs), so it comes from configuration, never from a request's Host header.
    PUBLIC_ORIGIN: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .regex(
          /^https?:\/\/[^/\s?#]+$/,
          'must be an origin like https://celtic.example (no path, no trailing slash)',
        )
        .optional(),
    ),
    // Share pages ask search engines not to index them (X-Robots-Tag: noindex) unless the site owner sets this.
    SHARE_INDEXING: flag,
    // The stored preview images' ceiling: past it the least recently served are dropped (each is ~100 kB).
    SHARE_IMAGE_STORE_MB: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ message: 'must be a whole number of megabytes' })
        .int('must be a whole number of megabytes')
        .min(1, 'must be at least 1 (MB)')
        .max(1_000_000, 'must be at most 1000000 (MB)')
        .default(256),
    ),
    // Per client address and minute: new preview images it may have rendered, and share pages plus images.
    SHARE_NEW_IMAGES_PER_MINUTE: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ message: 'must be a whole number' })
        .int('must be a whole number')
        .min(1, 'must be at least 1')
        .max(10_000, 'must be at most 10000')
        .default(20),
    ),
    SHARE_REQUESTS_PER_MINUTE: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ message: 'must be a whole number' })
        .int('must be a whole number')
        .min(1, 'must be at least 1')
        .max(1_000_000, 'must be at most 1000000')
        .default(120),
    ),
    // Web Push: the contact push services see in every VAPID token (a mailto: or https: URL of the operator).
    VAPID_SUBJECT: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .regex(
          /^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s/]+(\/\S*)?)$/,
          'must be mailto:you@example.com or an https:// URL where push services can reach the operator',
        )
        .optional(),
    ),
    // Web Push: the key pair tokens are signed with (web-push generate-vapid-keys). Required in production, where
    // the private key lives in the environment or a file, never in the database; a local run keeps a generated
    // pair in the database when these are unset.
    VAPID_PUBLIC_KEY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .superRefine((value, ctx) => {
          const problem = vapidPublicKeyProblem(value);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        })
        .optional(),
    ),
    VAPID_PRIVATE_KEY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .superRefine((value, ctx) => {
          const problem = vapidPrivateKeyProblem(value);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        })
        .optional(),
    ),
    // Parsed: the key the file holds (the path is only in the error).
    VAPID_PRIVATE_KEY_FILE: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .transform((path, ctx) => {
          const read = readVapidKeyFile(path);
          if ('problem' in read) {
            ctx.addIssue({ code: 'custom', message: read.problem });
            return z.NEVER;
          }
          return read.key;
        })
        .optional(),
    ),
    // The push services a subscription may point at: the server POSTs to its endpoint, so nothing else.
    PUSH_SERVICE_ORIGINS: z.preprocess(
      (value) =>
        typeof value === 'string' && value.trim() !== '' ? value : defaultPushServiceOrigins.join(','),
      commaList(
        z.string().refine((entry) => pushServiceEntryProblem(entry) === null, {
          message:
            'must be a comma list of https origins (https://fcm.googleapis.com, https://*.notify.windows.com, …)',
        }),
      ),
    ),
  })
  .superRefine((env, ctx) => {
    const demoProject = env.FIREBASE_PROJECT_ID.startsWith('demo-');
    // Firebase's own convention: a demo- project exists only in the emulator, so it holds no real account. The
    // emulator's unsigned tokens are accepted for it alone, whatever NODE_ENV says.
    if (env.FIREBASE_AUTH_EMULATOR_HOST && !demoProject) {
      ctx.addIssue({
        code: 'custom',
        path: ['FIREBASE_AUTH_EMULATOR_HOST'],
        message:
          `is set beside the real project "${env.FIREBASE_PROJECT_ID}": the Auth emulator accepts unsigned tokens, ` +
          'so anyone could sign in as anyone. The emulator is accepted only for a demo- project (e.g. ' +
          'demo-celtic-zodiac); unset FIREBASE_AUTH_EMULATOR_HOST to verify the real project’s tokens',
      });
    }
    if (!env.FIREBASE_AUTH_EMULATOR_HOST && demoProject) {
      ctx.addIssue({
        code: 'custom',
        path: ['FIREBASE_PROJECT_ID'],
        message: `"${env.FIREBASE_PROJECT_ID}" is a demo project, which only the Auth emulator serves: set FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099 or a real FIREBASE_PROJECT_ID`,
      });
    }
    if (env.DATABASE_URL && env.EMBEDDED_DATABASE) {
      ctx.addIssue({
        code: 'custom',
        path: ['EMBEDDED_DATABASE'],
        message: 'is set beside DATABASE_URL: choose one database (unset one of them)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.PUBLIC_ORIGIN) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_ORIGIN'],
        message:
          'is not set while NODE_ENV=production: share pages must name their absolute URL and preview image, and a ' +
          'request’s Host header is the sender’s to choose. Set PUBLIC_ORIGIN=https://your.domain',
      });
    }
    if (env.NODE_ENV === 'production' && !env.DATABASE_URL && !env.EMBEDDED_DATABASE) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message:
          'is not set while NODE_ENV=production: the embedded database keeps its files on this machine, and a ' +
          'redeploy would throw them away. Set DATABASE_URL=postgres://…, or EMBEDDED_DATABASE=1 to choose the ' +
          'embedded database on purpose (its DATA_DIR on storage that outlives a deploy)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.VAPID_SUBJECT) {
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_SUBJECT'],
        message:
          'is not set while NODE_ENV=production: push services (Apple’s among them) refuse notifications whose ' +
          'VAPID token names no contact. Set VAPID_SUBJECT=mailto:you@example.com or an https:// URL of yours',
      });
    }
    const privateKey = env.VAPID_PRIVATE_KEY ?? env.VAPID_PRIVATE_KEY_FILE;
    if (env.VAPID_PRIVATE_KEY && env.VAPID_PRIVATE_KEY_FILE) {
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_PRIVATE_KEY_FILE'],
        message: 'is set beside VAPID_PRIVATE_KEY: give the private key one way (unset one of them)',
      });
    } else if (env.NODE_ENV === 'production' && (!env.VAPID_PUBLIC_KEY || !privateKey)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message:
          'is not set while NODE_ENV=production: the VAPID key pair comes from the environment, never the ' +
          'database. Make one with `pnpm exec web-push generate-vapid-keys` and set VAPID_PUBLIC_KEY with ' +
          'VAPID_PRIVATE_KEY (or VAPID_PRIVATE_KEY_FILE, a file holding it)',
      });
    } else if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(privateKey)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'is not set beside the other half of the VAPID pair: set both keys, or neither',
      });
    } else if (
      env.VAPID_PUBLIC_KEY &&
      privateKey &&
      !isVapidPair({ publicKey: env.VAPID_PUBLIC_KEY, privateKey })
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_PUBLIC_KEY'],
        message: 'is not the public half of the VAPID private key: set the two keys printed together',
      });
    }
  }, crossChecksWhen);

export type Env = Omit<z.infer<typeof schema>, 'SHUTDOWN_GRACE_MS'> & {
  /** SHUTDOWN_GRACE_MS, or its default for NODE_ENV. */
  readonly SHUTDOWN_GRACE_MS: number;
  readonly emulatorMode: boolean;
  /**
   * ANONYMOUS_READS_PER_MINUTE, or when unset its default: on under NODE_ENV=production, off otherwise (0).
   */
  readonly anonymousReadsPerMinute: number;
  /** PUBLIC_ORIGIN, or in development the server's own local address. */
  readonly publicOrigin: string;
  /** The VAPID pair from the environment; null: the database keeps a generated one (never in production). */
  readonly vapidKeys: { publicKey: string; privateKey: string } | null;
};

/** Thrown when the environment does not validate; the message lists every bad variable. */
export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid server configuration:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

// A database URL may carry a password; a private key is a secret: never echoed.
const secretVariables = new Set(['DATABASE_URL', 'VAPID_PRIVATE_KEY']);

function vapidKeysOf(data: z.infer<typeof schema>): Env['vapidKeys'] {
  const privateKey = data.VAPID_PRIVATE_KEY ?? data.VAPID_PRIVATE_KEY_FILE;
  return data.VAPID_PUBLIC_KEY && privateKey ? { publicKey: data.VAPID_PUBLIC_KEY, privateKey } : null;
}

/** Reads and validates the configuration once; `source` is the process environment unless a test passes one. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = issue.path[0] === undefined ? 'environment' : String(issue.path[0]);
      const value = source[name];
      // A database URL may carry a password: never echo it.
      const shown = value === undefined || secretVariables.has(name) ? '' : ` (got "${value}")`;
      return `${name}${shown}: ${issue.message}`;
    });
    throw new EnvError(problems);
  }
  const data = result.data;
  return {
    ...data,
    SHUTDOWN_GRACE_MS: data.SHUTDOWN_GRACE_MS ?? (data.NODE_ENV === 'production' ? 5000 : 0),
    emulatorMode: data.FIREBASE_AUTH_EMULATOR_HOST !== undefined,
    anonymousReadsPerMinute:
      data.ANONYMOUS_READS_PER_MINUTE ??
      (data.NODE_ENV === 'production' ? productionAnonymousReadsPerMinute : 0),
    publicOrigin: data.PUBLIC_ORIGIN ?? `http://localhost:${data.PORT}`,
    vapidKeys: vapidKeysOf(data),
  };
}

/**
 * firebase-admin reads the emulator host from the process environment when an Auth instance is created, so the
 * validated value is written back here (the one other place that touches process.env).
 */
export function exposeEmulatorHostToFirebase(env: Env): void {
  if (env.FIREBASE_AUTH_EMULATOR_HOST)
    process.env.FIREBASE_AUTH_EMULATOR_HOST = env.FIREBASE_AUTH_EMULATOR_HOST;
  else delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
}
