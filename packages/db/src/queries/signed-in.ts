/**
 * What a signed-in request reads and writes, each in ONE statement that also reads the caller's row by Firebase
 * uid. Nothing about a user is kept between requests: the row (role, sign, existence) comes from the database
 * with the data, in one round trip and one snapshot, so a change made through any server instance, a script or
 * psql counts on the very next request. A `caller` of null means no row has this uid (never signed in here, or
 * deleted by an admin): the API signs the caller in and runs the statement again.
 *
 * Access rules that decide what the statement may touch (own data, or an administrator's) are part of the SQL,
 * so nothing is read or changed that the caller may not; the API turns the outcome into an answer or an error.
 */
import { adminRoles, type Role, type SignName } from '@celtic/zodiac-core';
import type { Database } from '../client';
import { IdempotencyKeyReusedError, IdempotentRowDeletedError } from '../errors';
import {
  auditLog,
  type CompatibilityCheck,
  compatibilityChecks,
  deletedUsers,
  idempotencyKeys,
  type Reading,
  readings,
  type User,
  users,
} from '../schema';
import { decodeRow, type RawRow, runStatement, selectList, tableName } from '../statement';
import type { Page } from './page';

const callerColumns = selectList(users, 'c', 'c_');
const isAdminSql = (alias: string) =>
  `${alias}.role in (${adminRoles.map((role) => `'${role}'`).join(', ')})`;
// ids are int4: `id < this` holds for every row, so one statement serves the first page and later ones.
const noBefore = 2_147_483_647;

const callerOf = (rows: RawRow[]): User | null => (rows[0] ? decodeRow(users, rows[0], 'c_') : null);

/** What a list statement reads of the caller, on every row it returns: enough to decide access. */
export interface CallerRef {
  id: number;
  role: Role;
}

const callerRefColumns = 'c.id as "c_id", c.role as "c_role"';

function callerRefOf(rows: RawRow[]): CallerRef | null {
  const row = rows[0];
  return row ? { id: row.c_id as number, role: row.c_role as Role } : null;
}

// --- The caller alone --------------------------------------------------------------------------------

const callerStatement = `select ${callerColumns},
  exists (select 1 from ${tableName(deletedUsers)} d where d.firebase_uid = c.firebase_uid) as "was_deleted"
  from ${tableName(users)} c where c.firebase_uid = $1`;

/** The caller's row and whether an admin once deleted this uid (its tombstone). */
export async function callerByUid(
  db: Database,
  uid: string,
): Promise<{ caller: User | null; wasDeleted: boolean }> {
  const rows = await runStatement(db, callerStatement, [uid]);
  return { caller: callerOf(rows), wasDeleted: rows[0]?.was_deleted === true };
}

// --- Lists: readings and compatibility checks -------------------------------------------------------

/**
 * The decoded rows of `table` in a list statement's result, newest (highest id) first. The page is read in that
 * order from the index; sorting its few rows here rather than in SQL keeps a Sort node out of the plan, which
 * would otherwise sit above the join (a join does not promise its inner side's order).
 */
function newestFirst<T extends OwnedTable | typeof users>(
  table: T,
  raw: RawRow[],
  prefix = 'r_',
): T['$inferSelect'][] {
  const rows: T['$inferSelect'][] = [];
  for (const row of raw) {
    const item = decodeRow(table, row, prefix);
    if (item) rows.push(item);
  }
  return rows.sort((a, b) => (b as { id: number }).id - (a as { id: number }).id);
}

type OwnedTable = typeof readings | typeof compatibilityChecks;

export interface ListAsCaller<Row> {
  caller: CallerRef | null;
  /** The owner named by `owner` exists and the caller may read their list (themselves, or an admin). */
  ownerVisible: boolean;
  rows: Row[];
}

/** The list statement of `table` ($1 uid, $2 owner or null, $3 before, $4 limit); exported for EXPLAIN in the bench. */
export function listStatement(table: OwnedTable): string {
  // t: the owner, joined only when the caller may read their data; the page is read backwards along the
  // (user_id, id) index and stops after `limit` rows.
  return `select ${callerRefColumns}, t.id as "owner_id", ${selectList(table, 'r', 'r_')}
  from ${tableName(users)} c
  left join ${tableName(users)} t on t.id = coalesce($2::int, c.id) and (t.id = c.id or ${isAdminSql('c')})
  left join lateral (
    select * from ${tableName(table)} x where x.user_id = t.id and x.id < $3::int order by x.id desc limit $4::int
  ) r on true
  where c.firebase_uid = $1`;
}

