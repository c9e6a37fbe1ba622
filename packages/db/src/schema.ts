import type { DailyHoroscope, Locale, PeriodHoroscope, Role, SignName } from '@celtic/zodiac-core';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { defaultLocaleOfRows, defaultUserRole, localeList, roleRanking, signNameList } from './domain';
import { timestamptz } from './timestamps';

/** `column IN ('a', 'b', ...)` with the values inlined: CHECK constraints cannot take parameters. */
function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;
}

/** Has at least one non-whitespace character, i.e. is non-empty after trimming. */
function notBlank(column: AnyPgColumn): SQL {
  return sql`${column} ~ '[^[:space:]]'`;
}

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firebaseUid: text('firebase_uid').notNull().unique(),
    username: text('username').notNull(),
    email: text('email'),
    // As Firebase last reported it at sign-in: only a verified address is raised by the e-mail lists or keeps a
    // role set by hand across deletion of the account.
    emailVerified: boolean('email_verified').notNull().default(false),
    displayName: text('display_name'),
    photoUrl: text('photo_url'),
    role: text('role').$type<Role>().notNull().default(defaultUserRole),
    // Set when a site owner chose the role on /system: the sign-in e-mail lists then leave it alone.
    roleSetByHand: boolean('role_set_by_hand').notNull().default(false),
    zodiacSign: text('zodiac_sign').$type<SignName>(),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
    lastLoginAt: timestamptz('last_login_at'),
    // The language the person chose; null: none yet (the browser's language decides).
    locale: text('locale').$type<Locale>(),
  },
  (t) => [
    check('users_role_check', oneOf(t.role, roleRanking)),
    check('users_zodiac_sign_check', oneOf(t.zodiacSign, signNameList)),
    check('users_locale_check', oneOf(t.locale, localeList)),
  ],
);

export const readings = pgTable(
  'readings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    zodiacSign: text('zodiac_sign').$type<SignName>().notNull(),
    isFavorite: boolean('is_favorite').notNull().default(false),
    readingDate: timestamptz('reading_date').notNull().default(sql`now()`),
  },
  (t) => [
    // Serves the per-user keyset list (read backwards: `order by id desc` is DESC NULLS FIRST, which a
    // `id desc nulls last` index cannot give without sorting every row of the user) and the cascade from users.
    index('readings_user_id_id_idx').on(t.userId, t.id),
    check('readings_content_check', sql`${notBlank(t.content)} and char_length(${t.content}) <= 10000`),
    check('readings_zodiac_sign_check', oneOf(t.zodiacSign, signNameList)),
  ],
);

export const compatibilityChecks = pgTable(
  'compatibility_checks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstSign: text('first_sign').$type<SignName>().notNull(),
    secondSign: text('second_sign').$type<SignName>().notNull(),
    compatibilityScore: integer('compatibility_score').notNull(),
    compatibilityDetails: text('compatibility_details').notNull(),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
  },
  (t) => [
    // Read backwards for the newest-first keyset page, like readings_user_id_id_idx.
    index('compatibility_checks_user_id_id_idx').on(t.userId, t.id),
    check('compatibility_checks_first_sign_check', oneOf(t.firstSign, signNameList)),
    check('compatibility_checks_second_sign_check', oneOf(t.secondSign, signNameList)),
    check('compatibility_checks_score_check', sql`${t.compatibilityScore} between 60 and 89`),
    check('compatibility_checks_details_check', notBlank(t.compatibilityDetails)),
  ],
);

export const dailyHoroscopes = pgTable(
  'daily_horoscopes',
  {
    sign: text('sign').$type<SignName>().notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    locale: text('locale').$type<Locale>().notNull().default(defaultLocaleOfRows),
    horoscope: jsonb('horoscope').$type<DailyHoroscope>().notNull(),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ name: 'daily_horoscopes_pkey', columns: [t.sign, t.date, t.locale] }),
    check('daily_horoscopes_sign_check', oneOf(t.sign, signNameList)),
    check('daily_horoscopes_locale_check', oneOf(t.locale, localeList)),
    // Guards against a driver storing the object as a JSON string.
    check('daily_horoscopes_horoscope_check', sql`jsonb_typeof(${t.horoscope}) = 'object'`),
  ],
);

/**
 * Weekly, monthly and yearly readings, stored on first request like the daily ones. `period` names both the
 * kind and the period (`2026-W48`, `2026-11`, `2026`), so one key serves the three kinds.
 */
