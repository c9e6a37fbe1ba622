import type { DailyHoroscope, Locale, PeriodHoroscope, Role, SignName } from '@celtic/zodiac-core';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import {
  defaultLocaleOfRows,
  defaultUserRole,
  type ReadingKind,
  readingKinds,
  roleRanking,
  signNameList,
} from './domain';
import { timestamptz } from './timestamps';

/** `column IN ('a', 'b', ...)` with the values inlined: CHECK constraints cannot take parameters. */
function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;
}

/**
 * A two-letter language code (ISO 639-1). Which languages are written is the code's list (`localeList`), checked
 * by the API on every input: a new language needs no migration.
 */
function languageCode(column: AnyPgColumn): SQL {
  return sql`${column} ~ '^[a-z]{2}$'`;
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
    // When the sign was last chosen or cleared, on whichever device: an older choice never replaces a newer one.
    // Null: before this was kept (any dated choice wins).
    signSetAt: timestamptz('sign_set_at'),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
    lastLoginAt: timestamptz('last_login_at'),
    // The language the person chose; null: none yet (the browser's language decides).
    locale: text('locale').$type<Locale>(),
  },
  (t) => [
    check('users_role_check', oneOf(t.role, roleRanking)),
    check('users_zodiac_sign_check', oneOf(t.zodiacSign, signNameList)),
    check('users_locale_check', languageCode(t.locale)),
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
    // Which reading this is: its kind and its own day (YYYY-MM-DD) or period (2026-W48, 2026-11, 2026). Null for
    // a text saved without them (older rows, API clients), which no key then holds to one copy.
    kind: text('kind').$type<ReadingKind>(),
    period: text('period'),
  },
  (t) => [
    // One row per reading: saving the same sign's reading of a day or period again finds this row, on every
    // instance and device. Rows without kind and period are never equal here (nulls are distinct).
    unique('readings_user_sign_kind_period_key').on(t.userId, t.zodiacSign, t.kind, t.period),
    // Serves the per-user keyset list (read backwards: `order by id desc` is DESC NULLS FIRST, which a
    // `id desc nulls last` index cannot give without sorting every row of the user) and the cascade from users.
    index('readings_user_id_id_idx').on(t.userId, t.id),
    check('readings_content_check', sql`${notBlank(t.content)} and char_length(${t.content}) <= 10000`),
    check('readings_zodiac_sign_check', oneOf(t.zodiacSign, signNameList)),
    check('readings_kind_check', oneOf(t.kind, readingKinds)),
    check(
      'readings_period_check',
      sql`(${t.kind} is null) = (${t.period} is null) and (${t.kind} is null or ${t.period} ~ (case ${t.kind}
        when 'day' then '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' when 'week' then '^[0-9]{4}-W[0-9]{2}$'
        when 'month' then '^[0-9]{4}-[0-9]{2}$' else '^[0-9]{4}$' end))`,
    ),
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
    // The newest check of each pair in either order: the history lists one row per pair (checks.ts).
    index('compatibility_checks_user_pair_id_idx').on(
      t.userId,
      sql`least(${t.firstSign}, ${t.secondSign})`,
      sql`greatest(${t.firstSign}, ${t.secondSign})`,
      t.id,
    ),
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
    check('daily_horoscopes_locale_check', languageCode(t.locale)),
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
    check('period_horoscopes_locale_check', languageCode(t.locale)),
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

/** A browser's Web Push subscription (one per device); the endpoint is the push service's URL for it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret, base64url, as its PushSubscription gives them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    expirationTime: timestamptz('expiration_time'),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
    /** When the browser last registered it (each visit confirms it): a user's least recently seen goes first. */
    lastSeenAt: timestamptz('last_seen_at').notNull().default(sql`now()`),
  },
  (t) => [
    unique('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_id_idx').on(t.userId, t.lastSeenAt),
    check(
      'push_subscriptions_endpoint_check',
      sql`${t.endpoint} like 'https://%' and char_length(${t.endpoint}) <= 2048`,
    ),
    check('push_subscriptions_p256dh_check', sql`${t.p256dh} ~ '^[A-Za-z0-9_-]{80,100}$'`),
    check('push_subscriptions_auth_check', sql`${t.auth} ~ '^[A-Za-z0-9_-]{16,44}$'`),
  ],
);

