/**
 * What a site owner does to roles, what users do to their own account, and the audit trail: each ONE statement
 * that reads the caller's row by Firebase uid (caller.ts), checks the caller's role in SQL and writes its audit
 * row in the same statement.
 *
 * The service always keeps a site owner: a statement that would take the site_owner role from its last holder
 * (a role change or an account deletion) first locks every site owner's row, in id order, and counts them from
 * the locked rows, so two site owners stepping down at once cannot both succeed.
 */
import type { Role } from '@celtic/zodiac-core';
import { and, desc, eq, exists, getTableColumns, inArray, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { type AuditRow, auditLog, handSetRoles, type User, users } from '../schema';
import { auditRows } from './audit';
import { type CallerCte, callerCte, callerRow, columnsOf, isAdmin, newestFirst } from './caller';
import type { Page } from './page';
import { statement } from './prepared';
import { tombstoneOf } from './users';

const ph = sql.placeholder;

/**
 * Locks the rows of `subject` and of every site owner, in id order, when `when` holds (locked), and counts from
 * what was locked (l): `others`, the site owners other than `subject`, and `subjectRole`. Aggregating reads every
 * locked row, so all locks are held before a later CTE changes anything.
 */
function ownersLockedFor(db: Database, subject: SQL, when: SQL) {
  const locked = db.$with('locked').as(
    db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(and(or(eq(users.id, subject), eq(users.role, 'site_owner')), when))
      .orderBy(users.id)
      .for('update'),
  );
  const l = db.$with('l').as(
    db
      .select({
        others:
          sql<number>`(count(*) filter (where ${locked.role} = 'site_owner' and ${locked.id} <> ${subject}))::int`.as(
            'others',
          ),
        subjectRole: sql<Role | null>`max(${locked.role}) filter (where ${locked.id} = ${subject})`.as(
          'subject_role',
        ),
      })
      .from(locked),
  );
  return { locked, l };
}

/** Whether `l` lets its subject stop being a site owner: they are none, or another site owner remains. */
const mayLeaveOwners = (l: ReturnType<typeof ownersLockedFor>['l']) =>
  sql`(${l.subjectRole} <> 'site_owner' or ${l.others} > 0)`;

/** What a statement that may meet the last-site-owner rule reports. */
export interface OwnerGuarded {
  /** The subject is the only site owner, so the change was refused. */
  lastSiteOwner: boolean;
}

const lastOwnerOf = (
  row: { others: number | null; subjectRole: Role | null; changed: unknown } | undefined,
  wanted: Role | null,
): boolean =>
  row?.subjectRole === 'site_owner' && row.others === 0 && wanted !== 'site_owner' && row.changed == null;

// --- A site owner sets a role ----------------------------------------------------------------------

// The same role again only marks it as set by hand. A verified address keeps the role for the person (h): it
// comes back with an account deleted and made again.
const setRoleQuery = statement('setRole', (db) => {
  const c = callerCte(db);
  const subject = sql`${ph('id')}::int`;
  const isSiteOwner = exists(db.select({ id: c.id }).from(c).where(eq(c.role, 'site_owner')));
  const { locked, l } = ownersLockedFor(db, subject, isSiteOwner);
  const t = db.$with('t').as(db.select().from(users).where(eq(users.id, subject)));
  const w = db.$with('w').as(
    db
      .update(users)
      .set({ role: sql`${ph('role')}::text`, roleSetByHand: true })
      .where(
        and(
          eq(users.id, subject),
          isSiteOwner,
          exists(
            db
              .select({ others: l.others })
              .from(l)
              .where(
                and(
                  sql`${l.subjectRole} is not null`,
                  or(sql`${ph('role')}::text = 'site_owner'`, mayLeaveOwners(l)),
                ),
              ),
          ),
        ),
      )
      .returning(getTableColumns(users)),
  );
  const h = db.$with('h').as(
    db
      .insert(handSetRoles)
      .select(
        db
          .select({ email: sql`lower(${w.email})`.as('email'), role: w.role, setAt: sql`now()`.as('set_at') })
          .from(w)
          .where(and(eq(w.emailVerified, true), like(w.email, '%@%'))),
      )
      .onConflictDoUpdate({
        target: handSetRoles.email,
        set: { role: sql`excluded.role`, setAt: sql`now()` },
      })
      .returning({ email: handSetRoles.email }),
  );
  const a = auditRows(
    db,
    sql`select 'role_change', ${c.id}, ${c.username}, ${w.id}, ${w.username}, ${l.subjectRole}, ${w.role},
      ${ph('reason')}::text from ${w}, ${c}, ${l} where ${l.subjectRole} <> ${w.role}`,
  );
  return db
    .with(c, locked, l, t, w, h, a)
    .select({
      caller: columnsOf(users, c),
      target: columnsOf(users, t),
      changed: columnsOf(users, w),
      others: l.others,
      subjectRole: l.subjectRole,
    })
    .from(c)
    .leftJoin(t, sql`true`)
    .leftJoin(w, sql`true`)
    .leftJoin(l, sql`true`);
});

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
  const [row] = await setRoleQuery(db).execute(params);
  return {
    caller: row?.caller ?? null,
    target: row?.target ?? null,
    changed: row?.changed ?? null,
    lastSiteOwner: lastOwnerOf(row, params.role),
  };
}

