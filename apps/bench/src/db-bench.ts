import { performance } from 'node:perf_hooks';
import {
  createDb,
  type Database,
  type DbHandle,
  listReadingsAsCaller,
  ownedListQuery,
  readings,
} from '@celtic/db';
import { sql } from 'drizzle-orm';
import { describePlan, type PlanNode, planNodes, usesIndexOn } from './explain';
import { load } from './machine';
import { ensureDatabase } from './postgres-admin';
import {
  countRows,
  countsOf,
  pgliteSize,
  postgresSize,
  rowsOf,
  type SeedSize,
  seed,
  seedTimeoutMs,
  smallSize,
  targetUserId,
} from './seed';
import { median, ratio } from './stats';

export const maxScaleRatio = 2;
const pageSize = 50;

interface QueryCase {
  name: string;
  table: string;
  /** A keyset page: its index must give the order, with no sort of the user's rows. */
  ordered: boolean;
  run(db: Database, ids: { readingId: number }): Promise<unknown>;
  /** The statement the query function sends, with literals, for EXPLAIN. */
  explain(db: Database, ids: { readingId: number }): string;
}

/** `text` with its `$n` parameters replaced by SQL literals, for EXPLAIN. */
const withLiterals = (text: string, literals: string[]) =>
  text.replace(/\$(\d+)/g, (_match, n: string) => literals[Number(n) - 1] ?? 'null');

/** A value as an SQL literal. */
const literal = (value: unknown) =>
  value === null
    ? 'null'
    : typeof value === 'number'
      ? String(value)
      : `'${String(value).replaceAll("'", "''")}'`;

/** The server's list statement (ownedListQuery) with its placeholders bound to `values`, for EXPLAIN. */
function listStatementWith(db: Database, values: Record<string, unknown>): string {
  const { sql: text, params } = ownedListQuery(db, readings).toSQL();
  return withLiterals(
    text,
    params.map((param) =>
      literal(
        typeof param === 'object' && param !== null && 'name' in param
          ? values[(param as { name: string }).name]
          : param,
      ),
    ),
  );
}

/** Runs one plain statement (the baselines: the same page read without the caller's row). */
const run = (db: Database, statement: string) => db.execute(sql.raw(statement));

// Seeded users are 'seed-<id>' (seed.ts).
const targetUid = `seed-${targetUserId}`;

const plainCase = (
  name: string,
  table: string,
  ordered: boolean,
  statement: (ids: { readingId: number }) => string,
): QueryCase => ({
  name,
  table,
  ordered,
  run: (db, ids) => run(db, statement(ids)),
  explain: (_db, ids) => statement(ids),
});

// The server's list statement, then plain statements of the same pages as baselines.
const queryCases: QueryCase[] = [
  {
    name: "a signed-in user's first page of readings, with their own row (the server's statement)",
    ordered: true,
    table: 'readings',
    run: (db) => listReadingsAsCaller(db, { uid: targetUid, owner: null, limit: pageSize }),
    explain: (db) =>
      listStatementWith(db, { uid: targetUid, owner: null, before: 2147483647, limit: pageSize }),
  },
  plainCase(
    "a user's first page of readings",
    'readings',
    true,
    () => `select * from readings where user_id = ${targetUserId} order by id desc limit ${pageSize}`,
  ),
  plainCase(
    'favourite toggle',
    'readings',
    false,
    (ids) =>
      `update readings set is_favorite = not is_favorite where id = ${ids.readingId} and user_id = ${targetUserId} returning *`,
  ),
  plainCase(
    'compatibility history page',
    'compatibility_checks',
    true,
    () =>
      `select * from compatibility_checks where user_id = ${targetUserId} order by id desc limit ${pageSize}`,
  ),
  plainCase(
    'admin user list page',
    'users',
    true,
    () => `select * from users order by id desc limit ${pageSize}`,
  ),
];

export interface DbFigure {
  db: 'pglite' | 'postgres';
  name: string;
  smallMedianMs: number;
  seededMedianMs: number;
  ratio: number;
  plan: string;
  usesIndex: boolean;
}

export interface DbResult {
  db: 'pglite' | 'postgres';
  seeded: ReturnType<typeof countsOf>;
  small: ReturnType<typeof countsOf>;
  /** Seconds the seed took, or null when the database already held it. */
  seedSeconds: number | null;
  figures: DbFigure[];
  load: ReturnType<typeof load>;
}

export interface DbOptions {
  quick: boolean;
  postgresUrl?: string;
  log: (line: string) => void;
}

/** The plan of `statement`; with `withoutSort`, sorting is discouraged (used only when nothing else exists). */
async function explain(db: Database, statement: string, withoutSort: boolean): Promise<PlanNode[]> {
  return db.transaction(async (tx) => {
    if (withoutSort) await tx.execute(sql.raw('set local enable_sort = off'));
    const [row] = rowsOf(await tx.execute(sql.raw(`explain (format json) ${statement}`)));
    return planNodes(row?.['QUERY PLAN']);
  });
}

