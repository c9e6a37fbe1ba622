import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createDb, signNameList } from '@celtic/db';
import { createTRPCUntypedClient, httpBatchStreamLink } from '@trpc/client';
import { sql } from 'drizzle-orm';
import type { DbKind } from './api-bench';
import { freePort, signIn } from './emulator';
import { load } from './machine';
import { recreateDatabase } from './postgres-admin';
import { type PeakRss, rssBytes, waitForSteadyRss, watchPeakRss } from './proc';
import { startServer } from './processes';
import { seedTimeoutMs } from './seed';

/** The issue's figure: an export of this many readings… */
export const exportReadings = 50_000;
/** …grows the server's RSS by at most this much. */
export const exportGrowthBudgetBytes = 50 * 1024 * 1024;
export const exportChecks = 20;
const sampleEveryMs = 20;

/** How the export is fetched: REST, or tRPC as the web app does (httpBatchStreamLink's request). */
export type ExportTransport = 'rest' | 'trpc';

export interface ExportResult {
  db: DbKind;
  transport: ExportTransport;
  /** RSS of the server just before the request. */
  rssBeforeBytes: number;
  /** Largest RSS while the body was sent (the kernel's high-water mark when it could be reset, else sampled). */
  peakRssBytes: number;
  growthBytes: number;
  /** How the peak was taken: 'hwm' (VmHWM reset before the export) or 'sampled' (every 20 ms only). */
  peakFrom: PeakRss['from'];
  /** Whether the server's RSS had stopped moving (2 s within 1 MB) before the export began. */
  steadyBefore: boolean;
  bodyBytes: number;
  firstByteMs: number;
  seconds: number;
  /** Counted in the parsed body, after the measurement. */
  exported: { readings: number; checks: number; parses: boolean; profileId: number | null };
  load: ReturnType<typeof load>;
}

const signArray = `array[${signNameList.map((name) => `'${name}'`).join(', ')}]`;

/**
 * The user's rows as set-based SQL: readings shaped like a saved daily reading (the date, then the general, love
 * and career texts: ~400 characters), and a few compatibility checks.
 */
export function exportSeedStatements(userId: number): string[] {
  const details = JSON.stringify({
    description: 'Two signs that meet at the forest edge.',
    strengths: ['Shared patience'],
    challenges: ['Different rhythms'],
  }).replaceAll("'", "''");
  return [
    `insert into readings (user_id, content, zodiac_sign, is_favorite, reading_date)
     select ${userId},
            'Day ' || g || ' of the Wolf moon, November ' || (1 + g % 28) || ', 2026' || E'\\n\\n' ||
              'The hawk circles high over the oak grove and the salmon leaps the weir: what you began in the ' ||
              'dark half of the year is ready to be named aloud. Keep to the path you chose.' || E'\\n\\n' ||
              'Love: a quiet word by the hearth says more than a song at the fair; listen for it.' || E'\\n\\n' ||
              'Career: the rowan keeps its counsel. Finish one task (number ' || g || ') before the next.',
            (${signArray})[1 + g % 13], g % 7 = 0, now() - make_interval(mins => g)
     from generate_series(1, ${exportReadings}) g`,
    `insert into compatibility_checks
       (user_id, first_sign, second_sign, compatibility_score, compatibility_details, created_at)
     select ${userId}, (${signArray})[1 + g % 13], (${signArray})[1 + (g * 5) % 13], 60 + g % 30, '${details}',
            now() - make_interval(hours => g)
     from generate_series(1, ${exportChecks}) g`,
    'analyze readings, compatibility_checks',
  ];
}

export interface ExportOptions {
  transport: ExportTransport;
  emulatorHost: string;
  postgresUrl?: string;
  log: (line: string) => void;
}

/** Counts the bytes that pass through. */
function byteCounter(onBytes: (count: number) => void) {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      onBytes(chunk.length);
      done(null, chunk);
    },
  });
}

/** The export's JSON text from a saved tRPC stream, decoded by tRPC's own client as the web app decodes it. */
async function decodeTrpcStream(file: string): Promise<string> {
  const client = createTRPCUntypedClient({
    links: [
      httpBatchStreamLink({
        url: 'http://saved.invalid/trpc',
        fetch: async () =>
          new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
            headers: { 'content-type': 'application/json' },
          }),
      }),
    ],
  });
  let text = '';
  for await (const piece of (await client.query('user.exportMe', {})) as AsyncIterable<string>) text += piece;
  return text;
}

/** What the export says, from the file it was written to; counted after the measurement. */
async function countExport(file: string, transport: ExportTransport): Promise<ExportResult['exported']> {
  try {
    const text = transport === 'rest' ? await readFile(file, 'utf8') : await decodeTrpcStream(file);
    const body = JSON.parse(text) as {
      profile?: { id?: number };
      readings?: unknown[];
      compatibilityChecks?: unknown[];
    };
    return {
      readings: body.readings?.length ?? 0,
      checks: body.compatibilityChecks?.length ?? 0,
      parses: true,
      profileId: body.profile?.id ?? null,
    };
  } catch {
    return { readings: 0, checks: 0, parses: false, profileId: null };
  }
}

