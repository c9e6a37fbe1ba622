/**
 * Creating writes (a reading, a compatibility check) as ONE statement with the caller's row, safe to repeat
 * with an idempotency key: the same key from the same user within 24 hours answers the first row and writes
 * nothing; with another operation or body it is refused (IdempotencyKeyReusedError); once the first row was
 * deleted, a repeat is refused too (IdempotentRowDeletedError). The key keeps the row's id alone, never a copy,
 * so deleting the row deletes its text everywhere.
 */
import { and, eq, getTableColumns, getTableName, gt, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import { IdempotencyKeyReusedError, IdempotentRowDeletedError } from '../errors';
import { idempotencyKeys as k, type User, users } from '../schema';
import { type CallerCte, callerCte, callerRow, columnsOf, type WriteAsCaller } from './caller';
import type { OwnedTable } from './owned';
import { statement } from './prepared';

/** What makes a creating write safe to repeat: the caller's key, the procedure, a digest of its input. */
export interface Idempotency {
  key: string;
  operation: string;
  requestHash: string;
}

/**
 * The write itself: `insert into <table> (…) select … from c [where <condition>] returning *`, with the row's
 * values as placeholders. Written as SQL because drizzle's `insert … select` must name every column of the table
 * in order, and the id and timestamp are the database's to fill.
 */
export type InsertFromCaller = (c: CallerCte, condition?: SQL) => SQL;

const fresh = gt(k.createdAt, sql`now() - interval '24 hours'`);
const expired = lte(k.createdAt, sql`now() - interval '24 hours'`);
const ph = sql.placeholder;

/** The statement without a key: the write and the caller (no row written when there is no caller). */
function plainWrite<T extends OwnedTable>(db: Database, table: T, insert: InsertFromCaller) {
  const c = callerCte(db);
  const w = db.$with('w', getTableColumns(table as OwnedTable)).as(sql`${insert(c)} returning *`);
  return db
    .with(c, w)
    .select({ caller: columnsOf(users, c), written: columnsOf(table, w) })
    .from(c)
    .leftJoin(w, sql`true`);
}

/**
 * The statement with a key: it looks the key up (p) with the row it answered (pr: the row itself, still the
 * caller's, or nothing once deleted), writes only when the key is not there (w), stores the new row's id under
 * the key (kw) and drops the caller's expired keys (old). Two instances racing on one key both miss p; the
 * loser's insert into kw fails on the primary key, undoing its whole statement, and `creatingWrite` answers from
 * the winner's row.
 */
function keyedWrite<T extends OwnedTable>(db: Database, table: T, insert: InsertFromCaller) {
  const c = callerCte(db);
  const p = db.$with('p').as(
    db
      .select({ operation: k.operation, requestHash: k.requestHash, rowId: k.rowId })
      .from(k)
      .innerJoin(c, eq(k.userId, c.id))
      .where(and(eq(k.key, ph('key')), fresh)),
  );
  const answered = alias(table as OwnedTable, 'x');
  const pr = db
    .$with('pr')
    .as(
      db
        .select(getTableColumns(answered))
        .from(answered)
        .innerJoin(p, eq(answered.id, p.rowId))
        .innerJoin(c, eq(answered.userId, c.id)),
    );
  const w = db
    .$with('w', getTableColumns(table as OwnedTable))
    .as(sql`${insert(c, sql`not exists (select 1 from ${p})`)} returning *`);
  const kw = db.$with('kw').as(
    db
      .insert(k)
      .select(
        db
          .select({
            userId: w.userId,
            key: sql`${ph('key')}::text`.as('key'),
            operation: sql`${ph('operation')}::text`.as('operation'),
            requestHash: sql`${ph('requestHash')}::text`.as('request_hash'),
            rowId: w.id,
            createdAt: sql`now()`.as('created_at'),
          })
          .from(w),
      )
      .returning({ key: k.key }),
  );
  const old = db.$with('old').as(
    db
      .delete(k)
      .where(and(inArray(k.userId, db.select({ id: c.id }).from(c)), ne(k.key, ph('key')), expired))
      .returning({ key: k.key }),
  );
  return db
    .with(c, p, pr, w, kw, old)
    .select({
      caller: columnsOf(users, c),
      written: columnsOf(table, w),
      answered: columnsOf(table, pr),
      operation: p.operation,
      requestHash: p.requestHash,
      rowId: p.rowId,
    })
    .from(c)
    .leftJoin(w, sql`true`)
    .leftJoin(p, sql`true`)
    .leftJoin(pr, sql`true`);
}

/** The key that made a keyed write fail, with the row it answered and the caller, after a lost race. */
function storedKey<T extends OwnedTable>(db: Database, table: T) {
  const answered = alias(table as OwnedTable, 'pr');
  return db
    .select({
      caller: getTableColumns(callerRow),
      answered: getTableColumns(answered),
      operation: k.operation,
      requestHash: k.requestHash,
      fresh: sql<boolean>`${fresh}`,
    })
    .from(callerRow)
    .innerJoin(k, eq(k.userId, callerRow.id))
    .leftJoin(answered, and(eq(answered.id, k.rowId), eq(answered.userId, callerRow.id)))
    .where(and(eq(callerRow.firebaseUid, ph('uid')), eq(k.key, ph('key'))));
}

/** Deletes the caller's key `key` if it expired (a lost race with a stale key; rare, so not prepared). */
const dropExpiredKey = (db: Database, params: { uid: string; key: string }) =>
  db
    .delete(k)
    .where(
      and(
        inArray(k.userId, db.select({ id: users.id }).from(users).where(eq(users.firebaseUid, params.uid))),
        eq(k.key, params.key),
        expired,
      ),
    );

/** A unique violation (SQLSTATE 23505), also when wrapped as another error's cause. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

interface KeyAnswer<Row> {
  caller: User | null;
  answered: Row | null;
  operation: string | null;
  requestHash: string | null;
}

/** The answer to a repeated key: the row it wrote, as it is now; refused for another request or a deleted row. */
function replay<Row>(found: KeyAnswer<Row>, idempotency: Idempotency): WriteAsCaller<Row> {
  if (found.operation !== idempotency.operation || found.requestHash !== idempotency.requestHash) {
    throw new IdempotencyKeyReusedError(idempotency.key);
  }
  if (!found.answered) throw new IdempotentRowDeletedError(idempotency.key);
  return { caller: found.caller, row: found.answered, replayed: true };
}

/**
 * A creating write of `table`, the query itself: runs the plain or the keyed statement (with `idempotency`) with
 * the caller's `uid` and the row's values, the params' other fields (the placeholders `insert` names).
 */
export function creatingWrite<T extends OwnedTable, Values extends Record<string, unknown>>(
  table: T,
  insert: InsertFromCaller,
) {
  type Row = T['$inferSelect'];
  const plain = statement(`${getTableName(table)}_create`, (db) => plainWrite(db, table, insert));
  const keyed = statement(`${getTableName(table)}_create_keyed`, (db) => keyedWrite(db, table, insert));
  const stored = statement(`${getTableName(table)}_stored_key`, (db) => storedKey(db, table));
  return async (
    db: Database,
    params: { uid: string; idempotency?: Idempotency } & Values,
  ): Promise<WriteAsCaller<Row>> => {
    const { uid, idempotency, ...values } = params;
    if (!idempotency) {
      const [result] = await plain(db).execute({ uid, ...values });
      return { caller: result?.caller ?? null, row: (result?.written as Row) ?? null, replayed: false };
    }
    const { key, operation, requestHash } = idempotency;
    // Twice at most: a key that expired but is still stored is deleted once and the write tried again.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      let result: Awaited<ReturnType<ReturnType<typeof keyed>['execute']>>[number] | undefined;
      try {
        [result] = await keyed(db).execute({ uid, ...values, key, operation, requestHash });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const [found] = await stored(db).execute({ uid, key });
        if (!found) continue;
        if (found.fresh !== true) {
          await dropExpiredKey(db, { uid, key });
          continue;
        }
        return replay<Row>({ ...found, answered: found.answered as Row | null }, idempotency);
      }
      if (result && result.rowId != null) {
        return replay<Row>({ ...result, answered: result.answered as Row | null }, idempotency);
      }
      return { caller: result?.caller ?? null, row: (result?.written as Row) ?? null, replayed: false };
    }
    throw new Error(`idempotency key of ${operation} still taken after three attempts`);
  };
}
