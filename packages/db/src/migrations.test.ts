import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';
import * as schema from './schema';

interface Journal {
  entries: { idx: number; tag: string; when: number }[];
}

describe('committed migrations', () => {
  it('match src/schema.ts (run `pnpm --filter @celtic/db generate` after a schema change)', async () => {
    const journal = JSON.parse(
      readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as Journal;
    const last = journal.entries.at(-1);
    if (!last) throw new Error('no migrations in the journal');
    const snapshotFile = join(migrationsFolder, 'meta', `${String(last.idx).padStart(4, '0')}_snapshot.json`);
    const snapshot = JSON.parse(readFileSync(snapshotFile, 'utf8'));
    const pending = await generateMigration(snapshot, generateDrizzleJson(schema, snapshot.id));
    expect(pending).toEqual([]);
  });

  it('are in order: numbered from 0, each with its file, each dated after the one before', () => {
    const journal = JSON.parse(
      readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as Journal;
    // drizzle's migrator runs only the migrations dated after the last one a database has applied: an entry
    // dated earlier than its predecessor would be skipped on every database that is not new.
    journal.entries.forEach((entry, index) => {
      expect(entry.idx).toBe(index);
      expect(entry.tag.startsWith(String(index).padStart(4, '0'))).toBe(true);
      expect(existsSync(join(migrationsFolder, `${entry.tag}.sql`))).toBe(true);
      const previous = journal.entries[index - 1];
      if (previous) expect(entry.when).toBeGreaterThan(previous.when);
    });
  });
});
