import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signNameList } from '@celtic/db';
import { freePort } from './emulator';
import type { LoadGenerator } from './load';
import type { LoadJob, LoadResult } from './load-job';
import { load } from './machine';
import { cpuMicros } from './proc';
import { startBaseline, startServer } from './processes';

/** Cached preview images are served at least this share of a bare static server's rate. */
export const shareImageMinRatio = 0.8;

export interface ShareResult {
  /** CPU of the server per first request of an image (render, store, answer), in ms: each image once. */
  renderCpuMs: { median: number; max: number; images: number };
  imageBytes: number;
  rounds: { server: LoadResult; baseline: LoadResult; ratio: number }[];
  /** The median of the rounds' ratios of the server's req/s to the bare server's. */
  ratio: number;
  load: ReturnType<typeof load>;
}

export interface ShareOptions {
  emulatorHost: string;
  generator: LoadGenerator;
  seconds: number;
  warmupSeconds: number;
  rounds: number;
  connections: number;
  log: (line: string) => void;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  if (sorted.length === 0) return Number.NaN;
  return Number.isInteger(mid)
    ? ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
    : (sorted[Math.floor(mid)] ?? 0);
};

async function fetchImage(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * Preview images: the server's CPU for each image's first request (rendered with satori and resvg, then stored),
 * and the stored image served under load against bare node:http sending the same bytes, in ABBA rounds.
 */
export async function runShareBench(options: ShareOptions): Promise<ShareResult> {
  const { log, generator } = options;
  const dataDir = await mkdtemp(join(tmpdir(), 'celtic-bench-share-'));
  const server = await startServer({
    port: await freePort(),
    emulatorHost: options.emulatorHost,
    dataDir,
    // One address stands for every reader of a stored image here: its per-address limit is lifted (the images
    // drill checks it).
    env: { SHARE_REQUESTS_PER_MINUTE: '1000000' },
  });
  try {
    const today = new Date().toISOString().slice(0, 10);
    // One image first: it loads the fonts and warms satori, which later images do not pay for.
    await fetchImage(`${server.url}/share/compatibility/stag/cat/image.png`);
    const paths = signNameList.map((sign) => `/share/daily/${sign.toLowerCase()}/${today}/image.png`);
    const cpu: number[] = [];
    let sample: Uint8Array | undefined;
    for (const path of paths) {
      const before = cpuMicros(server.pid);
      const png = await fetchImage(server.url + path);
      cpu.push((cpuMicros(server.pid) - before) / 1000);
      sample ??= png;
    }
    if (!sample) throw new Error('no image');
    log(`  render: median ${median(cpu).toFixed(0)} ms CPU per image (${paths.length} images)`);

    const path = paths[0] ?? '';
    const baseline = await startBaseline(sample, { 'content-type': 'image/png' });
    const job = (base: string, warmupSeconds: number): LoadJob => ({
      url: base + path,
      method: 'GET',
      headers: {},
      connections: options.connections,
      warmupSeconds,
      seconds: options.seconds,
    });
    const rounds: ShareResult['rounds'] = [];
    try {
      for (let round = 0; round < options.rounds; round += 1) {
        const first = round % 2 === 0 ? baseline.url : server.url;
        const second = first === server.url ? baseline.url : server.url;
        // Each side warms up before its first run only (the API section's rounds, api-bench.ts).
        const warmup = round === 0 ? options.warmupSeconds : 0;
        const a = await generator.run(job(first, warmup), () => {});
        const b = await generator.run(job(second, warmup), () => {});
        const [s, base] = first === server.url ? [a, b] : [b, a];
        const ratio = s.requestsPerSecond / base.requestsPerSecond;
        rounds.push({ server: s, baseline: base, ratio });
        log(
          `  cached image round ${round + 1}: server ${s.requestsPerSecond.toFixed(0)} req/s, bare ` +
            `${base.requestsPerSecond.toFixed(0)} req/s → ${ratio.toFixed(2)}×, ${s.errors + s.non2xx} errors`,
        );
      }
    } finally {
      await baseline.stop();
    }
    return {
      renderCpuMs: { median: median(cpu), max: Math.max(...cpu), images: cpu.length },
      imageBytes: sample.length,
      rounds,
      ratio: median(rounds.map((r) => r.ratio)),
      load: load(),
    };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
