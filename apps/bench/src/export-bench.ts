// The data export at scale: a user with 50,000 saved readings downloads everything held about them, and the
// server's memory must not grow by more than the budget while it streams (PostgreSQL; the rows are inserted
// straight into the database, the export is fetched over REST as a client would, its body counted, not kept).
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { freePort, signIn } from './emulator';
import { recreateDatabase } from './postgres-admin';
import { rssBytes, watchRss } from './proc';
import { startServer } from './processes';

export const exportReadings = 50_000;
export const exportGrowthBudgetBytes = 50 * 1024 * 1024;

export interface ExportResult {
  readings: number;
  bodyBytes: number;
  seconds: number;
  rssBeforeBytes: number;
  peakRssBytes: number;
  /** Peak RSS while exporting minus RSS just before. */
  growthBytes: number;
  /** Readings in the downloaded JSON, counted after the measured download. */
  readingsExported: number;
}

// A saved daily reading is a few hundred characters of text: this one is 320.
const readingText = `${'The oak remembers what the wind forgets; today asks for patience with the slow. '.repeat(4)}`;

async function download(url: string, bearer: string): Promise<{ bytes: number }> {
  const response = await fetch(url, { headers: { authorization: bearer } });
  if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
  return { bytes };
}

export async function runExportBench(options: {
  postgresUrl: string;
  emulatorHost: string;
  log: (line: string) => void;
}): Promise<ExportResult> {
  const { log } = options;
  const databaseUrl = await recreateDatabase(options.postgresUrl, 'celtic_bench_export');
  const server = await startServer({
    port: await freePort(),
    emulatorHost: options.emulatorHost,
    databaseUrl,
  });
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const sub = `exporter-${randomBytes(4).toString('hex')}`;
    const user = await signIn(options.emulatorHost, { sub, email: `${sub}@example.com`, name: 'Exporter' });
    const bearer = `Bearer ${user.idToken}`;
    const me = await fetch(`${server.url}/api/users/me`, { headers: { authorization: bearer } });
    const { id } = (await me.json()) as { id: number };
    await sql`insert into readings (user_id, content, zodiac_sign, is_favorite)
      select ${id}, ${readingText} || g, 'Wolf', g % 7 = 0 from generate_series(1, ${exportReadings}) g`;
    await sql`insert into compatibility_checks (user_id, first_sign, second_sign, compatibility_score, compatibility_details)
      select ${id}, 'Wolf', 'Swan', 70, '{"summary":"kept"}' from generate_series(1, 50)`;
    await sql`analyze readings`;
    log(`  export: ${exportReadings} readings stored for user ${id}; warming up with one export`);
    const url = `${server.url}/api/users/me/export`;
    await download(url, bearer);
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const rssBefore = rssBytes(server.pid);
    const watch = watchRss(server.pid, 20);
    const started = performance.now();
    const { bytes } = await download(url, bearer);
    const seconds = (performance.now() - started) / 1000;
    const peak = watch.stop();

    // Checked apart from the measured download: the JSON parses and holds every reading.
    const body = (await (await fetch(url, { headers: { authorization: bearer } })).json()) as {
      readings: unknown[];
    };
    const result: ExportResult = {
      readings: exportReadings,
      bodyBytes: bytes,
      seconds,
      rssBeforeBytes: rssBefore,
      peakRssBytes: peak,
      growthBytes: Math.max(0, peak - rssBefore),
      readingsExported: body.readings.length,
    };
    log(
      `  export: ${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds.toFixed(2)} s; server RSS ` +
        `${(rssBefore / 1024 / 1024).toFixed(0)} → peak ${(peak / 1024 / 1024).toFixed(0)} MB ` +
        `(+${(result.growthBytes / 1024 / 1024).toFixed(1)} MB); ${result.readingsExported} readings in the JSON`,
    );
    return result;
  } finally {
    await sql.end({ timeout: 5 });
    await server.stop();
  }
}
