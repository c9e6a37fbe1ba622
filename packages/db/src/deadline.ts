import type postgres from 'postgres';

/**
 * A deadline on every database call made through postgres.js, so no request waits on an unreachable or hung
 * database. postgres.js has no query timeout: while it cannot connect it queues calls and reconnects with a
 * growing back-off, and a query sent into a silent connection waits for TCP to give up (minutes).
 *
 * How a call ends at its deadline:
 * - still waiting for a connection: it waits in this module's queue, so it is simply dropped there and never
 *   runs. Only `maxConcurrent` calls are handed to postgres.js at once (createDb: two per connection, so each
 *   connection has its next query ready; at most one per connection waits in postgres.js's own queue, which
 *   a failed reconnect attempt empties one query at a time). postgres.js's `cancel()` is not used: on a query
 *   handed to a connecting connection it leaves that connection stuck, and a failed cancel request is an
 *   unhandled rejection;
 * - handed to postgres.js: the caller gets the timeout at once; the query finishes or fails in the
 *   background and only then frees its slot. PostgreSQL's own `statement_timeout` (set by createDb to the same
 *   deadline) stops a query the server is still running;
 * - in a transaction: the transaction has one deadline for all of it; after it, the transaction's next
 *   statement fails without being sent, so drizzle's callback throws and postgres.js rolls back. Nothing of a
 *   transaction is committed unless its callback finished in time.
 * A write that times out may still have been applied by then (as with any answer lost on the way); it is never
 * half-applied.
 */

/** Thrown when a database call passes its deadline; packages/api answers it with 503. */
export class QueryTimeoutError extends Error {
  readonly code = 'QUERY_TIMEOUT';
  constructor(readonly timeoutMs: number) {
    super(`Database call did not finish within its ${timeoutMs} ms deadline`);
    this.name = 'QueryTimeoutError';
  }
}

/** At most `size` calls inside postgres.js at once; the others wait here, in order, and can leave the queue. */
class Slots {
  private waiting = new Set<() => void>();
  constructor(private free: number) {}

  /** Calls `granted` when a slot is free; the returned function leaves the queue if it has not been called. */
  take(granted: () => void): () => void {
    if (this.free > 0) {
      this.free -= 1;
      granted();
      return () => {};
    }
    this.waiting.add(granted);
    return () => this.waiting.delete(granted);
  }

  give(): void {
    const next = this.waiting.values().next();
    if (next.done) {
      this.free += 1;
      return;
    }
    this.waiting.delete(next.value);
    next.value();
  }
}

export interface DeadlineOptions {
  /** How long a call (a query, or a whole transaction) may take, waiting for a connection included. */
  timeoutMs: number;
  /** Calls handed to postgres.js at once; the others wait here, where the deadline can drop them unsent. */
  maxConcurrent: number;
  /** Called whenever the database answers a call: rows, or an error of PostgreSQL's own (not a lost connection). */
  onAnswer?: () => void;
}

type Sql = postgres.Sql;
type Run<T> = () => PromiseLike<T>;

/** Runs `run` within the deadline; `slots` (absent inside a transaction, which holds one already) limit entry. */
function withinDeadline<T>(
  run: Run<T>,
  deadlineAt: number,
  timeoutMs: number,
  slots: Slots | undefined,
  onAnswer: () => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const remaining = deadlineAt - Date.now();
    if (remaining <= 0) {
      reject(new QueryTimeoutError(timeoutMs));
      return;
    }
    let leaveQueue = () => {};
    const timer = setTimeout(() => {
      leaveQueue();
      reject(new QueryTimeoutError(timeoutMs));
    }, remaining);
    const start = () => {
      let result: PromiseLike<T>;
      try {
        result = run();
      } catch (error) {
        result = Promise.reject(error);
      }
      result.then(
        (value) => {
          slots?.give();
          clearTimeout(timer);
          onAnswer();
          resolve(value);
        },
        (error: unknown) => {
          slots?.give();
          clearTimeout(timer);
          if (isPostgresError(error)) onAnswer();
          reject(error);
        },
      );
    };
    if (slots) leaveQueue = slots.take(start);
    else start();
  });
}

/**
 * What drizzle does with a query: `.values()` (rows as arrays), then await it. postgres.js starts a query when
 * it is awaited, and so does this.
 */
