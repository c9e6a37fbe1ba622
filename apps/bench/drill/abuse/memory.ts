/**
 * Memory that grows with client input, and the shared-answer store. 20,000 public requests, each a distinct
 * spelling of valid input (time zones in any letter case and as aliases, Accept-Language headers with region tags
 * and q-values, `lang`, sign names in any case, dates; REST and tRPC), must leave the server's resident size
 * about where it was; then a JSON Lines request of today's batch URL must not change what a plain client of that
 * URL gets.
 */
import { readFile } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import type { AbuseDrill } from './kit';

const requests = 20_000;
const lanes = 8;
// RSS, not the heap: ICU's formatters (the leak this guards against) live outside the V8 heap. RSS also moves
// with V8's heap headroom and freed pages malloc keeps, so the bound sits well above the bounded caches (shared
// answers at most 10 MB, formatters a few MB) and well below what a leak of even a few kB a request would add.
const maxGrowthMb = 50;

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
  return kb / 1024;
}

/** A seeded generator of distinct spellings of valid public requests. */
function spellings(seed: number) {
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
  const zones = ['Europe/Dublin', 'America/New_York', 'Asia/Kolkata', 'utc', 'Etc/GMT+3', 'US/Pacific'];
  const signs = ['Stag', 'Cat', 'Snake', 'Fox', 'Salmon', 'Swan', 'Wolf', 'Hawk'];
  const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));
  return (): { path: string; headers: Record<string, string> } => {
    const headers = {
      'accept-language': `${pick(['de', 'es', 'en', 'fr'])}-${pick(['DE', 'ES', 'MX', 'IE', 'US'])};q=${next().toFixed(3)}, *;q=0.1`,
    };
    const lang = next() < 0.5 ? '' : `&lang=${pick(['en', 'es', 'de'])}`;
    const date = `${1900 + Math.floor(next() * 120)}-${two(1 + Math.floor(next() * 12))}-${two(1 + Math.floor(next() * 28))}`;
    const zone = encodeURIComponent(anyCase(pick(zones)));
    const sign = anyCase(pick(signs));
    switch (Math.floor(next() * 5)) {
      case 0:
        return { path: `/api/birth-chart?date=${date}&timeZone=${zone}${lang}`, headers };
      case 1:
        return {
          path: `/trpc/birth.chart?input=${input({ date, timeZone: decodeURIComponent(zone) })}`,
          headers,
        };
      case 2:
        return { path: `/api/horoscope/daily?sign=${sign}${lang}`, headers };
      case 3:
        return { path: `/trpc/signs.byName?input=${input({ name: sign })}`, headers };
      default:
        return { path: `/api/signs/${sign}?n=${next()}${lang}`, headers };
    }
  };
}

async function flood(url: string, count: number, seed: number): Promise<Record<number, number>> {
  const next = spellings(seed);
  const statuses: Record<number, number> = {};
  let sent = 0;
  const lane = async () => {
    while (sent < count) {
      sent += 1;
      const { path, headers } = next();
      const response = await fetch(url + path, { headers });
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return statuses;
}

export const memoryDrill: AbuseDrill = async (kit) => {
  // One client plays many: the per-address limits of charts and share pages would refuse it long before.
  const server = await kit.launch({
    RATE_LIMIT_COMPUTE_PER_MINUTE: '0',
    SHARE_REQUESTS_PER_MINUTE: '1000000',
  });

  // Warm-up: the JIT, the database's first rows, and every bounded cache filled once.
  await flood(server.url, 3_000, 1);
  await delay(2_000);
  const before = await rssMb(server.pid);
  const started = performance.now();
  const statuses = await flood(server.url, requests, 2);
  const seconds = (performance.now() - started) / 1000;
  await delay(3_000);
  const after = await rssMb(server.pid);
  console.log(
    `  ${requests} distinct spellings in ${seconds.toFixed(1)} s from ${lanes} connections, statuses ${JSON.stringify(statuses)}`,
  );
  console.log(`  server RSS ${before.toFixed(1)} MB after warm-up, ${after.toFixed(1)} MB after the flood`);
  kit.claim(
    `every one of ${requests} distinct valid requests answered 200`,
    statuses[200] === requests,
    JSON.stringify(statuses),
  );
  kit.claim(
    `the server's RSS grew by less than ${maxGrowthMb} MB over ${requests} distinct spellings`,
    after - before < maxGrowthMb,
    `${(after - before).toFixed(1)} MB`,
  );

  // Poisoning: today's batch URL asked for as JSON Lines first, then by plain clients.
  const batch = `/trpc/horoscope.daily?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { sign: 'Hawk' } }))}`;
  const streamed = await fetch(server.url + batch, { headers: { 'trpc-accept': 'application/jsonl' } });
  const streamedType = streamed.headers.get('content-type');
  await streamed.arrayBuffer();
  const plain: { type: string | null; parses: boolean }[] = [];
  for (let repeat = 0; repeat < 3; repeat += 1) {
    const response = await fetch(server.url + batch);
    const body = await response.text();
    let parses = false;
    try {
      parses = Array.isArray(JSON.parse(body));
    } catch {
      parses = false;
    }
    plain.push({ type: response.headers.get('content-type'), parses });
  }
  console.log(`  JSON Lines answer: ${streamedType}; plain answers after it: ${JSON.stringify(plain)}`);
  kit.claim(
    'a JSON Lines answer says so in its content type',
    streamedType === 'application/jsonl',
    String(streamedType),
  );
  kit.claim(
    'plain clients after a JSON Lines request of the same URL get JSON that parses',
    plain.every((answer) => answer.parses && answer.type?.startsWith('application/json') === true),
    plain.map((answer) => `${answer.type} ${answer.parses ? 'parses' : 'does not parse'}`).join('; '),
  );
};
