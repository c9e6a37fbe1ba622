import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type { Sql } from 'postgres';
import type { DbHandle } from './client';

/** The channel migration 0002's triggers notify after each statement writing users, readings or checks. */
export const userChangesChannel = 'celtic_user_changed';

/** Whose data changed: some users by id, or possibly anyone (too many ids, a TRUNCATE, missed notifications). */
export type UserChange = { everyone: true } | { everyone: false; userIds: number[] };

export interface UserChangeFeed {
  /**
   * Tells the other listeners that `userId`'s data changed, once this process's write has committed. Needed
   * on PostgreSQL when the handle was opened with `announcesUserChanges` (the triggers then stay silent);
   * announcements are batched, one NOTIFY in flight at a time. A no-op on PGlite, whose triggers announce.
   */
  announce(userId: number): void;
  /** Stops listening; the handle stays open. */
  close(): Promise<void>;
}

const everyone: UserChange = { everyone: true };
// Payloads stay below PostgreSQL's 8000-byte limit, with room for the origin tag.
const maxIdsBytes = 7900;

/**
 * Reads a notification payload: '*' or comma-separated ids, optionally after `<origin>:` (announcements
 * name the process that sent them). Anything else is treated as '*', to be safe.
 */
export function parseUserChange(payload: string): UserChange & { origin?: string } {
  const colon = payload.indexOf(':');
  if (colon >= 0) return { ...parseUserChange(payload.slice(colon + 1)), origin: payload.slice(0, colon) };
  if (payload === '*' || payload === '') return everyone;
  const userIds: number[] = [];
  for (const part of payload.split(',')) {
    const id = Number(part);
    if (!Number.isSafeInteger(id) || id < 1) return everyone;
    userIds.push(id);
  }
  return { everyone: false, userIds };
}

/**
 * Calls `onChange` whenever users', readings' or compatibility checks' rows change in the database, from this
 * process or any other (other server instances, psql, the bench seed). On PostgreSQL a dedicated connection
 * LISTENs (postgres.js reconnects it itself); each time it is (re)established `onChange` hears "everyone",
 * because notifications sent while it was down are lost. PGlite delivers its own writes' notifications.
 * This process's own announcements are not reported back to it.
 */
export async function watchUserChanges(
  handle: Pick<DbHandle, 'db' | 'kind'>,
  onChange: (change: UserChange) => void,
): Promise<UserChangeFeed> {
  // drizzle keeps the driver's client on the database object; DbHandle does not expose it otherwise.
  const client = (handle.db as unknown as { $client: unknown }).$client;
  const origin = randomBytes(6).toString('hex');
  const deliver = (payload: string) => {
    const { origin: from, ...change } = parseUserChange(payload);
    if (from !== origin) onChange(change);
  };
  if (handle.kind === 'postgres') {
    const sql = client as Sql;
    const listening = await sql.listen(userChangesChannel, deliver, () => onChange(everyone));
    return {
      announce: announcer(
        (payload) => sql`select pg_notify(${userChangesChannel}, ${`${origin}:${payload}`})`,
      ),
      close: () => listening.unlisten().then(() => undefined),
    };
  }
  const unlisten = await (client as PGlite).listen(userChangesChannel, deliver);
  return { announce: () => {}, close: () => unlisten() };
}

/**
 * Collects ids and sends them with `notify`, one call in flight at a time: ids announced meanwhile go out
 * together in the next. A failed NOTIFY is dropped: the other instances then rely on their reconnect (which
 * clears their caches) or on their caches' expiry.
 */
export function announcer(notify: (payload: string) => Promise<unknown>): (userId: number) => void {
  const pending = new Set<number>();
  let sending = false;
  async function flush(): Promise<void> {
    sending = true;
    try {
      while (pending.size > 0) {
        const payload = [...pending].join(',');
        pending.clear();
        await notify(payload.length > maxIdsBytes ? '*' : payload).catch(() => {});
      }
    } finally {
      sending = false;
    }
  }
  return (userId) => {
    pending.add(userId);
    if (!sending) void flush();
  };
}
