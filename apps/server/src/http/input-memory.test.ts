/**
 * What the server keeps must not grow with what clients send: 20,000 public requests, each a distinct spelling
 * of valid input (time zones in any case and as aliases, Accept-Language headers, `lang`, dates, sign names in
 * any case; REST, tRPC and share pages), leave the heap and the process no larger than bounded caches allow.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, startTestServer, type TestDatabase, type TestServer } from '../test/helpers';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

let database: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  database = await openTestDatabase('pglite');
  // One client plays many: the per-address limits of charts and share pages would refuse it long before.
  server = await startTestServer(database.handle, {
    RATE_LIMIT_COMPUTE_PER_MINUTE: '0',
    SHARE_REQUESTS_PER_MINUTE: '1000000',
  });
});

afterAll(async () => {
  await server?.close();
  await database?.dispose();
});

/** A seeded generator, so a failure can be replayed. */
function randomOf(seed: number) {
  let state = seed;
  // mulberry32: a linear congruential step's low bits repeat too soon to spell many distinct names.
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const anyCase = (text: string) =>
    [...text].map((letter) => (next() < 0.5 ? letter.toUpperCase() : letter.toLowerCase())).join('');
  const two = (n: number) => String(n).padStart(2, '0');
  return { next, pick, anyCase, two };
}

const zones = [
  'Europe/Dublin',
  'America/New_York',
  'Asia/Kolkata',
  'Australia/Sydney',
  'utc',
  'Etc/GMT+3',
  'US/Pacific',
  'Asia/Calcutta',
];
const signs = [
  'Stag',
  'Cat',
  'Snake',
  'Fox',
  'Bull',
  'Seahorse',
  'Wren',
  'Horse',
  'Salmon',
  'Swan',
  'Wolf',
  'Hawk',
];
const tags = ['de', 'es', 'en', 'fr', 'pt', 'ga'];
const regions = ['DE', 'AT', 'CH', 'ES', 'MX', 'AR', 'GB', 'US', 'IE', 'BR'];

/** One public request of valid input, spelled as the random generator chooses. */
function requestOf(random: ReturnType<typeof randomOf>): { url: string; headers: Record<string, string> } {
  const { next, pick, anyCase, two } = random;
  const lang = next() < 0.5 ? '' : `&lang=${pick(['en', 'es', 'de'])}`;
  const acceptLanguage = Array.from(
    { length: 1 + Math.floor(next() * 3) },
    () => `${pick(tags)}-${pick(regions)};q=${next().toFixed(3)}`,
  ).join(', ');
  const headers = { 'accept-language': acceptLanguage };
  const birthDate = `${1900 + Math.floor(next() * 120)}-${two(1 + Math.floor(next() * 12))}-${two(1 + Math.floor(next() * 28))}`;
  const time = `${two(Math.floor(next() * 24))}:${two(Math.floor(next() * 60))}`;
  const zone = anyCase(pick(zones));
  const sign = anyCase(pick(signs));
  // Today and the days either side: a horoscope is a database row per day, and the database is not what this
  // test measures.
  const day = new Date(Date.now() + (Math.floor(next() * 3) - 1) * 86_400_000).toISOString().slice(0, 10);
  const calendarDate = `${2020 + Math.floor(next() * 10)}-${two(1 + Math.floor(next() * 12))}-${two(1 + Math.floor(next() * 28))}`;
  const trpcInput = (input: unknown) => encodeURIComponent(JSON.stringify(input));
  switch (Math.floor(next() * 10)) {
    case 0:
      return {
        url: `/api/birth-chart?date=${birthDate}&time=${time}&timeZone=${encodeURIComponent(zone)}${lang}`,
        headers,
      };
    case 1:
      return {
        url: `/trpc/birth.chart?input=${trpcInput({ date: birthDate, time, timeZone: zone })}`,
        headers,
      };
    case 2:
      return { url: `/api/horoscope/daily?sign=${sign}&date=${day}${lang}`, headers };
    case 3:
      return {
        url: `/trpc/horoscope.daily,signs.byName?batch=1&input=${trpcInput({ 0: { sign, date: day }, 1: { name: anyCase(pick(signs)) } })}`,
        headers,
      };
    case 4:
      return { url: `/api/signs/${sign}?x=${next()}${lang}`, headers };
    case 5:
      return { url: `/api/calendar?date=${calendarDate}${lang}`, headers };
    case 6:
      return {
        url: `/api/signs/by-date?month=${1 + Math.floor(next() * 12)}&day=${1 + Math.floor(next() * 28)}${lang}`,
        headers,
      };
    case 7:
      return { url: `/share/daily/${sign}/${day}${lang.replace('&', '?')}`, headers };
    case 8:
      return { url: `/share/birth-chart/${birthDate}${lang.replace('&', '?')}`, headers };
    default:
      return {
        url: `/trpc/birth.chart?input=${trpcInput({ date: birthDate, timeZone: zone, lang: 'de' })}`,
        headers,
      };
  }
}

/** Sends `count` requests from a few lanes at once; every one must succeed. */
async function send(count: number, seed: number): Promise<void> {
  const random = randomOf(seed);
  const requests = Array.from({ length: count }, () => requestOf(random));
  let next = 0;
  const lane = async () => {
    while (next < requests.length) {
      const request = requests[next++];
      if (!request) break;
      const response = await fetch(server.url + request.url, { headers: request.headers });
      const body = await response.text();
      if (response.status !== 200) throw new Error(`${request.url}: ${response.status} ${body}`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, lane));
}

function memory() {
  gc();
  gc();
  const { heapUsed, rss } = process.memoryUsage();
  return { heapMb: heapUsed / 2 ** 20, rssMb: rss / 2 ** 20 };
}

describe('memory under distinct spellings of valid input', () => {
  it('20,000 public requests grow the heap by less than 20 MB and the process by less than 60 MB', async () => {
    // Fills every bounded cache (the shared answers' new part, the horoscope memo, the formatters) and the JIT.
    await send(4_000, 1);
    const before = memory();
    // In chunks, each followed by a collection: what a chunk freed is reused by the next, as in a server's
    // steady state, rather than piling up as garbage between two measurements.
    for (let chunk = 0; chunk < 5; chunk += 1) {
      await send(4_000, 2 + chunk);
      memory();
    }
    const after = memory();
    const grew = { heapMb: after.heapMb - before.heapMb, rssMb: after.rssMb - before.rssMb };
    console.log(
      `heap ${before.heapMb.toFixed(1)} → ${after.heapMb.toFixed(1)} MB, RSS ${before.rssMb.toFixed(1)} → ${after.rssMb.toFixed(1)} MB`,
    );
    expect(grew.heapMb).toBeLessThan(20);
    // ICU's formatters live outside the V8 heap: only the process's size shows them. It also keeps freed pages
    // and the heap's own growth, hence the looser bound (a formatter per spelling grew it by over 100 MB here).
    expect(grew.rssMb).toBeLessThan(60);
  }, 600_000);
});
