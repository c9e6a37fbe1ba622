/**
 * Web Push: devices' subscriptions, reminder settings, the VAPID key pair and the pushes to send. What makes a
 * reminder sent once lives here, in the database: planning claims due settings under `FOR UPDATE SKIP LOCKED`,
 * writes one row per (device, kind, local date), which the unique key keeps single, and moves each setting on;
 * senders claim rows the same way and lease them by pushing `next_attempt_at` ahead. What to send when is the
 * sender's planner (apps/server/src/push/plan.ts).
 */
import { type Locale, nextReminderSlot, type SignName } from '@celtic/zodiac-core';
import { and, asc, eq, getTableColumns, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  type PushKind,
  type PushOutcome,
  type PushSubscription,
  pushSends,
  pushSubscriptions,
  pushTestRequests,
  type ReminderSettingsRow,
  reminderSettings,
  type User,
  users,
  vapidKeys,
} from '../schema';
import { callerCte, callerRow, columnsOf } from './caller';
import { statement } from './prepared';

const ph = sql.placeholder;

// --- The VAPID key pair ---------------------------------------------------------------------------

export interface VapidKeyPair {
  publicKey: string;
  privateKey: string;
}

/**
 * The key pair every instance signs with: `make()`'s pair is stored when there is none yet; when instances start
 * together, the first insert wins and all read the same row.
 */
export async function ensureVapidKeys(db: Database, make: () => VapidKeyPair): Promise<VapidKeyPair> {
  const existing = await readVapidKeys(db);
  if (existing) return existing;
  await db
    .insert(vapidKeys)
    .values({ id: 1, ...make() })
    .onConflictDoNothing();
  const stored = await readVapidKeys(db);
  if (!stored) throw new Error('vapid_keys has no row after inserting one');
  return stored;
}

/** The stored key pair, or null before the server first made one. */
export async function readVapidKeys(db: Database): Promise<VapidKeyPair | null> {
  const [row] = await db
    .select({ publicKey: vapidKeys.publicKey, privateKey: vapidKeys.privateKey })
    .from(vapidKeys)
    .where(eq(vapidKeys.id, 1));
  return row ?? null;
}

// --- Subscriptions, as the caller -------------------------------------------------------------------

export interface NewSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  /** ISO 8601, or null when the push service sets no expiry. */
  expirationTime: string | null;
}

/** Devices one account keeps: a new one past this replaces the one least recently seen. */
export const maxDevicesPerUser = 10;

/** The caller's row, locked until the transaction ends: one account's writes here run one at a time. */
async function lockCaller(tx: Database, uid: string): Promise<User | null> {
  const [caller] = await tx.select().from(users).where(eq(users.firebaseUid, uid)).for('update');
  return caller ?? null;
}

/**
 * Stores (or refreshes: `last_seen_at`) a subscription of the caller's device, and keeps the caller's newest
 * `maxDevicesPerUser`. An endpoint is a capability only its browser knows: registered again by someone else signed
 * in on that browser, it moves to them (the earlier account no longer receives that device's pushes). The
 * caller's row is locked first, so concurrent registrations (on any instance) each count the others'.
 */
export async function saveSubscriptionAsCaller(
  db: Database,
  params: { uid: string; now?: Date } & NewSubscription,
): Promise<{ caller: User | null; subscription: PushSubscription | null }> {
  return db.transaction(async (tx) => {
    const caller = await lockCaller(tx, params.uid);
    if (!caller) return { caller: null, subscription: null };
    const seen = (params.now ?? new Date()).toISOString();
    const [subscription] = await tx
      .insert(pushSubscriptions)
      .values({
        userId: caller.id,
        endpoint: params.endpoint,
        p256dh: params.p256dh,
        auth: params.auth,
        expirationTime: params.expirationTime,
        lastSeenAt: seen,
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId: caller.id,
          p256dh: params.p256dh,
          auth: params.auth,
          expirationTime: params.expirationTime,
          lastSeenAt: seen,
        },
      })
      .returning();
    await tx.execute(sql`delete from ${pushSubscriptions}
      where user_id = ${caller.id} and id not in (
        select id from ${pushSubscriptions} where user_id = ${caller.id}
        order by last_seen_at desc, id desc limit ${maxDevicesPerUser})`);
    return { caller, subscription: subscription ?? null };
  });
}