function listAsCaller<T extends OwnedTable>(table: T) {
  const statement = listStatement(table);
  /** A keyset page of `owner`'s rows (null: the caller's own), newest first, with the caller's row. */
  return async (
    db: Database,
    params: { uid: string; owner: number | null } & Page,
  ): Promise<ListAsCaller<T['$inferSelect']>> => {
    const raw = await runStatement(db, statement, [
      params.uid,
      params.owner,
      params.before ?? noBefore,
      params.limit,
    ]);
    return {
      caller: callerRefOf(raw),
      ownerVisible: raw[0]?.owner_id != null,
      rows: newestFirst(table, raw),
    };
  };
}

export const listReadingsAsCaller = listAsCaller(readings);
export const listChecksAsCaller = listAsCaller(compatibilityChecks);

// --- Creating writes --------------------------------------------------------------------------------

/** The caller and the row a statement wrote for them; `row` is null when there is no caller. */
export interface WriteAsCaller<Row> {
  caller: User | null;
  row: Row | null;
  /** True when `row` is the stored first answer to the request's idempotency key: nothing was written. */
  replayed: boolean;
}

/**
 * What makes a creating write safe to repeat (docs/PRODUCT.md, "Idempotent writes"): the caller's key, the
 * procedure, and a digest of its input. The same key from the same user within 24 hours answers the first row
 * and writes nothing; with another operation or digest it is refused (IdempotencyKeyReusedError).
 */
export interface Idempotency {
  key: string;
  operation: string;
  requestHash: string;
}

const keyLifetime = `interval '24 hours'`;

/**
 * A creating write as one statement: `insert` (an `insert … select … from c` over the caller CTE, with
 * `params` after the uid) returns the row written, with the caller. With a key, the same statement looks the
 * key up (p) with the row it answered (pr: the row itself, still the caller's, or nothing once deleted), writes
 * only when the key is not there (w), stores the new row's id under it (k) and drops the caller's other expired
 * keys. The key keeps the id alone, never a copy of the row, so deleting the row deletes its text everywhere.
 * Two instances racing on one key both miss p, and the loser's insert into k fails on the primary key, undoing
 * its whole statement; `createAsCaller` then answers from the winner's row.
 */
function creatingWrite<T extends OwnedTable>(table: T, insert: string, paramCount: number) {
  const caller = `c as (select * from ${tableName(users)} where firebase_uid = $1)`;
  const plain = `with ${caller}, w as (${insert} returning *)
  select ${callerColumns}, ${selectList(table, 'w', 'w_')} from c left join w on true`;
  const [key, operation, hash] = [paramCount + 2, paramCount + 3, paramCount + 4].map((n) => `$${n}::text`);
  const keys = tableName(idempotencyKeys);
  const keyed = `with ${caller},
  p as (select k.operation, k.request_hash, k.row_id from ${keys} k, c
    where k.user_id = c.id and k.key = ${key} and k.created_at > now() - ${keyLifetime}),
  pr as (select x.* from ${tableName(table)} x, p, c where x.id = p.row_id and x.user_id = c.id),
  w as (${insert} where not exists (select 1 from p) returning *),
  k as (insert into ${keys} (user_id, key, operation, request_hash, row_id)
    select w.user_id, ${key}, ${operation}, ${hash}, w.id from w),
  old as (delete from ${keys} x using c
    where x.user_id = c.id and x.key <> ${key} and x.created_at <= now() - ${keyLifetime})
  select ${callerColumns}, ${selectList(table, 'w', 'w_')}, ${selectList(table, 'pr', 'pr_')},
    p.operation as "p_operation", p.request_hash as "p_request_hash", p.row_id as "p_row_id"
  from c left join w on true left join p on true left join pr on true`;
  const stored = storedKeyStatement(table);
  return async (
    db: Database,
    uid: string,
    params: unknown[],
    idempotency: Idempotency | undefined,
  ): Promise<WriteAsCaller<T['$inferSelect']>> => {
    if (!idempotency) {
      const raw = await runStatement(db, plain, [uid, ...params]);
      return { caller: callerOf(raw), row: raw[0] ? decodeRow(table, raw[0], 'w_') : null, replayed: false };
    }
    const { key: k, operation: op, requestHash } = idempotency;
    // Twice at most: a key that expired but is still stored is deleted once and the write tried again.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      let raw: RawRow[];
      try {
        raw = await runStatement(db, keyed, [uid, ...params, k, op, requestHash]);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const [row] = await runStatement(db, stored, [uid, k]);
        if (!row) continue;
        if (row.fresh !== true) {
          await runStatement(db, dropExpiredKeyStatement, [uid, k]);
          continue;
        }
        return replay(table, row, idempotency, callerOf([row]));
      }
      const first = raw[0];
      const caller = callerOf(raw);
      if (first && first.p_row_id != null) return replay(table, first, idempotency, caller);
      return { caller, row: first ? decodeRow(table, first, 'w_') : null, replayed: false };
    }
    throw new Error(`idempotency key of ${op} still taken after three attempts`);
  };
}

