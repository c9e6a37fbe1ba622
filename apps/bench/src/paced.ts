import { Pool } from 'undici';
import type { LoadJob, LoadResult } from './load-job';

/** The `q`-quantile (0..1) of ascending `sorted`, nearest rank; NaN for none. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

/**
 * When each of `count` requests is due, `rate` a second from `start` (ms): evenly spaced, so the load is steady
 * rather than a burst at the top of each second.
 */
export const dueAt = (start: number, rate: number, index: number) => start + (index * 1000) / rate;

/**
 * An open-loop load: `rate` requests a second for `seconds`, spread evenly, over at most `connections`
 * keep-alive connections (undici's Pool; a request due while all are busy waits for one). Each latency runs
 * from when the request was due, not when a connection took it, so a slow server is not excused by the
 * generator waiting on it (coordinated omission). autocannon has no such mode: its rate options are a quota
 * per second, which it spends as fast as the server answers.
 */
export async function runPaced(job: LoadJob & { rate: number }, seconds: number): Promise<LoadResult> {
  const url = new URL(job.url);
  const pool = new Pool(url.origin, { connections: job.connections, pipelining: 1 });
  const count = Math.max(1, Math.round(job.rate * seconds));
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  // One handler object per request, no promise and no body stream: undici's request() cost the generator more
  // CPU per request, on the cores the server under test and PostgreSQL share.
  const send = (due: number, finish: () => void) => {
    let status = 0;
    pool.dispatch(
      { path: url.pathname + url.search, method: job.method, headers: job.headers, body: job.body },
      {
        onRequestStart() {},
        onResponseStart(_controller, statusCode) {
          status = statusCode;
        },
        onResponseData() {},
        onResponseEnd() {
          if (status < 200 || status > 299) non2xx += 1;
          latencies.push(performance.now() - due);
          finish();
        },
        onResponseError() {
          errors += 1;
          finish();
        },
      },
    );
  };
  const start = performance.now();
  let next = 0;
  // Only a count of what is in flight is kept: holding every request's promise to the end grew the
  // generator's heap until its own collections delayed requests (and the p99 measured the generator).
  let outstanding = 0;
  await new Promise<void>((done) => {
    const finish = () => {
      outstanding -= 1;
      if (next === count && outstanding === 0) done();
    };
    const tick = () => {
      const now = performance.now();
      while (next < count && dueAt(start, job.rate, next) <= now) {
        const due = dueAt(start, job.rate, next);
        // Counted before sending: a request undici refuses at once finishes inside `send`.
        next += 1;
        outstanding += 1;
        send(due, finish);
      }
      if (next < count) setTimeout(tick, Math.max(0, dueAt(start, job.rate, next) - performance.now()));
    };
    tick();
  });
  const elapsed = (performance.now() - start) / 1000;
  await pool.close();
  latencies.sort((a, b) => a - b);
  const round1 = (ms: number) => Math.round(ms * 10) / 10;
  return {
    requestsPerSecond: latencies.length / elapsed,
    totalRequests: latencies.length,
    p50Ms: round1(quantile(latencies, 0.5)),
    p99Ms: round1(quantile(latencies, 0.99)),
    errors,
    non2xx,
  };
}