const deleteSubscriptionQuery = statement('deleteSubscription', (db) => {
  const c = callerCte(db);
  const w = db.$with('w').as(
    db
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.endpoint, ph('endpoint')),
          inArray(pushSubscriptions.userId, db.select({ id: c.id }).from(c)),
        ),
      )
      .returning({ id: pushSubscriptions.id }),
  );
  return db
    .with(c, w)
    .select({ caller: columnsOf(users, c), deleted: sql<number>`(select count(*) from ${w})::int` })
    .from(c);
});

/** Removes the caller's subscription of `endpoint` (one device); `deleted` is false when they had none such. */
export async function deleteSubscriptionAsCaller(
  db: Database,
  params: { uid: string; endpoint: string },
): Promise<{ caller: User | null; deleted: boolean }> {
  const [row] = await deleteSubscriptionQuery(db).execute(params);
  return { caller: row?.caller ?? null, deleted: Number(row?.deleted ?? 0) > 0 };
}

// --- Reminder settings, as the caller -----------------------------------------------------------------

const readSettingsQuery = statement('readSettings', (db) =>
  db
    .select({ caller: columnsOf(users, callerRow), settings: getTableColumns(reminderSettings) })
    .from(callerRow)
    .leftJoin(reminderSettings, eq(reminderSettings.userId, callerRow.id))
    .where(eq(callerRow.firebaseUid, ph('uid'))),
);

export interface SettingsAsCaller {
  caller: User | null;
  settings: ReminderSettingsRow | null;
}

/** The caller's reminder settings; null when they never saved any. */
export async function reminderSettingsAsCaller(db: Database, uid: string): Promise<SettingsAsCaller> {
  const [row] = await readSettingsQuery(db).execute({ uid });
  return { caller: row?.caller ?? null, settings: row?.settings ?? null };
}

export interface ReminderSettingsInput {
  enabled: boolean;
  /** HH:MM. */
  time: string;
  /** An IANA zone the caller checked. */
  timeZone: string;
  festivals: boolean;
  moon: boolean;
}

const excluded = (column: string) => sql.raw(`excluded.${column}`);

const saveSettingsQuery = statement('saveSettings', (db) => {
  const c = callerCte(db);
  const w = db.$with('w').as(
    db
      .insert(reminderSettings)
      .select(
        db
          .select({
            userId: c.id,
            enabled: sql`${ph('enabled')}::boolean`.as('enabled'),
            time: sql`${ph('time')}::text`.as('time'),
            timeZone: sql`${ph('timeZone')}::text`.as('time_zone'),
            festivals: sql`${ph('festivals')}::boolean`.as('festivals'),
            moon: sql`${ph('moon')}::boolean`.as('moon'),
            nextLocalDate: sql`${ph('nextLocalDate')}::date`.as('next_local_date'),
            nextDueAt: sql`${ph('nextDueAt')}::timestamptz`.as('next_due_at'),
            updatedAt: sql`now()`.as('updated_at'),
          })
          .from(c),
      )
      .onConflictDoUpdate({
        target: reminderSettings.userId,
        set: {
          enabled: excluded('enabled'),
          time: excluded('time'),
          timeZone: excluded('time_zone'),
          festivals: excluded('festivals'),
          moon: excluded('moon'),
          nextLocalDate: excluded('next_local_date'),
          nextDueAt: excluded('next_due_at'),
          updatedAt: sql`now()`,
        },
      })
      .returning(getTableColumns(reminderSettings)),
  );
  return db
    .with(c, w)
    .select({ caller: columnsOf(users, c), settings: columnsOf(reminderSettings, w) })
    .from(c)
    .leftJoin(w, sql`true`);
});

/**
 * Saves the caller's settings and plans their next reminder from `now`. A reminder already planned for a local
 * date is not planned twice (push_sends' unique key), so moving the time later on the same day sends nothing more.
 */
export async function saveReminderSettingsAsCaller(
  db: Database,
  params: { uid: string; now: Date } & ReminderSettingsInput,
): Promise<SettingsAsCaller> {
  const next = params.enabled ? nextReminderSlot(params.timeZone, params.time, params.now) : null;
  const [row] = await saveSettingsQuery(db).execute({
    uid: params.uid,
    enabled: params.enabled,
    time: params.time,
    timeZone: params.timeZone,
    festivals: params.festivals,
    moon: params.moon,
    nextLocalDate: next?.localDate ?? null,
    nextDueAt: next?.dueAt.toISOString() ?? null,
  });
  return { caller: row?.caller ?? null, settings: (row?.settings as ReminderSettingsRow | null) ?? null };
}

/** How long a test push may wait for its push service before it is dropped. */
const testPushLifetimeMs = 10 * 60_000;

