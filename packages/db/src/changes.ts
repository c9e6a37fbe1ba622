import type { PGlite } from '@electric-sql/pglite';
import type { Sql } from 'postgres';
import type { DbHandle } from './client';

/** The channel migration 0002's triggers notify after each statement writing users, readings or checks. */
export const userChangesChannel = 'celtic_user_changed';

/** Whose data changed: some users by id, or possibly anyone (too many ids, a TRUNCATE, missed notifications). */
export type UserChange = { everyone: true } | { everyone: false; userIds: number[] };

export interface UserChangeFeed {
  /** Stops listening; the handle stays open. */
  close(): Promise<void>;
}

const everyone: UserChange = { everyone: true };

/** Reads a notification payload: '*' or comma-separated ids. Anything else is treated as '*', to be safe. */
export function parseUserChange(payload: string): UserChange {
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
 */
export async function watchUserChanges(
  handle: Pick<DbHandle, 'db' | 'kind'>,
  onChange: (change: UserChange) => void,
): Promise<UserChangeFeed> {
  // drizzle keeps the driver's client on the database object; DbHandle does not expose it otherwise.
  const client = (handle.db as unknown as { $client: unknown }).$client;
  const deliver = (payload: string) => onChange(parseUserChange(payload));
  if (handle.kind === 'postgres') {
    const listening = await (client as Sql).listen(userChangesChannel, deliver, () => onChange(everyone));
    return { close: () => listening.unlisten().then(() => undefined) };
  }
  const unlisten = await (client as PGlite).listen(userChangesChannel, deliver);
  return { close: () => unlisten() };
}
