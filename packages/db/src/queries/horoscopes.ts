import type { DailyHoroscope, SignName } from '@celtic/zodiac-core';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { dailyHoroscopes } from '../schema';

async function findStored(db: Database, sign: SignName, isoDate: string): Promise<DailyHoroscope | null> {
  const [row] = await db
    .select({ horoscope: dailyHoroscopes.horoscope })
    .from(dailyHoroscopes)
    .where(and(eq(dailyHoroscopes.sign, sign), eq(dailyHoroscopes.date, isoDate)));
  return row?.horoscope ?? null;
}

/**
 * The stored horoscope for (sign, date), generating and storing it on first request. Concurrent first
 * requests may all generate, but only one insert wins and every caller returns that stored value.
 */
export async function getOrCreateDailyHoroscope(
  db: Database,
  sign: SignName,
  isoDate: string,
  generate: () => DailyHoroscope,
): Promise<DailyHoroscope> {
  const existing = await findStored(db, sign, isoDate);
  if (existing) return existing;
  await db
    .insert(dailyHoroscopes)
    .values({ sign, date: isoDate, horoscope: generate() })
    .onConflictDoNothing({ target: [dailyHoroscopes.sign, dailyHoroscopes.date] });
  const stored = await findStored(db, sign, isoDate);
  if (!stored) throw new Error(`daily horoscope for ${sign} on ${isoDate} missing after insert`);
  return stored;
}
