/**
 * The caller of a signed-in statement. Every such statement reads the caller's row by Firebase uid in the same
 * statement as the data, so a role changed or an account deleted by any instance, a script or psql counts on the
 * very next request. A `caller` of null in a result means no row has this uid (deleted since the token signed
 * in). Each statement takes the uid as the placeholder `uid`.
 */
import { adminRoles, type Role } from '@celtic/zodiac-core';
import { eq, getTableColumns, inArray, type SQL, sql, type Table } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import { deletedUsers, type User, users } from '../schema';
import { statement } from './prepared';

/** What a list statement reads of the caller: enough to decide access. */
export interface CallerRef {
  id: number;
  role: Role;
}

/** The caller and the row a statement wrote or changed for them; `row` is null when there is none. */
export interface WriteAsCaller<Row> {
  caller: User | null;
  row: Row | null;
  /** True when `row` is the stored first answer to the request's idempotency key: nothing was written. */
  replayed: boolean;
}

/** `users` as `c`, for statements that select from the caller's row and join the rest to it. */
export const callerRow = alias(users, 'c');

/** The caller's row as a CTE `c`, for statements whose writes read it (`… from c`). */
export const callerCte = (db: Database) =>
  db.$with('c').as(
    db
      .select()
      .from(users)
      .where(eq(users.firebaseUid, sql.placeholder('uid'))),
  );
export type CallerCte = ReturnType<typeof callerCte>;

/** The condition that the caller (role column `role`) is an administrator. */
export const isAdmin = (role: SQL.Aliased | Parameters<typeof inArray>[0]): SQL =>
  inArray(role as Parameters<typeof inArray>[0], [...adminRoles]);

/**
 * The columns of `table` as seen through `source` (an alias, subquery or CTE of it), for a nested selection:
 * drizzle decodes them as the table's columns and gives null for a row an outer join did not find.
 */
export function columnsOf<T extends Table>(table: T, source: unknown): T['_']['columns'] {
  const picked: Record<string, unknown> = {};
  for (const key of Object.keys(getTableColumns(table)))
    picked[key] = (source as Record<string, unknown>)[key];
  return picked as T['_']['columns'];
}

const callerQuery = statement('caller', (db) =>
  db
    .select({
      caller: getTableColumns(users),
      // By the uid given, not users.firebase_uid: in a one-table select drizzle leaves columns unqualified, and
      // "firebase_uid" = "firebase_uid" inside the subquery would compare deleted_users with itself.
      wasDeleted: sql<boolean>`exists (select 1 from ${deletedUsers} where ${eq(deletedUsers.firebaseUid, sql.placeholder('uid'))})`,
    })
    .from(users)
    .where(eq(users.firebaseUid, sql.placeholder('uid'))),
);

const tombstoneQuery = statement('tombstone', (db) =>
  db
    .select({ firebaseUid: deletedUsers.firebaseUid })
    .from(deletedUsers)
    .where(eq(deletedUsers.firebaseUid, sql.placeholder('uid'))),
);

/**
 * The caller's row and whether this uid's account was once deleted (its tombstone). With no row the tombstone is
 * read by a second statement: only the token of a deleted account gets there.
 */
export async function callerByUid(
  db: Database,
  uid: string,
): Promise<{ caller: User | null; wasDeleted: boolean }> {
  const [row] = await callerQuery(db).execute({ uid });
  if (row) return { caller: row.caller, wasDeleted: row.wasDeleted === true };
  return { caller: null, wasDeleted: (await tombstoneQuery(db).execute({ uid })).length > 0 };
}

/** The rows of a page newest (highest id) first: the page is read in that order, but a join does not keep it. */
export function newestFirst<Row extends { id: number }>(rows: (Row | null)[]): Row[] {
  return rows.filter((row): row is Row => row !== null).sort((a, b) => b.id - a.id);
}
