/**
 * The keyset pages read their index in order: `order by id desc limit n` must stop after n index entries, not
 * fetch and sort every row of the user (what an `id desc nulls last` index forced, since `desc` means nulls
 * first). Sequential scans and sorts are discouraged so the tiny test tables show whether an ordered index path
 * exists at all, as a big table's plan needs.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../client';
import { copyPgliteTemplate, makeUser, type TestDb, testDrivers } from '../test/helpers';

function planText(result: unknown): string {
  const rows = Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []);
  const [row] = rows as Record<string, unknown>[];
  const plan = row?.['QUERY PLAN'];
  return typeof plan === 'string' ? plan : JSON.stringify(plan);
}

describe.each(testDrivers)('list plans on $name', (driver) => {
  let handle: TestDb;
  beforeAll(async () => {
    handle = await driver.open();
  });
  afterAll(async () => {
    await handle.dispose();
  });

  const explain = (statement: string) =>
    handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      // A sort is then only planned when no index can give the order.
      await tx.execute(sql`set local enable_sort = off`);
      return planText(await tx.execute(sql.raw(`explain (format json) ${statement}`)));
    });

  it.each([
    ['readings', 'readings_user_id_id_idx'],
    ['compatibility_checks', 'compatibility_checks_user_id_id_idx'],
  ])('%s: first and later pages walk %s backwards without a sort', async (table, index) => {
    for (const statement of [
      `select * from ${table} where user_id = 1 order by id desc limit 50`,
      `select * from ${table} where user_id = 1 and id < 1000 order by id desc limit 50`,
    ]) {
      const plan = await explain(statement);
      expect(plan, statement).toContain(index);
      expect(plan, statement).not.toContain('"Sort"');
    }
  });
});

describe('list plans on pglite without statistics', () => {
  it('a page of a user with many readings walks the index backwards, not a bitmap scan and a sort', async () => {
    // PGlite never analyses (no autovacuum): this is the planner's guess that the server gets.
    const copy = await copyPgliteTemplate();
    const handle = await createDb({ dataDir: copy.dataDir });
    try {
      const user = await makeUser(handle.db);
      const other = await makeUser(handle.db);
      await handle.db.execute(
        sql`insert into readings (user_id, content, zodiac_sign)
            select case when n % 2 = 0 then ${user.id}::int else ${other.id}::int end, 'reading ' || n, 'Wolf'
            from generate_series(1, 2000) as n`,
      );
      for (const statement of [
        `select * from readings where user_id = ${user.id} order by id desc limit 50`,
        `select * from readings where user_id = ${user.id} and id < 900 order by id desc limit 50`,
      ]) {
        const plan = planText(await handle.db.execute(sql.raw(`explain (format json) ${statement}`)));
        expect(plan, statement).toContain('readings_user_id_id_idx');
        expect(plan, statement).not.toContain('"Sort"');
        expect(plan, statement).not.toContain('Bitmap');
      }
    } finally {
      await handle.close();
      await copy.remove();
    }
  });
});
