/**
 * Mixed reads and writes from `connections` concurrent loops (one keep-alive connection each), for a fixed
 * time. Every write the server acknowledged (2xx with the saved row) is remembered, to look for it in the
 * database afterwards. With `checkOwnWrites`, each loop also checks that its own list shows the last reading
 * it saved (read-your-writes, whichever instance answers).
 */
import { signNames } from '@celtic/zodiac-core';

export interface Account {
  uid: string;
  bearer: string;
}

export interface Sample {
  /** ms since the load started */
  start: number;
  ms: number;
  /** HTTP status, or 0 when no answer came (refused, reset, timed out) */
  status: number;
  timedOut: boolean;
  write: boolean;
  /** A write sent with an Idempotency-Key (a balancer may send it again). */
  keyed?: boolean;
  path: string;
  message?: string;
  /** The instance that answered, when a load balancer names it (X-Served-By). */
  server?: string;
}

export interface Acknowledged {
  id: number;
  content: string;
}

/** A list that did not show the last reading its own client had saved and been told was saved. */
export interface StaleRead {
  /** ms since the load started, when the list was asked for */
  at: number;
  readingId: number;
  /** Who acknowledged the write and who answered the list, when a load balancer names them. */
  writtenBy?: string;
  listedBy?: string;
}

export interface LoadRun {
  /** performance.now() when the load began */
  startedAt: number;
  samples: Sample[];
  readings: Acknowledged[];
  checks: number[];
  /** With `checkOwnWrites`: lists that followed an acknowledged save of their client, and the stale ones. */
  ownWriteChecks: number;
  /** Of those, the lists answered by another instance than the one that acknowledged the save. */
  crossInstanceChecks: number;
  staleReads: StaleRead[];
}