/** Test pushes one account may ask for in an hour (each goes to every device of theirs). */
export const maxTestPushesPerHour = 5;
const hourMs = 3_600_000;

/** A test push asked for: how many went out, or, past the hourly limit, when the next may be asked for. */
export type TestPushQueued =
  | { caller: User | null; queued: number; retryAfterSeconds?: undefined }
  | { caller: User; queued: 0; retryAfterSeconds: number };

/**
 * Queues one test push now to each of the caller's devices, at most `maxTestPushesPerHour` an hour: the requests
 * are rows (push_test_requests), counted under the caller's row lock, so every instance counts the same ones.
 */
export async function queueTestPushAsCaller(
  db: Database,
  params: { uid: string; now: Date },
): Promise<TestPushQueued> {
  return db.transaction(async (tx) => {
    const caller = await lockCaller(tx, params.uid);
    if (!caller) return { caller: null, queued: 0 };
    const hourAgo = new Date(params.now.getTime() - hourMs).toISOString();
    await tx
      .delete(pushTestRequests)
      .where(and(eq(pushTestRequests.userId, caller.id), lte(pushTestRequests.requestedAt, hourAgo)));
    const counted = await tx
      .select({ at: pushTestRequests.requestedAt })
      .from(pushTestRequests)
      .where(eq(pushTestRequests.userId, caller.id))
      .orderBy(asc(pushTestRequests.requestedAt));
    const oldest = counted[0];
    if (counted.length >= maxTestPushesPerHour && oldest) {
      // Until the oldest counted request is an hour old.
      const waitMs = Date.parse(oldest.at) + hourMs - params.now.getTime();
      return { caller, queued: 0, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    }
    const now = params.now.toISOString();
    await tx.insert(pushTestRequests).values({ userId: caller.id, requestedAt: now });
    const expiresAt = new Date(params.now.getTime() + testPushLifetimeMs).toISOString();
    const queued = await tx.execute(sql`insert into ${pushSends}
        (subscription_id, kind, local_date, time_zone, due_at, expires_at, next_attempt_at)
      select s.id, 'test', null, coalesce(r.time_zone, 'UTC'), ${now}::timestamptz, ${expiresAt}::timestamptz,
        ${now}::timestamptz
      from ${pushSubscriptions} s left join ${reminderSettings} r on r.user_id = s.user_id
      where s.user_id = ${caller.id}
      returning id`);
    return { caller, queued: rowsOf(queued).length };
  });
}

/** The rows of `execute` on either driver (postgres.js gives an array, PGlite an object with `rows`). */
function rowsOf(result: unknown): unknown[] {
  return Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []);
}

// --- Export ---------------------------------------------------------------------------------------------

/** A device as exported: no keys (they are the browser's secrets for decrypting, of no use to the person). */
export interface ExportedSubscription {
  endpoint: string;
  expirationTime: string | null;
  createdAt: string;
}

/** The user's devices, oldest first: a handful, one page. */
export async function ownPushSubscriptions(db: Database, userId: number): Promise<ExportedSubscription[]> {
  return db
    .select({
      endpoint: pushSubscriptions.endpoint,
      expirationTime: pushSubscriptions.expirationTime,
      createdAt: pushSubscriptions.createdAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.id));
}

export async function ownReminderSettings(db: Database, userId: number): Promise<ReminderSettingsRow | null> {
  const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId));
  return row ?? null;
}

// --- Planning: settings due → pushes to send ----------------------------------------------------------
// The statements only; what to send when (the rules) is the sender's planner, handed in as `plan`.

/** A setting whose next reminder is due, claimed for planning, with its user's devices. */
export interface DueReminder {
  userId: number;
  /** HH:MM. */
  time: string;
  timeZone: string;
  festivals: boolean;
  moon: boolean;
  /** The local date the reminder was planned for (`next_local_date`). */
  localDate: string;
  /** The user's push_subscriptions ids. */
  devices: number[];
}

/** A push to write: one per device, kind and local date (a row already there stays as it is). */
export interface PlannedSend {
  subscriptionId: number;
  kind: PushKind;
  localDate: string;
  timeZone: string;
  dueAt: Date;
  expiresAt: Date;
}

/** A setting's next reminder: `next_local_date` and `next_due_at`. */
export interface NextReminder {
  userId: number;
  localDate: string;
  dueAt: Date;
}

/** What a planner made of the due settings: the pushes to write, and every due setting's next reminder. */
export interface ReminderPlan {
  sends: PlannedSend[];
  next: NextReminder[];
}

