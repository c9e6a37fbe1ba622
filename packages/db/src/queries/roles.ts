/**
 * What a site owner does to roles, what users do to their own account, and the audit trail: signed-in
 * statements like those in signed-in.ts, each ONE statement that reads the caller's row by Firebase uid, checks
 * the caller's role in SQL and writes its audit row in the same statement.
 *
 * The service always keeps a site owner: a statement that would take the site_owner role from its last holder
 * (a role change or an account deletion) first locks every site owner's row, in id order, and counts them from
 * the locked rows, so two site owners stepping down at once cannot both succeed.
 */
import type { Role } from '@celtic/zodiac-core';
import type { Database } from '../client';
import { type AuditRow, auditLog, deletedUsers, handSetRoles, type User, users } from '../schema';
import { decodeRow, type RawRow, runStatement, selectList, tableName } from '../statement';
import type { Page } from './page';

const callerColumns = selectList(users, 'c', 'c_');
const noBefore = 2_147_483_647;
const isAdminSql = `c.role in ('site_owner', 'admin')`;

const callerOf = (rows: RawRow[]): User | null => (rows[0] ? decodeRow(users, rows[0], 'c_') : null);

/**
 * Locks the rows of `subject` and of every site owner, in id order, and counts from what was locked: `others`,
 * the site owners other than `subject`, and `subject_role`. Aggregating reads every locked row, so all locks are
 * held before a later CTE changes anything.
 */
const ownersLockedFor = (subject: string, when: string) => `locked as (
    select id, role from ${tableName(users)} where (id = ${subject} or role = 'site_owner') and ${when}
    order by id for update),
  l as (select count(*) filter (where role = 'site_owner' and id <> ${subject})::int as others,
    max(role) filter (where id = ${subject}) as subject_role from locked)`;

/** What a statement that may meet the last-site-owner rule reports. */
export interface OwnerGuarded {
  /** The subject is the only site owner, so the change was refused. */
  lastSiteOwner: boolean;
}

const lastOwnerOf = (raw: RawRow[], wanted: Role | null): boolean => {
  const row = raw[0];
  return row?.l_subject_role === 'site_owner' && row.l_others === 0 && wanted !== 'site_owner' && !row.w_id;
};

// --- A site owner sets a role ----------------------------------------------------------------------

// $1 caller uid, $2 target id, $3 new role, $4 reason. The same role again only marks it as set by hand. A
// verified address keeps the role for the person (h): it comes back with an account deleted and made again.
const setRoleStatement = `with c as (select * from ${tableName(users)} where firebase_uid = $1),
  ${ownersLockedFor('$2::int', `exists (select 1 from c where c.role = 'site_owner')`)},
  t as (select * from ${tableName(users)} where id = $2::int),
  w as (update ${tableName(users)} x set role = $3::text, role_set_by_hand = true
    from c, l
    where x.id = $2::int and c.role = 'site_owner' and l.subject_role is not null
      and ($3::text = 'site_owner' or l.subject_role <> 'site_owner' or l.others > 0)
    returning x.*),
  h as (insert into ${tableName(handSetRoles)} (email, role)
    select lower(w.email), w.role from w where w.email_verified and w.email like '%@%'
    on conflict (email) do update set role = excluded.role, set_at = now()),
  a as (insert into ${tableName(auditLog)}
      (action, actor_id, actor_name, target_id, target_name, from_role, to_role, reason)
    select 'role_change', c.id, c.username, w.id, w.username, l.subject_role, w.role, $4::text
    from w, c, l where l.subject_role <> w.role)
  select ${callerColumns}, ${selectList(users, 't', 't_')}, ${selectList(users, 'w', 'w_')},
    l.others as "l_others", l.subject_role as "l_subject_role"
  from c left join t on true left join w on true left join l on true`;

export interface RoleChangeAsCaller extends OwnerGuarded {
  caller: User | null;
  /** The target as it was before the statement (null: no such user). */
  target: User | null;
  /** The target as the statement left it; null when nothing was changed. */
  changed: User | null;
}

/**
 * Sets user `id`'s role (by hand, so the sign-in lists leave it alone from now on) when the caller is a site
 * owner, unless that would leave no site owner. Writes a `role_change` audit row when the role changed.
 */
export async function setRoleAsCaller(
  db: Database,
  params: { uid: string; id: number; role: Role; reason: string | null },
): Promise<RoleChangeAsCaller> {
  const raw = await runStatement(db, setRoleStatement, [params.uid, params.id, params.role, params.reason]);
  const row = raw[0];
  return {
    caller: callerOf(raw),
    target: row ? decodeRow(users, row, 't_') : null,
    changed: row ? decodeRow(users, row, 'w_') : null,
    lastSiteOwner: lastOwnerOf(raw, params.role),
  };
}

// --- A user deletes their own account --------------------------------------------------------------

const deleteSelfStatement = `with c as (select * from ${tableName(users)} where firebase_uid = $1),
  ${ownersLockedFor('(select id from c)', 'true')},
  w as (delete from ${tableName(users)} x using c, l
    where x.id = c.id and (l.subject_role <> 'site_owner' or l.others > 0) returning x.*),
  tomb as (insert into ${tableName(deletedUsers)} (firebase_uid) select firebase_uid from w
    on conflict (firebase_uid) do update set deleted_at = now()),
  a as (insert into ${tableName(auditLog)}
      (action, actor_id, actor_name, target_id, target_name, from_role, to_role, reason)
    select 'user_deletion', w.id, w.username, w.id, w.username, w.role, null, $2::text from w)
  select ${callerColumns}, ${selectList(users, 'w', 'w_')},
    l.others as "l_others", l.subject_role as "l_subject_role"
  from c left join w on true left join l on true`;

export interface SelfDeletion extends OwnerGuarded {
  caller: User | null;
  /** The deleted row; null when nothing was deleted. */
  deleted: User | null;
}

/**
 * Deletes the caller's own account as an administrator's delete does (readings and checks cascade, a tombstone
 * keeps the uid) and writes a `user_deletion` audit row; refused for the last site owner.
 */
export async function deleteSelfAsCaller(
  db: Database,
  params: { uid: string; reason: string | null },
): Promise<SelfDeletion> {
  const raw = await runStatement(db, deleteSelfStatement, [params.uid, params.reason]);
  const row = raw[0];
  return {
    caller: callerOf(raw),
    deleted: row ? decodeRow(users, row, 'w_') : null,
    lastSiteOwner: lastOwnerOf(raw, null),
  };
}

// --- The audit trail -------------------------------------------------------------------------------

const listAuditStatement = `select c.id as "c_id", c.role as "c_role", ${selectList(auditLog, 'p', 'p_')}
  from ${tableName(users)} c
  left join lateral (
    select * from ${tableName(auditLog)} x where ${isAdminSql} and x.id < $2::int order by x.id desc limit $3::int
  ) p on true
  where c.firebase_uid = $1`;

/** A keyset page of the audit trail, newest first: rows only when the caller is an administrator. */
export async function listAuditAsCaller(
  db: Database,
  params: { uid: string } & Page,
): Promise<{ caller: { id: number; role: Role } | null; rows: AuditRow[] }> {
  const raw = await runStatement(db, listAuditStatement, [
    params.uid,
    params.before ?? noBefore,
    params.limit,
  ]);
  const first = raw[0];
  const rows: AuditRow[] = [];
  for (const row of raw) {
    const entry = decodeRow(auditLog, row, 'p_');
    if (entry) rows.push(entry);
  }
  rows.sort((a, b) => b.id - a.id);
  return { caller: first ? { id: first.c_id as number, role: first.c_role as Role } : null, rows };
}
