import type { SignName } from '@celtic/zodiac-core';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { defaultUserRole, roleRanking } from '../domain';
import { NotFoundError } from '../errors';
import { auditLog, deletedUsers, type User, users } from '../schema';
import { decodeRow, runStatement, tableName } from '../statement';
import { beforeId, type Page } from './page';
import { preparedFor } from './prepared';

export interface SignInProfile {
  firebaseUid: string;
  email?: string | null;
  displayName?: string | null;
  photoUrl?: string | null;
  /** Raise the stored role to at least this one; never lowers it. */
  raiseRoleTo?: 'site_owner' | 'admin';
  /** Why, for the audit row of a raise (e.g. which list named the e-mail). */
  raiseReason?: string | null;
}

const rankingArray = `array[${roleRanking.map((r) => `'${r}'`).join(', ')}]::text[]`;

/** A readable name for a new user: the display name, else the email's local part, never empty. */
export function deriveUsername(profile: Pick<SignInProfile, 'email' | 'displayName'>): string {
  const fromName = profile.displayName?.trim();
  if (fromName) return fromName;
  const fromEmail = profile.email?.split('@')[0]?.trim();
  if (fromEmail) return fromEmail;
  return 'Explorer';
}

const rankOf = (value: string) => `array_position(${rankingArray}, ${value})`;

// One statement: the upsert and, when the e-mail lists raised the role, its audit row. `old` is the row as it
// was; `xmax = 0` marks a row this statement inserted. A role a site owner set by hand is left alone. Two first
// sign-ins of one account at the same moment (two instances) may both write the raise's row, as neither sees
// the other's row in `old`: a raise is recorded at least once, never missed.
const signInStatement = `with old as (select id, role from ${tableName(users)} where firebase_uid = $1),
  up as (insert into ${tableName(users)} as u
      (firebase_uid, username, email, display_name, photo_url, role, last_login_at)
    values ($1, $2, $3, $4, $5, coalesce($6::text, '${defaultUserRole}'), now())
    on conflict (firebase_uid) do update set
      email = coalesce(excluded.email, u.email),
      display_name = coalesce(excluded.display_name, u.display_name),
      photo_url = coalesce(excluded.photo_url, u.photo_url),
      last_login_at = now(),
      role = case when $6::text is not null and not u.role_set_by_hand
        and ${rankOf('$6::text')} > ${rankOf('u.role')} then $6::text else u.role end
    returning u.*, (u.xmax = 0) as inserted),
  audit as (insert into ${tableName(auditLog)}
      (action, target_id, target_name, from_role, to_role, reason)
    select 'sign_in_raise', up.id, up.username, case when up.inserted then null else old.role end, up.role, $7
    from up left join old on true
    where $6::text is not null
      and (case when up.inserted then up.role <> '${defaultUserRole}' else old.role is distinct from up.role end))
  select * from up`;

/**
 * Inserts the user on first sign-in, else refreshes the profile and last login. Missing profile fields do not
 * erase stored ones (an emulator token may carry no name or picture). `raiseRoleTo` raises the role (never
 * lowers it) unless a site owner set it by hand; a raise is written to the audit trail with `raiseReason`.
 */
export async function upsertUserOnSignIn(db: Database, profile: SignInProfile): Promise<User> {
  const [raw] = await runStatement(db, signInStatement, [
    profile.firebaseUid,
    deriveUsername(profile),
    profile.email ?? null,
    profile.displayName ?? null,
    profile.photoUrl ?? null,
    profile.raiseRoleTo ?? null,
    profile.raiseReason ?? null,
  ]);
  const row = raw ? decodeRow(users, raw, '') : null;
  if (!row) throw new Error('upsert returned no row');
  return row;
}

const userByUid = preparedFor((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.firebaseUid, sql.placeholder('firebaseUid')))
    .prepare('user_by_firebase_uid'),
);
const userById = preparedFor((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('user_by_id'),
);

export async function getUserByFirebaseUid(db: Database, firebaseUid: string): Promise<User | null> {
  const [row] = await userByUid(db).execute({ firebaseUid });
  return row ?? null;
}

export async function getUserById(db: Database, id: number): Promise<User | null> {
  const [row] = await userById(db).execute({ id });
  return row ?? null;
}

/** Sets or clears the sign; choosing one also clears the uid's deletion tombstone. */
export async function setZodiacSign(db: Database, userId: number, sign: SignName | null): Promise<User> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(users).set({ zodiacSign: sign }).where(eq(users.id, userId)).returning();
    if (!row) throw new NotFoundError('user', userId);
    if (sign !== null) await tx.delete(deletedUsers).where(eq(deletedUsers.firebaseUid, row.firebaseUid));
    return row;
  });
}

export async function listUsers(db: Database, page: Page): Promise<User[]> {
  return db
    .select()
    .from(users)
    .where(beforeId(users.id, page.before))
    .orderBy(desc(users.id))
    .limit(page.limit);
}

/** Deletes the user (readings and checks cascade) and leaves a tombstone for its uid. */
export async function deleteUser(db: Database, id: number): Promise<User | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(users).where(eq(users.id, id)).returning();
    if (!row) return null;
    await tx
      .insert(deletedUsers)
      .values({ firebaseUid: row.firebaseUid })
      .onConflictDoUpdate({ target: deletedUsers.firebaseUid, set: { deletedAt: sql`now()` } });
    return row;
  });
}

export async function wasDeleted(db: Database, firebaseUid: string): Promise<boolean> {
  const [row] = await db
    .select({ firebaseUid: deletedUsers.firebaseUid })
    .from(deletedUsers)
    .where(eq(deletedUsers.firebaseUid, firebaseUid));
  return row !== undefined;
}
