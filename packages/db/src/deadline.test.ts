import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './client';
import { QueryTimeoutError } from './deadline';
import { type DbProxy, startDbProxy } from './test/fault-proxy';
import { freshPostgresDatabase, rowsOf, testPostgresUrl } from './test/helpers';

const timeoutMs = 500;

/** Settles `promise` and reports how it ended and after how long. */
async function outcome(promise: Promise<unknown>): Promise<{ error?: unknown; ms: number }> {
  const started = performance.now();
  try {
    await promise;
    return { ms: performance.now() - started };
  } catch (error) {
    return { error, ms: performance.now() - started };
  }
}

/** The code of the driver's error under drizzle's DrizzleQueryError ("Failed query: …"). */
function codeOf(error: unknown): string | undefined {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (typeof current.code === 'string') return current.code;
    current = current.cause as typeof current;
  }
  return undefined;
}

/** Retries `ping` until it answers: the pool has recovered. */
async function recovered(handle: DbHandle, withinMs: number): Promise<boolean> {
  const until = Date.now() + withinMs;
  while (Date.now() < until) {
    if (
      await handle.ping().then(
        () => true,
        () => false,
      )
    )
      return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

const probeCount = async (handle: DbHandle, marker: string) =>
  Number(
    rowsOf<{ count: number }>(
      await handle.db.execute(
        sql`select count(*)::int as count from deadline_probe where marker = ${marker}`,
      ),
    )[0]?.count,
  );

describe.runIf(testPostgresUrl)('query deadline on PostgreSQL', () => {
  let fresh: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let proxy: DbProxy;
  // Forward again, whether the proxy was holding or had cut the port.
  const forward = async () => {
    proxy.release();
    await proxy.restore();
  };
  let handle: DbHandle;

  beforeAll(async () => {
    fresh = await freshPostgresDatabase(testPostgresUrl ?? '');
    const direct = new URL(fresh.url);
    proxy = await startDbProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaProxy = new URL(fresh.url);
    viaProxy.port = String(proxy.port);
    handle = await createDb({ url: viaProxy.toString(), queryTimeoutMs: timeoutMs });
    await handle.db.execute(sql`create table deadline_probe (marker text not null)`);
  });

  afterEach(async () => {
    await forward();
    expect(await recovered(handle, 10_000)).toBe(true);
  });

  afterAll(async () => {
    await handle?.close();
    await proxy?.close();
    await fresh?.drop();
  });

  it('rejects a bad setting with a message naming it', async () => {
    await expect(createDb({ url: fresh.url, queryTimeoutMs: 0 })).rejects.toThrow(
      'queryTimeoutMs must be a positive number of milliseconds, got 0',
    );
  });

  it("records when the database last answered: rows or PostgreSQL's own error, not a lost connection", async () => {
    const before = Date.now();
    await handle.ping();
    const answered = handle.lastAnswerAt?.() ?? 0;
    expect(answered).toBeGreaterThanOrEqual(before);
    await new Promise((resolve) => setTimeout(resolve, 5));
    // 42P01: the table does not exist. PostgreSQL answered.
    expect(codeOf((await outcome(handle.db.execute(sql`select * from no_such_table`))).error)).toBe('42P01');
    const afterError = handle.lastAnswerAt?.() ?? 0;
    expect(afterError).toBeGreaterThan(answered);
    await proxy.cut();
    await Promise.all(Array.from({ length: 5 }, () => outcome(handle.ping())));
    expect(handle.lastAnswerAt?.()).toBe(afterError);
  });

  it('stops a query the server keeps running (statement_timeout) and the connection stays usable', async () => {
    const { error, ms } = await outcome(handle.db.execute(sql`select pg_sleep(5)`));
    // PostgreSQL's statement_timeout (57014) and the client deadline fire together; either may win.
    expect(['57014', 'QUERY_TIMEOUT']).toContain(codeOf(error));
    expect(ms).toBeLessThan(timeoutMs + 2000);
    await expect(handle.ping()).resolves.toBeUndefined();
  });

  it('fails every call by the deadline while the database accepts TCP but never answers, more calls than the pool included', async () => {
    proxy.hold();
    const calls = Array.from({ length: 25 }, () => outcome(handle.ping()));
    const results = await Promise.all(calls);
    for (const { error, ms } of results) {
      // A connection opened during the fault gives up at connect_timeout (the deadline) instead.
      expect(['QUERY_TIMEOUT', 'CONNECT_TIMEOUT']).toContain(codeOf(error));
      expect(ms).toBeLessThan(timeoutMs + 1500);
    }
  });

  it('fails fast or by the deadline while the database refuses connections, and recovers after', async () => {
    await proxy.cut();
    const results = await Promise.all(Array.from({ length: 25 }, () => outcome(handle.ping())));
    for (const { error, ms } of results) {
      // A new connection is refused; a pooled one the cut dropped fails as closed, reset or a broken pipe,
      // whichever the socket saw first.
      expect(['ECONNREFUSED', 'CONNECTION_CLOSED', 'ECONNRESET', 'EPIPE', 'QUERY_TIMEOUT']).toContain(
        codeOf(error),
      );
      expect(ms).toBeLessThan(timeoutMs + 1500);
    }
  });

  it('never runs a write that timed out waiting for a connection', async () => {
    proxy.hold();
    // Fill every slot (two per connection of 10) with a query that will not be answered, then queue writes
    // behind them.
    const holders = Array.from({ length: 20 }, () => outcome(handle.ping()));
    const writes = Array.from({ length: 5 }, () =>
      outcome(handle.db.execute(sql`insert into deadline_probe (marker) values ('queued')`)),
    );
    for (const { error } of await Promise.all(writes)) expect(codeOf(error)).toBe('QUERY_TIMEOUT');
    await Promise.all(holders);
    await forward();
    expect(await recovered(handle, 10_000)).toBe(true);
    expect(await probeCount(handle, 'queued')).toBe(0);
  });

  it('rolls a transaction back when a statement in it passes the deadline', async () => {
    const transaction = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into deadline_probe (marker) values ('in-transaction')`);
      proxy.hold();
      await tx.execute(sql`insert into deadline_probe (marker) values ('in-transaction')`);
    });
    const { error, ms } = await outcome(transaction);
    expect(error).toBeInstanceOf(QueryTimeoutError);
    expect(codeOf(error)).toBe('QUERY_TIMEOUT');
    expect(ms).toBeLessThan(timeoutMs + 1500);
    await forward();
    expect(await recovered(handle, 10_000)).toBe(true);
    expect(await probeCount(handle, 'in-transaction')).toBe(0);
  });

  it('rolls a transaction back when the server is slow inside it', async () => {
    const transaction = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into deadline_probe (marker) values ('slow-transaction')`);
      await tx.execute(sql`select pg_sleep(5)`);
    });
    const { error } = await outcome(transaction);
    expect(['57014', 'QUERY_TIMEOUT']).toContain(codeOf(error));
    expect(await probeCount(handle, 'slow-transaction')).toBe(0);
  });

  it('commits a transaction that finishes in time', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into deadline_probe (marker) values ('committed')`);
    });
    expect(await probeCount(handle, 'committed')).toBe(1);
  });
});
