/**
 * Plain reads and writes of rows for tests: set-up (a row of another user) and inspection (what is stored),
 * without the caller's row and access rules that the production statements carry.
 */
import type { SignName } from '@celtic/zodiac-core';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { beforeId, type Page } from '../queries/page';
import {
  type CompatibilityCheck,
  compatibilityChecks,
  deletedUsers,
  type Reading,
  readings,
  type User,
  users,
} from '../schema';

export async function createReading(
  db: Database,
  reading: { userId: number; content: string; zodiacSign: SignName; isFavorite?: boolean },
): Promise<Reading> {
  const [row] = await db.insert(readings).values(reading).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function listReadings(db: Database, params: { userId: number } & Page): Promise<Reading[]> {
  return db
    .select()
    .from(readings)
    .where(
      sql`${eq(readings.userId, params.userId)} and ${beforeId(readings.id, params.before) ?? sql`true`}`,
    )
    .orderBy(desc(readings.id))
    .limit(params.limit);
}

export async function createCompatibilityCheck(
  db: Database,
  check: {
    userId: number;
    firstSign: SignName;
    secondSign: SignName;
    compatibilityScore: number;
    compatibilityDetails: string;
  },
): Promise<CompatibilityCheck> {
  const [row] = await db.insert(compatibilityChecks).values(check).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function listCompatibilityChecks(
  db: Database,
  params: { userId: number } & Page,
): Promise<CompatibilityCheck[]> {
  return db
    .select()
    .from(compatibilityChecks)
    .where(
      sql`${eq(compatibilityChecks.userId, params.userId)} and ${beforeId(compatibilityChecks.id, params.before) ?? sql`true`}`,
    )
    .orderBy(desc(compatibilityChecks.id))
    .limit(params.limit);
}

export async function getUserById(db: Database, id: number): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function getUserByFirebaseUid(db: Database, firebaseUid: string): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.firebaseUid, firebaseUid));
  return row ?? null;
}

export async function listUsers(db: Database, page: Page): Promise<User[]> {
  return db
    .select()
    .from(users)
    .where(beforeId(users.id, page.before))
    .orderBy(desc(users.id))
    .limit(page.limit);
}

/** Whether the uid has a deletion tombstone. */
export async function wasDeleted(db: Database, firebaseUid: string): Promise<boolean> {
  const [row] = await db
    .select({ firebaseUid: deletedUsers.firebaseUid })
    .from(deletedUsers)
    .where(eq(deletedUsers.firebaseUid, firebaseUid));
  return row !== undefined;
}

/** Sets or clears a user's sign as a script would (no caller); null when there is no such user. */
export async function setZodiacSign(
  db: Database,
  userId: number,
  sign: SignName | null,
): Promise<User | null> {
  const [row] = await db.update(users).set({ zodiacSign: sign }).where(eq(users.id, userId)).returning();
  return row ?? null;
}

/** Deletes a user as a script would (readings and checks cascade), leaving the uid's tombstone. */
export async function deleteUser(db: Database, id: number): Promise<User | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(users).where(eq(users.id, id)).returning();
    if (!row) return null;
    await tx
      .insert(deletedUsers)
      .values({ firebaseUid: row.firebaseUid })
      .onConflictDoUpdate({ target: deletedUsers.firebaseUid, set: { deletedAt: sql`now()` } });
    return row;
  });
}
