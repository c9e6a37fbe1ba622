import type { DailyHoroscope, Locale, PeriodHoroscope, SignName } from '@celtic/zodiac-core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { dailyHoroscopes, periodHoroscopes } from '../schema';

async function findStored(
  db: Database,
  sign: SignName,
  isoDate: string,
  locale: Locale,
): Promise<DailyHoroscope | null> {
  const [row] = await db
    .select({ horoscope: dailyHoroscopes.horoscope })
    .from(dailyHoroscopes)
    .where(
      and(
        eq(dailyHoroscopes.sign, sign),
        eq(dailyHoroscopes.date, isoDate),
        eq(dailyHoroscopes.locale, locale),
      ),
    );
  return row?.horoscope ?? null;
}

const dailyKey = [dailyHoroscopes.sign, dailyHoroscopes.date, dailyHoroscopes.locale];

/**
 * The stored horoscope for (sign, date) in `locale`, generating and storing it on first request. Concurrent
 * first requests may all generate, but only one insert wins and every caller returns that stored value.
 */
export async function getOrCreateDailyHoroscope(
  db: Database,
  sign: SignName,
  isoDate: string,
  locale: Locale,
  generate: () => DailyHoroscope,
): Promise<DailyHoroscope> {
  const existing = await findStored(db, sign, isoDate, locale);
  if (existing) return existing;
  await db
    .insert(dailyHoroscopes)
    .values({ sign, date: isoDate, locale, horoscope: generate() })
    .onConflictDoNothing({ target: dailyKey });
  const stored = await findStored(db, sign, isoDate, locale);
  if (!stored) throw new Error(`daily horoscope for ${sign} on ${isoDate} (${locale}) missing after insert`);
  return stored;
}

export interface SignDate {
  sign: SignName;
  date: string;
}

async function findMany(
  db: Database,
  wanted: readonly SignDate[],
  locale: Locale,
): Promise<Map<string, DailyHoroscope>> {
  const signs = [...new Set(wanted.map((w) => w.sign))];
  const dates = [...new Set(wanted.map((w) => w.date))];
  const rows = await db
    .select({ sign: dailyHoroscopes.sign, date: dailyHoroscopes.date, horoscope: dailyHoroscopes.horoscope })
    .from(dailyHoroscopes)
    .where(
      and(
        inArray(dailyHoroscopes.sign, signs),
        inArray(dailyHoroscopes.date, dates),
        eq(dailyHoroscopes.locale, locale),
      ),
    );
  return new Map(rows.map((row) => [`${row.sign} ${row.date}`, row.horoscope]));
}

/**
 * Many (sign, date) horoscopes in one language at once, in the order asked (one sign's days, or one day's
 * signs): one query for those already stored, one insert of the missing ones (a concurrent insert of the same
 * row wins, as above), and one more query only when something was missing. Every one returned is the stored row.
 */
export async function getOrCreateDailyHoroscopes(
  db: Database,
  wanted: readonly SignDate[],
  locale: Locale,
  generate: (sign: SignName, date: string) => DailyHoroscope,
): Promise<DailyHoroscope[]> {
  if (wanted.length === 0) return [];
  const key = (w: SignDate) => `${w.sign} ${w.date}`;
  let stored = await findMany(db, wanted, locale);
  const missing = wanted.filter((w) => !stored.has(key(w)));
  if (missing.length > 0) {
    await db
      .insert(dailyHoroscopes)
      .values(
        missing.map((w) => ({ sign: w.sign, date: w.date, locale, horoscope: generate(w.sign, w.date) })),
      )
      .onConflictDoNothing({ target: dailyKey });
    stored = await findMany(db, wanted, locale);
  }
  return wanted.map((w) => {
    const horoscope = stored.get(key(w));
    if (!horoscope)
      throw new Error(`daily horoscope for ${w.sign} on ${w.date} (${locale}) missing after insert`);
    return horoscope;
  });
}

async function findPeriod(
  db: Database,
  sign: SignName,
  period: string,
  locale: Locale,
): Promise<PeriodHoroscope | null> {
  const [row] = await db
    .select({ horoscope: periodHoroscopes.horoscope })
    .from(periodHoroscopes)
    .where(
      and(
        eq(periodHoroscopes.sign, sign),
        eq(periodHoroscopes.period, period),
        eq(periodHoroscopes.locale, locale),
      ),
    );
  return row?.horoscope ?? null;
}

/** The stored weekly, monthly or yearly reading of (sign, period) in `locale`, stored on first request. */
export async function getOrCreatePeriodHoroscope(
  db: Database,
  sign: SignName,
  period: string,
  locale: Locale,
  generate: () => PeriodHoroscope,
): Promise<PeriodHoroscope> {
  const existing = await findPeriod(db, sign, period, locale);
  if (existing) return existing;
  await db
    .insert(periodHoroscopes)
    .values({ sign, period, locale, horoscope: generate() })
    .onConflictDoNothing({
      target: [periodHoroscopes.sign, periodHoroscopes.period, periodHoroscopes.locale],
    });
  const stored = await findPeriod(db, sign, period, locale);
  if (!stored) throw new Error(`horoscope for ${sign} in ${period} (${locale}) missing after insert`);
  return stored;
}