// --- A user deletes their own account --------------------------------------------------------------

const deleteSelfQuery = statement('deleteSelf', (db) => {
  const c: CallerCte = callerCte(db);
  const { locked, l } = ownersLockedFor(db, sql`(select ${c.id} from ${c})`, sql`true`);
  const w = db.$with('w').as(
    db
      .delete(users)
      .where(
        and(
          inArray(users.id, db.select({ id: c.id }).from(c)),
          exists(db.select({ others: l.others }).from(l).where(mayLeaveOwners(l))),
        ),
      )
      .returning(getTableColumns(users)),
  );
  const tomb = tombstoneOf(db, w);
  const a = auditRows(
    db,
    sql`select 'user_deletion', ${w.id}, ${w.username}, ${w.id}, ${w.username}, ${w.role}, null, ${ph('reason')}::text
      from ${w}`,
  );
  return db
    .with(c, locked, l, w, tomb, a)
    .select({
      caller: columnsOf(users, c),
      changed: columnsOf(users, w),
      others: l.others,
      subjectRole: l.subjectRole,
    })
    .from(c)
    .leftJoin(w, sql`true`)
    .leftJoin(l, sql`true`);
});

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
  const [row] = await deleteSelfQuery(db).execute(params);
  return {
    caller: row?.caller ?? null,
    deleted: row?.changed ?? null,
    lastSiteOwner: lastOwnerOf(row, null),
  };
}

// --- The audit trail -------------------------------------------------------------------------------

// ids are int4: `id < this` holds for every row, so one statement serves the first page and later ones.
const noBefore = 2_147_483_647;

const listAuditQuery = statement('listAudit', (db) => {
  const page = db
    .select()
    .from(auditLog)
    .where(and(isAdmin(callerRow.role), lt(auditLog.id, ph('before'))))
    .orderBy(desc(auditLog.id))
    .limit(ph('limit'))
    .as('p');
  return db
    .select({ callerId: callerRow.id, callerRole: callerRow.role, entry: columnsOf(auditLog, page) })
    .from(callerRow)
    .leftJoinLateral(page, sql`true`)
    .where(eq(callerRow.firebaseUid, ph('uid')));
});

/** A keyset page of the audit trail, newest first: rows only when the caller is an administrator. */
export async function listAuditAsCaller(
  db: Database,
  params: { uid: string } & Page,
): Promise<{ caller: { id: number; role: Role } | null; rows: AuditRow[] }> {
  const rows = await listAuditQuery(db).execute({
    uid: params.uid,
    before: params.before ?? noBefore,
    limit: params.limit,
  });
  const first = rows[0];
  return {
    caller: first ? { id: first.callerId, role: first.callerRole } : null,
    rows: newestFirst(rows.map((row) => row.entry)),
  };
}
