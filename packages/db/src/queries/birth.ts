/**
 * A signed-in user's birth date (for their birth chart), each read or write in ONE statement that also reads the
 * caller's row by Firebase uid (caller.ts): a caller of null means no account has the uid.
 */
import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { type User, type UserBirth, userBirths, users } from '../schema';
import { callerCte, callerRow, columnsOf } from './caller';
import { statement } from './prepared';

export interface BirthAsCaller {
  caller: User | null;
  birth: UserBirth | null;
}

export interface BirthInput {
  date: string;
  time: string | null;
  timeZone: string;
}

const ph = sql.placeholder;

const readQuery = statement('readBirth', (db) =>
  db
    .select({ caller: columnsOf(users, callerRow), birth: getTableColumns(userBirths) })
    .from(callerRow)
    .leftJoin(userBirths, eq(userBirths.userId, callerRow.id))
    .where(eq(callerRow.firebaseUid, ph('uid'))),
);

/** The caller's kept birth date, if any. */
export async function birthAsCaller(db: Database, uid: string): Promise<BirthAsCaller> {
  const [row] = await readQuery(db).execute({ uid });
  return { caller: row?.caller ?? null, birth: row?.birth ?? null };
}

/** The caller's row (c) and the birth row a write (b) returned, in one statement. */
function withCaller(db: Database, write: (c: ReturnType<typeof callerCte>) => unknown) {
  const c = callerCte(db);
  // biome-ignore lint/suspicious/noExplicitAny: an insert or delete of user_births returning its columns
  const b = db.$with('b').as(write(c) as any);
  return db
    .with(c, b)
    .select({ caller: columnsOf(users, c), birth: columnsOf(userBirths, b) })
    .from(c)
    .leftJoin(b, sql`true`);
}

const setQuery = statement('setBirth', (db) =>
  withCaller(db, (c) =>
    db
      .insert(userBirths)
      .select(
        db
          .select({
            userId: c.id,
            date: sql`${ph('date')}::date`.as('date'),
            time: sql`${ph('time')}::text`.as('time'),
            timeZone: sql`${ph('timeZone')}::text`.as('time_zone'),
            updatedAt: sql`now()`.as('updated_at'),
          })
          .from(c),
      )
      .onConflictDoUpdate({
        target: userBirths.userId,
        set: {
          date: sql`excluded.date`,
          time: sql`excluded.time`,
          timeZone: sql`excluded.time_zone`,
          updatedAt: sql`now()`,
        },
      })
      .returning(getTableColumns(userBirths)),
  ),
);

/** Keeps (or replaces) the caller's birth date; nothing is written when no account has the uid. */
export async function setBirthAsCaller(db: Database, uid: string, birth: BirthInput): Promise<BirthAsCaller> {
  const [row] = await setQuery(db).execute({ uid, ...birth });
  return { caller: row?.caller ?? null, birth: (row?.birth as UserBirth | null) ?? null };
}

const clearQuery = statement('clearBirth', (db) =>
  withCaller(db, (c) =>
    db
      .delete(userBirths)
      .where(inArray(userBirths.userId, db.select({ id: c.id }).from(c)))
      .returning(getTableColumns(userBirths)),
  ),
);

/** Forgets the caller's birth date; `birth` is the row removed (null when there was none). */
export async function clearBirthAsCaller(db: Database, uid: string): Promise<BirthAsCaller> {
  const [row] = await clearQuery(db).execute({ uid });
  return { caller: row?.caller ?? null, birth: (row?.birth as UserBirth | null) ?? null };
}