/** Up to `limit` settings due at `now`, locked until the transaction ends; those another planner holds are skipped. */
async function selectDueReminders(tx: Database, now: string, limit: number): Promise<DueReminder[]> {
  const due = await tx
    .select({
      userId: reminderSettings.userId,
      time: reminderSettings.time,
      timeZone: reminderSettings.timeZone,
      festivals: reminderSettings.festivals,
      moon: reminderSettings.moon,
      localDate: reminderSettings.nextLocalDate,
    })
    .from(reminderSettings)
    .where(and(isNotNull(reminderSettings.nextDueAt), lte(reminderSettings.nextDueAt, now)))
    .orderBy(asc(reminderSettings.nextDueAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  const devices = await tx
    .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    // The ids as one JSON parameter: `in ($1 … $500)` is a statement of its own for every batch size, each
    // prepared and described anew.
    .where(
      sql`${pushSubscriptions.userId} in (select value::int from jsonb_array_elements_text(${JSON.stringify(
        due.map((row) => row.userId),
      )}::jsonb))`,
    );
  const devicesOf = new Map<number, number[]>();
  for (const device of devices)
    devicesOf.set(device.userId, [...(devicesOf.get(device.userId) ?? []), device.id]);
  // next_local_date is set whenever next_due_at is (reminder_settings_next_check).
  return due.map((row) => ({
    ...row,
    localDate: row.localDate ?? '',
    devices: devicesOf.get(row.userId) ?? [],
  }));
}

/**
 * Writes the planned pushes, first attempt at `now`; one already planned for its device, kind and date is left
 * as it is (push_sends' unique key). One parameter (a JSON array) rather than seven per row: a statement of
 * thousands of parameters cost more CPU to build and describe than the planning itself.
 */
async function insertPlannedSends(tx: Database, sends: PlannedSend[], now: string): Promise<void> {
  if (sends.length === 0) return;
  const rows = sends.map((send) => ({
    subscription_id: send.subscriptionId,
    kind: send.kind,
    local_date: send.localDate,
    time_zone: send.timeZone,
    due_at: send.dueAt.toISOString(),
    expires_at: send.expiresAt.toISOString(),
  }));
  await tx.execute(sql`insert into ${pushSends}
      (subscription_id, kind, local_date, time_zone, due_at, expires_at, next_attempt_at)
    select s.subscription_id, s.kind, s.local_date, s.time_zone, s.due_at, s.expires_at, ${now}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as s(subscription_id int, kind text,
      local_date date, time_zone text, due_at timestamptz, expires_at timestamptz)
    on conflict do nothing`);
}

/** Moves each setting on to its next reminder. */
async function moveReminders(tx: Database, next: NextReminder[]): Promise<void> {
  if (next.length === 0) return;
  const rows = next.map((move) => ({
    user_id: move.userId,
    local_date: move.localDate,
    due_at: move.dueAt.toISOString(),
  }));
  await tx.execute(sql`update ${reminderSettings} r
    set next_local_date = m.local_date, next_due_at = m.due_at
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as m(user_id int, local_date date, due_at timestamptz)
    where r.user_id = m.user_id`);
}

/**
 * Claims up to `limit` settings whose next reminder is due at `now`, hands them to `plan` (pure: no I/O, it runs
 * inside the transaction), writes the pushes it planned and moves each setting on to the next reminder it gave.
 * One transaction: an instance that dies before committing leaves the settings due for another, and a setting
 * locked by one planner is skipped by the others. Returns how many settings were planned.
 */
export async function planDueReminders(
  db: Database,
  params: { now: Date; limit: number; plan: (due: DueReminder[]) => ReminderPlan },
): Promise<number> {
  const now = params.now.toISOString();
  return db.transaction(async (tx) => {
    const due = await selectDueReminders(tx, now, params.limit);
    if (due.length === 0) return 0;
    const { sends, next } = params.plan(due);
    await insertPlannedSends(tx, sends, now);
    await moveReminders(tx, next);
    return due.length;
  });
}

// --- Sending: claim, then record ---------------------------------------------------------------------

/** A push claimed for sending, with what the message and its encryption need. */
export interface ClaimedPush {
  id: number;
  kind: PushKind;
  localDate: string | null;
  timeZone: string;
  dueAt: string;
  expiresAt: string;
  attempts: number;
  subscriptionId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  sign: SignName | null;
  /** The language the user chose; null: none yet (the message is then in English). */
  locale: Locale | null;
}

// One statement, so one round trip and its own transaction: the due rows in order, skipping those another
// instance has locked, are either leased (`next_attempt_at` moved to the lease's end, one attempt more) or, out
// of date, finished as `expired`; the leased ones come back with what sending needs.
const claimQuery = statement('claim', (db) => {
  const claimed = db.$with('claimed', getTableColumns(pushSends)).as(
    sql`with due as materialized (
        select id from ${pushSends}
        where outcome is null and next_attempt_at <= ${ph('now')}::timestamptz
        -- Reminders before test pushes: however many tests are asked for, a reminder due is sent first.
        order by (kind = 'test'), next_attempt_at
        limit ${ph('limit')}::int
        for update skip locked
      )
      update ${pushSends} p set
        outcome = case when p.expires_at <= ${ph('now')}::timestamptz then 'expired' end,
        finished_at = case when p.expires_at <= ${ph('now')}::timestamptz then ${ph('now')}::timestamptz end,
        next_attempt_at = case when p.expires_at <= ${ph('now')}::timestamptz then p.next_attempt_at
          else ${ph('leaseEnd')}::timestamptz end,
        attempts = case when p.expires_at <= ${ph('now')}::timestamptz then p.attempts else p.attempts + 1 end
      from due where p.id = due.id
      returning p.*`,
  );
  return db
    .with(claimed)
    .select({
      id: claimed.id,
      outcome: claimed.outcome,
      kind: claimed.kind,
      localDate: claimed.localDate,
      timeZone: claimed.timeZone,
      dueAt: claimed.dueAt,
      expiresAt: claimed.expiresAt,
      attempts: claimed.attempts,
      subscriptionId: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      sign: users.zodiacSign,
      locale: users.locale,
    })
    .from(claimed)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, claimed.subscriptionId))
    .innerJoin(users, eq(users.id, pushSubscriptions.userId));
});

