import { type Locale, type SignName, undeletableRoles } from '@celtic/zodiac-core';
import {
  and,
  desc,
  eq,
  exists,
  getTableColumns,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type AnyPgColumn, alias, type WithSubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import { defaultUserRole, roleRanking } from '../domain';
import { AccountDeletedError } from '../errors';
import { auditLog, deletedUsers, handSetRoles, type User, users } from '../schema';
import { auditRows } from './audit';
import {
  type CallerCte,
  type CallerRef,
  callerCte,
  callerRow,
  columnsOf,
  isAdmin,
  newestFirst,
} from './caller';
import type { Page } from './page';
import { statement } from './prepared';

const ph = sql.placeholder;

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

const rankOf = (value: SQL) => sql`array_position(${sql.raw(rankingArray)}, ${value})`;

/**
 * The sign-in as ONE statement: the upsert and, when the e-mail lists raised the role, its audit row.
 * - old: the row as it was; `xmax = 0` marks a row this statement inserted.
 * - gone: the uid's account was deleted after this token's sign-in: nothing is written, no row is returned.
 * - hand: the role a site owner set by hand for this verified address; a new account starts with it (so does
 *   one made before its address was verified, at its first verified sign-in), and the lists never raise over it.
 * The upsert (up) is SQL: drizzle's `insert … select` must fill every column in order (the id and creation time
 * are the database's), and `xmax` is no column. Two first sign-ins of one account at the same moment (two
 * instances) may both write the raise's row, as neither sees the other's row in `old`: a raise is recorded at
 * least once, never missed.
 */
const signInQuery = statement('signIn', (db) => {
  const verified = sql`${ph('emailVerified')}::boolean`;
  const raiseTo = sql`${ph('raiseRoleTo')}::text`;
  const old = db.$with('old').as(
    db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.firebaseUid, ph('uid'))),
  );
  const gone = db.$with('gone').as(
    db
      .select({ uid: deletedUsers.firebaseUid })
      .from(deletedUsers)
      .where(
        and(
          eq(deletedUsers.firebaseUid, ph('uid')),
          sql`${deletedUsers.deletedAt} >= to_timestamp(${ph('authTime')}::double precision)`,
        ),
      ),
  );
  const hand = db.$with('hand').as(
    db
      .select({ role: handSetRoles.role })
      .from(handSetRoles)
      .where(and(sql`${verified}`, eq(handSetRoles.email, sql`lower(${ph('email')}::text)`))),
  );
  // An account made with the address before Firebase verified it (e-mail and password) got no hand-set role;
  // its first verified sign-in (Firebase links the person's Google sign-in to it) does, as a new account would.
  const claimsHand = sql`(${verified} and not u.email_verified and not u.role_set_by_hand
    and exists (select 1 from ${hand}))`;
  const up = db.$with('up', getTableColumns(users)).as(
    sql`insert into ${users} as u
        (firebase_uid, username, email, email_verified, display_name, photo_url, role, role_set_by_hand,
          last_login_at)
      select ${ph('uid')}::text, ${ph('username')}::text, ${ph('email')}::text, ${verified},
        ${ph('displayName')}::text, ${ph('photoUrl')}::text,
        coalesce((select role from ${hand}), case when ${verified} then ${raiseTo} end, ${defaultUserRole}),
        exists (select 1 from ${hand}), now()
      where not exists (select 1 from ${gone})
      on conflict (firebase_uid) do update set
        email = coalesce(excluded.email, u.email),
        email_verified = case when excluded.email is null then u.email_verified else excluded.email_verified end,
        display_name = coalesce(excluded.display_name, u.display_name),
        photo_url = coalesce(excluded.photo_url, u.photo_url),
        last_login_at = now(),
        role = case when ${claimsHand} then (select role from ${hand})
          when ${raiseTo} is not null and ${verified} and not u.role_set_by_hand
          and not exists (select 1 from ${hand})
          and ${rankOf(raiseTo)} > ${rankOf(sql`u.role`)} then ${raiseTo} else u.role end,
        role_set_by_hand = u.role_set_by_hand or ${claimsHand}
      returning u.*, (u.xmax = 0) as inserted`,
  );
  const audit = db.$with('audit', { id: auditLog.id }).as(
    sql`insert into ${auditLog} (action, target_id, target_name, from_role, to_role, reason)
      select 'sign_in_raise', up.id, up.username, case when up.inserted then null else old.role end, up.role,
        ${ph('raiseReason')}::text
      from ${up} left join ${old} on true
      where ${raiseTo} is not null and ${verified} and not exists (select 1 from ${hand})
        and (case when up.inserted then up.role <> ${defaultUserRole}
          else old.role is distinct from up.role end)
      returning id`,
  );
  return db.with(old, gone, hand, up, audit).select(columnsOf(users, up)).from(up);
});

