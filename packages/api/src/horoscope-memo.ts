import { type Database, getOrCreateDailyHoroscope } from '@celtic/db';
import type { DailyHoroscope, Locale, SignName } from '@celtic/zodiac-core';

// A served horoscope never changes (it is stored on first request), so repeats need no query. Most requests
// are for today, yesterday and tomorrow; the cap bounds memory when other dates are asked for. Keys are canonical
// values after parsing (the sign's name, a YYYY-MM-DD date, a locale), never a request's spelling of them.
const maxEntries = 256;

const byDatabase = new WeakMap<Database, Map<string, Promise<DailyHoroscope>>>();

/**
 * getOrCreateDailyHoroscope with a per-database memo: the first request for (sign, date, locale) reads or stores
 * the row, later ones share its result. A failed lookup is forgotten so the next request retries.
 */
export function dailyHoroscopeOnce(
  db: Database,
  sign: SignName,
  isoDate: string,
  locale: Locale,
  generate: () => DailyHoroscope,
): Promise<DailyHoroscope> {
  let memo = byDatabase.get(db);
  if (!memo) {
    memo = new Map();
    byDatabase.set(db, memo);
  }
  const key = `${sign}|${isoDate}|${locale}`;
  const known = memo.get(key);
  if (known) return known;
  const pending = getOrCreateDailyHoroscope(db, sign, isoDate, locale, generate);
  if (memo.size >= maxEntries) {
    const oldest = memo.keys().next();
    if (!oldest.done) memo.delete(oldest.value);
  }
  memo.set(key, pending);
  pending.catch(() => {
    if (memo.get(key) === pending) memo.delete(key);
  });
  return pending;
}
