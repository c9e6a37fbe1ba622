/**
 * The statements shared by the two kinds of rows a user owns, readings and compatibility checks: a keyset page
 * of a user's rows with the caller's row, where access (the caller's own, or any for an administrator) is part
 * of the SQL, so nothing is read that the caller may not.
 */

import type { Role } from '@celtic/zodiac-core';
import { and, desc, eq, getTableColumns, getTableName, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import { type compatibilityChecks, type readings, users } from '../schema';
import {
  type CallerCte,
  type CallerRef,
  callerRow as c,
  callerCte,
  columnsOf,
  isAdmin,
  newestFirst,
  type WriteAsCaller,
} from './caller';
import type { Page } from './page';
import { statement } from './prepared';

export type OwnedTable = typeof readings | typeof compatibilityChecks;

export interface ListAsCaller<Row> {
  caller: CallerRef | null;
  /** The owner named by `owner` exists and the caller may read their list (themselves, or an admin). */
  ownerVisible: boolean;
  rows: Row[];
}

// ids are int4: `id < this` holds for every row, so one statement serves the first page and later ones.
const noBefore = 2_147_483_647;

/**
 * The list statement of `table`: `t` is the owner (`owner` null: the caller), joined only when the caller may
 * read their rows; the page is read backwards along the (user_id, id) index and stops after `limit` rows.
 */
export function ownedListQuery<T extends OwnedTable>(db: Database, table: T, listed?: (db: Database) => SQL) {
  const owner = alias(users, 't');
  const page = db
    .select()
    .from(table as OwnedTable)
    .where(and(eq(table.userId, owner.id), lt(table.id, sql.placeholder('before')), listed?.(db)))
    .orderBy(desc(table.id))
    .limit(sql.placeholder('limit'))
    // Under the table's own name, so the outer select names the table's columns themselves, which drizzle maps
    // without a subquery's column proxies (their mapping was a third of the CPU of a page of 50 readings; the
    // list's CPU per request fell by about a fifth). The table is not in the outer FROM: the name is the page's.
    .as(getTableName(table));
  return db
    .select({
      // Plain SQL fields, not the aliases' column proxies (the same cost as above, on every row).
      callerId: sql<number>`${c.id}`,
      callerRole: sql<Role>`${c.role}`,
      ownerId: sql<number | null>`${owner.id}`,
      row: getTableColumns(table),
    })
    .from(c)
    .leftJoin(
      owner,
      and(
        eq(owner.id, sql`coalesce(${sql.placeholder('owner')}::int, ${c.id})`),
        or(eq(owner.id, c.id), isAdmin(c.role)),
      ),
    )
    .leftJoinLateral(page, sql`true`)
    .where(eq(c.firebaseUid, sql.placeholder('uid')));
}

/**
 * A keyset page of `owner`'s rows of `table` (owner null: the caller's own), newest first, with the caller;
 * `listed` narrows which rows the list holds (a condition on `table`).
 */
export function listAsCaller<T extends OwnedTable>(table: T, listed?: (db: Database) => SQL) {
  const prepared = statement(`${getTableName(table)}_list`, (db) => ownedListQuery(db, table, listed));
  return async (
    db: Database,
    params: { uid: string; owner: number | null } & Page,
  ): Promise<ListAsCaller<T['$inferSelect']>> => {
    const rows = await prepared(db).execute({
      uid: params.uid,
      owner: params.owner,
      before: params.before ?? noBefore,
      limit: params.limit,
    });
    const first = rows[0];
    return {
      caller: first ? { id: first.callerId, role: first.callerRole } : null,
      ownerVisible: first?.ownerId != null,
      rows: newestFirst(rows.map((row) => row.row as T['$inferSelect'] | null)),
    };
  };
}

/**
 * A change to one of the caller's rows as ONE statement with the caller's row: `change` is an update or delete
 * of `table` that reads the caller from the CTE `c` and returns the changed row, prepared as `name`; `Extra`: its
 * other placeholders.
 */
export function changeAsCaller<
  T extends OwnedTable,
  Extra extends Record<string, unknown> = Record<never, never>,
>(
  name: string,
  table: T,
  // biome-ignore lint/suspicious/noExplicitAny: any update or delete builder with `returning()` of the table's columns
  change: (db: Database, c: CallerCte) => any,
) {
  const prepared = statement(name, (db) => {
    const c = callerCte(db);
    const w = db.$with('w').as(change(db, c));
    return db
      .with(c, w)
      .select({ caller: columnsOf(users, c), changed: columnsOf(table, w as Record<string, unknown>) })
      .from(c)
      .leftJoin(w, sql`true`);
  });
  return async (
    db: Database,
    params: { uid: string; id: number } & Extra,
  ): Promise<WriteAsCaller<T['$inferSelect']>> => {
    const [result] = await prepared(db).execute(params);
    return {
      caller: result?.caller ?? null,
      row: (result?.changed as T['$inferSelect'] | null) ?? null,
      replayed: false,
    };
  };
}

/** Rows of `table` with the id `id` (placeholder) that belong to the caller in `c`. */
export const callersRow = (db: Database, table: OwnedTable, c: CallerCte) =>
  and(eq(table.id, sql.placeholder('id')), inArray(table.userId, db.select({ id: c.id }).from(c)));