/**
 * Inserts the user on first sign-in, else refreshes the profile and last login. Missing profile fields do not
 * erase stored ones (an emulator token may carry no name or picture). A verified address starts with the role a
 * site owner set for it by hand; otherwise `raiseRoleTo` raises the role (never lowers it, never over a role set
 * by hand), and a raise is written to the audit trail with `raiseReason`. Throws AccountDeletedError, writing
 * nothing, when the account was deleted after the sign-in `authTime` names: only a new sign-in brings it back.
 */
export async function upsertUserOnSignIn(db: Database, profile: SignInProfile): Promise<User> {
  const [row] = await signInQuery(db).execute({
    uid: profile.firebaseUid,
    username: deriveUsername(profile),
    email: profile.email ?? null,
    displayName: profile.displayName ?? null,
    photoUrl: profile.photoUrl ?? null,
    raiseRoleTo: profile.raiseRoleTo ?? null,
    raiseReason: profile.raiseReason ?? null,
    emailVerified: profile.emailVerified,
    // No sign-in time: as if at this moment (tests and the seed command); one that is not a number: the oldest.
    authTime:
      profile.authTime === undefined
        ? Date.now() / 1000
        : Number.isFinite(profile.authTime)
          ? profile.authTime
          : 0,
  });
  if (!row) throw new AccountDeletedError(profile.firebaseUid);
  return row;
}

// --- The sign, and what administrators do to users -----------------------------------------------------

export interface UserChangeAsCaller {
  caller: User | null;
  /** The target row as it was before the statement (null: no such user). */
  target: User | null;
  /** The target row as the statement left it; null when nothing was changed. */
  changed: User | null;
}

// The target: `target` (null: the caller).
const targetId = (c: CallerCte) => sql`coalesce(${ph('target')}::int, ${c.id})`;

// Choosing a sign also clears the uid's deletion tombstone (clearing the sign does not). A choice dated before the
// stored one changes nothing: the last choice wins, whichever device reports it first. Without a date the
// choice is dated now, to the millisecond the API answers with, so the device can send that date back unchanged.
const setAt = sql`coalesce(${ph('setAt')}::timestamptz, date_trunc('milliseconds', now()))`;

const setSignQuery = statement('setSign', (db) => {
  const c = callerCte(db);
  const t = db.$with('t').as(
    db
      .select()
      .from(users)
      .where(eq(users.id, sql`coalesce(${ph('target')}::int, (select id from ${c}))`)),
  );
  const w = db.$with('w').as(
    db
      .update(users)
      .set({ zodiacSign: sql`${ph('sign')}::text`, signSetAt: setAt })
      .from(c)
      .where(
        and(
          eq(users.id, targetId(c)),
          or(eq(users.id, c.id), isAdmin(c.role)),
          or(isNull(users.signSetAt), lte(users.signSetAt, setAt)),
        ),
      )
      .returning(getTableColumns(users)),
  );
  const tomb = db.$with('tomb').as(
    db
      .delete(deletedUsers)
      .where(
        and(
          sql`${ph('sign')}::text is not null`,
          inArray(deletedUsers.firebaseUid, db.select({ uid: w.firebaseUid }).from(w)),
        ),
      )
      .returning({ uid: deletedUsers.firebaseUid }),
  );
  return db
    .with(c, t, w, tomb)
    .select({ caller: columnsOf(users, c), target: columnsOf(users, t), changed: columnsOf(users, w) })
    .from(c)
    .leftJoin(t, sql`true`)
    .leftJoin(w, sql`true`);
});

/**
 * Sets or clears the sign of `target` (null: the caller), when the caller is that user or an admin, as chosen at
 * `setAt` (ISO 8601; absent: now). `changed` is null with a target the caller may change when the stored
 * choice is newer than `setAt`: `target` is then the row as it stands, whose sign stays.
 */
export async function setSignAsCaller(
  db: Database,
  params: { uid: string; target: number | null; sign: SignName | null; setAt?: string | null },
): Promise<UserChangeAsCaller> {
  const [row] = await setSignQuery(db).execute({ ...params, setAt: params.setAt ?? null });
  return { caller: row?.caller ?? null, target: row?.target ?? null, changed: row?.changed ?? null };
}

// The caller's own row, read and changed by uid in the one statement: no row means the account was deleted.
const setLocaleQuery = statement('setLocale', (db) => {
  const w = db.$with('w').as(
    db
      .update(users)
      .set({ locale: sql`${ph('locale')}::text` })
      .where(eq(users.firebaseUid, ph('uid')))
      .returning(getTableColumns(users)),
  );
  return db
    .with(w)
    .select({ caller: columnsOf(users, w) })
    .from(w);
});