class DeadlineQuery<T> implements PromiseLike<T> {
  private started: Promise<T> | undefined;
  constructor(
    private readonly query: postgres.PendingQuery<postgres.Row[]>,
    private readonly begin: Timing,
    private readonly timeoutMs: number,
    private readonly onAnswer: () => void,
  ) {}

  values(): this {
    this.query.values();
    return this;
  }

  raw(): this {
    this.query.raw();
    return this;
  }

  private run(): Promise<T> {
    if (!this.started) {
      const { deadlineAt, slots } = this.begin();
      // postgres.js's Query is a thenable that runs on `then`.
      this.started = withinDeadline(
        () => this.query as unknown as PromiseLike<T>,
        deadlineAt,
        this.timeoutMs,
        slots,
        this.onAnswer,
      );
    }
    return this.started;
  }

  // biome-ignore lint/suspicious/noThenProperty: this is a thenable query on purpose, as postgres.js's is.
  then<A = T, B = never>(
    onFulfilled?: ((value: T) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    return this.run().then(onFulfilled, onRejected);
  }

  catch<B = never>(onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null): Promise<T | B> {
    return this.run().catch(onRejected);
  }

  finally(onFinally?: (() => void) | null): Promise<T> {
    return this.run().finally(onFinally);
  }
}

type Timing = () => { deadlineAt: number; slots: Slots | undefined };

function wrap(sql: Sql, timing: Timing, timeoutMs: number, onAnswer: () => void): Sql {
  const transactionSql = (inner: Sql, deadlineAt: number) =>
    wrap(inner, () => ({ deadlineAt, slots: undefined }), timeoutMs, onAnswer);

  // A transaction (or savepoint) callback gets a wrapped client with the transaction's deadline; once it has
  // passed, no statement is sent and the callback's error makes postgres.js roll back.
  const transaction = (method: 'begin' | 'savepoint', args: unknown[]) => {
    const callback = args.at(-1) as (tx: Sql) => unknown;
    const { deadlineAt, slots: entry } = timing();
    let timedOut = false;
    const guarded = (tx: Sql) => {
      if (timedOut || Date.now() >= deadlineAt) throw new QueryTimeoutError(timeoutMs);
      return callback(transactionSql(tx, deadlineAt));
    };
    // savepoint exists only on a transaction's client (postgres.TransactionSql).
    const call = (sql as unknown as Record<typeof method, (...a: unknown[]) => Promise<unknown>>)[method];
    return withinDeadline(
      () => call.apply(sql, [...args.slice(0, -1), guarded]),
      deadlineAt,
      timeoutMs,
      entry,
      onAnswer,
    ).catch((error: unknown) => {
      if (error instanceof QueryTimeoutError) timedOut = true;
      throw error;
    });
  };

  return new Proxy(sql, {
    // Tagged-template queries: sql`select 1`.
    apply(target, thisArg, args) {
      const result = Reflect.apply(target, thisArg, args) as unknown;
      return isQuery(result) ? new DeadlineQuery(result, timing, timeoutMs, onAnswer) : result;
    },
    get(target, property, receiver) {
      if (property === 'unsafe') {
        return (...args: Parameters<Sql['unsafe']>) =>
          new DeadlineQuery(target.unsafe(...args), timing, timeoutMs, onAnswer);
      }
      if (property === 'begin' || property === 'savepoint') {
        return (...args: unknown[]) => transaction(property, args);
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

/** An error PostgreSQL sent (postgres.js's PostgresError): the database answered, with an error. */
function isPostgresError(error: unknown): boolean {
  return error instanceof Error && error.name === 'PostgresError';
}

function isQuery(value: unknown): value is postgres.PendingQuery<postgres.Row[]> {
  return value instanceof Promise && typeof (value as { values?: unknown }).values === 'function';
}

/** The postgres.js client with a deadline on every query and transaction; hand this to drizzle. */
export function withDeadline(sql: Sql, options: DeadlineOptions): Sql {
  if (!(options.timeoutMs > 0))
    throw new Error(`timeoutMs must be a positive number, got ${options.timeoutMs}`);
  if (!(options.maxConcurrent >= 1)) {
    throw new Error(`maxConcurrent must be at least 1, got ${options.maxConcurrent}`);
  }
  const slots = new Slots(options.maxConcurrent);
  const timing: Timing = () => ({ deadlineAt: Date.now() + options.timeoutMs, slots });
  return wrap(sql, timing, options.timeoutMs, options.onAnswer ?? (() => {}));
}
