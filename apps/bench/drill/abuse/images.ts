/**
 * Share preview images: eight clients of one address ask for images of new dates as fast as they can, while
 * an unrelated public GET is timed. Rendering runs on the render pool's threads and each address may have only
 * a few new images made a minute, so the GET keeps its pace and the store grows by at most that many images.
 * A second server with the per-address limit lifted (many addresses' worth of new images) shows the pool
 * itself keeping the event loop free, and the store staying under its ceiling.
 */
import postgres from 'postgres';
import type { AbuseDrill } from './kit';

const clients = 8;
const floodSeconds = 20;
const quietSeconds = 5;
const newImagesPerMinute = 20;
const p95Budget = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.95) - 1)] ?? Number.NaN;
}

/** Times the unrelated GET every 50 ms until `until`. */
async function timeDaily(url: string, until: number): Promise<number[]> {
  const times: number[] = [];
  while (Date.now() < until) {
    const started = performance.now();
    const response = await fetch(`${url}/api/horoscope/daily?sign=Wolf`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET /api/horoscope/daily answered ${response.status}`);
    times.push(performance.now() - started);
    await sleep(50);
  }
  return times;
}

/** Eight clients asking for images of dates no one asked for before; the statuses they got. */
async function flood(url: string, until: number, firstDay: number): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  let next = firstDay;
  const day = () => new Date(Date.UTC(1950, 0, 1) + next++ * 86_400_000).toISOString().slice(0, 10);
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (Date.now() < until) {
        const response = await fetch(`${url}/share/birth-chart/${day()}/image.png?lang=en`);
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        // A refusal names its wait; this client asks again at once with the next date, as an attacker would.
      }
    }),
  );
  return statuses;
}

async function storeOf(databaseUrl: string): Promise<{ images: number; bytes: number }> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<{ images: number; bytes: string }[]>`
      select count(*)::int as images, coalesce(sum(size), 0)::bigint as bytes from share_images`;
    return { images: row?.images ?? 0, bytes: Number(row?.bytes ?? 0) };
  } finally {
    await sql.end();
  }
}

const shown = (statuses: Map<number, number>) =>
  [...statuses].map(([status, count]) => `${count}× ${status}`).join(', ');

export const imagesDrill: AbuseDrill = async (kit) => {
  // As production has it: twenty new images per address a minute.
  const server = await kit.launch();
  const quiet = p95(await timeDaily(server.url, Date.now() + quietSeconds * 1000));
  const until = Date.now() + floodSeconds * 1000;
  const [statuses, busy] = await Promise.all([flood(server.url, until, 0), timeDaily(server.url, until)]);
  const store = await storeOf(server.databaseUrl);
  console.log(
    `  images: ${clients} clients of one address, ${floodSeconds} s of new dates: ${shown(statuses)}; ` +
      `GET /api/horoscope/daily p95 ${quiet.toFixed(1)} ms quiet, ${p95(busy).toFixed(1)} ms during ` +
      `(${busy.length} GETs); stored ${store.images} images, ${(store.bytes / 1e6).toFixed(2)} MB`,
  );
  kit.claim(
    `an unrelated GET keeps p95 < ${p95Budget} ms while one address floods new preview images`,
    p95(busy) < p95Budget,
    `p95 ${p95(busy).toFixed(1)} ms (${quiet.toFixed(1)} ms quiet)`,
  );
  kit.claim(
    `one address has at most ${newImagesPerMinute} new images stored a minute`,
    store.images <= newImagesPerMinute,
    `${store.images} images stored of ${[...statuses.values()].reduce((a, b) => a + b, 0)} asked for`,
  );

  // The limit lifted, as if every request came from another address: the pool renders all it can take.
  const ceilingMb = 4;
  const open = await kit.launch({
    SHARE_NEW_IMAGES_PER_MINUTE: '10000',
    SHARE_REQUESTS_PER_MINUTE: '1000000',
    SHARE_IMAGE_STORE_MB: String(ceilingMb),
  });
  const openUntil = Date.now() + floodSeconds * 1000;
  const [openStatuses, rendering] = await Promise.all([
    flood(open.url, openUntil, 20_000),
    timeDaily(open.url, openUntil),
  ]);
  const openStore = await storeOf(open.databaseUrl);
  console.log(
    `  images, limit lifted: ${shown(openStatuses)}; GET p95 ${p95(rendering).toFixed(1)} ms while the pool ` +
      `renders; stored ${openStore.images} images, ${(openStore.bytes / 1e6).toFixed(2)} MB under a ` +
      `${ceilingMb} MB ceiling`,
  );
  kit.claim(
    `an unrelated GET keeps p95 < ${p95Budget} ms while the render pool is kept full`,
    p95(rendering) < p95Budget,
    `p95 ${p95(rendering).toFixed(1)} ms, ${openStatuses.get(200) ?? 0} images rendered, ${openStatuses.get(503) ?? 0} refused 503`,
  );
  kit.claim(
    `the image store stays under SHARE_IMAGE_STORE_MB=${ceilingMb}`,
    openStore.bytes <= ceilingMb * 1024 * 1024,
    `${(openStore.bytes / 1024 / 1024).toFixed(2)} MB in ${openStore.images} images`,
  );
};