/** Stores the caller's language; `caller` is the row as changed, null when the account was deleted. */
export async function setLocaleAsCaller(
  db: Database,
  params: { uid: string; locale: Locale },
): Promise<{ caller: User | null }> {
  const [row] = await setLocaleQuery(db).execute(params);
  return { caller: row?.caller ?? null };
}

// ids are int4: `id < this` holds for every row, so one statement serves the first page and later ones.
const noBefore = 2_147_483_647;

// `q`: an optional search, matched case-insensitively anywhere in the username, display name or e-mail. It
// filters the same backwards walk of the primary key, so a page still stops after `limit` rows.
const listUsersQuery = statement('listUsers', (db) => {
  const x = alias(users, 'x');
  const q = sql`${ph('q')}::text`;
  const contains = (column: AnyPgColumn) => sql`strpos(lower(coalesce(${column}, '')), lower(${q})) > 0`;
  const page = db
    .select()
    .from(x)
    .where(
      and(
        isAdmin(callerRow.role),
        lt(x.id, ph('before')),
        or(isNull(q), contains(x.username), contains(x.displayName), contains(x.email)),
      ),
    )
    .orderBy(desc(x.id))
    .limit(ph('limit'))
    .as('p');
  return db
    .select({ callerId: callerRow.id, callerRole: callerRow.role, user: columnsOf(users, page) })
    .from(callerRow)
    .leftJoinLateral(page, sql`true`)
    .where(eq(callerRow.firebaseUid, ph('uid')));
});

/**
 * A keyset page of the users, newest first, all of them or those whose name or e-mail contains `q`: rows only
 * when the caller is an administrator.
 */
export async function listUsersAsCaller(
  db: Database,
  params: { uid: string; q?: string | null } & Page,
): Promise<{ caller: CallerRef | null; rows: User[] }> {
  const rows = await listUsersQuery(db).execute({
    uid: params.uid,
    before: params.before ?? noBefore,
    limit: params.limit,
    q: params.q || null,
  });
  const first = rows[0];
  return {
    caller: first ? { id: first.callerId, role: first.callerRole } : null,
    rows: newestFirst(rows.map((row) => row.user)),
  };
}

/**
 * A CTE that leaves a tombstone for each uid of the deleted users `w`, so the person is told when they next sign
 * in and an older token cannot bring the account back.
 */
export const tombstoneOf = (db: Database, w: WithSubqueryWithSelection<typeof users._.columns, 'w'>) =>
  db.$with('tomb').as(
    db
      .insert(deletedUsers)
      .select(db.select({ firebaseUid: w.firebaseUid, deletedAt: sql`now()`.as('deleted_at') }).from(w))
      .onConflictDoUpdate({ target: deletedUsers.firebaseUid, set: { deletedAt: sql`now()` } })
      .returning({ uid: deletedUsers.firebaseUid }),
  );

// An administrator deletes another user who is not a site owner; their readings and checks cascade, a
// tombstone keeps the uid so the person is told when they next sign in, and the audit trail keeps the deletion.
const deleteUserQuery = statement('deleteUser', (db) => {
  const c = callerCte(db);
  const t = db.$with('t').as(
    db
      .select()
      .from(users)
      .where(eq(users.id, ph('id'))),
  );
  const w = db.$with('w').as(
    db
      .delete(users)
      .where(
        and(
          eq(users.id, ph('id')),
          notInArray(users.role, [...undeletableRoles]),
          exists(
            db
              .select({ id: c.id })
              .from(c)
              .where(and(ne(c.id, users.id), isAdmin(c.role))),
          ),
        ),
      )
      .returning(getTableColumns(users)),
  );
  const tomb = tombstoneOf(db, w);
  const a = auditRows(
    db,
    sql`select 'user_deletion', ${c.id}, ${c.username}, ${w.id}, ${w.username}, ${w.role}, null, null
      from ${w}, ${c}`,
  );
  return db
    .with(c, t, w, tomb, a)
    .select({ caller: columnsOf(users, c), target: columnsOf(users, t), changed: columnsOf(users, w) })
    .from(c)
    .leftJoin(t, sql`true`)
    .leftJoin(w, sql`true`);
});

/** Deletes user `id` when the caller may; `changed` is the deleted row, null when nothing was deleted. */
export async function deleteUserAsCaller(
  db: Database,
  params: { uid: string; id: number },
): Promise<UserChangeAsCaller> {
  const [row] = await deleteUserQuery(db).execute(params);
  return { caller: row?.caller ?? null, target: row?.target ?? null, changed: row?.changed ?? null };
}
