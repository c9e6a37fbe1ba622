import type { SignName } from '@celtic/zodiac-core';
import { and, desc, eq, lt, not, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { type Reading, readings } from '../schema';
import type { Page } from './page';
import { preparedFor } from './prepared';

export interface NewReading {
  userId: number;
  content: string;
  zodiacSign: SignName;
  isFavorite?: boolean;
}

const insertReading = preparedFor((db) =>
  db
    .insert(readings)
    .values({
      userId: sql.placeholder('userId'),
      content: sql.placeholder('content'),
      zodiacSign: sql.placeholder('zodiacSign'),
      isFavorite: sql.placeholder('isFavorite'),
    })
    .returning()
    .prepare('create_reading'),
);

export async function createReading(db: Database, reading: NewReading): Promise<Reading> {
  const [row] = await insertReading(db).execute({ ...reading, isFavorite: reading.isFavorite ?? false });
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

const byUser = eq(readings.userId, sql.placeholder('userId'));
const firstPage = preparedFor((db) =>
  db
    .select()
    .from(readings)
    .where(byUser)
    .orderBy(desc(readings.id))
    .limit(sql.placeholder('limit'))
    .prepare('list_readings'),
);
const laterPage = preparedFor((db) =>
  db
    .select()
    .from(readings)
    .where(and(byUser, lt(readings.id, sql.placeholder('before'))))
    .orderBy(desc(readings.id))
    .limit(sql.placeholder('limit'))
    .prepare('list_readings_before'),
);

export async function listReadings(db: Database, params: { userId: number } & Page): Promise<Reading[]> {
  const { userId, limit, before } = params;
  return before === undefined
    ? firstPage(db).execute({ userId, limit })
    : laterPage(db).execute({ userId, limit, before });
}

/** False when the reading does not exist or belongs to someone else. */
export async function deleteReading(db: Database, params: { id: number; userId: number }): Promise<boolean> {
  const deleted = await db
    .delete(readings)
    .where(and(eq(readings.id, params.id), eq(readings.userId, params.userId)))
    .returning({ id: readings.id });
  return deleted.length > 0;
}
