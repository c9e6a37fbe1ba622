import { isValidMonthDay } from './dates';
import { signs } from './signs';
import type { MonthDay, Sign, SignName } from './types';

export const signNames: readonly SignName[] = signs.map((sign) => sign.name);

const byLowerName = new Map<string, Sign>(signs.map((sign) => [sign.name.toLowerCase(), sign]));

/** Exact, case-sensitive check for one of the thirteen names. */
export function isSignName(value: string): value is SignName {
  return (signNames as readonly string[]).includes(value);
}

/** Finds a sign by name, ignoring case and surrounding spaces. */
export function getSign(name: string): Sign | null {
  return byLowerName.get(name.trim().toLowerCase()) ?? null;
}

// Month and day as one comparable number, e.g. Dec 24 → 1224.
const ordinal = (date: MonthDay) => date.month * 100 + date.day;

function rangeContains(sign: Sign, month: number, day: number): boolean {
  const value = month * 100 + day;
  const start = ordinal(sign.startDate);
  const end = ordinal(sign.endDate);
  // A range whose start is after its end wraps over the new year (the Stag).
  return start <= end ? value >= start && value <= end : value >= start || value <= end;
}

/** The sign whose range contains the day (docs/PRODUCT.md §5); null for a day that does not exist. */
export function findSignByDate(month: number, day: number): Sign | null {
  if (!isValidMonthDay(month, day)) return null;
  return signs.find((sign) => rangeContains(sign, month, day)) ?? null;
}
