/**
 * API keys: a user's keys (each read or write in one statement with the caller's row, caller.ts, except the
 * creation, which counts the caller's keys under a lock), and the one statement a keyed request costs: the key
 * found by its hash, its last use noted, its minute counted in `rate_limits` and its day in `api_key_usage`.
 * Nothing about a key is kept in a process: a revoked key (its row deleted) is unknown to the next statement of
 * every instance.
 */
import { and, asc, eq, getTableColumns, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { type ApiKey, apiKeys, apiKeyUsage, rateLimits, type User, users } from '../schema';
import { callerCte, callerRow, columnsOf } from './caller';
import { statement } from './prepared';

const ph = sql.placeholder;

/** Keys one account may hold at once. */
export const maxApiKeysPerUser = 10;

/** The `rate_limits` key a key's minute is counted under. */
export const apiKeyMinuteKey = (keyId: number) => `apikey:${keyId}`;

/** A key as its owner sees it listed: never its hash. */
export type ListedApiKey = Omit<ApiKey, 'keyHash' | 'userId'>;

const listedColumns = (() => {
  const { keyHash: _hash, userId: _user, ...columns } = getTableColumns(apiKeys);
  return columns;
})();

// --- The owner's keys --------------------------------------------------------------------------------

const listQuery = statement('apiKeysList', (db) =>
  db
    .select({ caller: columnsOf(users, callerRow), key: listedColumns })
    .from(callerRow)
    .leftJoin(apiKeys, eq(apiKeys.userId, callerRow.id))
    .where(eq(callerRow.firebaseUid, ph('uid')))
    .orderBy(asc(apiKeys.id)),
);

/** The caller's keys, oldest first (at most `maxApiKeysPerUser`). */
export async function listApiKeysAsCaller(
  db: Database,
  uid: string,
): Promise<{ caller: User | null; keys: ListedApiKey[] }> {
  const rows = await listQuery(db).execute({ uid });
  return {
    caller: rows[0]?.caller ?? null,
    keys: rows.flatMap((row) => (row.key ? [row.key as ListedApiKey] : [])),
  };
}

export interface NewApiKey {
  name: string;
  /** The key's first characters, shown in lists (`cz_live_` and four more). */
  prefix: string;
  /** SHA-256 of the whole key, lower-case hex. */
  keyHash: string;
}

/**
 * Stores a new key of the caller's, unless they hold `maxApiKeysPerUser` already (`full`). The caller's row is
 * locked first, so two creations at once, on any instance, each count the other's key.
 */
export async function createApiKeyAsCaller(
  db: Database,
  params: { uid: string } & NewApiKey,
): Promise<{ caller: User | null; key: ListedApiKey | null; full: boolean }> {
  return db.transaction(async (tx) => {
    const [caller] = await tx.select().from(users).where(eq(users.firebaseUid, params.uid)).for('update');
    if (!caller) return { caller: null, key: null, full: false };
    const [held] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(apiKeys)
      .where(eq(apiKeys.userId, caller.id));
    if ((held?.count ?? 0) >= maxApiKeysPerUser) return { caller, key: null, full: true };
    const [key] = await tx
      .insert(apiKeys)
      .values({ userId: caller.id, name: params.name, prefix: params.prefix, keyHash: params.keyHash })
      .returning(listedColumns);
    return { caller, key: key ?? null, full: false };
  });
}

const deleteQuery = statement('apiKeysDelete', (db) => {
  const c = callerCte(db);
  const w = db.$with('w').as(
    db
      .delete(apiKeys)
      .where(and(eq(apiKeys.id, ph('id')), inArray(apiKeys.userId, db.select({ id: c.id }).from(c))))
      .returning({ id: apiKeys.id }),
  );
  return db
    .with(c, w)
    .select({ caller: columnsOf(users, c), deleted: sql<number>`(select count(*) from ${w})::int` })
    .from(c);
});

/**
 * Revokes (deletes) one of the caller's keys, with its usage; `deleted` is 0 when the caller has no key of that
 * id (another user's key is not theirs to name).
 */
export async function deleteApiKeyAsCaller(
  db: Database,
  params: { uid: string; id: number },
): Promise<{ caller: User | null; deleted: number }> {
  const [row] = await deleteQuery(db).execute(params);
  return { caller: row?.caller ?? null, deleted: Number(row?.deleted ?? 0) };
}

const usageQuery = statement('apiKeysUsage', (db) =>
  db
    .select({
      caller: columnsOf(users, callerRow),
      keyId: apiKeys.id,
      day: apiKeyUsage.day,
      count: apiKeyUsage.count,
    })
    .from(callerRow)
    .leftJoin(apiKeys, eq(apiKeys.userId, callerRow.id))
    .leftJoin(
      apiKeyUsage,
      and(eq(apiKeyUsage.keyId, apiKeys.id), gte(apiKeyUsage.day, sql`${ph('from')}::date`)),
    )
    .where(eq(callerRow.firebaseUid, ph('uid')))
    .orderBy(asc(apiKeys.id), asc(apiKeyUsage.day)),
);

export interface ApiKeyDay {
  keyId: number;
  /** A UTC day, YYYY-MM-DD. */
  day: string;
  /** Requests served with the key that day. */
  count: number;
}

/**
 * The caller's keys (their ids, oldest first) and the requests each served per UTC day from `from` (YYYY-MM-DD)
 * on; days without any are absent.
 */
export async function apiKeyUsageAsCaller(
  db: Database,
  params: { uid: string; from: string },
): Promise<{ caller: User | null; keyIds: number[]; days: ApiKeyDay[] }> {
  const rows = await usageQuery(db).execute(params);
  return {
    caller: rows[0]?.caller ?? null,
    keyIds: [...new Set(rows.flatMap((row) => (row.keyId === null ? [] : [row.keyId])))],
    days: rows.flatMap((row) =>
      row.keyId !== null && row.day !== null && row.count !== null
        ? [{ keyId: row.keyId, day: row.day, count: row.count }]
        : [],
    ),
  };
}

/** Deletes the usage of days before `before` (YYYY-MM-DD); returns how many rows. */
export async function sweepApiKeyUsage(db: Database, before: string): Promise<number> {
  const rows = await db
    .delete(apiKeyUsage)
    .where(lt(apiKeyUsage.day, before))
    .returning({ keyId: apiKeyUsage.keyId });
  return rows.length;
}

// --- A keyed request ---------------------------------------------------------------------------------

/** What one keyed request found and counted. */
export interface ApiKeyMeter {
  /** The key's id; null: no key has this hash (never made, or revoked). Nothing was counted then. */
  keyId: number | null;
  /** Requests in the key's current minute window, this one included. */
  minute: number;
  /** Milliseconds until that window ends. */
  minuteResetMs: number;
  /** Requests served with the key today (UTC), this one included when it was served. */
  day: number;
  /** Milliseconds until the UTC day ends. */
  dayResetMs: number;
  /** Within both limits: the request was counted in the day's usage and may be answered. */
  served: boolean;
}

const utcToday = sql`(now() at time zone 'UTC')::date`;
const minuteWindow = sql`interval '1 minute'`;

const meterQuery = statement('apiKeyMeter', (db) => {
  const k = db.$with('k').as(
    db
      .select({ id: apiKeys.id })
      .from(apiKeys)
      .where(eq(apiKeys.keyHash, ph('keyHash'))),
  );
  // Executed whether or not the select below reads it; at most one write a minute per key.
  const touched = db.$with('touched').as(
    db
      .update(apiKeys)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          inArray(apiKeys.id, db.select({ id: k.id }).from(k)),
          or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - ${minuteWindow}`)),
        ),
      )
      .returning({ id: apiKeys.id }),
  );
  // The minute, in the rate limiter's table and as it counts (rate-limits.ts): a fixed window from the first call.
  const ended = sql`${rateLimits.windowStart} + ${minuteWindow} <= now()`;
  const m = db.$with('m').as(
    db
      .insert(rateLimits)
      .select(
        db
          .select({
            key: sql`'apikey:' || ${k.id}`.as('key'),
            windowStart: sql`now()`.as('window_start'),
            count: sql`1`.as('count'),
          })
          .from(k),
      )
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${ended} then 1 else ${rateLimits.count} + 1 end`,
          windowStart: sql`case when ${ended} then now() else ${rateLimits.windowStart} end`,
        },
      })
      .returning({
        current: rateLimits.count,
        resetMs:
          sql<number>`greatest(0, extract(epoch from ${rateLimits.windowStart} + ${minuteWindow} - now()) * 1000)::float8`.as(
            'reset_ms',
          ),
      }),
  );
  // The day, counted only for a request within its minute, and never past the day's limit: a refused request
  // is not in the usage.
  const d = db.$with('d').as(
    db
      .insert(apiKeyUsage)
      .select(
        db
          .select({ keyId: k.id, day: sql`${utcToday}`.as('day'), count: sql`1`.as('count') })
          .from(k)
          .innerJoin(m, lte(m.current, sql`${ph('perMinute')}::int`)),
      )
      .onConflictDoUpdate({
        target: [apiKeyUsage.keyId, apiKeyUsage.day],
        set: { count: sql`${apiKeyUsage.count} + 1` },
        setWhere: lt(apiKeyUsage.count, sql`${ph('perDay')}::int`),
      })
      .returning({ count: apiKeyUsage.count }),
  );
  return db
    .with(k, touched, m, d)
    .select({
      keyId: k.id,
      minute: m.current,
      minuteResetMs: m.resetMs,
      served: sql<number | null>`${d.count}`,
      // Before this statement's own writes: the day's count when this request was not added to it.
      before: sql<
        number | null
      >`(select ${apiKeyUsage.count} from ${apiKeyUsage} where ${apiKeyUsage.keyId} = ${k.id} and ${apiKeyUsage.day} = ${utcToday})`,
      dayResetMs: sql<number>`extract(epoch from (date_trunc('day', now() at time zone 'UTC') + interval '1 day') - (now() at time zone 'UTC')) * 1000`,
    })
    .from(k)
    .leftJoin(m, sql`true`)
    .leftJoin(d, sql`true`);
});

/** A limit above any count: a limit turned off. */
const unlimited = 2_147_483_647;

/**
 * One keyed request, in ONE statement: the key found by `keyHash`, its last use noted (at most once a minute),
 * its minute counted, and its day's usage counted when the request is within `perMinute` and `perDay` (0: no
 * such limit). An unknown hash counts nothing.
 */
export async function meterApiKey(
  db: Database,
  params: { keyHash: string; perMinute: number; perDay: number },
): Promise<ApiKeyMeter> {
  const [row] = await meterQuery(db).execute({
    keyHash: params.keyHash,
    perMinute: params.perMinute > 0 ? params.perMinute : unlimited,
    perDay: params.perDay > 0 ? params.perDay : unlimited,
  });
  if (!row) return { keyId: null, minute: 0, minuteResetMs: 0, day: 0, dayResetMs: 0, served: false };
  const served = row.served !== null;
  return {
    keyId: row.keyId,
    minute: Number(row.minute ?? 0),
    minuteResetMs: Math.round(Number(row.minuteResetMs ?? 0)),
    day: served ? Number(row.served) : Number(row.before ?? 0),
    dayResetMs: Math.round(Number(row.dayResetMs)),
    served,
  };
}
