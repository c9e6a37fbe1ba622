// Measures what createDb's PGlite branch costs: opening (initdb on a new folder), migrating, peak memory.
// Usage: node scripts/measure-pglite.mjs  (each case runs in a fresh process so peak RSS is its own)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const [, script, dataDir] = process.argv;

if (dataDir) {
  const t0 = performance.now();
  const client = await PGlite.create(dataDir);
  const t1 = performance.now();
  await migrate(drizzle({ client }), {
    migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
  });
  const t2 = performance.now();
  await client.close();
  const peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
  console.log(`openMs=${Math.round(t1 - t0)} migrateMs=${Math.round(t2 - t1)} peakRssMb=${peakMb}`);
} else {
  const root = mkdtempSync(join(tmpdir(), 'celtic-measure-'));
  const folder = join(root, 'pglite');
  const run = (label, dir) =>
    console.log(
      `${label.padEnd(22)} ${execFileSync(process.execPath, [script, dir], { encoding: 'utf8' }).trim()}`,
    );
  try {
    run('memory://', 'memory://');
    run('new data folder', folder);
    run('reopen data folder', folder);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