/** The answer to a repeated key: the row it wrote, as it is now; refused for another request or a deleted row. */
function replay<T extends OwnedTable>(
  table: T,
  row: RawRow,
  idempotency: Idempotency,
  caller: User | null,
): WriteAsCaller<T['$inferSelect']> {
  if (row.p_operation !== idempotency.operation || row.p_request_hash !== idempotency.requestHash) {
    throw new IdempotencyKeyReusedError(idempotency.key);
  }
  const answered = decodeRow(table, row, 'pr_');
  if (!answered) throw new IdempotentRowDeletedError(idempotency.key);
  return { caller, row: answered, replayed: true };
}

/** The key row that made a keyed write fail, with the row it answered and the caller. */
const storedKeyStatement = (table: OwnedTable) => `select ${callerColumns},
    ${selectList(table, 'pr', 'pr_')}, k.operation as "p_operation", k.request_hash as "p_request_hash",
    k.created_at > now() - ${keyLifetime} as "fresh"
  from ${tableName(users)} c join ${tableName(idempotencyKeys)} k on k.user_id = c.id
  left join ${tableName(table)} pr on pr.id = k.row_id and pr.user_id = c.id
  where c.firebase_uid = $1 and k.key = $2`;

const dropExpiredKeyStatement = `delete from ${tableName(idempotencyKeys)} k using ${tableName(users)} c
  where c.id = k.user_id and c.firebase_uid = $1 and k.key = $2 and k.created_at <= now() - ${keyLifetime}`;

/** A unique violation (SQLSTATE 23505), also when wrapped as another error's cause. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const writeReading = creatingWrite(
  readings,
  `insert into ${tableName(readings)} (user_id, content, zodiac_sign, is_favorite)
    select c.id, $2::text, $3::text, $4::boolean from c`,
  3,
);

export async function createReadingAsCaller(
  db: Database,
  params: {
    uid: string;
    content: string;
    zodiacSign: SignName;
    isFavorite: boolean;
    idempotency?: Idempotency;
  },
): Promise<WriteAsCaller<Reading>> {
  const { uid, content, zodiacSign, isFavorite, idempotency } = params;
  return writeReading(db, uid, [content, zodiacSign, isFavorite], idempotency);
}

const writeCheck = creatingWrite(
  compatibilityChecks,
  `insert into ${tableName(compatibilityChecks)}
      (user_id, first_sign, second_sign, compatibility_score, compatibility_details)
    select c.id, $2::text, $3::text, $4::int, $5::text from c`,
  4,
);

export async function createCheckAsCaller(
  db: Database,
  params: {
    uid: string;
    firstSign: SignName;
    secondSign: SignName;
    compatibilityScore: number;
    compatibilityDetails: string;
    idempotency?: Idempotency;
  },
): Promise<WriteAsCaller<CompatibilityCheck>> {
  const { uid, firstSign, secondSign, compatibilityScore, compatibilityDetails, idempotency } = params;
  return writeCheck(db, uid, [firstSign, secondSign, compatibilityScore, compatibilityDetails], idempotency);
}

/** Runs a statement whose result row holds the caller (`c_…`) and the changed row of `table` (`w_…`). */
async function changeAsCaller<T extends OwnedTable>(
  db: Database,
  table: T,
  statement: string,
  params: unknown[],
): Promise<WriteAsCaller<T['$inferSelect']>> {
  const raw = await runStatement(db, statement, params);
  return { caller: callerOf(raw), row: raw[0] ? decodeRow(table, raw[0], 'w_') : null, replayed: false };
}

// --- Changes to the caller's own readings -----------------------------------------------------------

const toggleFavoriteStatement = `with c as (select * from ${tableName(users)} where firebase_uid = $1),
  w as (update ${tableName(readings)} x set is_favorite = not x.is_favorite
    from c where x.id = $2::int and x.user_id = c.id returning x.*)
  select ${callerColumns}, ${selectList(readings, 'w', 'w_')} from c left join w on true`;

/** Flips the flag of the caller's reading `id`; `row` is null when they have no such reading. */
export async function toggleFavoriteAsCaller(
  db: Database,
  params: { uid: string; id: number },
): Promise<WriteAsCaller<Reading>> {
  return changeAsCaller(db, readings, toggleFavoriteStatement, [params.uid, params.id]);
}

const deleteReadingStatement = `with c as (select * from ${tableName(users)} where firebase_uid = $1),
  w as (delete from ${tableName(readings)} x using c where x.id = $2::int and x.user_id = c.id returning x.*)
  select ${callerColumns}, ${selectList(readings, 'w', 'w_')} from c left join w on true`;