/**
 * One user with 50,000 readings downloads their export; the server's RSS is read just before and watched while
 * the body streams to a file (the bench never holds it). Nothing is forced: no GC, no warm-up export; the server
 * has answered one signed-in call and its RSS has stopped moving.
 */
export async function runExportBench(db: DbKind, options: ExportOptions): Promise<ExportResult> {
  const { log } = options;
  const work = await mkdtemp(join(tmpdir(), 'celtic-bench-export-'));
  const dataDir = db === 'pglite' ? join(work, 'pglite') : undefined;
  let databaseUrl: string | undefined;
  if (db === 'postgres') {
    if (!options.postgresUrl) throw new Error('no PostgreSQL URL');
    databaseUrl = await recreateDatabase(options.postgresUrl, 'celtic_bench_export');
  }
  const serverOptions = { emulatorHost: options.emulatorHost, databaseUrl, dataDir };
  try {
    // The account is made by one signed-in call, as a user's first visit makes it.
    let server = await startServer({ ...serverOptions, port: await freePort() });
    const stamp = Date.now().toString(36);
    let token: string;
    let userId: number;
    try {
      ({ idToken: token } = await signIn(options.emulatorHost, {
        sub: `bench-export-${stamp}`,
        email: `bench-export-${stamp}@example.com`,
        name: 'Bench Exporter',
      }));
      const me = await fetch(`${server.url}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
      if (!me.ok) throw new Error(`GET /api/users/me: ${me.status} ${await me.text()}`);
      userId = ((await me.json()) as { id: number }).id;
    } finally {
      // PGlite's folder is one process's at a time: the rows go in with the server stopped (both kinds alike).
      await server.stop();
    }
    log(`  ${db}: user ${userId}; inserting ${exportReadings} readings and ${exportChecks} checks`);
    const handle = await createDb({ url: databaseUrl, dataDir, queryTimeoutMs: seedTimeoutMs });
    try {
      for (const statement of exportSeedStatements(userId)) await handle.db.execute(sql.raw(statement));
    } finally {
      await handle.close();
    }

    server = await startServer({ ...serverOptions, port: await freePort() });
    const file = join(work, 'export.json');
    try {
      const headers = { authorization: `Bearer ${token}` };
      // The server's ordinary signed-in path once, so the figure is the export's and not the first request's.
      const warm = await fetch(`${server.url}/api/readings/me`, { headers });
      if (!warm.ok) throw new Error(`GET /api/readings/me: ${warm.status}`);
      await warm.arrayBuffer();
      // Waited for, not forced: the figure is taken from a server at rest, as one that has been up a while is.
      const steady = await waitForSteadyRss(() => rssBytes(server.pid), {
        everyMs: 250,
        forMs: 2000,
        withinBytes: 1024 * 1024,
        timeoutMs: 30_000,
      });
      if (!steady) log(`  ${db}: the server's RSS did not settle within 30 s; measuring anyway`);

      const watch = watchPeakRss(server.pid, sampleEveryMs);
      const started = performance.now();
      let firstByteMs = Number.NaN;
      let bodyBytes = 0;
      let peak: PeakRss;
      try {
        const url =
          options.transport === 'rest'
            ? `${server.url}/api/users/me/export`
            : `${server.url}/trpc/user.exportMe?batch=1&input=${encodeURIComponent('{"0":{}}')}`;
        const response = await fetch(url, {
          headers:
            options.transport === 'rest' ? headers : { ...headers, 'trpc-accept': 'application/jsonl' },
        });
        if (!response.ok || !response.body)
          throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
        await pipeline(
          Readable.fromWeb(response.body),
          byteCounter((count) => {
            if (bodyBytes === 0) firstByteMs = performance.now() - started;
            bodyBytes += count;
          }),
          createWriteStream(file),
        );
      } finally {
        peak = watch.stop();
      }
      const seconds = (performance.now() - started) / 1000;
      const exported = await countExport(file, options.transport);
      const result: ExportResult = {
        db,
        transport: options.transport,
        rssBeforeBytes: peak.beforeBytes,
        peakRssBytes: peak.peakBytes,
        growthBytes: peak.peakBytes - peak.beforeBytes,
        peakFrom: peak.from,
        steadyBefore: steady,
        bodyBytes,
        firstByteMs,
        seconds,
        exported,
        load: load(),
      };
      const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
      log(
        `  ${db} export over ${options.transport}: ${mib(bodyBytes)} MB in ${seconds.toFixed(2)} s (first byte ${firstByteMs.toFixed(0)} ms); ` +
          `server RSS ${mib(result.rssBeforeBytes)} → peak ${mib(result.peakRssBytes)} MB ` +
          `(+${mib(result.growthBytes)} MB, ${peak.from}); ${exported.readings} readings, ${exported.checks} checks` +
          `${exported.parses ? '' : ', body does NOT parse'}`,
      );
      return result;
    } finally {
      await server.stop();
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
