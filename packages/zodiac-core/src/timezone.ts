import { utcMillis } from './dates';

// One formatter per zone (each holds tens of kB of ICU data outside the JS heap), kept by the zone's canonical
// name: zone names are case-insensitive and have aliases (`utc`, `US/Pacific`), so a key per spelling would grow
// with what clients send. Bounded too, since offsets (`+03:00`) make thousands of canonical zones: past the cap
// the oldest is dropped and rebuilt when asked for again. Maps in insertion order rather than lru-cache: the web
// app bundles this module.
const maxFormatters = 64;
const formatters = new Map<string, Intl.DateTimeFormat>();

// A valid name in lower case → its canonical name, so that another spelling costs a lookup, not a formatter
// built and thrown away (the memory ICU frees that way stays with the process). Only names ICU accepts go in,
// and those are finite (IANA names, their links, UTC offsets); emptied at the cap all the same.
const maxNames = 4096;
const canonicalNames = new Map<string, string>();

/** The zone's canonical name, or a RangeError naming an unknown zone. */
function canonicalZone(timeZone: string): string {
  const lower = timeZone.toLowerCase();
  const known = canonicalNames.get(lower);
  if (known !== undefined) return known;
  let canonical: string;
  try {
    canonical = new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
  } catch {
    throw new RangeError(`Invalid time zone "${timeZone}": expected an IANA name such as "Europe/Dublin"`);
  }
  if (canonicalNames.size >= maxNames) canonicalNames.clear();
  canonicalNames.set(lower, canonical);
  return canonical;
}

/** A formatter for the zone, or a RangeError naming an unknown zone. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  const cached = formatters.get(timeZone);
  if (cached) return cached;
  const canonical = canonicalZone(timeZone);
  const kept = formatters.get(canonical);
  if (kept) return kept;
  const formatter = new Intl.DateTimeFormat('en-US', {
    timeZone: canonical,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  if (formatters.size >= maxFormatters) {
    const oldest = formatters.keys().next();
    if (!oldest.done) formatters.delete(oldest.value);
  }
  formatters.set(canonical, formatter);
  return formatter;
}

export function assertTimeZone(timeZone: string): void {
  formatterFor(timeZone);
}

/** The zone's offset from UTC in milliseconds at the instant. */
export function offsetAt(timeZone: string, instant: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const asUtc =
    utcMillis(parts.year ?? 0, parts.month ?? 1, parts.day ?? 1, parts.hour ?? 0) +
    ((parts.minute ?? 0) * 60 + (parts.second ?? 0)) * 1000;
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant at which the zone's wall clock shows the given local time. In a gap (clocks going
 * forward) it returns the first instant after the gap, which is what "start of day" needs.
 */
export function zonedTimeToInstant(
  timeZone: string,
  year: number,
  month: number,
  day: number,
  hour: number,
  minute = 0,
): number {
  const wall = utcMillis(year, month, day, hour) + minute * 60_000;
  const first = wall - offsetAt(timeZone, wall);
  const second = wall - offsetAt(timeZone, first);
  if (first === second) return first;
  // Offsets disagree around a transition: prefer a candidate whose wall time matches, else the later one.
  const matches = [first, second].filter((t) => t + offsetAt(timeZone, t) === wall);
  return matches.length > 0 ? Math.min(...matches) : Math.max(first, second);
}
