/**
 * A signed-in user's birth date (for their birth chart), each read or write in one statement that also reads the
 * caller's row by Firebase uid, like signed-in.ts: a caller of null means no account has the uid.
 */
import type { Database } from '../client';
import { type User, type UserBirth, userBirths, users } from '../schema';
import { decodeRow, type RawRow, runStatement, selectList, tableName } from '../statement';

export interface BirthAsCaller {
  caller: User | null;
  birth: UserBirth | null;
}

export interface BirthInput {
  date: string;
  time: string | null;
  timeZone: string;
}

const callerColumns = selectList(users, 'c', 'c_');

function decode(rows: RawRow[]): BirthAsCaller {
  const row = rows[0];
  return {
    caller: row ? decodeRow(users, row, 'c_') : null,
    birth: row ? decodeRow(userBirths, row, 'b_') : null,
  };
}

const readStatement = `select ${callerColumns}, ${selectList(userBirths, 'b', 'b_')}
  from ${tableName(users)} c left join ${tableName(userBirths)} b on b.user_id = c.id
  where c.firebase_uid = $1`;

/** The caller's kept birth date, if any. */
export async function birthAsCaller(db: Database, uid: string): Promise<BirthAsCaller> {
  return decode(await runStatement(db, readStatement, [uid]));
}

const setStatement = `with c as (select * from ${tableName(users)} where firebase_uid = $1),
  b as (insert into ${tableName(userBirths)} as x (user_id, date, time, time_zone)
    select c.id, $2::date, $3::text, $4::text from c
    on conflict (user_id) do update set date = excluded.date, time = excluded.time,
      time_zone = excluded.time_zone, updated_at = now()
    returning x.*)
  select ${callerColumns}, ${selectList(userBirths, 'b', 'b_')} from c left join b on true`;

/** Keeps (or replaces) the caller's birth date; nothing is written when no account has the uid. */
export async function setBirthAsCaller(db: Database, uid: string, birth: BirthInput): Promise<BirthAsCaller> {
  return decode(await runStatement(db, setStatement, [uid, birth.date, birth.time, birth.timeZone]));
}

const clearStatement = `with c as (select * from ${tableName(users)} where firebase_uid = $1),
  b as (delete from ${tableName(userBirths)} x using c where x.user_id = c.id returning x.*)
  select ${callerColumns}, ${selectList(userBirths, 'b', 'b_')} from c left join b on true`;

/** Forgets the caller's birth date; `birth` is the row removed (null when there was none). */
export async function clearBirthAsCaller(db: Database, uid: string): Promise<BirthAsCaller> {
  return decode(await runStatement(db, clearStatement, [uid]));
}
