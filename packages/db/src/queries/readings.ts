import type { SignName } from '@celtic/zodiac-core';
import { and, desc, eq, not } from 'drizzle-orm';
import type { Database } from '../client';
import { type Reading, readings } from '../schema';
import { beforeId, type Page } from './page';

export interface NewReading {
  userId: number;
  content: string;
  zodiacSign: SignName;
  isFavorite?: boolean;
}

export async function createReading(db: Database, reading: NewReading): Promise<Reading> {
  const [row] = await db
    .insert(readings)
    .values({ ...reading, isFavorite: reading.isFavorite ?? false })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Flips the flag in one statement, so two quick toggles never read the same old value. */
export async function toggleFavorite(
  db: Database,
  params: { id: number; userId: number },
): Promise<Reading | null> {
  const [row] = await db
    .update(readings)
    .set({ isFavorite: not(readings.isFavorite) })
    .where(and(eq(readings.id, params.id), eq(readings.userId, params.userId)))
    .returning();
  return row ?? null;
}

export async function listReadings(db: Database, params: { userId: number } & Page): Promise<Reading[]> {
  return db
    .select()
    .from(readings)
    .where(and(eq(readings.userId, params.userId), beforeId(readings.id, params.before)))
    .orderBy(desc(readings.id))
    .limit(params.limit);
}

/** False when the reading does not exist or belongs to someone else. */
export async function deleteReading(db: Database, params: { id: number; userId: number }): Promise<boolean> {
  const deleted = await db
    .delete(readings)
    .where(and(eq(readings.id, params.id), eq(readings.userId, params.userId)))
    .returning({ id: readings.id });
  return deleted.length > 0;
}