export interface LoadOptions {
  url: string;
  accounts: Account[];
  connections: number;
  durationMs: number;
  runId: string;
  /** A request without an answer after this long counts as hung. */
  timeoutMs?: number;
  /** Stops the loops early when it resolves. */
  stop?: Promise<unknown>;
  /**
   * Each loop checks that its list shows the last reading it saved. Needs an account per loop (no other loop
   * then adds readings in between), so `accounts` must be at least `connections`.
   */
  checkOwnWrites?: boolean;
  /**
   * Every other creating write carries an Idempotency-Key, so a load balancer may send it again safely (the
   * server answers a repeat with the first result); the others carry none.
   */
  idempotencyKeys?: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

export async function runLoad(options: LoadOptions): Promise<LoadRun> {
  const { url, accounts, connections, durationMs, runId } = options;
  const timeoutMs = options.timeoutMs ?? 15_000;
  if (options.checkOwnWrites && accounts.length < connections) {
    throw new Error(`checkOwnWrites needs an account per connection (${accounts.length} for ${connections})`);
  }
  const run: LoadRun = {
    startedAt: performance.now(),
    samples: [],
    readings: [],
    checks: [],
    ownWriteChecks: 0,
    crossInstanceChecks: 0,
    staleReads: [],
  };
  const endAt = run.startedAt + durationMs;
  let stopped = false;
  void options.stop?.then(() => {
    stopped = true;
  });

  async function call(
    path: string,
    init: RequestInit,
    write: boolean,
  ): Promise<{ body: unknown; sample: Sample }> {
    const start = performance.now();
    const sample: Sample = { start: start - run.startedAt, ms: 0, status: 0, timedOut: false, write, path };
    const headers = new Headers(init.headers);
    if (headers.has('idempotency-key')) sample.keyed = true;
    let body: unknown;
    try {
      const response = await fetch(`${url}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      sample.server = response.headers.get('x-served-by') ?? undefined;
      // An answer cut midway is no answer: the status counts only once the whole body has arrived.
      const text = await response.text();
      sample.status = response.status;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // Not JSON: a load balancer's own error page.
        body = undefined;
      }
      if (response.status >= 400) sample.message = (body as { message?: string } | undefined)?.message;
    } catch (error) {
      sample.timedOut = (error as Error).name === 'TimeoutError';
      sample.message = (error as Error & { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
    }
    sample.ms = performance.now() - start;
    run.samples.push(sample);
    return { body: sample.status >= 200 && sample.status < 300 ? body : undefined, sample };
  }

  async function loop(worker: number): Promise<void> {
    const account = accounts[worker % accounts.length] as Account;
    const auth = { authorization: account.bearer };
    const json = { ...auth, 'content-type': 'application/json' };
    let seq = 0;
    let writes = 0;
    // Every other creating write names a key of its own, when asked for.
    const writeHeaders = (): Record<string, string> =>
      options.idempotencyKeys && writes++ % 2 === 0
        ? { ...json, 'idempotency-key': `${runId}:${worker}:${writes}` }
        : json;
    // The last reading this loop saved and was told so, until a list of its own has been checked for it.
    let unchecked: { id: number; writtenBy?: string } | undefined;
    while (!stopped && performance.now() < endAt) {
      const roll = Math.random();
      let answered: unknown;
      if (roll < 0.3) {
        const content = `${runId}:${worker}:${seq++} ${pick(['<b>bold</b>', "O'Brien", 'plain'])}`;
        const { body, sample } = await call(
          '/api/readings',
          {
            method: 'POST',
            headers: writeHeaders(),
            body: JSON.stringify({ content, zodiacSign: pick(signNames) }),
          },
          true,
        );
        const saved = body as Acknowledged | undefined;
        if (saved) {
          run.readings.push({ id: saved.id, content: saved.content });
          unchecked = { id: saved.id, writtenBy: sample.server };
        }
        answered = saved;
      } else if (roll < 0.4) {
        const body = JSON.stringify({ firstSign: pick(signNames), secondSign: pick(signNames) });
        const saved = (
          await call('/api/compatibility', { method: 'POST', headers: writeHeaders(), body }, true)
        ).body as { id: number } | undefined;
        if (saved) run.checks.push(saved.id);
        answered = saved;
      } else if (roll < 0.6) {
        const { body, sample } = await call('/api/readings/me?limit=5', { headers: auth }, false);
        answered = body;
        if (options.checkOwnWrites && unchecked && Array.isArray(body)) {
          run.ownWriteChecks += 1;
          if (sample.server !== unchecked.writtenBy) run.crossInstanceChecks += 1;
          const readingId = unchecked.id;
          if (!body.some((reading: { id?: unknown }) => reading.id === readingId)) {
            run.staleReads.push({
              at: sample.start,
              readingId,
              writtenBy: unchecked.writtenBy,
              listedBy: sample.server,
            });
          }
          unchecked = undefined;
        }
      } else if (roll < 0.75) {
        answered = (await call(`/api/horoscope/daily?sign=${pick(signNames)}`, {}, false)).body;
      } else if (roll < 0.9) {
        answered = (await call('/api/users/me', { headers: auth }, false)).body;
      } else {
        const month = 1 + Math.floor(Math.random() * 12);
        answered = (
          await call(`/api/signs/by-date?month=${month}&day=${1 + Math.floor(Math.random() * 28)}`, {}, false)
        ).body;
      }
      // A refused connection fails in microseconds: pause so a dead server is not spun on.
      if (answered === undefined) await sleep(20);
    }
  }

  await Promise.all(Array.from({ length: connections }, (_, worker) => loop(worker)));
  return run;
}

export interface Fault {
  /** When to begin it, in ms after the load started. */
  afterMs: number;
  begin(): unknown;
  /** How long after `begin` settled to call `end`. */
  forMs: number;
  end(): unknown;
}

/**
 * Runs `load` with `fault` made during it. Resolves to the run and when (performance.now()) the fault began
 * (just before `begin` was called) and ended (once `end` settled).
 */
export async function withFault(
  load: Promise<LoadRun>,
  fault: Fault,
): Promise<{ run: LoadRun; begunAt: number; endedAt: number }> {
  let begunAt = 0;
  let endedAt = 0;
  const faults = (async () => {
    await sleep(fault.afterMs);
    begunAt = performance.now();
    await fault.begin();
    await sleep(fault.forMs);
    await fault.end();
    endedAt = performance.now();
  })();
  const [run] = await Promise.all([load, faults]);
  return { run, begunAt, endedAt };
}

export interface Summary {
  requests: number;
  perSecond: number;
  byStatus: Record<string, number>;
  fiveHundreds: number;
  noAnswer: number;
  timedOut: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Figures of the samples that started within [fromMs, toMs) of the load's start. */
export function summarise(samples: Sample[], fromMs = 0, toMs = Number.POSITIVE_INFINITY): Summary {
  const chosen = samples.filter((sample) => sample.start >= fromMs && sample.start < toMs);
  const latencies = chosen.map((sample) => sample.ms).sort((a, b) => a - b);
  const byStatus: Record<string, number> = {};
  for (const sample of chosen) {
    const key = sample.status === 0 ? `no answer (${sample.message ?? '?'})` : String(sample.status);
    byStatus[key] = (byStatus[key] ?? 0) + 1;
  }
  let first = Number.POSITIVE_INFINITY;
  let last = 0;
  for (const sample of chosen) {
    first = Math.min(first, sample.start);
    last = Math.max(last, sample.start + sample.ms);
  }
  const span = chosen.length > 0 ? Math.max(1, last - first) : 1;
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    requests: chosen.length,
    perSecond: Math.round((chosen.length / span) * 1000),
    byStatus,
    fiveHundreds: chosen.filter((sample) => sample.status >= 500).length,
    noAnswer: chosen.filter((sample) => sample.status === 0).length,
    timedOut: chosen.filter((sample) => sample.timedOut).length,
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? 0),
  };
}
