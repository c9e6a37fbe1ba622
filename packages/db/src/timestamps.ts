import { customType } from 'drizzle-orm/pg-core';

/**
 * A `timestamp with time zone` as PostgreSQL's text form (`2026-11-26 16:13:49.123456+00`, what postgres.js
 * hands drizzle) or a Date (what PGlite's own parser makes), as the ISO 8601 string the API answers
 * (`2026-11-26T16:13:49.123Z`, milliseconds, like `Date.prototype.toISOString`).
 *
 * The server's sessions run in UTC (client.ts), so the text form ends in `+00` and is rewritten as a string:
 * going through a Date (parse, then toISOString) was a visible share of a page's CPU. Any other
 * form (another offset, a five-digit year, BC) goes through a Date.
 */
export function isoTimestamp(value: string | Date): string {
  if (typeof value !== 'string') return value.toISOString();
  const end = value.length - 3;
  // `YYYY-MM-DD HH:MM:SS` then, optionally, `.` and 1–6 digits, then `+00`.
  if (value[10] === ' ' && value.endsWith('+00') && (end === 19 || (value[19] === '.' && end > 20))) {
    const millis = end === 19 ? '000' : value.slice(20, Math.min(end, 23)).padEnd(3, '0');
    return `${value.slice(0, 10)}T${value.slice(11, 19)}.${millis}Z`;
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a timestamp PostgreSQL would send: ${value}`);
  return date.toISOString();
}

/**
 * `timestamp with time zone`, read as an ISO 8601 string (see isoTimestamp) and written from one: rows carry
 * timestamps in the form the API answers, so a page of rows is never turned into Dates and back.
 */
export const timestamptz = customType<{ data: string; driverData: string | Date }>({
  dataType: () => 'timestamp with time zone',
  fromDriver: isoTimestamp,
  toDriver: (iso) => iso,
});
