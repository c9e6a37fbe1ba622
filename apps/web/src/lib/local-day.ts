import { atNoonUtc, getQuarter, type Quarter } from '@celtic/zodiac-core';

// Plain helpers for the user's local calendar day, shared by the page and the moon-phase worker (no React here).

/** The user's local calendar date as YYYY-MM-DD. */
export function localIsoDate(date: Date): string {
  const y = String(date.getFullYear()).padStart(4, '0');
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** The browser's IANA time zone. Creating the formatter is slow the first time: keep it off first render. */
export function localTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * The quarter of a local calendar day. zodiac-core reads a Date's UTC month, so it is given the day's UTC noon
 * (as the server's calendar does): late on Oct 31 in New York is still the Lughnasadh quarter.
 */
export function localQuarter(isoDate: string): Quarter {
  return getQuarter(atNoonUtc(isoDate));
}