/** What one claim took: the pushes to send now, and how many it found out of date (now `expired`). */
export interface Claim {
  pushes: ClaimedPush[];
  expired: number;
}

/**
 * Claims up to `limit` pushes due at `now` for `leaseMs`: another instance claims them again only after the lease,
 * so a sender that dies mid-send leaves its pushes to others. Due pushes already out of date are marked `expired`
 * instead (they count towards `limit`).
 */
export async function claimDuePushes(
  db: Database,
  params: { now: Date; limit: number; leaseMs: number },
): Promise<Claim> {
  const rows = await claimQuery(db).execute({
    now: params.now.toISOString(),
    leaseEnd: new Date(params.now.getTime() + params.leaseMs).toISOString(),
    limit: params.limit,
  });
  const pushes: ClaimedPush[] = [];
  let expired = 0;
  for (const { outcome, ...push } of rows) {
    if (outcome === null) pushes.push(push as ClaimedPush);
    else expired += 1;
  }
  return { pushes, expired };
}

/** What became of one claimed push. */
export type PushResult =
  | { id: number; outcome: Exclude<PushOutcome, 'gone'>; error?: string }
  /** The push service no longer knows the subscription (404, 410): the device is removed. */
  | { id: number; outcome: 'gone'; subscriptionId: number; error: string }
  /** Try again at `retryAt` (429, 5xx, a network error). */
  | { id: number; outcome: null; retryAt: Date; error: string };

/** Records a batch of results in one statement, and removes the subscriptions that are gone. */
export async function recordPushResults(db: Database, params: { now: Date; results: PushResult[] }) {
  if (params.results.length === 0) return;
  const rows = params.results.map((result) => ({
    id: result.id,
    outcome: result.outcome,
    next_attempt_at: result.outcome === null ? result.retryAt.toISOString() : null,
    last_error: result.error ?? null,
  }));
  await db.execute(sql`update ${pushSends} p
    set outcome = r.outcome,
      next_attempt_at = coalesce(r.next_attempt_at, p.next_attempt_at),
      last_error = coalesce(r.last_error, p.last_error),
      finished_at = case when r.outcome is null then null else ${params.now.toISOString()}::timestamptz end
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as r(id int, outcome text, next_attempt_at timestamptz, last_error text)
    where p.id = r.id`);
  const gone = params.results.flatMap((result) => (result.outcome === 'gone' ? [result.subscriptionId] : []));
  if (gone.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
}

/** Deletes finished pushes older than `before` (kept until then: their unique key stops a second send). */
export async function pruneFinishedPushes(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(pushSends)
    .where(and(isNotNull(pushSends.outcome), lt(pushSends.finishedAt, before.toISOString())))
    .returning({ id: pushSends.id });
  return deleted.length;
}