async function timeBlock(work: () => Promise<unknown>, iterations: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return median(times);
}

async function newestReadingId(db: Database): Promise<number> {
  const [reading] = rowsOf(
    await run(db, `select id from readings where user_id = ${targetUserId} order by id desc limit 1`),
  ) as { id: number }[];
  if (!reading) throw new Error(`user ${targetUserId} has no readings: is the database seeded?`);
  return reading.id;
}

/** Seeds `handle` unless it already holds exactly `size`; resolves to the seconds spent, or null. */
async function seedUnlessSeeded(handle: DbHandle, size: SeedSize): Promise<number | null> {
  const want = countsOf(size);
  const have = await countRows(handle.db);
  if (have.users === want.users && have.readings === want.readings && have.checks === want.checks) {
    return null;
  }
  const start = performance.now();
  await seed(handle.db, size);
  return (performance.now() - start) / 1000;
}

async function openPair(kind: 'pglite' | 'postgres', options: DbOptions, seededSize: SeedSize) {
  if (kind === 'pglite') {
    return {
      seeded: await createDb({ dataDir: 'memory://' }),
      small: await createDb({ dataDir: 'memory://' }),
    };
  }
  if (!options.postgresUrl) throw new Error('no PostgreSQL URL');
  // The big database is kept between runs (reseeded only when its counts differ).
  const seededName = seededSize === postgresSize ? 'celtic_bench' : 'celtic_bench_quick';
  return {
    seeded: await createDb({
      url: await ensureDatabase(options.postgresUrl, seededName),
      queryTimeoutMs: seedTimeoutMs,
    }),
    small: await createDb({ url: await ensureDatabase(options.postgresUrl, 'celtic_bench_small') }),
  };
}

export async function runDbBench(kind: 'pglite' | 'postgres', options: DbOptions): Promise<DbResult> {
  const { log } = options;
  const seededSize = kind === 'postgres' && !options.quick ? postgresSize : pgliteSize;
  const pair = await openPair(kind, options, seededSize);
  try {
    const want = countsOf(seededSize);
    log(
      `  ${kind}: seeding ${want.users} users, ${want.readings} readings, ${want.checks} checks (unless present)`,
    );
    const seedSeconds = await seedUnlessSeeded(pair.seeded, seededSize);
    log(
      `  ${kind}: ${seedSeconds === null ? 'seed already present' : `seeded in ${seedSeconds.toFixed(1)} s`}`,
    );
    await seedUnlessSeeded(pair.small, smallSize);

    const ids = {
      seeded: { readingId: await newestReadingId(pair.seeded.db) },
      small: { readingId: await newestReadingId(pair.small.db) },
    };
    const iterations = options.quick ? 30 : 200;
    const blocks = options.quick ? 2 : 6;
    const figures: DbFigure[] = [];
    for (const query of queryCases) {
      const seeded = () => query.run(pair.seeded.db, ids.seeded);
      const small = () => query.run(pair.small.db, ids.small);
      // Warm both (plans, buffers, JIT), then alternate blocks so load drift hits both sides alike.
      await timeBlock(seeded, 20);
      await timeBlock(small, 20);
      const seededTimes: number[] = [];
      const smallTimes: number[] = [];
      for (let block = 0; block < blocks; block += 1) {
        if (block % 2 === 0) {
          seededTimes.push(await timeBlock(seeded, iterations));
          smallTimes.push(await timeBlock(small, iterations));
        } else {
          smallTimes.push(await timeBlock(small, iterations));
          seededTimes.push(await timeBlock(seeded, iterations));
        }
      }
      const planned = await explain(pair.seeded.db, query.explain(pair.seeded.db, ids.seeded), false);
      // With sorting discouraged the planner sorts only when no index can give the order: at this seed a
      // user's 20 checks may be cheaper to sort, but the page must not depend on that staying true.
      const ordered = query.ordered
        ? await explain(pair.seeded.db, query.explain(pair.seeded.db, ids.seeded), true)
        : planned;
      const figure: DbFigure = {
        db: kind,
        name: query.name,
        smallMedianMs: median(smallTimes),
        seededMedianMs: median(seededTimes),
        ratio: ratio(median(seededTimes), median(smallTimes)),
        plan: describePlan(planned),
        usesIndex:
          usesIndexOn(planned, query.table) &&
          usesIndexOn(ordered, query.table) &&
          !ordered.some((node) => node.type === 'Sort'),
      };
      figures.push(figure);
      log(
        `  ${kind} ${query.name}: ${figure.ratio.toFixed(2)}× (seeded ${figure.seededMedianMs.toFixed(3)} ms, ` +
          `small ${figure.smallMedianMs.toFixed(3)} ms); ${figure.plan}`,
      );
    }
    return { db: kind, seeded: want, small: countsOf(smallSize), seedSeconds, figures, load: load() };
  } finally {
    await pair.seeded.close();
    await pair.small.close();
  }
}