export const periodHoroscopes = pgTable(
  'period_horoscopes',
  {
    sign: text('sign').$type<SignName>().notNull(),
    period: text('period').notNull(),
    locale: text('locale').$type<Locale>().notNull().default(defaultLocaleOfRows),
    horoscope: jsonb('horoscope').$type<PeriodHoroscope>().notNull(),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ name: 'period_horoscopes_pkey', columns: [t.sign, t.period, t.locale] }),
    check('period_horoscopes_sign_check', oneOf(t.sign, signNameList)),
    check('period_horoscopes_locale_check', oneOf(t.locale, localeList)),
    check('period_horoscopes_period_check', sql`${t.period} ~ '^[0-9]{4}(-W[0-9]{2}|-[0-9]{2})?$'`),
    check('period_horoscopes_horoscope_check', sql`jsonb_typeof(${t.horoscope}) = 'object'`),
  ],
);

/**
 * Tombstones: a Firebase uid whose account was deleted (by its owner or an administrator). A token of that uid
 * issued at a sign-in before `deleted_at` never creates the account again; only a new sign-in does. The row
 * stays until the person chooses a sign again (the deleted-check).
 */
export const deletedUsers = pgTable('deleted_users', {
  firebaseUid: text('firebase_uid').primaryKey(),
  deletedAt: timestamptz('deleted_at').notNull().default(sql`now()`),
});

/**
 * Roles a site owner set by hand, keyed by the (verified, lower-case) e-mail address rather than the account: they
 * belong to the person, survive deletion and re-creation of the account, and the sign-in lists never override them.
 */
export const handSetRoles = pgTable(
  'hand_set_roles',
  {
    email: text('email').primaryKey(),
    role: text('role').$type<Role>().notNull(),
    setAt: timestamptz('set_at').notNull().default(sql`now()`),
  },
  (t) => [
    check('hand_set_roles_role_check', oneOf(t.role, roleRanking)),
    check('hand_set_roles_email_check', sql`${t.email} = lower(${t.email}) and ${t.email} like '%@%'`),
  ],
);

/**
 * Idempotency keys of creating writes (docs/PRODUCT.md, "Idempotent writes"): the first answer to a key, kept
 * so a repeat of the same request by the same user within 24 hours gets that answer and stores nothing new. The
 * primary key makes two instances racing on one key store one row; the write and its key row are one statement.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The procedure the key was first used with, e.g. `readings.create`. */
    operation: text('operation').notNull(),
    /** A digest of the request's input; another body under the same key is refused. */
    requestHash: text('request_hash').notNull(),
    /**
     * The id of the row written. Only the id: a copy of the row would outlive its deletion. A repeat reads the row
     * itself, and finds nothing once it was deleted.
     */
    rowId: integer('row_id').notNull(),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [t.userId, t.key] }),
    check('idempotency_keys_key_check', sql`char_length(${t.key}) between 1 and 255`),
  ],
);

/** What the audit trail records: a site owner's role change, a deleted account, a role raised at sign-in. */
export const auditActions = ['role_change', 'user_deletion', 'sign_in_raise'] as const;
export type AuditAction = (typeof auditActions)[number];

/**
 * The audit trail. No foreign keys: a row outlives both people it names, so it keeps their names as they were.
 * `actor_id` is null for a raise by the sign-in e-mail lists; `from_role` is null for a new account, `to_role`
 * for a deletion.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    action: text('action').$type<AuditAction>().notNull(),
    actorId: integer('actor_id'),
    actorName: text('actor_name'),
    targetId: integer('target_id').notNull(),
    targetName: text('target_name').notNull(),
    fromRole: text('from_role').$type<Role>(),
    toRole: text('to_role').$type<Role>(),
    reason: text('reason'),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
  },
  (t) => [
    // A user's own rows, for their data export: read backwards like the per-user lists.
    index('audit_log_target_id_id_idx').on(t.targetId, t.id),
    index('audit_log_actor_id_id_idx').on(t.actorId, t.id),
    check('audit_log_action_check', oneOf(t.action, auditActions)),
    check('audit_log_from_role_check', oneOf(t.fromRole, roleRanking)),
    check('audit_log_to_role_check', oneOf(t.toRole, roleRanking)),
    check('audit_log_reason_check', sql`char_length(${t.reason}) <= 500`),
  ],
);

export type User = typeof users.$inferSelect;
export type Reading = typeof readings.$inferSelect;
export type CompatibilityCheck = typeof compatibilityChecks.$inferSelect;
export type DailyHoroscopeRow = typeof dailyHoroscopes.$inferSelect;
export type PeriodHoroscopeRow = typeof periodHoroscopes.$inferSelect;
export type DeletedUser = typeof deletedUsers.$inferSelect;
export type IdempotencyKey = typeof idempotencyKeys.$inferSelect;
export type HandSetRole = typeof handSetRoles.$inferSelect;

export type AuditRow = typeof auditLog.$inferSelect;
