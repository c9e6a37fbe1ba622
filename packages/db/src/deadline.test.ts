import { connect, createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './client';
import { QueryTimeoutError } from './deadline';
import { freshPostgresDatabase, rowsOf, testPostgresUrl } from './testing';

/**
 * A TCP proxy in front of PostgreSQL that can stop forwarding (a hung server or black-holed network: TCP
 * accepted, nothing answered) or refuse (a stopped server: port closed, connections dropped).
 */
interface FaultProxy {
  port: number;
  hold(): void;
  refuse(): Promise<void>;
  forward(): Promise<void>;
  close(): Promise<void>;
}

async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  type Pair = { client: Socket; upstream?: Socket; toUpstream: Buffer[]; toClient: Buffer[] };
  const pairs = new Set<Pair>();
  let holding = false;
  const flush = (pair: Pair) => {
    if (!pair.upstream) {
      pair.upstream = connect(target.port, target.host);
      pair.upstream.on('data', (chunk) => {
        if (holding) pair.toClient.push(chunk);
        else pair.client.write(chunk);
      });
      pair.upstream.on('error', () => pair.client.destroy());
      pair.upstream.on('close', () => pair.client.destroy());
    }
    for (const chunk of pair.toUpstream.splice(0)) pair.upstream.write(chunk);
    for (const chunk of pair.toClient.splice(0)) pair.client.write(chunk);
  };
  const onClient = (client: Socket) => {
    const pair: Pair = { client, toUpstream: [], toClient: [] };
    pairs.add(pair);
    client.on('data', (chunk) => {
      if (holding || !pair.upstream) pair.toUpstream.push(chunk);
      else pair.upstream.write(chunk);
    });
    client.on('error', () => pair.upstream?.destroy());
    client.on('close', () => {
      pair.upstream?.destroy();
      pairs.delete(pair);
    });
    if (!holding) flush(pair);
  };
  let server: Server = createServer(onClient);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const port = await listen(0);
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream?.destroy();
      }
    });
  return {
    port,
    hold: () => {
      holding = true;
    },
    refuse: stop,
    forward: async () => {
      holding = false;
      for (const pair of pairs) flush(pair);
      if (!server.listening) {
        server = createServer(onClient);
        await listen(port);
      }
    },
    close: stop,
  };
}

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
  let proxy: FaultProxy;
  let handle: DbHandle;

  beforeAll(async () => {
    fresh = await freshPostgresDatabase(testPostgresUrl ?? '');
    const direct = new URL(fresh.url);
    proxy = await startFaultProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaProxy = new URL(fresh.url);
    viaProxy.port = String(proxy.port);
    handle = await createDb({ url: viaProxy.toString(), queryTimeoutMs: timeoutMs });
    await handle.db.execute(sql`create table deadline_probe (marker text not null)`);
  });

  afterEach(async () => {
    await proxy.forward();
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
    await proxy.refuse();
    const results = await Promise.all(Array.from({ length: 25 }, () => outcome(handle.ping())));
    for (const { error, ms } of results) {
      expect(['ECONNREFUSED', 'CONNECTION_CLOSED', 'QUERY_TIMEOUT']).toContain(codeOf(error));
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
    await proxy.forward();
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
    await proxy.forward();
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