/** Deletes the caller's reading `id`; `row` (the deleted reading) is null when they had no such reading. */
export async function deleteReadingAsCaller(
  db: Database,
  params: { uid: string; id: number },
): Promise<WriteAsCaller<Reading>> {
  return changeAsCaller(db, readings, deleteReadingStatement, [params.uid, params.id]);
}

// --- Users: the sign, and what administrators do ----------------------------------------------------

export interface UserChangeAsCaller {
  caller: User | null;
  /** The target row as it was before the statement (null: no such user). */
  target: User | null;
  /** The target row as the statement left it; null when nothing was changed. */
  changed: User | null;
}

function decodeUserChange(raw: RawRow[]): UserChangeAsCaller {
  const row = raw[0];
  return {
    caller: callerOf(raw),
    target: row ? decodeRow(users, row, 't_') : null,
    changed: row ? decodeRow(users, row, 'w_') : null,
  };
}

// Choosing a sign also clears the uid's deletion tombstone (clearing it does not).
const setSignStatement = `with c as (select * from ${tableName(users)} where firebase_uid = $1),
  t as (select * from ${tableName(users)} where id = coalesce($2::int, (select id from c))),
  w as (update ${tableName(users)} x set zodiac_sign = $3::text
    from c where x.id = coalesce($2::int, c.id) and (x.id = c.id or ${isAdminSql('c')}) returning x.*),
  tomb as (delete from ${tableName(deletedUsers)}
    where $3::text is not null and firebase_uid in (select firebase_uid from w))
  select ${callerColumns}, ${selectList(users, 't', 't_')}, ${selectList(users, 'w', 'w_')}
  from c left join t on true left join w on true`;

/** Sets or clears the sign of `target` (null: the caller), when the caller is that user or an admin. */
export async function setSignAsCaller(
  db: Database,
  params: { uid: string; target: number | null; sign: SignName | null },
): Promise<UserChangeAsCaller> {
  return decodeUserChange(await runStatement(db, setSignStatement, [params.uid, params.target, params.sign]));
}

// $4: an optional search, matched case-insensitively anywhere in the username, display name or e-mail. It
// filters the same backwards walk of the primary key, so a page still stops after `limit` rows.
const listUsersStatement = `select ${callerRefColumns}, ${selectList(users, 'p', 'p_')}
  from ${tableName(users)} c
  left join lateral (
    select * from ${tableName(users)} x where ${isAdminSql('c')} and x.id < $2::int
      and ($4::text is null or strpos(lower(x.username), lower($4::text)) > 0
        or strpos(lower(coalesce(x.display_name, '')), lower($4::text)) > 0
        or strpos(lower(coalesce(x.email, '')), lower($4::text)) > 0)
    order by x.id desc limit $3::int
  ) p on true
  where c.firebase_uid = $1`;

/**
 * A keyset page of the users, newest first, all of them or those whose name or e-mail contains `q`: rows only
 * when the caller is an administrator.
 */
export async function listUsersAsCaller(
  db: Database,
  params: { uid: string; q?: string | null } & Page,
): Promise<{ caller: CallerRef | null; rows: User[] }> {
  const raw = await runStatement(db, listUsersStatement, [
    params.uid,
    params.before ?? noBefore,
    params.limit,
    params.q || null,
  ]);
  return { caller: callerRefOf(raw), rows: newestFirst(users, raw, 'p_') };
}

// An administrator deletes another user who is not a site owner; their readings and checks cascade, a
// tombstone keeps the uid so the person is told when they next sign in, and the audit trail keeps the deletion.
const deleteUserStatement = `with c as (select * from ${tableName(users)} where firebase_uid = $1),
  t as (select * from ${tableName(users)} where id = $2::int),
  w as (delete from ${tableName(users)} x using c
    where x.id = $2::int and x.id <> c.id and x.role <> 'site_owner' and ${isAdminSql('c')} returning x.*),
  tomb as (insert into ${tableName(deletedUsers)} (firebase_uid) select firebase_uid from w
    on conflict (firebase_uid) do update set deleted_at = now()),
  a as (insert into ${tableName(auditLog)}
      (action, actor_id, actor_name, target_id, target_name, from_role, to_role, reason)
    select 'user_deletion', c.id, c.username, w.id, w.username, w.role, null, null from w, c)
  select ${callerColumns}, ${selectList(users, 't', 't_')}, ${selectList(users, 'w', 'w_')}
  from c left join t on true left join w on true`;

/** Deletes user `id` when the caller may; `changed` is the deleted row, null when nothing was deleted. */
export async function deleteUserAsCaller(
  db: Database,
  params: { uid: string; id: number },
): Promise<UserChangeAsCaller> {
  return decodeUserChange(await runStatement(db, deleteUserStatement, [params.uid, params.id]));
}
