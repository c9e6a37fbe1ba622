import type { SignName } from '@celtic/zodiac-core';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { defaultUserRole, roleRanking } from '../domain';
import { AccountDeletedError, NotFoundError } from '../errors';
import { auditLog, deletedUsers, handSetRoles, type User, users } from '../schema';
import { decodeRow, runStatement, tableName } from '../statement';
import { beforeId, type Page } from './page';
import { preparedFor } from './prepared';

export interface SignInProfile {
  firebaseUid: string;
  email?: string | null;
  /** Firebase's word that the address belongs to the person; unverified addresses are never raised. */
  emailVerified: boolean;
  displayName?: string | null;
  photoUrl?: string | null;
  /**
   * When the person signed in (the token's `auth_time`, seconds since the epoch). A deleted account's uid comes
   * back only with a sign-in made after the deletion.
   */
  authTime?: number;
  /** Raise the stored role to at least this one; never lowers it, never overrides a role set by hand. */
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
// was; `xmax = 0` marks a row this statement inserted.
// - gone: the uid's account was deleted after this token's sign-in: nothing is written, no row is returned.
// - hand: the role a site owner set by hand for this verified address; a new account starts with it, and the
//   lists never raise over it.
// Two first sign-ins of one account at the same moment (two instances) may both write the raise's row, as
// neither sees the other's row in `old`: a raise is recorded at least once, never missed.
const signInStatement = `with old as (select id, role from ${tableName(users)} where firebase_uid = $1),
  gone as (select 1 from ${tableName(deletedUsers)}
    where firebase_uid = $1 and deleted_at >= to_timestamp($9::double precision)),
  hand as (select role from ${tableName(handSetRoles)} where $8::boolean and email = lower($3::text)),
  up as (insert into ${tableName(users)} as u
      (firebase_uid, username, email, email_verified, display_name, photo_url, role, role_set_by_hand,
        last_login_at)
    select $1, $2, $3, $8::boolean, $4, $5,
      coalesce((select role from hand), case when $8::boolean then $6::text end, '${defaultUserRole}'),
      exists (select 1 from hand), now()
    where not exists (select 1 from gone)
    on conflict (firebase_uid) do update set
      email = coalesce(excluded.email, u.email),
      email_verified = case when excluded.email is null then u.email_verified else excluded.email_verified end,
      display_name = coalesce(excluded.display_name, u.display_name),
      photo_url = coalesce(excluded.photo_url, u.photo_url),
      last_login_at = now(),
      role = case when $6::text is not null and $8::boolean and not u.role_set_by_hand
        and not exists (select 1 from hand)
        and ${rankOf('$6::text')} > ${rankOf('u.role')} then $6::text else u.role end
    returning u.*, (u.xmax = 0) as inserted),
  audit as (insert into ${tableName(auditLog)}
      (action, target_id, target_name, from_role, to_role, reason)
    select 'sign_in_raise', up.id, up.username, case when up.inserted then null else old.role end, up.role, $7
    from up left join old on true
    where $6::text is not null and $8::boolean and not exists (select 1 from hand)
      and (case when up.inserted then up.role <> '${defaultUserRole}' else old.role is distinct from up.role end))
  select * from up`;

/**
 * Inserts the user on first sign-in, else refreshes the profile and last login. Missing profile fields do not
 * erase stored ones (an emulator token may carry no name or picture). A verified address starts with the role a
 * site owner set for it by hand; otherwise `raiseRoleTo` raises the role (never lowers it, never over a role set
 * by hand), and a raise is written to the audit trail with `raiseReason`. Throws AccountDeletedError, writing
 * nothing, when the account was deleted after the sign-in `authTime` names: only a new sign-in brings it back.
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
    profile.emailVerified,
    // No sign-in time: as if at this moment (tests and the seed command); one that is not a number: the oldest.
    profile.authTime === undefined
      ? Date.now() / 1000
      : Number.isFinite(profile.authTime)
        ? profile.authTime
        : 0,
  ]);
  const row = raw ? decodeRow(users, raw, '') : null;
  if (!row) throw new AccountDeletedError(profile.firebaseUid);
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