/**
 * A user's daily reminder. `next_local_date` and `next_due_at` are the next reminder to plan (null while off):
 * computed when the settings are saved and moved on by the instance that plans it, under `FOR UPDATE SKIP LOCKED`.
 */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    time: text('time').notNull().default('08:00'),
    timeZone: text('time_zone').notNull(),
    festivals: boolean('festivals').notNull().default(false),
    moon: boolean('moon').notNull().default(false),
    nextLocalDate: date('next_local_date', { mode: 'string' }),
    nextDueAt: timestamptz('next_due_at'),
    updatedAt: timestamptz('updated_at').notNull().default(sql`now()`),
  },
  (t) => [
    index('reminder_settings_next_due_at_idx').on(t.nextDueAt).where(sql`${t.nextDueAt} is not null`),
    check('reminder_settings_time_check', sql`${t.time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('reminder_settings_time_zone_check', sql`char_length(${t.timeZone}) between 1 and 64`),
    check(
      'reminder_settings_next_check',
      sql`(${t.nextDueAt} is null) = (${t.nextLocalDate} is null) and (${t.enabled} or ${t.nextDueAt} is null)`,
    ),
  ],
);

/** Test pushes a user asked for, kept an hour: how many they may ask for is counted here, by every instance. */
export const pushTestRequests = pgTable(
  'push_test_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: timestamptz('requested_at').notNull(),
  },
  (t) => [index('push_test_requests_user_id_idx').on(t.userId, t.requestedAt)],
);

/** The one VAPID key pair every instance signs with (base64url, as web-push takes them): row 1, made once. */
export const vapidKeys = pgTable(
  'vapid_keys',
  {
    id: smallint('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
  },
  (t) => [check('vapid_keys_single_row_check', sql`${t.id} = 1`)],
);

/** What a push is for. `test` is the one a user asks for; the others follow the reminder settings. */
export const pushKinds = ['daily', 'festival', 'moon', 'test'] as const;
export type PushKind = (typeof pushKinds)[number];

/** How a send ended; null while it is still to be sent. */
export const pushOutcomes = ['sent', 'gone', 'expired', 'failed'] as const;
export type PushOutcome = (typeof pushOutcomes)[number];

/**
 * Pushes to send, one per subscription and occasion. The unique key makes each (device, kind, local date) one
 * row however many instances plan it; an instance claims due rows with `FOR UPDATE SKIP LOCKED` and pushes
 * `next_attempt_at` past its lease, so a row whose instance died is claimed again once the lease runs out.
 */
export const pushSends = pgTable(
  'push_sends',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PushKind>().notNull(),
    /** The user's local date the push is for; null for a test push (any number a day). */
    localDate: date('local_date', { mode: 'string' }),
    timeZone: text('time_zone').notNull(),
    dueAt: timestamptz('due_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    nextAttemptAt: timestamptz('next_attempt_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    outcome: text('outcome').$type<PushOutcome>(),
    /** The push service's last answer to a failed attempt, e.g. `429` or `503: Service Unavailable`. */
    lastError: text('last_error'),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    unique('push_sends_subscription_kind_date_key').on(t.subscriptionId, t.kind, t.localDate),
    index('push_sends_due_idx').on(t.nextAttemptAt).where(sql`${t.outcome} is null`),
    index('push_sends_finished_at_idx').on(t.finishedAt).where(sql`${t.outcome} is not null`),
    check('push_sends_kind_check', oneOf(t.kind, pushKinds)),
    check('push_sends_outcome_check', oneOf(t.outcome, pushOutcomes)),
    check('push_sends_local_date_check', sql`(${t.kind} = 'test') = (${t.localDate} is null)`),
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

/**
 * A user's birth date, kept on their profile for their birth chart (optional time and IANA zone). One row per
 * user, gone with the account (the foreign key cascades).
 */
export const userBirths = pgTable(
  'user_births',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** Local time HH:MM, or null when unknown. */
    time: text('time'),
    timeZone: text('time_zone').notNull(),
    updatedAt: timestamptz('updated_at').notNull().default(sql`now()`),
  },
  (t) => [
    check('user_births_date_check', sql`${t.date} >= '1900-01-01'`),
    check('user_births_time_check', sql`${t.time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('user_births_time_zone_check', sql`char_length(${t.timeZone}) between 1 and 64`),
  ],
);

export type UserBirth = typeof userBirths.$inferSelect;

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Preview images of the public share pages, rendered once and kept as bytes, so every instance serves the same
 * image with the same ETag. `path` is the page's path (`/share/daily/stag/2026-11-27`); a share page is the same
 * for everyone, so nothing personal is in a key or an image.
 */
export const shareImages = pgTable(
  'share_images',
  {
    path: text('path').primaryKey(),
    png: bytea('png').notNull(),
    /** A strong ETag: the image's SHA-256, base64url. */
    etag: text('etag').notNull(),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
    /** When an instance last served it, kept to within the hour: the store drops the least recently served. */
    servedAt: timestamptz('served_at').notNull().default(sql`now()`),
    /** The PNG's length, summed to keep the store under its ceiling without reading the bytes. */
    size: integer('size').notNull().generatedAlwaysAs(sql`octet_length(png)`),
  },
  (t) => [
    check('share_images_path_check', sql`${t.path} ~ '^/share/' and char_length(${t.path}) <= 200`),
    check('share_images_png_check', sql`octet_length(${t.png}) between 1 and 2000000`),
  ],
);

/**
 * Rate-limit counters shared by every server instance: one row per limited key (`<class>:ip:<address>` or
 * `<class>:uid:<firebase uid>`) and its current fixed window. Made UNLOGGED by its migration (0003), which
 * drizzle-kit cannot express: no WAL for a counter bumped on every limited call, and after a crash the table
 * comes back empty, which only restarts the windows.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamptz('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_limits_window_start_idx').on(t.windowStart)],
);

/**
 * The service's heartbeat: each server instance writes the current minute (the database's clock, so instances
 * agree) every 20 seconds; a minute with a row is a minute the API and the database were up. `push_late`: the
 * first instance to write the minute saw pushes waiting past their time. Kept for two days: `status_days` holds
 * the 90 days the status page shows.
 */
export const statusMinutes = pgTable('status_minutes', {
  minute: timestamptz('minute').primaryKey(),
  pushLate: boolean('push_late').notNull(),
});

/** Per UTC day: the minutes with a heartbeat, those of them with pushes late, and the day's first heartbeat. */
export const statusDays = pgTable(
  'status_days',
  {
    day: date('day', { mode: 'string' }).primaryKey(),
    minutesUp: integer('minutes_up').notNull(),
    minutesPushLate: integer('minutes_push_late').notNull(),
    firstMinute: timestamptz('first_minute').notNull(),
  },
  (t) => [
    check('status_days_minutes_check', sql`${t.minutesUp} between 0 and 1440`),
    check('status_days_push_late_check', sql`${t.minutesPushLate} between 0 and ${t.minutesUp}`),
  ],
);

/**
 * A user's API keys, sent as `X-Api-Key` on public reads. Only the SHA-256 of the whole key is kept (hex): the key
 * is 32 random bytes, so a fast hash is enough, and the key itself is shown once, when made. `prefix` is the key's
 * first characters, shown in lists so its owner can tell keys apart. Revoking deletes the row: no statement can
 * find it again, on any instance. `last_used_at` is written at most once a minute per key.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
    lastUsedAt: timestamptz('last_used_at'),
  },
  (t) => [
    unique('api_keys_key_hash_key').on(t.keyHash),
    index('api_keys_user_id_idx').on(t.userId, t.id),
    check('api_keys_name_check', sql`${notBlank(t.name)} and char_length(${t.name}) <= 100`),
    check('api_keys_prefix_check', sql`${t.prefix} ~ '^cz_live_[A-Za-z0-9_-]{4}$'`),
    check('api_keys_key_hash_check', sql`${t.keyHash} ~ '^[0-9a-f]{64}$'`),
  ],
);

/**
 * Requests served with each key per UTC day: the day's quota counts here, and the developer page charts the last
 * 30 days. Gone with the key (the foreign key cascades); days older than the chart are swept.
 */
export const apiKeyUsage = pgTable(
  'api_key_usage',
  {
    keyId: integer('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.keyId, t.day] }),
    index('api_key_usage_day_idx').on(t.day),
    check('api_key_usage_count_check', sql`${t.count} >= 0`),
  ],
);

export type ApiKey = typeof apiKeys.$inferSelect;

export type ShareImage = typeof shareImages.$inferSelect;
export type PushSubscription = typeof pushSubscriptions.$inferSelect;
export type ReminderSettingsRow = typeof reminderSettings.$inferSelect;
export type PushSend = typeof pushSends.$inferSelect;
