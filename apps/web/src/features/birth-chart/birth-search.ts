import { isIsoDate } from '@celtic/zodiac-core';
import * as z from 'zod/mini';

/** The first birth date a chart is drawn for (the API's rule); the last is today. */
export const firstBirthDate = '1900-01-01';

/** Whether the browser knows the zone; the server's own check answers for the rest. */
function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * The chart is in the address, so a chart can be bookmarked or sent. A param that does not pass is left out
 * and reported on the page.
 */
export const birthSearchShape = {
  date: z.string().check(z.refine(isIsoDate)),
  time: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/)),
  timeZone: z.string().check(z.maxLength(64), z.refine(isTimeZone)),
};

/** The birth date nearest to `date` that a chart is drawn for. */
export function nearestBirthDate(date: string, today: string): string {
  if (date < firstBirthDate) return firstBirthDate;
  return date > today ? today : date;
}
