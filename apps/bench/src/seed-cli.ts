// `pnpm --filter @celtic/bench seed [--pglite <folder>] [--postgres <server url>]`
// Loads the at-scale data set: 10,000 users, 1,000,000 readings and 200,000 compatibility checks into the
// PostgreSQL database celtic_bench (default), or the smaller set into a PGlite folder.
import { performance } from 'node:perf_hooks';
import { createDb } from '@celtic/db';
import { ensureDatabase } from './postgres-admin';
import { countsOf, pgliteSize, postgresSize, seed, seedTimeoutMs } from './seed';

const argv = process.argv.slice(2);
const option = (name: string) => {
  const index = argv.indexOf(name);
  return index === -1 ? undefined : argv[index + 1];
};
const pgliteDir = option('--pglite');
const serverUrl =
  option('--postgres') ?? process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const size = pgliteDir ? pgliteSize : postgresSize;
const handle = pgliteDir
  ? await createDb({ dataDir: pgliteDir })
  : await createDb({ url: await ensureDatabase(serverUrl, 'celtic_bench'), queryTimeoutMs: seedTimeoutMs });
const counts = countsOf(size);
const start = performance.now();
try {
  await seed(handle.db, size);
} finally {
  await handle.close();
}
console.log(
  `seeded ${pgliteDir ? `PGlite at ${pgliteDir}` : 'PostgreSQL database celtic_bench'}: ${counts.users} users, ` +
    `${counts.readings} readings, ${counts.checks} compatibility checks in ` +
    `${((performance.now() - start) / 1000).toFixed(1)} s`,
);
