/**
 * Everything held about a user, read in pages so an export of any size streams in bounded memory: the profile,
 * the role a site owner set by hand for their address, their kept birth date, their readings, compatibility checks, the audit rows
 * that name them, their idempotency keys, their reminder settings, their API keys (never the keys' hashes) and their devices' push subscriptions. Pages are keyset pages (newest first), each its own statement:
 * what is written while an export runs may or may not be in it, but nothing is listed twice or skipped.
 */
import { and, desc, eq, or } from 'drizzle-orm';
import type { Database } from '../client';
import {
  type AuditRow,
  auditLog,
  type CompatibilityCheck,
  compatibilityChecks,
  type HandSetRole,
  handSetRoles,
  idempotencyKeys,
  type Reading,
  type ReminderSettingsRow,
  readings,
  type User,
  type UserBirth,
  userBirths,
  users,
} from '../schema';
import { type ListedApiKey, listApiKeysAsCaller } from './api-keys';
import { beforeId } from './page';
import { type ExportedSubscription, ownPushSubscriptions, ownReminderSettings } from './push';

/** An idempotency key as exported: what it was used for and when, with the id of the row it answered. */
export interface ExportedKey {
  key: string;
  operation: string;
  rowId: number;
  createdAt: string;
}

export type OwnDataPart =
  | { kind: 'readings'; rows: Reading[] }
  | { kind: 'compatibilityChecks'; rows: CompatibilityCheck[] }
  | { kind: 'audit'; rows: AuditRow[] }
  | { kind: 'idempotencyKeys'; rows: ExportedKey[] }
  | { kind: 'pushSubscriptions'; rows: ExportedSubscription[] };

export interface OwnDataRead {
  /** The caller's row; null when no account has this uid (deleted). */
  caller: User | null;
  handSetRole: HandSetRole | null;
  birth: UserBirth | null;
  reminder: ReminderSettingsRow | null;
  /** The user's API keys (at most 10), without their hashes. */
  apiKeys: ListedApiKey[];
  /** The rest, page by page, in the order of `OwnDataPart['kind']` above. */
  pages: AsyncGenerator<OwnDataPart>;
}

// Each page is in flight across a round trip and survives a young-generation GC or two: small pages keep the
// server's memory flat however many rows a user has (`pnpm bench --only export` measures it).
const exportPageSize = 200;

/** Pages of `read(before)` (rows with id below `before`, newest first) until one comes back short. */
async function* pagesOf<T extends { id: number }>(read: (before: number | undefined) => Promise<T[]>) {
  let before: number | undefined;
  for (;;) {
    const rows = await read(before);
    if (rows.length > 0) yield rows;
    if (rows.length < exportPageSize) return;
    before = rows.at(-1)?.id;
  }
}

/** The caller's own data by Firebase uid: the profile at once, the rest as pages to stream. */
export async function ownDataAsCaller(db: Database, uid: string): Promise<OwnDataRead> {
  const [caller] = await db.select().from(users).where(eq(users.firebaseUid, uid));
  if (!caller)
    return {
      caller: null,
      handSetRole: null,
      birth: null,
      reminder: null,
      apiKeys: [],
      pages: (async function* () {})(),
    };
  // The role kept for the address is the person's only once Firebase vouched the address is theirs: the same
  // rule as the sign-in that would give it to them (users.ts).
  const [handSetRole] =
    caller.email && caller.emailVerified
      ? await db.select().from(handSetRoles).where(eq(handSetRoles.email, caller.email.toLowerCase()))
      : [];
  const [birth] = await db.select().from(userBirths).where(eq(userBirths.userId, caller.id));

  async function* pages(): AsyncGenerator<OwnDataPart> {
    const id = caller?.id ?? 0;
    for await (const rows of pagesOf((before) =>
      db
        .select()
        .from(readings)
        .where(and(eq(readings.userId, id), beforeId(readings.id, before)))
        .orderBy(desc(readings.id))
        .limit(exportPageSize),
    ))
      yield { kind: 'readings', rows };
    for await (const rows of pagesOf((before) =>
      db
        .select()
        .from(compatibilityChecks)
        .where(and(eq(compatibilityChecks.userId, id), beforeId(compatibilityChecks.id, before)))
        .orderBy(desc(compatibilityChecks.id))
        .limit(exportPageSize),
    ))
      yield { kind: 'compatibilityChecks', rows };
    for await (const rows of pagesOf((before) =>
      db
        .select()
        .from(auditLog)
        .where(and(or(eq(auditLog.targetId, id), eq(auditLog.actorId, id)), beforeId(auditLog.id, before)))
        .orderBy(desc(auditLog.id))
        .limit(exportPageSize),
    ))
      yield { kind: 'audit', rows };
    // A day's keys at most: one page.
    const keys = await db
      .select({
        key: idempotencyKeys.key,
        operation: idempotencyKeys.operation,
        rowId: idempotencyKeys.rowId,
        createdAt: idempotencyKeys.createdAt,
      })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, id))
      .orderBy(desc(idempotencyKeys.createdAt));
    if (keys.length > 0) yield { kind: 'idempotencyKeys', rows: keys };
    const subscriptions = await ownPushSubscriptions(db, id);
    if (subscriptions.length > 0) yield { kind: 'pushSubscriptions', rows: subscriptions };
  }

  const reminder = await ownReminderSettings(db, caller.id);
  const { keys } = await listApiKeysAsCaller(db, uid);
  return {
    caller,
    handSetRole: handSetRole ?? null,
    birth: birth ?? null,
    reminder,
    apiKeys: keys,
    pages: pages(),
  };
}
