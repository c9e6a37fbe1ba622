import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DbKind } from './api-bench';
import { freePort, signIn } from './emulator';
import type { LoadGenerator } from './load';
import type { LoadJob, LoadResult } from './load-job';
import { load } from './machine';
import { recreateDatabase } from './postgres-admin';
import { startServer } from './processes';
import { median } from './stats';

/** A read sent with an API key is answered at least this share of the same read's rate without one. */
export const keyedReadMinRatio = 0.8;

/** The read measured both ways: a shared public answer, so the difference is the key's check and count. */
export const keyedReadPath = '/api/horoscope/daily?sign=Wolf';

export interface KeysRound {
  keyed: LoadResult;
  anonymous: LoadResult;
  /** keyed req/s ÷ anonymous req/s. */
  ratio: number;
}

export interface KeysResult {
  db: DbKind;
  path: string;
  rounds: KeysRound[];
  /** The median of the rounds' ratios. */
  ratio: number;
  errors: number;
  load: ReturnType<typeof load>;
}

export interface KeysOptions {
  emulatorHost: string;
  postgresUrl?: string;
  generator: LoadGenerator;
  seconds: number;
  warmupSeconds: number;
  rounds: number;
  connections: number;
  log: (line: string) => void;
}

async function expectOk(response: Response, what: string): Promise<string> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: ${response.status} ${text.slice(0, 300)}`);
  return text;
}

/**
 * "keyed read": the same public read with an `X-Api-Key` and without, against one built server run as production
 * runs it, where both are counted (the key's quota, and the address's: ANONYMOUS_READS_PER_MINUTE is on by
 * default in production, so a read without a key costs its own count). Every limit is raised far above what the
 * load sends: the figure is what checking and counting a key costs beside counting an address, not a 429. ABBA
 * rounds, as the API section alternates.
 */
export async function runKeysBench(db: DbKind, options: KeysOptions): Promise<KeysResult> {
  const { log, generator } = options;
  let dataDir: string | undefined;
  let databaseUrl: string | undefined;
  if (db === 'pglite') dataDir = await mkdtemp(join(tmpdir(), 'celtic-bench-keys-'));
  else {
    if (!options.postgresUrl) throw new Error('no PostgreSQL URL');
    databaseUrl = await recreateDatabase(options.postgresUrl, 'celtic_bench_keys');
  }
  const server = await startServer({
    port: await freePort(),
    emulatorHost: options.emulatorHost,
    databaseUrl,
    dataDir,
    env: {
      ANONYMOUS_READS_PER_MINUTE: '1000000',
      API_KEY_REQUESTS_PER_MINUTE: '1000000',
      API_KEY_REQUESTS_PER_DAY: '1000000000',
    },
  });
  try {
    const stamp = Date.now().toString(36);
    const { idToken } = await signIn(options.emulatorHost, {
      sub: `bench-keys-${stamp}`,
      email: `bench-keys-${stamp}@example.com`,
      name: 'Bench Developer',
    });
    const made = await expectOk(
      await fetch(`${server.url}/api/keys`, {
        method: 'POST',
        headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'bench' }),
      }),
      'POST /api/keys',
    );
    const { key } = JSON.parse(made) as { key: string };
    const keyed = { 'x-api-key': key };
    // Both ways answer the same bytes, and both are counted (each answer says so in its RateLimit fields).
    const sides = [
      await fetch(server.url + keyedReadPath, { headers: keyed }),
      await fetch(server.url + keyedReadPath),
    ];
    const [keyedBody, anonymousBody] = [
      await expectOk(sides[0] as Response, 'keyed read'),
      await expectOk(sides[1] as Response, 'read without a key'),
    ];
    if (keyedBody !== anonymousBody) throw new Error('the keyed read answered other bytes');
    if (!sides[0]?.headers.get('ratelimit')?.includes('"minute"'))
      throw new Error('the keyed read was not counted against its key');
    if (!sides[1]?.headers.get('ratelimit')?.includes('"anonymous"'))
      throw new Error('the read without a key was not counted against its address');

    const job = (headers: Record<string, string>, warmupSeconds: number): LoadJob => ({
      url: server.url + keyedReadPath,
      method: 'GET',
      headers,
      connections: options.connections,
      warmupSeconds,
      seconds: options.seconds,
    });
    const rounds: KeysRound[] = [];
    for (let round = 0; round < options.rounds; round += 1) {
      const warmup = round === 0 ? options.warmupSeconds : 0;
      let withKey: LoadResult;
      let without: LoadResult;
      if (round % 2 === 0) {
        without = await generator.run(job({}, warmup), () => {});
        withKey = await generator.run(job(keyed, warmup), () => {});
      } else {
        withKey = await generator.run(job(keyed, 0), () => {});
        without = await generator.run(job({}, 0), () => {});
      }
      const ratio = withKey.requestsPerSecond / without.requestsPerSecond;
      rounds.push({ keyed: withKey, anonymous: without, ratio });
      log(
        `  ${db} keyed read round ${round + 1}: with a key ${withKey.requestsPerSecond.toFixed(0)} req/s, ` +
          `without ${without.requestsPerSecond.toFixed(0)} req/s → ${ratio.toFixed(2)}×, ` +
          `${withKey.errors + withKey.non2xx + without.errors + without.non2xx} errors`,
      );
    }
    return {
      db,
      path: keyedReadPath,
      rounds,
      ratio: median(rounds.map((r) => r.ratio)),
      errors: rounds.reduce(
        (sum, r) => sum + r.keyed.errors + r.keyed.non2xx + r.anonymous.errors + r.anonymous.non2xx,
        0,
      ),
      load: load(),
    };
  } finally {
    await server.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}
